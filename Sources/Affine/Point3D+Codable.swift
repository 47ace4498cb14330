import KineticsCore

extension Point3D: Codable {
  enum CodingKeys: String, CodingKey { case x, y, z }

  /// Decodes `{"x": …, "y": …, "z": …}`; non-finite values throw, naming the key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      x: try container.decodeFinite(Double.self, forKey: .x),
      y: try container.decodeFinite(Double.self, forKey: .y),
      z: try container.decodeFinite(Double.self, forKey: .z))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
    try container.encode(z, forKey: .z)
  }
}
