extension Vector2D: CustomStringConvertible {
  /// "(dx: 3.0, dy: 4.0)".
  public var description: String { "(dx: \(dx), dy: \(dy))" }
}
