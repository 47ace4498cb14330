import KineticsCore

/// Decodes a finite double for `key`, or throws `DecodingError.dataCorrupted` naming it.
func decodeFinite<Key: CodingKey>(
  _ container: KeyedDecodingContainer<Key>, _ key: Key
) throws -> Double {
  let value = try container.decode(Double.self, forKey: key)
  guard value.isFinite else {
    throw DecodingError.dataCorruptedError(
      forKey: key, in: container,
      debugDescription: "\(key.stringValue) must be finite, got \(value)")
  }
  return value
}

/// The two SIMD2 lanes of a point, vector or size under two keys: decoded finite (or a thrown
/// error naming the key), encoded as they are.
private func decodeLanes<Key: CodingKey>(_ decoder: any Decoder, _ first: Key, _ second: Key)
  throws -> SIMD2<Double>
{
  let container = try decoder.container(keyedBy: Key.self)
  return SIMD2(try decodeFinite(container, first), try decodeFinite(container, second))
}

private func encodeLanes<Key: CodingKey>(
  _ lanes: SIMD2<Double>, _ encoder: any Encoder, _ first: Key, _ second: Key
) throws {
  var container = encoder.container(keyedBy: Key.self)
  try container.encode(lanes.x, forKey: first)
  try container.encode(lanes.y, forKey: second)
}

extension Point2D: Codable {
  enum CodingKeys: String, CodingKey { case x, y }

  /// Decodes `{"x": …, "y": …}`; non-finite values throw, naming the key.
  public init(from decoder: any Decoder) throws {
    self.init(try decodeLanes(decoder, CodingKeys.x, .y))
  }

  public func encode(to encoder: any Encoder) throws {
    try encodeLanes(storage, encoder, CodingKeys.x, .y)
  }
}

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

extension Size2D: Codable {
  enum CodingKeys: String, CodingKey { case width, height }

  /// Decodes `{"width": …, "height": …}`; non-finite values throw, naming the key.
  public init(from decoder: any Decoder) throws {
    self.init(try decodeLanes(decoder, CodingKeys.width, .height))
  }

  public func encode(to encoder: any Encoder) throws {
    try encodeLanes(storage, encoder, CodingKeys.width, .height)
  }
}

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
      horizontalShear: try decodeFinite(container, .horizontalShear),
      rotation: try decodeFinite(container, .rotation),
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
