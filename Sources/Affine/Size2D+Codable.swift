import KineticsCore

extension Size2D: Codable {
  enum CodingKeys: String, CodingKey { case width, height }

  /// Decodes `{"width": …, "height": …}`; non-finite values throw, naming the key.
  public init(from decoder: any Decoder) throws {
    self.init(try decodeLanes(decoder, CodingKeys.width, .height))
  }

  public func encode(to encoder: any Encoder) throws {
    try encodeLanes(storage, encoder, CodingKeys.width, .height)
  }
}
