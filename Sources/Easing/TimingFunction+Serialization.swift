import CSSSyntax

extension TimingFunction: CustomStringConvertible, Codable {
  /// The canonical CSS text; ``init(css:)`` parses it back to an equal value.
  public var cssText: String {
    switch self {
    case .linear: return "linear"
    case .cubicBezier(let curve):
      switch curve {
      case .default: return "ease"
      case .easeIn: return "ease-in"
      case .easeOut: return "ease-out"
      case .easeInOut: return "ease-in-out"
      default:
        let numbers = [curve.x1, curve.y1, curve.x2, curve.y2].map(CSSNumber.text)
        return "cubic-bezier(" + numbers.joined(separator: ", ") + ")"
      }
    case .steps(let steps):
      return steps.position == .end || steps.position == .jumpEnd
        ? "steps(\(steps.count))" : "steps(\(steps.count), \(steps.position.rawValue))"
    case .piecewiseLinear(let curve):
      let stops = curve.points.map {
        CSSNumber.text($0.output) + " " + CSSNumber.percentText($0.input)
      }
      return "linear(" + stops.joined(separator: ", ") + ")"
    }
  }

  /// The canonical CSS text.
  public var description: String { cssText }

  /// Encodes the CSS text as a single string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(cssText)
  }

  /// Decodes and validates CSS text; invalid text throws `DecodingError.dataCorrupted` whose
  /// description carries the parse error (what, and at which offset).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try TimingFunction(css: text)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "invalid CSS easing function: \(error)")
    }
  }
}
