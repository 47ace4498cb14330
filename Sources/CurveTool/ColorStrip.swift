import Colors

/// A color interpolation shown as gradient strips, one per interpolation space, for the
/// `curves --gradient FROM TO` command: the same two colors crossfaded in sRGB, Oklab, OkLCh…
/// side by side, each step gamut-mapped to sRGB for display (CSS Color 4's mapping).
public struct ColorStrip: Equatable, Sendable {
  /// The color at progress 0.
  public let start: CSSColor
  /// The color at progress 1.
  public let end: CSSColor
  /// The interpolation spaces, one strip each.
  public let spaces: [CSSColor.Space]
  /// The hue arc for polar spaces.
  public let hue: ColorInterpolation.HueInterpolation

  /// A strip of `start` → `end` in each of `spaces`.
  public init(
    from start: CSSColor, to end: CSSColor, in spaces: [CSSColor.Space],
    hue: ColorInterpolation.HueInterpolation
  ) {
    self.start = start
    self.end = end
    self.spaces = spaces
    self.hue = hue
  }

  /// The color at `progress` in `space`, mapped into sRGB, as `#rrggbb` (alpha dropped).
  public func hex(at progress: Double, in space: CSSColor.Space) -> String {
    let color = CSSColor.interpolate(
      from: start, to: end, progress: progress, in: space, hue: hue
    ).mappedToGamut(of: .srgb)
    let digits = (0..<3).map { index -> String in
      let byte = Int((min(max(color[index] ?? 0, 0), 1) * 255).rounded())
      let text = String(byte, radix: 16)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + digits.joined()
  }

  /// The report lines: each space with the colors at 0, ¼, ½, ¾ and 1.
  public func lines() -> [String] {
    let width = spaces.map(\.cssName.count).max() ?? 0
    return ["\(start.cssText) → \(end.cssText), \(hue.rawValue) hue:"]
      + spaces.map { space in
        let stops = [0, 0.25, 0.5, 0.75, 1].map { hex(at: $0, in: space) }
        let name = space.cssName + String(repeating: " ", count: width - space.cssName.count)
        return "  in \(name)  " + stops.joined(separator: " ")
      }
  }

  /// An SVG of the strips: 96 steps each, 480 by 40 points, labelled with the space.
  public func svg() -> String {
    let steps = 96
    let stripHeight = 40.0
    let labelWidth = 110.0
    let stepWidth = 480.0 / Double(steps)
    var body: [String] = []
    for (row, space) in spaces.enumerated() {
      let y = 8 + Double(row) * (stripHeight + 8)
      body.append(
        "<text x=\"4\" y=\"\(y + 24)\" font-size=\"12\">\(CurvePlot.escape(space.cssName))</text>")
      for step in 0..<steps {
        let progress = (Double(step) + 0.5) / Double(steps)
        let x = labelWidth + Double(step) * stepWidth
        body.append(
          "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(stepWidth + 0.5)\" height=\"\(stripHeight)\" fill=\"\(hex(at: progress, in: space))\"/>"
        )
      }
    }
    let height = 8 + Double(spaces.count) * (stripHeight + 8)
    return
      ([
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(labelWidth + 488)\" height=\"\(height)\">",
        "<title>\(CurvePlot.escape(start.cssText)) → \(CurvePlot.escape(end.cssText))</title>",
      ] + body + ["</svg>"]).joined(separator: "\n") + "\n"
  }
}
