import KineticsCore

extension Vector2D: Codable {
  enum CodingKeys: String, CodingKey { case dx, dy }

  /// Decodes `{"dx": …, "dy": …}`; non-finite values throw, naming the key.
  public init(from decoder: any Decoder) throws {
    self.init(try decodeLanes(decoder, CodingKeys.dx, .dy))
  }

  public func encode(to encoder: any Encoder) throws {
    try encodeLanes(storage, encoder, CodingKeys.dx, .dy)
  }
}
