import KineticsCore
import KineticsNumerics

extension LayerGeometry {
  /// The frames of many layers at once, each anchored at its center (anchor point (½, ½), as
  /// `CALayer`'s default) and transformed by a uniform scale and a rotation — the transform of
  /// most transitions (a card that shrinks and tilts, a zoom): `frames[i]` is the frame
  /// `LayerGeometry(bounds: (0, 0, 2·halfWidths[i], 2·halfHeights[i]), position:
  /// (positionsX[i], positionsY[i]), transform: rotation(θᵢ)·scale(scales[i])).frame` gives,
  /// with cos θᵢ and sin θᵢ given (a layer's tilt rarely changes; its sine and cosine are
  /// computed once).
  ///
  /// The rotated, scaled rectangle's half extents are |a|·w/2 + |b|·h/2 horizontally and
  /// |b|·w/2 + |a|·h/2 vertically, with a = s·cos θ and b = s·sin θ; the frame is centered on
  /// the position. Agrees with ``frame`` to a few ulps of the coordinates.
  ///
  /// ```swift
  /// var frames = [Rect2D](repeating: .zero, count: 1)
  /// LayerGeometry.centeredFrames(
  ///   positionsX: [195], positionsY: [422], halfWidths: [50], halfHeights: [30],
  ///   scales: [0.85], rotationCosines: [1], rotationSines: [0], into: &frames)
  /// frames[0]  // (152.5, 396.5, 85.0, 51.0)
  /// ```
  ///
  /// With `concurrently`, the layers are split into ranges of at least 16,384 (at most four
  /// per core) computed at once on the machine's cores, and the call returns when all are
  /// done, with the same results. It pays from about 100,000 layers; below 32,768 it runs on
  /// the calling thread either way.
  ///
  /// - Precondition: every array has the same count as `positionsX`, and `frames` at least that
  ///   count.
  /// - Complexity: O(n), no allocation: 72 bytes read and 32 written per layer.
  @inlinable
  public static func centeredFrames(
    positionsX: [Double], positionsY: [Double], halfWidths: [Double], halfHeights: [Double],
    scales: [Double], rotationCosines: [Double], rotationSines: [Double],
    into frames: inout [Rect2D], concurrently: Bool = false
  ) {
    let count = positionsX.count
    precondition(
      [positionsY, halfWidths, halfHeights, scales, rotationCosines, rotationSines].allSatisfy {
        $0.count == count
      },
      "LayerGeometry.centeredFrames: every input must have positionsX.count (\(count)) elements")
    precondition(
      frames.count >= count,
      "LayerGeometry.centeredFrames: frames must hold at least \(count) rects, got \(frames.count)")
    guard count > 0 else { return }
    frames.withUnsafeMutableBufferPointer { output in
      let output = output.baseAddress!
      guard concurrently else {
        return centeredFrames(
          positionsX, positionsY, halfWidths, halfHeights, scales, rotationCosines,
          rotationSines, into: output, in: 0..<count)
      }
      concurrentCenteredFrames(
        positionsX, positionsY, halfWidths, halfHeights, scales, rotationCosines, rotationSines,
        into: output, count: count)
    }
  }

  /// The frames of the layers in `range`: the loop of
  /// ``centeredFrames(positionsX:positionsY:halfWidths:halfHeights:scales:rotationCosines:rotationSines:into:concurrently:)``.
  @inlinable
  static func centeredFrames(
    _ positionsX: [Double], _ positionsY: [Double], _ halfWidths: [Double],
    _ halfHeights: [Double], _ scales: [Double], _ rotationCosines: [Double],
    _ rotationSines: [Double], into output: UnsafeMutablePointer<Rect2D>, in range: Range<Int>
  ) {
    for index in range {
      let s = scales[index]
      let (a, b) = (abs(s * rotationCosines[index]), abs(s * rotationSines[index]))
      let (w, h) = (halfWidths[index], halfHeights[index])
      let halfX = a * w + b * h
      let halfY = b * w + a * h
      output[index] = Rect2D(
        x: positionsX[index] - halfX, y: positionsY[index] - halfY, width: 2 * halfX,
        height: 2 * halfY)
    }
  }

  /// The concurrent form of the loop over `0..<count`.
  @usableFromInline
  static func concurrentCenteredFrames(
    _ positionsX: [Double], _ positionsY: [Double], _ halfWidths: [Double],
    _ halfHeights: [Double], _ scales: [Double], _ rotationCosines: [Double],
    _ rotationSines: [Double], into output: UnsafeMutablePointer<Rect2D>, count: Int
  ) {
    forEachConcurrentRange(count: count, minimumLength: 16_384, alignment: 1) { range in
      centeredFrames(
        positionsX, positionsY, halfWidths, halfHeights, scales, rotationCosines, rotationSines,
        into: output, in: range)
    }
  }
}
