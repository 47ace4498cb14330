import KineticsCore

extension AffineTransform2D: Codable {
  enum CodingKeys: String, CodingKey { case a, b, c, d, tx, ty }

  /// Decodes `{"a": …, "b": …, "c": …, "d": …, "tx": …, "ty": …}` with
  /// ``validate(a:b:c:d:tx:ty:)``: a non-finite entry throws, naming the key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let entries = try [CodingKeys.a, .b, .c, .d, .tx, .ty].map {
      try container.decode(Double.self, forKey: $0)
    }
    try ValidationError.decoding(in: container) {
      try AffineTransform2D.validate(
        a: entries[0], b: entries[1], c: entries[2], d: entries[3], tx: entries[4], ty: entries[5])
    }
    self.init(
      a: entries[0], b: entries[1], c: entries[2], d: entries[3], tx: entries[4], ty: entries[5])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    for (key, value) in [(CodingKeys.a, a), (.b, b), (.c, c), (.d, d), (.tx, tx), (.ty, ty)] {
      try container.encode(value, forKey: key)
    }
  }
}

extension AffineTransform2D.Components: Codable {
  enum CodingKeys: String, CodingKey { case scale, horizontalShear, rotation, translation }

  /// Decodes the four parts with ``validate(_:)``: finite, and making a finite transform.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      scale: try container.decode(Size2D.self, forKey: .scale),
      horizontalShear: try container.decodeFinite(Double.self, forKey: .horizontalShear),
      rotation: try container.decodeFinite(Double.self, forKey: .rotation),
      translation: try container.decode(Vector2D.self, forKey: .translation))
    let components = self
    try ValidationError.decoding(in: container) {
      try AffineTransform2D.Components.validate(components)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scale, forKey: .scale)
    try container.encode(horizontalShear, forKey: .horizontalShear)
    try container.encode(rotation, forKey: .rotation)
    try container.encode(translation, forKey: .translation)
  }
}
