import KineticsCore

extension Point2D: Codable {
  enum CodingKeys: String, CodingKey { case x, y }

  /// Decodes `{"x": …, "y": …}`; non-finite values throw, naming the key.
  public init(from decoder: any Decoder) throws {
    self.init(try decodeLanes(decoder, CodingKeys.x, .y))
  }

  public func encode(to encoder: any Encoder) throws {
    try encodeLanes(storage, encoder, CodingKeys.x, .y)
  }
}
