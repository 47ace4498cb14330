extension AffineTransform2D: CustomStringConvertible {
  /// "[a b c d tx ty]", as CoreGraphics prints a transform.
  public var description: String { "[\(a) \(b) \(c) \(d) \(tx) \(ty)]" }
}
