import KineticsCore

extension CubicBezier: Codable {
  enum CodingKeys: String, CodingKey { case x1, y1, x2, y2 }

  /// Decodes `{"x1":…, "y1":…, "x2":…, "y2":…}` with ``validate(x1:y1:x2:y2:)``: a value out of
  /// range throws `DecodingError.dataCorrupted` naming the key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let values = try [CodingKeys.x1, .y1, .x2, .y2].map {
      try container.decode(Double.self, forKey: $0)
    }
    try ValidationError.decoding(in: container) {
      try CubicBezier.validate(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
    }
    self.init(x1: values[0], y1: values[1], x2: values[2], y2: values[3])
  }

  /// Encodes the control points.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x1, forKey: .x1)
    try container.encode(y1, forKey: .y1)
    try container.encode(x2, forKey: .x2)
    try container.encode(y2, forKey: .y2)
  }
}
