/// Plots of curves over progress 0…1: in the terminal with Unicode braille (2 × 4 dots per
/// character), and as SVG with axes, labels, value and velocity.
public enum CurvePlot {
  /// Where `value` lies between `low` and `high`, as a fraction (0 at low, 1 at high), halving
  /// all three first so that a range of ±1e308 does not overflow; NaN for a non-finite value.
  static func fraction(_ value: Double, low: Double, high: Double) -> Double {
    guard value.isFinite else { return .nan }
    return (value / 2 - low / 2) / (high / 2 - low / 2)
  }

  /// The vertical range shown: [min(0, lowest), max(1, highest)] over all curves.
  static func range(_ curves: [CurveExpression]) -> (Double, Double) {
    var (low, high) = (0.0, 1.0)
    for curve in curves {
      for index in 0...400 {
        let value = curve.value(at: Double(index) / 400)
        if value.isFinite { (low, high) = (min(low, value), max(high, value)) }
      }
    }
    return (low, high)
  }

  /// `width` × `height` characters of braille; several curves overlay.
  public static func terminal(_ curves: [CurveExpression], width: Int = 72, height: Int = 20)
    -> [String]
  {
    precondition(width >= 4 && height >= 2, "terminal plot: at least 4 × 2 characters")
    let (low, high) = range(curves)
    let (dotsWide, dotsHigh) = (width * 2, height * 4)
    var dots = [[Bool]](repeating: [Bool](repeating: false, count: dotsWide), count: dotsHigh)
    for curve in curves {
      for column in 0..<dotsWide {
        let value = curve.value(at: Double(column) / Double(dotsWide - 1))
        let height = (1 - fraction(value, low: low, high: high)) * Double(dotsHigh - 1)
        // Rows outside the plot (and NaN) are skipped before the conversion to an integer.
        guard height >= 0 && height <= Double(dotsHigh - 1) else { continue }
        dots[Int(height.rounded())][column] = true
      }
    }
    // Braille dot bits by (row within cell, column within cell).
    let bits: [[UInt32]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]
    return (0..<height).map { line in
      String(
        (0..<width).map { cell -> Character in
          var code: UInt32 = 0x2800
          for dy in 0..<4 {
            for dx in 0..<2 where dots[line * 4 + dy][cell * 2 + dx] { code |= bits[dy][dx] }
          }
          return Character(Unicode.Scalar(code)!)
        })
    }
  }

  /// An SVG of the curves' values (solid) and velocities (dashed, scaled to fit and labelled)
  /// over progress, with axes and tick labels.
  public static func svg(_ curves: [CurveExpression], width: Double = 480, height: Double = 320)
    -> String
  {
    let (low, high) = range(curves)
    let margin = 40.0
    let plotWidth = width - 2 * margin
    let plotHeight = height - 2 * margin
    func x(_ progress: Double) -> Double { margin + progress * plotWidth }
    func y(_ value: Double) -> Double {
      margin + (1 - fraction(value, low: low, high: high)) * plotHeight
    }
    func number(_ value: Double) -> String { CurveFacts.format(value) }
    let colors = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e"]
    var body: [String] = [
      "<line x1=\"\(x(0))\" y1=\"\(y(0))\" x2=\"\(x(1))\" y2=\"\(y(0))\" stroke=\"#888\"/>",
      "<line x1=\"\(x(0))\" y1=\"\(y(low))\" x2=\"\(x(0))\" y2=\"\(y(high))\" stroke=\"#888\"/>",
      "<line x1=\"\(x(0))\" y1=\"\(y(1))\" x2=\"\(x(1))\" y2=\"\(y(1))\" stroke=\"#ccc\" stroke-dasharray=\"2 3\"/>",
      "<text x=\"\(x(0))\" y=\"\(y(0) + 16)\" font-size=\"11\">0</text>",
      "<text x=\"\(x(1) - 6)\" y=\"\(y(0) + 16)\" font-size=\"11\">1</text>",
      "<text x=\"\(x(0.5) - 24)\" y=\"\(height - 8)\" font-size=\"11\">progress</text>",
      "<text x=\"4\" y=\"\(y(1) + 4)\" font-size=\"11\">1</text>",
      "<text x=\"4\" y=\"\(y(0) + 4)\" font-size=\"11\">0</text>",
    ]
    for (index, curve) in curves.enumerated() {
      let color = colors[index % colors.count]
      let values = (0...200).map { (Double($0) / 200, curve.value(at: Double($0) / 200)) }
      let velocities = (0...200).map { (Double($0) / 200, curve.velocity(at: Double($0) / 200)) }
      let largest = max(velocities.map { abs($0.1) }.filter(\.isFinite).max() ?? 1, 1e-12)
      let scale = (high / 2 - low / 2) / largest * 1.8
      // Points whose coordinate is not finite (values or scaled velocities beyond the range)
      // are left out of the polylines.
      func polyline(_ points: [(Double, Double)], scale: Double) -> String {
        points.map { (x($0.0), y($0.1 * scale)) }.filter { $0.1.isFinite }
          .map { "\($0.0),\($0.1)" }.joined(separator: " ")
      }
      let valuePoints = polyline(values, scale: 1)
      let velocityPoints = polyline(velocities, scale: scale)
      body += [
        "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\" points=\"\(valuePoints)\"/>",
        "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"1\" stroke-dasharray=\"4 3\" points=\"\(velocityPoints)\"/>",
        "<text x=\"\(margin)\" y=\"\(14 + 14 * Double(index))\" font-size=\"12\" fill=\"\(color)\">\(escape(curve.text)) — value; dashed: velocity × \(number(scale))</text>",
      ]
    }
    return
      ([
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">",
        "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
      ] + body + ["</svg>"]).joined(separator: "\n") + "\n"
  }

  /// Text safe inside XML.
  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}

extension String {
  func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
