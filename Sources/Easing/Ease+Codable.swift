import KineticsCore

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
