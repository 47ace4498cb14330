extension Steps: CustomStringConvertible {
  /// The CSS text: "steps(4)", "steps(4, jump-none)".
  public var description: String { TimingFunction.steps(self).cssText }
}
