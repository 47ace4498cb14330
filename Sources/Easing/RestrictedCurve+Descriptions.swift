extension RestrictedCurve: CustomStringConvertible {
  /// "restricted(…, to: 0.2...0.6)".
  public var description: String { "restricted(\(base), to: \(interval))" }
}
