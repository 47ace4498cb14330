extension CubicBezier: CustomStringConvertible, CustomReflectable {
  /// "CubicBezier(x1: 0.42, y1: 0.0, x2: 0.58, y2: 1.0)".
  public var description: String { "CubicBezier(x1: \(x1), y1: \(y1), x2: \(x2), y2: \(y2))" }

  /// The four control points, without the solver's tables.
  public var customMirror: Mirror {
    Mirror(self, children: ["x1": x1, "y1": y1, "x2": x2, "y2": y2], displayStyle: .struct)
  }
}
