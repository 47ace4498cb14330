import KineticsCore

extension PiecewiseLinear: Codable {
  enum CodingKeys: String, CodingKey { case points }

  /// Decodes `{"points": [{"input": 0, "output": 0}, …]}` with ``validate(points:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let points = try container.decode([Point].self, forKey: .points)
    try ValidationError.decoding(in: container) { try PiecewiseLinear.validate(points: points) }
    self.init(points: points)
  }

  /// Encodes the points.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(points, forKey: .points)
  }
}
