extension ClampedCurve: CustomStringConvertible {
  /// "clamped(…)".
  public var description: String { "clamped(\(base))" }
}
