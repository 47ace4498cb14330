extension ReversedCurve: CustomStringConvertible {
  /// "reversed(…)".
  public var description: String { "reversed(\(base))" }
}
