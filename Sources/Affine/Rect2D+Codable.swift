import KineticsCore

extension Rect2D: Codable {
  enum CodingKeys: String, CodingKey { case origin, size }

  /// Decodes `{"origin": {…}, "size": {…}}` (each validated); an origin of `null` is the null
  /// rect's (``Rect2D/null``), which is how one encodes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let size = try container.decode(Size2D.self, forKey: .size)
    if try container.decodeNil(forKey: .origin) {
      self.init(origin: Rect2D.null.origin, size: size)
    } else {
      self.init(origin: try container.decode(Point2D.self, forKey: .origin), size: size)
    }
  }

  /// Encodes the origin and the size; a null rect's origin (at infinity, which JSON cannot
  /// hold) as `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if isNull {
      try container.encodeNil(forKey: .origin)
    } else {
      try container.encode(origin, forKey: .origin)
    }
    try container.encode(size, forKey: .size)
  }
}
