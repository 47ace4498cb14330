import Easing

extension CubicBezier {
  /// The curve through (x1, y1) and (x2, y2), new — cold: its values are solved directly — or
  /// hot: a batch of values built its table, which serves every value after. The two paths
  /// carry the same accuracy contract, and tests that check it check both.
  static func made(_ points: (Double, Double, Double, Double), hot: Bool) -> CubicBezier {
    let curve = CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
    if hot { _ = curve.values(at: [0.5]) }
    return curve
  }
}
