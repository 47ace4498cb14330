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

extension Ease: Codable {
  enum CodingKeys: String, CodingKey { case family, mode }

  /// Decodes `{"family": {"elastic": {"amplitude": 1, "period": 0.3}}, "mode": "out"}` with
  /// ``validate(_:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let family = try container.decode(Family.self, forKey: .family)
    let mode = try container.decode(Mode.self, forKey: .mode)
    try ValidationError.decoding(in: container) { try Ease.validate(family) }
    self.init(family, mode)
  }

  /// Encodes the family and the mode.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(family, forKey: .family)
    try container.encode(mode, forKey: .mode)
  }
}
