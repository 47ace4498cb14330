/// Why CSS text does not parse, and where: the error every Kinetics CSS parser throws
/// (`TimingFunction(css:)` for easing functions, `CSSColor(css:)` for colors).
///
/// ```swift
/// let error = CSSParseError(
///   kind: .valueOutOfRange, message: "x1 must lie in [0, 1]", token: "1.5", offset: 13)
/// error.description  // "x1 must lie in [0, 1] at offset 13 ('1.5')"
/// ```
public struct CSSParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  public enum Kind: Hashable, Sendable {
    /// A token that the grammar does not allow here.
    case unexpectedToken
    /// The text ended where more was expected.
    case unexpectedEnd
    /// A keyword, function or color space the grammar does not define (or one that needs a
    /// document, such as `currentcolor`).
    case unknownName
    /// A well-formed value outside its allowed range (x1 = 7, steps(0), `#12345`, a
    /// `color-mix()` percentage above 100%, an infinite number).
    case valueOutOfRange
    /// `linear()` with fewer than two stops.
    case tooFewStops
  }

  /// The kind of problem.
  public var kind: Kind
  /// What was expected or violated, in words ("x1 must lie in [0, 1]").
  public var message: String
  /// The offending token's text (empty at the end of the text).
  public var token: String
  /// The token's position: the number of characters (Unicode scalars) before it.
  public var offset: Int

  /// Creates an error.
  public init(kind: Kind, message: String, token: String, offset: Int) {
    self.kind = kind
    self.message = message
    self.token = token
    self.offset = offset
  }

  /// "message at offset N ('token')".
  public var description: String {
    token.isEmpty
      ? "\(message) at offset \(offset) (end of text)"
      : "\(message) at offset \(offset) ('\(token)')"
  }
}
