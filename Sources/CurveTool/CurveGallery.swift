import Colors

/// The presets the gallery shows.
public enum CurveGallery {
  /// (file name, expression).
  public static let presets: [(String, String)] = [
    ("ease", "ease"), ("ease-in", "ease-in"), ("ease-out", "ease-out"),
    ("ease-in-out", "ease-in-out"),
    ("steps-4-jump-none", "steps(4, jump-none)"), ("linear-stops", "linear(0, 0.25 25% 75%, 1)"),
    ("back-in-out", "back-in-out"), ("elastic-out", "elastic-out"), ("bounce-out", "bounce-out"),
    ("exponential-in-out", "exponential-in-out"), ("circular-in-out", "circular-in-out"),
    ("uikit-spring", "spring(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)"),
    ("swiftui-bouncy", "spring(duration: 0.5, bounce: 0.3)"),
    ("swiftui-smooth", "spring(duration: 0.5, bounce: 0)"),
  ]

  /// The index page: one figure per preset.
  public static func indexHTML() -> String {
    let figures = presets.map { name, expression in
      "<figure><img src=\"\(name).svg\" alt=\"\(CurvePlot.escape(expression))\"><figcaption><code>\(CurvePlot.escape(expression))</code></figcaption></figure>"
    }
    return
      ([
        "<!DOCTYPE html>", "<html><head><meta charset=\"utf-8\"><title>Kinetics curves</title>",
        "<style>body{font-family:sans-serif}figure{display:inline-block;margin:8px}</style></head><body>",
        "<h1>Kinetics curves</h1>",
      ] + figures + ["</body></html>"]).joined(separator: "\n") + "\n"
  }
}
