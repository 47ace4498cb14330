/// Why CSS text is not a valid `<color>`, and where.
///
/// ```swift
/// do {
///   _ = try CSSColor(css: "rgb(10 20 30 40)")
/// } catch {
///   error.description  // "expected '/' or ')' at offset 13 ('40')"
/// }
/// ```
public struct CSSColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  public enum Kind: Hashable, Sendable {
    /// A token that the grammar does not allow here.
    case unexpectedToken
    /// The text ended where more was expected.
    case unexpectedEnd
    /// A keyword, function or color space that CSS Color does not define (or that needs a
    /// document, such as `currentcolor`).
    case unknownName
    /// A well-formed value outside its allowed range (`#12345`, a `color-mix()` percentage
    /// above 100%, an infinite number).
    case valueOutOfRange
  }

  /// The kind of problem.
  public var kind: Kind
  /// What was expected or violated, in words.
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
