// The presets build their tables at once (`buildingTable`): they serve values by the million.
extension CubicBezier {
  /// Core Animation's `linear` and CSS `linear` as a bezier: control points (0, 0) and (1, 1).
  public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1, buildingTable: true)

  /// Core Animation's `easeIn` and CSS `ease-in`: control points (0.42, 0) and (1, 1).
  public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1, buildingTable: true)

  /// Core Animation's `easeOut` and CSS `ease-out`: control points (0, 0) and (0.58, 1).
  public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1, buildingTable: true)

  /// Core Animation's `easeInOut`, CSS `ease-in-out` and SwiftUI's `.easeInOut`: control
  /// points (0.42, 0) and (0.58, 1). UIKit's default curve (`.curveEaseInOut`).
  public static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, buildingTable: true)

  /// Core Animation's `default` (implicit layer animations) and CSS `ease`: control points
  /// (0.25, 0.1) and (0.25, 1).
  public static let `default` = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1, buildingTable: true)

  /// Material Design's standard curve (Compose `FastOutSlowInEasing`): (0.4, 0) and (0.2, 1).
  public static let materialStandard = CubicBezier(
    x1: 0.4, y1: 0, x2: 0.2, y2: 1, buildingTable: true)

  /// Material Design's decelerate curve (Compose `LinearOutSlowInEasing`): (0, 0) and (0.2, 1).
  public static let materialDecelerate = CubicBezier(
    x1: 0, y1: 0, x2: 0.2, y2: 1, buildingTable: true)

  /// Material Design's accelerate curve (Compose `FastOutLinearInEasing`): (0.4, 0) and (1, 1).
  public static let materialAccelerate = CubicBezier(
    x1: 0.4, y1: 0, x2: 1, y2: 1, buildingTable: true)
}
