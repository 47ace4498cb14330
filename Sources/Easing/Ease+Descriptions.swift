extension Ease: CustomStringConvertible {
  /// "Ease(cubic, inOut)", "Ease(elastic(amplitude: 1.0, period: 0.3), out)".
  public var description: String { "Ease(\(family), \(mode))" }
}
