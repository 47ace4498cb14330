import Kinetics
import BenchSupport
import Dispatch

/// The frame of a transition engine (issue 7): N animated layers, each with a spring-driven
/// position (two springs, ζ 0.49, 1 or 3, a third retargeted mid-flight), an opacity and a scale
/// eased by cubic beziers over their own start time and duration, a transform of translation,
/// a fixed tilt and the scale about the layer's center, and the resulting frame (bounding box).
///
/// `SoA` keeps every quantity in its own array and runs each stage as a batch (spring steps,
/// bezier batches, one frame loop); `Scalar` is the one-layer-at-a-time engine: an array of
/// layer structs, each updated with `DampedSpring.update`, `CubicBezier.value(at:)` and
/// `LayerGeometry.frame`. Neither allocates per frame.
enum FrameWorkload {
  static let deltaTime = 1.0 / 120
  static let springs = [
    DampedSpring(response: 0.6, dampingRatio: 0.49), DampedSpring(response: 0.5, dampingRatio: 1),
    DampedSpring(response: 0.4, dampingRatio: 3),
  ]
  static let opacityCurve = CubicBezier.easeOut
  static let scaleCurve = CubicBezier.easeInOut

  static func startTime(_ index: Int) -> Double { Double(index % 50) * 0.004 }
  static func duration(_ index: Int) -> Double { 0.3 + Double(index % 4) * 0.1 }
  static func tilt(_ index: Int) -> Double { Double(index % 13 - 6) * 0.02 }
  static func target(_ index: Int) -> (Double, Double) {
    (Double(index % 390), Double(index % 844))
  }

  /// Frames per cycle of the clock. Measurements run hundreds of frames; so that every one of
  /// them is mid-flight (an engine's steady state under continuous interaction, not a settled
  /// scene), the clock loops over [0.2 s, 0.3 s), where every layer has started (the latest
  /// start is 0.196 s) and none has ended (the shortest ends at 0.3 s), and the retargeted
  /// springs flip their targets at the start of every cycle.
  static let cycle = 12

  /// The animation clock at frame `frame` (seconds).
  static func clock(frame: Int) -> Double { 0.2 + Double(frame % cycle) * deltaTime }

  /// Structure-of-arrays state. Layers are grouped by spring (an engine keeps one batch per
  /// spring, so a frame computes three propagators and streams no per-spring coefficients);
  /// layer i of the workload is element i / 3 of group i % 3.
  final class SoA: @unchecked Sendable {
    let count: Int
    var x: [SpringBatch]
    var y: [SpringBatch]
    var time = 0.0
    var frameIndex = 0
    let starts: [Double]
    let inverseDurations: [Double]
    var progress: [Double]
    var opacity: [Double]
    var scale: [Double]
    let cosines: [Double]
    let sines: [Double]
    let halfWidths: [Double]
    let halfHeights: [Double]
    var frames: [Rect2D]
    /// Float lanes (an experiment, issue 7): with `floatLanes` the per-layer constants are read
    /// from `packedConstants` (cos, sin, half width, half height as four Floats: 16 bytes
    /// instead of 32) and the frames written to `floatFrames` (16 bytes instead of 32); the
    /// arithmetic stays in Double.
    let floatLanes: Bool
    let packedConstants: [SIMD4<Float>]
    var floatFrames: [SIMD4<Float>]

    /// Workload index of element `element` of group `group`.
    static func layer(group: Int, element: Int) -> Int { element * 3 + group }

    init(count: Int, floatLanes: Bool = false) {
      self.count = count
      self.floatLanes = floatLanes
      var x: [SpringBatch] = []
      var y: [SpringBatch] = []
      for group in 0..<3 {
        let members = Array(stride(from: group, to: count, by: 3))
        let targets = members.map(FrameWorkload.target)
        let zeros = Array(repeating: 0.0, count: members.count)
        x.append(
          SpringBatch(
            spring: FrameWorkload.springs[group], positions: zeros, targets: targets.map(\.0),
            restDisplacement: 0, restVelocity: 0))
        y.append(
          SpringBatch(
            spring: FrameWorkload.springs[group], positions: zeros, targets: targets.map(\.1),
            restDisplacement: 0, restVelocity: 0))
      }
      self.x = x
      self.y = y
      // Per-layer arrays in group order, so that one pass walks the springs' arrays in step.
      let order = (0..<3).flatMap { group in Array(stride(from: group, to: count, by: 3)) }
      starts = order.map(FrameWorkload.startTime)
      inverseDurations = order.map { 1 / FrameWorkload.duration($0) }
      progress = Array(repeating: 0, count: count)
      opacity = progress
      scale = progress
      cosines = order.map { AffineTransform2D(rotationAngle: FrameWorkload.tilt($0)).a }
      sines = order.map { AffineTransform2D(rotationAngle: FrameWorkload.tilt($0)).b }
      halfWidths = order.map { Double(100 + $0 % 50) / 2 }
      halfHeights = order.map { Double(60 + $0 % 30) / 2 }
      frames = Array(repeating: .zero, count: floatLanes ? 0 : count)
      let (cosines, sines) = (self.cosines, self.sines)
      let (halfWidths, halfHeights) = (self.halfWidths, self.halfHeights)
      packedConstants =
        floatLanes
        ? order.indices.map { position in
          SIMD4(
            Float(cosines[position]), Float(sines[position]), Float(halfWidths[position]),
            Float(halfHeights[position]))
        } : []
      floatFrames = Array(repeating: .zero, count: floatLanes ? count : 0)
      layerOrder = order
    }

    /// Workload index of each position in the per-layer arrays.
    let layerOrder: [Int]

    /// One frame: the spring batches, the clock, both curves as batches, then the frames.
    func step() {
      frameIndex += 1
      time = FrameWorkload.clock(frame: frameIndex)
      if frameIndex % FrameWorkload.cycle == 0 {
        // Every third layer of the workload is group 0: retarget those.
        for element in 0..<x[0].count { x[0].retarget(element, to: -x[0].targets[element]) }
      }
      for group in 0..<3 {
        x[group].step(deltaTime: FrameWorkload.deltaTime)
        y[group].step(deltaTime: FrameWorkload.deltaTime)
      }
      let now = time
      starts.withUnsafeBufferPointer { starts in
        inverseDurations.withUnsafeBufferPointer { inverse in
          progress.withUnsafeMutableBufferPointer { progress in
            for index in 0..<count {
              // The timing model with fill both: (t − begin)/duration clamped to [0, 1].
              progress[index] = min(max((now - starts[index]) * inverse[index], 0), 1)
            }
          }
        }
      }
      progress.withUnsafeBufferPointer { input in
        opacity.withUnsafeMutableBufferPointer {
          FrameWorkload.opacityCurve.values(at: input, into: $0)
        }
        scale.withUnsafeMutableBufferPointer {
          FrameWorkload.scaleCurve.values(at: input, into: $0)
        }
      }
      var offset = 0
      for group in 0..<3 {
        x[group].positions.withUnsafeBufferPointer { px in
          y[group].positions.withUnsafeBufferPointer { py in
            if floatLanes {
              floatFramePass(offset: offset, px: px, py: py)
            } else {
              framePass(offset: offset, px: px, py: py)
            }
          }
        }
        offset += x[group].count
      }
    }

    /// The frames of the layers at `offset ..< offset + px.count`: scale 0.85 → 1, then the
    /// tilt, about the center, at the spring position; the frame's half extents are
    /// |a|·w/2 + |c|·h/2 and |b|·w/2 + |d|·h/2.
    func framePass(offset: Int, px: UnsafeBufferPointer<Double>, py: UnsafeBufferPointer<Double>) {
      scale.withUnsafeBufferPointer { eased in
        frames.withUnsafeMutableBufferPointer { frames in
          for element in 0..<px.count {
            let index = offset + element
            let s = 0.85 + 0.15 * eased[index]
            let (a, b) = (s * cosines[index], s * sines[index])
            let halfX = abs(a) * halfWidths[index] + abs(b) * halfHeights[index]
            let halfY = abs(b) * halfWidths[index] + abs(a) * halfHeights[index]
            frames[index] = Rect2D(
              x: px[element] - halfX, y: py[element] - halfY, width: 2 * halfX, height: 2 * halfY)
          }
        }
      }
    }

    /// ``framePass(offset:px:py:)`` with Float constants and Float frames.
    func floatFramePass(
      offset: Int, px: UnsafeBufferPointer<Double>, py: UnsafeBufferPointer<Double>
    ) {
      scale.withUnsafeBufferPointer { eased in
        packedConstants.withUnsafeBufferPointer { constants in
          floatFrames.withUnsafeMutableBufferPointer { frames in
            for element in 0..<px.count {
              let index = offset + element
              let packed = constants[index]
              let (cosine, sine) = (Double(packed[0]), Double(packed[1]))
              let (halfWidth, halfHeight) = (Double(packed[2]), Double(packed[3]))
              let s = 0.85 + 0.15 * eased[index]
              let (a, b) = (s * cosine, s * sine)
              let halfX = abs(a) * halfWidth + abs(b) * halfHeight
              let halfY = abs(b) * halfWidth + abs(a) * halfHeight
              frames[index] = SIMD4(
                Float(px[element] - halfX), Float(py[element] - halfY), Float(2 * halfX),
                Float(2 * halfY))
            }
          }
        }
      }
    }

    /// The frames as rectangles, whichever lanes hold them.
    var rectangles: [Rect2D] {
      guard floatLanes else { return frames }
      return floatFrames.map {
        Rect2D(x: Double($0[0]), y: Double($0[1]), width: Double($0[2]), height: Double($0[3]))
      }
    }

    var checksum: Double {
      rectangles.reduce(0) { $0 + $1.minX + $1.minY + $1.width } + opacity.reduce(0, +)
    }
  }

  /// One layer of the one-at-a-time engine.
  struct Layer {
    var position: Vector2D
    var velocity: Vector2D
    var target: Vector2D
    let spring: DampedSpring
    let start: Double
    let duration: Double
    var geometry: LayerGeometry
    var opacity = 0.0
    var frame = Rect2D.zero
  }

  final class Scalar: @unchecked Sendable {
    var layers: [Layer]
    var time = 0.0
    var frameIndex = 0

    init(count: Int) {
      layers = (0..<count).map { index in
        let (tx, ty) = FrameWorkload.target(index)
        return Layer(
          position: .zero, velocity: .zero, target: Vector2D(dx: tx, dy: ty),
          spring: FrameWorkload.springs[index % 3], start: FrameWorkload.startTime(index),
          duration: FrameWorkload.duration(index),
          geometry: LayerGeometry(
            bounds: Rect2D(
              x: 0, y: 0, width: Double(100 + index % 50), height: Double(60 + index % 30)),
            position: .zero))
      }
    }

    func step() {
      frameIndex += 1
      time = FrameWorkload.clock(frame: frameIndex)
      let now = time
      let retarget = frameIndex % FrameWorkload.cycle == 0
      layers.withUnsafeMutableBufferPointer { layers in
        for index in layers.indices {
          if retarget && index % 3 == 0 { layers[index].target.dx = -layers[index].target.dx }
          layers[index].spring.update(
            value: &layers[index].position, velocity: &layers[index].velocity,
            target: layers[index].target, deltaTime: FrameWorkload.deltaTime)
          let progress = min(max((now - layers[index].start) / layers[index].duration, 0), 1)
          layers[index].opacity = FrameWorkload.opacityCurve.value(at: progress)
          let s = 0.85 + 0.15 * FrameWorkload.scaleCurve.value(at: progress)
          layers[index].geometry.position = Point2D(layers[index].position.storage)
          layers[index].geometry.transform = AffineTransform2D(
            rotationAngle: FrameWorkload.tilt(index)
          ).scaledBy(x: s, y: s)
          layers[index].frame = layers[index].geometry.frame
        }
      }
    }

    var checksum: Double {
      layers.reduce(0) { $0 + $1.frame.minX + $1.frame.minY + $1.frame.width }
        + layers.reduce(0) { $0 + $1.opacity }
    }
  }

  static func all() -> [Benchmark] {
    let soa = [1_000, 10_000, 100_000, 1_000_000].map { count in
      let state = SoA(count: count)
      return Benchmark(
        "Frame/soa/\(count) layers", elements: count,
        accuracy: { agreement(count: min(count, 10_000)) },
        checksum: {
          let fresh = SoA(count: count)
          for _ in 0..<60 { fresh.step() }
          return fresh.checksum
        },
        run: { state.step() })
    }
    let float = [100_000, 1_000_000].map { count in
      let state = SoA(count: count, floatLanes: true)
      return Benchmark(
        "Frame/soa float lanes (experiment)/\(count) layers", elements: count,
        accuracy: { floatAgreement(count: min(count, 10_000)) },
        checksum: {
          let fresh = SoA(count: count, floatLanes: true)
          for _ in 0..<60 { fresh.step() }
          return fresh.checksum
        },
        run: { state.step() })
    }
    // Both cores: the layers split into two engines of half the size, stepped at once.
    let twoThreads = [1_000_000].map { count in
      let halves = [SoA(count: count / 2), SoA(count: count - count / 2)]
      return Benchmark(
        "Frame/soa on two threads/\(count) layers", elements: count,
        checksum: {
          let fresh = [SoA(count: count / 2), SoA(count: count - count / 2)]
          for _ in 0..<60 { DispatchQueue.concurrentPerform(iterations: 2) { fresh[$0].step() } }
          return fresh[0].checksum + fresh[1].checksum
        },
        run: { DispatchQueue.concurrentPerform(iterations: 2) { halves[$0].step() } })
    }
    let scalar = [10_000, 100_000].map { count in
      let state = Scalar(count: count)
      return Benchmark(
        "Frame/scalar baseline/\(count) layers", elements: count,
        checksum: {
          let fresh = Scalar(count: count)
          for _ in 0..<60 { fresh.step() }
          return fresh.checksum
        },
        run: { state.step() })
    }
    return soa + float + twoThreads + scalar
  }

  /// After 60 frames, the largest difference between the Float-lane frames and the Double ones.
  static func floatAgreement(count: Int) -> String {
    let (double, float) = (SoA(count: count), SoA(count: count, floatLanes: true))
    for _ in 0..<60 {
      double.step()
      float.step()
    }
    let worst = zip(double.rectangles, float.rectangles).map { a, b in
      max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width))
    }.max()!
    return "Float vs Double frames after 60 frames: max difference \(worst) points"
  }

  /// After 60 frames, the largest difference between the two engines' frames and opacities.
  static func agreement(count: Int) -> String {
    let (soa, scalar) = (SoA(count: count), Scalar(count: count))
    for _ in 0..<60 {
      soa.step()
      scalar.step()
    }
    var worst = 0.0
    for (position, index) in soa.layerOrder.enumerated() {
      let (a, b) = (soa.rectangles[position], scalar.layers[index].frame)
      worst = max(
        worst, abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width),
        abs(a.height - b.height))
      worst = max(worst, abs(soa.opacity[position] - scalar.layers[index].opacity))
    }
    return "SoA vs scalar engine after 60 frames: max difference \(worst) points"
  }
}
