import Kinetics

/// The frame workload as an engine built on the library's batch APIs: the layers grouped by
/// spring (an engine keeps one batch per spring, so a frame computes three propagators and
/// streams no per-spring coefficients), each group's quantities in arrays, and each stage one
/// call: `SpringBatch.step`, the clock, `CubicBezier.values(at:into:)` twice,
/// `LayerGeometry.centeredFrames`. Nothing is allocated per frame.
final class FrameEngine: @unchecked Sendable {
  /// One spring group's state and per-layer constants.
  struct Group {
    let layers: [Int]
    var x: SpringBatch
    var y: SpringBatch
    let starts: [Double]
    let inverseDurations: [Double]
    let halfWidths: [Double]
    let halfHeights: [Double]
    let cosines: [Double]
    let sines: [Double]
    var progress: [Double]
    var opacity: [Double]
    var eased: [Double]
    var scales: [Double]
    var frames: [Rect2D]

    init(group: Int, count: Int) {
      layers = FrameScene.layers(group: group, count: count)
      let targets = layers.map(FrameScene.target)
      let zeros = [Double](repeating: 0, count: layers.count)
      let spring = FrameScene.springs[group]
      x = SpringBatch(
        spring: spring, positions: zeros, targets: targets.map(\.0), tolerance: nil)
      y = SpringBatch(
        spring: spring, positions: zeros, targets: targets.map(\.1), tolerance: nil)
      starts = layers.map(FrameScene.startTime)
      inverseDurations = layers.map { 1 / FrameScene.duration($0) }
      halfWidths = layers.map { FrameScene.size($0).width / 2 }
      halfHeights = layers.map { FrameScene.size($0).height / 2 }
      cosines = layers.map { AffineTransform2D(rotationAngle: FrameScene.tilt($0)).a }
      sines = layers.map { AffineTransform2D(rotationAngle: FrameScene.tilt($0)).b }
      (progress, opacity, eased, scales) = (zeros, zeros, zeros, zeros)
      frames = Array(repeating: .zero, count: layers.count)
    }

    /// One frame of this group at clock `time`: ``advance(time:retarget:concurrently:)``, then
    /// the frames; with `concurrently`, the library's batches split across the cores.
    mutating func step(time: Double, retarget: Bool, concurrently: Bool) {
      advance(time: time, retarget: retarget, concurrently: concurrently)
      LayerGeometry.centeredFrames(
        positionsX: x.positions, positionsY: y.positions, halfWidths: halfWidths,
        halfHeights: halfHeights, scales: scales, rotationCosines: cosines, rotationSines: sines,
        into: &frames, concurrently: concurrently)
    }

    /// Every stage before the frames: springs, clock, both curves, the scales.
    mutating func advance(time: Double, retarget: Bool, concurrently: Bool) {
      if retarget {
        for element in 0..<x.count { x.retarget(element, to: -x.targets[element]) }
      }
      x.step(deltaTime: FrameScene.deltaTime, concurrently: concurrently)
      y.step(deltaTime: FrameScene.deltaTime, concurrently: concurrently)
      let count = layers.count
      starts.withUnsafeBufferPointer { starts in
        inverseDurations.withUnsafeBufferPointer { inverse in
          progress.withUnsafeMutableBufferPointer { progress in
            for index in 0..<count {
              // The timing model with fill both: (t − begin)/duration clamped to [0, 1].
              progress[index] = min(max((time - starts[index]) * inverse[index], 0), 1)
            }
          }
        }
      }
      FrameScene.opacityCurve.values(at: progress, into: &opacity, concurrently: concurrently)
      FrameScene.scaleCurve.values(at: progress, into: &eased, concurrently: concurrently)
      eased.withUnsafeBufferPointer { eased in
        scales.withUnsafeMutableBufferPointer { scales in
          for index in 0..<count { scales[index] = FrameScene.scale(eased: eased[index]) }
        }
      }
    }
  }

  var groups: [Group]
  var frameIndex = 0
  /// Whether the library's batch calls split their work across the cores.
  let concurrently: Bool

  init(count: Int, concurrently: Bool = false) {
    groups = (0..<3).map { Group(group: $0, count: count) }
    self.concurrently = concurrently
  }

  /// One frame: every group's stages.
  func step() {
    frameIndex += 1
    let time = FrameScene.clock(frame: frameIndex)
    let retarget = FrameScene.retargets(frame: frameIndex)
    // Only group 0 (every third layer) is retargeted.
    groups[0].step(time: time, retarget: retarget, concurrently: concurrently)
    groups[1].step(time: time, retarget: false, concurrently: concurrently)
    groups[2].step(time: time, retarget: false, concurrently: concurrently)
  }

  /// The frame and opacity of every layer, by layer index.
  var layerStates: [Int: (frame: Rect2D, opacity: Double)] {
    var states: [Int: (Rect2D, Double)] = [:]
    for group in groups {
      for (element, layer) in group.layers.enumerated() {
        states[layer] = (group.frames[element], group.opacity[element])
      }
    }
    return states
  }

  var checksum: Double {
    groups.reduce(0) { sum, group in
      sum + group.frames.reduce(0) { $0 + $1.minX + $1.minY + $1.width }
        + group.opacity.reduce(0, +)
    }
  }
}
