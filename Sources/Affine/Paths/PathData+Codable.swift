extension PathData: Codable {
  /// Decodes path data from its SVG text; text that does not parse throws a `DecodingError`
  /// whose description is the parser's error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(svg: text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the path data as its SVG text (``description``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
