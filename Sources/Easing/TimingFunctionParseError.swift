/// Why CSS text is not a valid `<easing-function>`, and where.
///
/// ```swift
/// do {
///   _ = try TimingFunction(css: "cubic-bezier(1.5, 0, 0.58, 1)")
/// } catch {
///   error.description  // "x1 must lie in [0, 1] at offset 13 ('1.5')"
/// }
/// ```
public struct TimingFunctionParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  public enum Kind: Hashable, Sendable {
    /// A token that the grammar does not allow here.
    case unexpectedToken
    /// The text ended where more was expected.
    case unexpectedEnd
    /// A keyword or function name that is not an easing function.
    case unknownName
    /// A well-formed value outside its allowed range (x1 = 7, steps(0), jump-none with 1 step).
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
