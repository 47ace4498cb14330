extension CubicBezier: Codable {
  enum CodingKeys: String, CodingKey { case x1, y1, x2, y2 }

  /// Decodes `{"x1":…, "y1":…, "x2":…, "y2":…}`, validating like the initializer: finite values
  /// and x1, x2 in [0, 1], or `DecodingError.dataCorrupted` naming the key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var values: [Double] = []
    for key in [CodingKeys.x1, .y1, .x2, .y2] {
      let value = try container.decode(Double.self, forKey: key)
      let isAbscissa = key == .x1 || key == .x2
      guard isAbscissa ? (0...1).contains(value) : value.isFinite else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription:
            "\(key.stringValue) must be \(isAbscissa ? "in [0, 1]" : "finite"), got \(value)")
      }
      values.append(value)
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

  /// Decodes `{"count": 4, "position": "jump-none"}`, validating the count like the initializer.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let count = try container.decode(Int.self, forKey: .count)
    let position = try container.decodeIfPresent(Position.self, forKey: .position) ?? .end
    let minimum = position == .jumpNone ? 2 : 1
    guard count >= minimum else {
      throw DecodingError.dataCorruptedError(
        forKey: .count, in: container,
        debugDescription:
          "count must be at least \(minimum) with \(position.rawValue), got \(count)")
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

  /// Decodes `{"points": [{"input": 0, "output": 0}, …]}`, validating like
  /// ``init(points:)``: at least two finite points with non-decreasing inputs.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let points = try container.decode([Point].self, forKey: .points)
    guard points.count >= 2 else {
      throw DecodingError.dataCorruptedError(
        forKey: .points, in: container,
        debugDescription: "needs at least 2 points, got \(points.count)")
    }
    for (index, point) in points.enumerated() {
      guard point.input.isFinite && point.output.isFinite else {
        throw DecodingError.dataCorruptedError(
          forKey: .points, in: container, debugDescription: "point \(index) is not finite: \(point)"
        )
      }
      guard index == 0 || point.input >= points[index - 1].input else {
        throw DecodingError.dataCorruptedError(
          forKey: .points, in: container,
          debugDescription: "inputs must not decrease: point \(index) has \(point.input)")
      }
    }
    self.init(points: points)
  }

  /// Encodes the points.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(points, forKey: .points)
  }
}
