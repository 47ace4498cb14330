import KineticsCore
import CSSSyntax
import KineticsNumerics

/// A component as written: a number, a percentage (as a fraction), an angle (in degrees) or
/// `none`.
enum WrittenComponent: Equatable {
  case number(Double)
  case percentage(Double)
  case angle(Double)
  case none
}

/// A recursive-descent parser of one CSS `<color>` (CSS Color 4 and `color-mix()` of CSS
/// Color 5), to a resolved ``CSSColor``.
struct CSSColorParser: CSSScanning {
  let scalars: [Unicode.Scalar]
  var position = 0

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  typealias Failure = CSSParseError

  /// One color and nothing after it but white space.
  mutating func parseWholeText() throws(Failure) -> CSSColor {
    let color = try parseColor()
    skipWhitespace()
    guard position == scalars.count else { throw unexpected(expected: "the end of the text") }
    return color
  }

  mutating func parseColor() throws(Failure) -> CSSColor {
    skipWhitespace()
    let start = position
    if peek() == "#" {
      position += 1
      return try parseHex(start: start)
    }
    let name = readName()
    guard !name.isEmpty else { throw unexpected(expected: "a color") }
    let lowered = name.lowercased()
    if peek() == "(" {
      position += 1
      switch lowered {
      case "rgb", "rgba": return try parseRGB()
      case "hsl", "hsla": return try parseCylindrical(.hsl, legacyAllowed: true)
      case "hwb": return try parseCylindrical(.hwb, legacyAllowed: false)
      case "lab", "lch", "oklab", "oklch": return try parseLab(CSSColor.Space(rawValue: lowered)!)
      case "color": return try parseColorFunction()
      case "color-mix": return try parseColorMix()
      default:
        throw Failure(
          kind: .unknownName, message: "unknown color function '\(name)()'", token: name,
          offset: start)
      }
    }
    if lowered == "transparent" {
      return CSSColor(unchecked: .srgb, SIMD4(0, 0, 0, 0), missing: 0, isLegacy: true)
    }
    if let rgb = NamedColors.table[lowered] {
      let channels = SIMD4(
        Double(rgb >> 16 & 0xFF), Double(rgb >> 8 & 0xFF), Double(rgb & 0xFF), 255)
      return CSSColor(unchecked: .srgb, channels / 255, missing: 0, isLegacy: true)
    }
    let message =
      lowered == "currentcolor"
      ? "currentcolor depends on a document and has no value here" : "unknown color '\(name)'"
    throw Failure(kind: .unknownName, message: message, token: name, offset: start)
  }

  /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
  mutating func parseHex(start: Int) throws(Failure) -> CSSColor {
    let digits = readName()
    let token = "#" + digits
    let nibbles = digits.compactMap(\.hexDigitValue)
    guard nibbles.count == digits.count, [3, 4, 6, 8].contains(digits.count) else {
      throw Failure(
        kind: .valueOutOfRange, message: "a hex color has 3, 4, 6 or 8 hexadecimal digits",
        token: token, offset: start)
    }
    var channels: [Double]
    if digits.count <= 4 {
      channels = nibbles.map { Double($0 * 17) }
    } else {
      channels = stride(from: 0, to: nibbles.count, by: 2).map {
        Double(nibbles[$0] * 16 + nibbles[$0 + 1])
      }
    }
    if channels.count == 3 { channels.append(255) }
    return CSSColor(
      unchecked: .srgb, SIMD4(channels[0], channels[1], channels[2], channels[3]) / 255,
      missing: 0, isLegacy: true)
  }

  /// `rgb()`/`rgba()`: legacy (commas; three numbers 0…255 or three percentages, no `none`)
  /// or modern (spaces; numbers, percentages and `none` mixed; `/ alpha`). Channels are
  /// clamped to [0, 255] as CSS Color 4 clamps them.
  mutating func parseRGB() throws(Failure) -> CSSColor {
    let names = ["red", "green", "blue"]
    let (components, alpha, legacy) = try parseArguments(names: names, legacyAllowed: true) {
      _, component in component == .none || component.isNumberOrPercentage
    }
    if legacy {
      let kinds = Set(components.map { $0.component.isPercentage })
      guard kinds.count == 1 else {
        throw Failure(
          kind: .unexpectedToken,
          message: "legacy rgb() takes three numbers or three percentages, not both",
          token: components[1].token, offset: components[1].offset)
      }
    }
    let values = components.map { written -> Double? in
      switch written.component {
      case .number(let value): min(max(value / 255, 0), 1)
      case .percentage(let fraction): min(max(fraction, 0), 1)
      default: nil
      }
    }
    return CSSColor(.srgb, values[0], values[1], values[2], alpha: alpha, isLegacy: true)
  }

  /// `hsl()`/`hsla()` (legacy or modern) and `hwb()` (modern): a hue, then two components in
  /// 0…100 given as percentages or numbers (legacy `hsl()`: percentages). Saturation below 0
  /// is clamped to 0, as CSS does.
  mutating func parseCylindrical(_ space: CSSColor.Space, legacyAllowed: Bool) throws(Failure)
    -> CSSColor
  {
    let names = space.componentNames
    let (components, alpha, legacy) = try parseArguments(
      names: names, legacyAllowed: legacyAllowed
    ) { index, component in
      index == 0
        ? component == .none || component.isHue
        : component == .none
          || component.isNumberOrPercentage
    }
    if legacy,
      let wrong = components.dropFirst().first(where: { !$0.component.isPercentage })
    {
      throw Failure(
        kind: .unexpectedToken, message: "legacy \(space.cssName)() takes percentages",
        token: wrong.token, offset: wrong.offset)
    }
    var values = try finiteValues(components, percentScales: [1, 100, 100], hueIndex: 0)
    if space == .hsl, let saturation = values[1] { values[1] = max(saturation, 0) }
    return CSSColor(space, values[0], values[1], values[2], alpha: alpha, isLegacy: true)
  }

  /// `lab()`, `lch()`, `oklab()`, `oklch()` (modern syntax): lightness clamped to its range,
  /// chroma to ≥ 0; 100% is 100 (L), 125 (a, b), 150 (C) for Lab and 1, 0.4, 0.4 for Oklab.
  mutating func parseLab(_ space: CSSColor.Space) throws(Failure) -> CSSColor {
    let polar = space.hueIndex != nil
    let (components, alpha, _) = try parseArguments(
      names: space.componentNames, legacyAllowed: false
    ) { index, component in
      component == .none || (polar && index == 2 ? component.isHue : component.isNumberOrPercentage)
    }
    let isOklab = space == .oklab || space == .oklch
    let lightnessRange = isOklab ? 1.0 : 100
    let scales = [lightnessRange, isOklab ? 0.4 : (polar ? 150 : 125), isOklab ? 0.4 : 125]
    var values = try finiteValues(components, percentScales: scales, hueIndex: space.hueIndex)
    if let lightness = values[0] { values[0] = min(max(lightness, 0), lightnessRange) }
    if polar, let chroma = values[1] { values[1] = max(chroma, 0) }
    return CSSColor(space, values[0], values[1], values[2], alpha: alpha)
  }

  /// `color(<space> c1 c2 c3 [/ alpha])` for the RGB spaces and XYZ (`xyz` is `xyz-d65`); 100%
  /// is 1.
  mutating func parseColorFunction() throws(Failure) -> CSSColor {
    skipWhitespace()
    let start = position
    let name = readName().lowercased()
    let spaces: [String: CSSColor.Space] = [
      "srgb": .srgb, "srgb-linear": .srgbLinear, "display-p3": .displayP3, "a98-rgb": .a98Rgb,
      "prophoto-rgb": .prophotoRgb, "rec2020": .rec2020, "xyz": .xyzD65, "xyz-d50": .xyzD50,
      "xyz-d65": .xyzD65,
    ]
    guard let space = spaces[name] else {
      if name.isEmpty { throw unexpected(expected: "a color space") }
      throw Failure(
        kind: .unknownName, message: "unknown color space '\(name)' for color()", token: name,
        offset: start)
    }
    let (components, alpha, _) = try parseArguments(
      names: space.componentNames, legacyAllowed: false
    ) { _, component in component == .none || component.isNumberOrPercentage }
    let values = try finiteValues(components, percentScales: [1, 1, 1], hueIndex: nil)
    return CSSColor(space, values[0], values[1], values[2], alpha: alpha)
  }

  // MARK: Arguments

  /// A component with where it was written.
  struct Written {
    var component: WrittenComponent
    var token: String
    var offset: Int
  }

  /// Three components and an optional alpha up to the closing parenthesis: commas (legacy,
  /// when `legacyAllowed` and a comma follows the first component; no `none`) or white space
  /// and `/ alpha` (modern). `accepts(index, component)` says whether a component may stand at
  /// `index`. Returns the components, the alpha (clamped to [0, 1]; nil for `none`) and
  /// whether the legacy syntax was used.
  mutating func parseArguments(
    names: [String], legacyAllowed: Bool,
    accepts: (Int, WrittenComponent) -> Bool
  ) throws(Failure) -> (components: [Written], alpha: Double?, legacy: Bool) {
    var components: [Written] = []
    var legacy = false
    for index in 0..<3 {
      if index > 0 && legacy { try expect(",") }
      let written = try readComponent(named: names[index])
      guard accepts(index, written.component), !(legacy && written.component == .none) else {
        throw Failure(
          kind: .unexpectedToken, message: "\(names[index]) cannot be '\(written.token)' here",
          token: written.token, offset: written.offset)
      }
      components.append(written)
      if index == 0 && legacyAllowed && written.component != .none {
        skipWhitespace()
        legacy = peek() == ","
      }
    }
    skipWhitespace()
    var alpha: Double? = 1
    if peek() == (legacy ? "," : "/") {
      position += 1
      let written = try readComponent(named: "alpha")
      switch written.component {
      case .number(let value): alpha = min(max(value, 0), 1)
      case .percentage(let fraction): alpha = min(max(fraction, 0), 1)
      case .none where !legacy: alpha = nil
      default:
        throw Failure(
          kind: .unexpectedToken, message: "alpha cannot be '\(written.token)'",
          token: written.token, offset: written.offset)
      }
    }
    skipWhitespace()
    guard peek() == ")" else {
      throw unexpected(expected: legacy ? "',' or ')'" : "'/' or ')'")
    }
    position += 1
    return (components, alpha, legacy)
  }

  /// The components' values (``WrittenComponent/value(percentScale:)``), each required to be
  /// finite after scaling (1e306% of Lab's 150 is not) and, but for the hue, within
  /// ±``CSSColor/componentLimit``.
  func finiteValues(_ components: [Written], percentScales: [Double], hueIndex: Int?)
    throws(Failure) -> [Double?]
  {
    var values: [Double?] = []
    for (index, written) in components.enumerated() {
      let value = written.component.value(percentScale: percentScales[index])
      if let value, !value.isFinite || (index != hueIndex && abs(value) > CSSColor.componentLimit) {
        throw Failure(
          kind: .valueOutOfRange,
          message: value.isFinite ? "the value must lie within ±1e100" : "the value must be finite",
          token: written.token, offset: written.offset)
      }
      values.append(value)
    }
    return values
  }

  /// A number, percentage, angle or `none`; finite.
  mutating func readComponent(named name: String) throws(Failure) -> Written {
    skipWhitespace()
    let start = position
    if let next = peek(), next.properties.isAlphabetic {
      let word = readName()
      guard word.lowercased() == "none" else {
        throw Failure(
          kind: .unexpectedToken, message: "expected a number or none for \(name)", token: word,
          offset: start)
      }
      return Written(component: .none, token: word, offset: start)
    }
    guard let number = scanNumber() else { throw unexpected(expected: "a value for \(name)") }
    var token = number.token
    let component: WrittenComponent
    if peek() == "%" {
      position += 1
      token += "%"
      component = .percentage(Self.fraction(ofPercentage: number))
    } else if let next = peek(), next.properties.isAlphabetic {
      let unit = readName()
      token += unit
      let degreesPerUnit: [String: Double] = [
        "deg": 1, "grad": 0.9, "rad": 180 / Double.pi, "turn": 360,
      ]
      guard let scale = degreesPerUnit[unit.lowercased()] else {
        throw Failure(
          kind: .unexpectedToken, message: "unknown unit '\(unit)' for \(name)", token: token,
          offset: start)
      }
      component = .angle(number.value * scale)
    } else {
      component = .number(number.value)
    }
    let value: Double =
      switch component {
      case .number(let v), .percentage(let v), .angle(let v): v
      case .none: 0
      }
    guard value.isFinite else {
      throw Failure(
        kind: .valueOutOfRange, message: "\(name) must be finite", token: token, offset: start)
    }
    return Written(component: component, token: token, offset: start)
  }

}

extension WrittenComponent {
  var isPercentage: Bool { if case .percentage = self { true } else { false } }

  var isNumberOrPercentage: Bool {
    switch self {
    case .number, .percentage: true
    default: false
    }
  }

  var isHue: Bool {
    switch self {
    case .number, .angle: true
    default: false
    }
  }

  /// The value in the component's units: a percentage times `percentScale`, a number or an
  /// angle (degrees) as is, nil for `none`.
  func value(percentScale: Double) -> Double? {
    switch self {
    case .number(let value), .angle(let value): value
    case .percentage(let fraction): fraction * percentScale
    case .none: nil
    }
  }
}
