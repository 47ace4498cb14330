import Kinetics

/// An experiment on the frame stage: the per-layer constants read as Floats (cos, sin, half
/// width, half height: 16 bytes instead of 32) and the frames written as Floats (16 bytes
/// instead of 32), the arithmetic in Double; every other stage is ``FrameEngine``'s. Measured
/// 10–15% faster at 1M layers, frames within 3.1e-5 points (Benchmarks.md); not a library API.
final class FloatLaneExperiment: @unchecked Sendable {
  var groups: [FrameEngine.Group]
  /// Per group, the packed constants and the Float frames.
  let constants: [[SIMD4<Float>]]
  var frames: [[SIMD4<Float>]]
  var frameIndex = 0

  init(count: Int) {
    groups = (0..<3).map { FrameEngine.Group(group: $0, count: count) }
    constants = groups.map { group in
      group.layers.indices.map {
        SIMD4(
          Float(group.cosines[$0]), Float(group.sines[$0]), Float(group.halfWidths[$0]),
          Float(group.halfHeights[$0]))
      }
    }
    frames = groups.map { Array(repeating: .zero, count: $0.layers.count) }
  }

  func step() {
    frameIndex += 1
    let time = FrameScene.clock(frame: frameIndex)
    for index in 0..<3 {
      groups[index].advance(
        time: time, retarget: index == 0 && FrameScene.retargets(frame: frameIndex),
        concurrently: false)
      framePass(index)
    }
  }

  /// The frames of group `index` from the Float constants.
  func framePass(_ index: Int) {
    let group = groups[index]
    group.x.positions.withUnsafeBufferPointer { px in
      group.y.positions.withUnsafeBufferPointer { py in
        group.scales.withUnsafeBufferPointer { scales in
          constants[index].withUnsafeBufferPointer { constants in
            frames[index].withUnsafeMutableBufferPointer { frames in
              for element in 0..<px.count {
                let packed = constants[element]
                let s = scales[element]
                let (a, b) = (abs(s * Double(packed[0])), abs(s * Double(packed[1])))
                let (w, h) = (Double(packed[2]), Double(packed[3]))
                let (halfX, halfY) = (a * w + b * h, b * w + a * h)
                frames[element] = SIMD4(
                  Float(px[element] - halfX), Float(py[element] - halfY), Float(2 * halfX),
                  Float(2 * halfY))
              }
            }
          }
        }
      }
    }
  }

  /// The frames as rectangles, by layer index.
  var rectangles: [Int: Rect2D] {
    var result: [Int: Rect2D] = [:]
    for (group, frames) in zip(groups, frames) {
      for (layer, frame) in zip(group.layers, frames) {
        result[layer] = Rect2D(
          x: Double(frame[0]), y: Double(frame[1]), width: Double(frame[2]),
          height: Double(frame[3]))
      }
    }
    return result
  }

  /// The sum of the frames and opacities, the frames in the order of their layers (a
  /// dictionary's order changes from process to process, and so would the sum's last bits).
  var checksum: Double {
    rectangles.sorted { $0.key < $1.key }.reduce(0) {
      $0 + $1.value.minX + $1.value.minY + $1.value.width
    }
      + groups.reduce(0) { $0 + $1.opacity.reduce(0, +) }
  }
}
