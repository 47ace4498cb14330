extension Size2D: CustomStringConvertible {
  /// "(390.0, 844.0)".
  public var description: String { "(\(width), \(height))" }
}
