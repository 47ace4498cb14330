import CSSSyntax
import KineticsCore

extension CSSBasicShape: CustomStringConvertible {
  /// The shape as CSS writes it: optional parts only when given, four sides or radii in the
  /// shortest form that expands back to them (`inset(10px 20px)`).
  public var description: String {
    func text(_ radius: Radius) -> String {
      switch radius {
      case .closestSide: return "closest-side"
      case .farthestSide: return "farthest-side"
      case .length(let length): return length.description
      }
    }
    func rounded(_ radii: [CSSLengthPercentage]?) -> String {
      radii.map { " round " + Self.shortest($0).map(\.description).joined(separator: " ") } ?? ""
    }
    func at(_ center: CSSPosition?) -> [String] { center.map { ["at", $0.description] } ?? [] }
    switch self {
    case .circle(let radius, let center):
      return "circle(\(([radius.map(text)].compactMap { $0 } + at(center)).joined(separator: " ")))"
    case .ellipse(let radiusX, let radiusY, let center):
      let radii = [radiusX.map(text), radiusY.map(text)].compactMap { $0 }
      return "ellipse(\((radii + at(center)).joined(separator: " ")))"
    case .inset(let insets, let radii):
      return
        "inset(\(Self.shortest(insets).map(\.description).joined(separator: " "))\(rounded(radii)))"
    case .rect(let edges, let radii):
      let sides = edges.map { edge -> String in
        if case .length(let length) = edge { return length.description }
        return "auto"
      }
      return "rect(\(sides.joined(separator: " "))\(rounded(radii)))"
    case .xywh(let x, let y, let width, let height, let radii):
      return
        "xywh(\([x, y, width, height].map(\.description).joined(separator: " "))\(rounded(radii)))"
    case .polygon(let points, let evenOdd):
      let corners = points.map { "\($0.x) \($0.y)" }
      return "polygon(\(((evenOdd ? ["evenodd"] : []) + corners).joined(separator: ", ")))"
    }
  }

  /// Four values (top, right, bottom, left, or the four corners) in CSS's shortest form.
  static func shortest<Value: Equatable>(_ values: [Value]) -> [Value] {
    var kept = values
    guard kept.count == 4 else { return kept }
    if kept[3] == kept[1] {
      kept.removeLast()
      if kept[2] == kept[0] {
        kept.removeLast()
        if kept[1] == kept[0] { kept.removeLast() }
      }
    }
    return kept
  }

  /// One to four values expanded to four as CSS box sides expand (top, right, bottom, left);
  /// the first four of more; four `fallback`s for none.
  static func expanded<Value>(_ values: [Value], fallback: Value) -> [Value] {
    switch values.count {
    case 0: return [fallback, fallback, fallback, fallback]
    case 1: return [values[0], values[0], values[0], values[0]]
    case 2: return [values[0], values[1], values[0], values[1]]
    case 3: return [values[0], values[1], values[2], values[1]]
    default: return Array(values.prefix(4))
    }
  }
}

extension CSSMotionPathParser {
  /// The arguments of a basic shape function named `name`, after its parenthesis, through the
  /// closing one.
  mutating func parseBasicShape(_ name: String) throws(Failure) -> CSSBasicShape {
    let shape: CSSBasicShape
    switch name {
    case "circle":
      let radius = try parseRadius()
      shape = .circle(radius: radius, center: try parseAt())
    case "ellipse":
      let radiusX = try parseRadius()
      let radiusY = radiusX == nil ? nil : try parseRadius()
      if radiusX != nil && radiusY == nil { throw unexpected(expected: "a second radius") }
      shape = .ellipse(radiusX: radiusX, radiusY: radiusY, center: try parseAt())
    case "inset":
      let insets = try parseLengths(atMost: 4)
      shape = .inset(
        insets: CSSBasicShape.expanded(insets, fallback: .zero), radii: try parseRound())
    case "rect":
      var edges: [CSSBasicShape.Edge] = []
      while edges.count < 4 {
        skipWhitespace()
        let mark = position
        if readName().lowercased() == "auto" {
          edges.append(.auto)
        } else {
          position = mark
          edges.append(.length(try parseLengthPercentage()))
        }
      }
      shape = .rect(edges: edges, radii: try parseRound())
    case "xywh":
      let values = [
        try parseLengthPercentage(), try parseLengthPercentage(), try parseNonNegativeLength(),
        try parseNonNegativeLength(),
      ]
      shape = .xywh(
        x: values[0], y: values[1], width: values[2], height: values[3], radii: try parseRound())
    default:
      shape = try parsePolygon()
    }
    try expect(")")
    return shape
  }

  /// `closest-side`, `farthest-side` or a length; nil (nothing read) when none is next.
  mutating func parseRadius() throws(Failure) -> CSSBasicShape.Radius? {
    skipWhitespace()
    if nextIsLengthPercentage() { return .length(try parseNonNegativeLength()) }
    let mark = position
    switch readName().lowercased() {
    case "closest-side": return .closestSide
    case "farthest-side": return .farthestSide
    default:
      position = mark
      return nil
    }
  }

  /// `at <position>`, or nil when `at` is not next.
  mutating func parseAt() throws(Failure) -> CSSPosition? {
    skipWhitespace()
    let mark = position
    guard readName().lowercased() == "at" else {
      position = mark
      return nil
    }
    guard let center = try parsePosition() else { throw unexpected(expected: "a position") }
    return center
  }

  /// One to `atMost` lengths or percentages.
  mutating func parseLengths(atMost count: Int) throws(Failure) -> [CSSLengthPercentage] {
    var values = [try parseLengthPercentage()]
    while values.count < count, nextIsLengthPercentage() {
      values.append(try parseLengthPercentage())
    }
    return values
  }

  /// `round` and one to four corner radii (expanded to four), or nil when `round` is not next.
  mutating func parseRound() throws(Failure) -> [CSSLengthPercentage]? {
    skipWhitespace()
    let mark = position
    guard readName().lowercased() == "round" else {
      position = mark
      return nil
    }
    var radii = [try parseNonNegativeLength()]
    while radii.count < 4, nextIsLengthPercentage() { radii.append(try parseNonNegativeLength()) }
    return CSSBasicShape.expanded(radii, fallback: .zero)
  }

  /// A length or percentage that is not negative (a radius, a width).
  mutating func parseNonNegativeLength() throws(Failure) -> CSSLengthPercentage {
    skipWhitespace()
    let start = position
    let length = try parseLengthPercentage()
    guard length.pixels >= 0 && length.percentage >= 0 else {
      throw Failure(
        kind: .valueOutOfRange, message: "must not be negative", token: length.description,
        offset: start)
    }
    return length
  }

  /// `[evenodd | nonzero ,]? <x> <y> [, <x> <y>]*`.
  mutating func parsePolygon() throws(Failure) -> CSSBasicShape {
    skipWhitespace()
    let mark = position
    var evenOdd = false
    switch readName().lowercased() {
    case "evenodd":
      evenOdd = true
      try expect(",")
    case "nonzero": try expect(",")
    default: position = mark
    }
    var points: [CSSBasicShape.Point] = []
    repeat {
      if !points.isEmpty { position += 1 }
      let x = try parseLengthPercentage()
      points.append(CSSBasicShape.Point(x: x, y: try parseLengthPercentage()))
      skipWhitespace()
    } while peek() == ","
    return .polygon(points: points, evenOdd: evenOdd)
  }
}
