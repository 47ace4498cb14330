extension PiecewiseLinear: CustomStringConvertible {
  /// The CSS text: "linear(0 0%, 0.25 50%, 1 100%)".
  public var description: String { TimingFunction.piecewiseLinear(self).cssText }
}
