import KineticsCore

extension AffineTransform2D {
  /// How a source rect is fitted into a destination rect.
  public enum RectFitting: Sendable, Hashable {
    /// Each axis scaled independently so the source fills the destination exactly.
    case fill
    /// One uniform scale, the largest that keeps the whole source inside (centered).
    case aspectFit
    /// One uniform scale, the smallest that covers the whole destination (centered).
    case aspectFill
  }

  /// The transform that maps `source` onto `destination`: the snapshot zoom of a transition
  /// (a thumbnail's frame to the full screen and back). Scale about the source's origin, then
  /// translation; with `.aspectFit` and `.aspectFill` the scaled source is centered.
  ///
  /// ```swift
  /// let zoom = AffineTransform2D(mapping: Rect2D(x: 20, y: 100, width: 80, height: 60),
  ///                              to: Rect2D(x: 0, y: 0, width: 390, height: 844))
  /// Rect2D(x: 20, y: 100, width: 80, height: 60).applying(zoom)  // (0, 0, 390, 843.99…): the screen, to rounding
  /// ```
  ///
  /// - Precondition: `source` has a non-zero width and height; both rects are finite
  ///   (``validate(mapping:to:fitting:)``).
  public init(mapping source: Rect2D, to destination: Rect2D, fitting: RectFitting = .fill) {
    do { try AffineTransform2D.validate(mapping: source, to: destination, fitting: fitting) } catch
    {
      error.stop()
    }
    let (from, to) = (source.standardized, destination.standardized)
    var scaleX = to.width / from.width
    var scaleY = to.height / from.height
    switch fitting {
    case .fill: break
    case .aspectFit: (scaleX, scaleY) = (min(scaleX, scaleY), min(scaleX, scaleY))
    case .aspectFill: (scaleX, scaleY) = (max(scaleX, scaleY), max(scaleX, scaleY))
    }
    // Map the source's center to the destination's center.
    let tx = to.midX - from.midX * scaleX
    let ty = to.midY - from.midY * scaleY
    self.init(a: scaleX, b: 0, c: 0, d: scaleY, tx: tx, ty: ty)
  }
}

extension AffineTransform2D {
  /// Checks a rect mapping: the source has a non-zero width and height.
  ///
  /// - Throws: `ValidationError` for `mapping`.
  public static func validate(
    mapping source: Rect2D, to destination: Rect2D, fitting: RectFitting = .fill
  ) throws(ValidationError) {
    let from = source.standardized
    guard from.width > 0 && from.height > 0 else {
      throw ValidationError(
        type: "AffineTransform2D", parameter: "mapping",
        requirement: "must have a non-zero width and height", value: "\(source)",
        kind: .outOfRange)
    }
  }
}
