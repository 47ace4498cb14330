import KineticsCore

extension Rect2D: Codable {
  enum CodingKeys: String, CodingKey { case origin, size }

  /// Decodes `{"origin": {…}, "size": {…}}` (each validated).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      origin: try container.decode(Point2D.self, forKey: .origin),
      size: try container.decode(Size2D.self, forKey: .size))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(origin, forKey: .origin)
    try container.encode(size, forKey: .size)
  }
}
