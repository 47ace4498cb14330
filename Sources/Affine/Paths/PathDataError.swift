/// Why SVG path data does not parse, and where.
///
/// ```swift
/// do {
///   _ = try PathData(svg: "M 0 0 L 10 # 20")
/// } catch {
///   error.description  // "expected a number at offset 11 ('#')"
/// }
/// ```
public struct PathDataError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of problem.
  public enum Kind: Hashable, Sendable {
    /// A character the grammar does not allow here (a stray letter, a second comma, a flag
    /// other than 0 or 1).
    case unexpectedCharacter
    /// The text ended inside a command's arguments.
    case unexpectedEnd
    /// The path does not start with a move (`M` or `m`).
    case missingMove
    /// A number too large for a double (1e309).
    case numberOutOfRange
  }

  /// The kind of problem.
  public var kind: Kind
  /// What was expected, in words ("expected a number").
  public var message: String
  /// The offending character (empty at the end of the text), or the number's text for
  /// ``Kind/numberOutOfRange``.
  public var text: String
  /// Where it is: the number of characters (Unicode scalars) before it.
  public var offset: Int

  /// Creates an error.
  public init(kind: Kind, message: String, text: String, offset: Int) {
    self.kind = kind
    self.message = message
    self.text = text
    self.offset = offset
  }

  /// "message at offset N ('text')", or "… (end of text)".
  public var description: String {
    text.isEmpty
      ? "\(message) at offset \(offset) (end of text)"
      : "\(message) at offset \(offset) ('\(text)')"
  }
}
