import KineticsCore

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
  /// - Precondition: every array has the same count as `positionsX`, and `frames` at least that
  ///   count.
  /// - Complexity: O(n), no allocation: 72 bytes read and 32 written per layer.
  @inlinable
  public static func centeredFrames(
    positionsX: [Double], positionsY: [Double], halfWidths: [Double], halfHeights: [Double],
    scales: [Double], rotationCosines: [Double], rotationSines: [Double],
    into frames: inout [Rect2D]
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
    frames.withUnsafeMutableBufferPointer { output in
      for index in 0..<count {
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
  }
}
