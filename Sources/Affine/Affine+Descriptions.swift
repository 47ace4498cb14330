// How geometry values print: CoreGraphics' short forms, without the SIMD storage they wrap
// (`Rect2D` once printed `Point2D(storage: SIMD2…)`).

extension Point2D: CustomStringConvertible {
  /// "(10.0, 20.0)".
  public var description: String { "(\(x), \(y))" }
}

extension Vector2D: CustomStringConvertible {
  /// "(dx: 3.0, dy: 4.0)".
  public var description: String { "(dx: \(dx), dy: \(dy))" }
}

extension Size2D: CustomStringConvertible {
  /// "(390.0, 844.0)".
  public var description: String { "(\(width), \(height))" }
}

extension Rect2D: CustomStringConvertible {
  /// "(0.0, 0.0, 390.0, 844.0)": origin and size.
  public var description: String {
    "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
  }
}

extension AffineTransform2D: CustomStringConvertible {
  /// "[a b c d tx ty]", as CoreGraphics prints a transform.
  public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}

extension LayerGeometry: CustomStringConvertible {
  /// "LayerGeometry(bounds: …, position: …, anchorPoint: …, transform: …)".
  public var description: String {
    "LayerGeometry(bounds: \(bounds), position: \(position), anchorPoint: \(anchorPoint), "
      + "transform: \(transform))"
  }
}
