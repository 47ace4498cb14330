extension Rect2D: CustomStringConvertible {
  /// "(0.0, 0.0, 390.0, 844.0)": origin and size.
  public var description: String {
    "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
  }
}
