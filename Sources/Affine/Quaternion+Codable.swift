import KineticsCore

extension Quaternion: Codable {
  enum CodingKeys: String, CodingKey { case x, y, z, w }

  /// Decodes `{"x": …, "y": …, "z": …, "w": …}` with ``validate(x:y:z:w:)``, scaled to length 1
  /// (a unit quaternion decodes to itself): a non-finite component or the zero quaternion
  /// throws, naming the key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let components = try [CodingKeys.x, .y, .z, .w].map {
      try container.decode(Double.self, forKey: $0)
    }
    try ValidationError.decoding(in: container) {
      try Quaternion.validate(
        x: components[0], y: components[1], z: components[2], w: components[3])
    }
    self.init(x: components[0], y: components[1], z: components[2], w: components[3])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
    try container.encode(z, forKey: .z)
    try container.encode(w, forKey: .w)
  }
}

extension Quaternion: CustomStringConvertible {
  /// "(0.0, 0.0, 0.7071067811865476, 0.7071067811865476)": x, y, z, w.
  public var description: String { "(\(x), \(y), \(z), \(w))" }
}
