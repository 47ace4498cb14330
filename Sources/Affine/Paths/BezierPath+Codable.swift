import KineticsCore

extension BezierPath: Codable {
  enum CodingKeys: String, CodingKey { case subpaths }

  /// Decodes `{"subpaths": [...]}`: subpaths and segments in their synthesized forms
  /// (`{"start": …, "segments": [{"cubic": {"from": …, "control1": …, …}}], "isClosed":
  /// false}`); every number must be finite (a thrown error names it).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(subpaths: try container.decode([Subpath].self, forKey: .subpaths))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(subpaths, forKey: .subpaths)
  }
}

extension EllipticalArc: Codable {
  enum CodingKeys: String, CodingKey {
    case center, firstAxis, secondAxis, startAngle, sweepAngle
  }

  /// Decodes the center, axes and angles; non-finite numbers throw, naming the key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      center: try container.decode(Point2D.self, forKey: .center),
      firstAxis: try container.decode(Vector2D.self, forKey: .firstAxis),
      secondAxis: try container.decode(Vector2D.self, forKey: .secondAxis),
      startAngle: try container.decodeFinite(Double.self, forKey: .startAngle),
      sweepAngle: try container.decodeFinite(Double.self, forKey: .sweepAngle))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(center, forKey: .center)
    try container.encode(firstAxis, forKey: .firstAxis)
    try container.encode(secondAxis, forKey: .secondAxis)
    try container.encode(startAngle, forKey: .startAngle)
    try container.encode(sweepAngle, forKey: .sweepAngle)
  }
}
