extension Point2D: CustomStringConvertible {
  /// "(10.0, 20.0)".
  public var description: String { "(\(x), \(y))" }
}
