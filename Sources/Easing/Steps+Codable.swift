import KineticsCore

extension Steps: Codable {
  enum CodingKeys: String, CodingKey { case count, position }

  /// Decodes `{"count": 4, "position": "jump-none"}` with ``validate(count:position:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let count = try container.decode(Int.self, forKey: .count)
    let position = try container.decodeIfPresent(Position.self, forKey: .position) ?? .end
    try ValidationError.decoding(in: container) {
      try Steps.validate(count: count, position: position)
    }
    self.init(count, position)
  }

  /// Encodes the count and position.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(count, forKey: .count)
    try container.encode(position, forKey: .position)
  }
}
