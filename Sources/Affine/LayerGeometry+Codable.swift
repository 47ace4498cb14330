import KineticsCore

extension LayerGeometry: Codable {
  enum CodingKeys: String, CodingKey { case bounds, position, anchorPoint, transform }

  /// Decodes the four parts, each validated.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      bounds: try container.decode(Rect2D.self, forKey: .bounds),
      position: try container.decode(Point2D.self, forKey: .position),
      anchorPoint: try container.decode(Point2D.self, forKey: .anchorPoint),
      transform: try container.decode(AffineTransform2D.self, forKey: .transform))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(bounds, forKey: .bounds)
    try container.encode(position, forKey: .position)
    try container.encode(anchorPoint, forKey: .anchorPoint)
    try container.encode(transform, forKey: .transform)
  }
}
