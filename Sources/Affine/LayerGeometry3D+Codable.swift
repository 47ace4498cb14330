import KineticsCore

extension LayerGeometry3D: Codable {
  enum CodingKeys: String, CodingKey {
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
  }

  /// Decodes every property (each checked as its own type decodes it: finite numbers, valid
  /// transforms); missing optional ones take CALayer's defaults.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func finiteIfPresent(_ key: CodingKeys) throws -> Double {
      container.contains(key) ? try container.decodeFinite(Double.self, forKey: key) : 0
    }
    self.init(
      bounds: try container.decode(Rect2D.self, forKey: .bounds),
      position: try container.decode(Point2D.self, forKey: .position),
      zPosition: try finiteIfPresent(.zPosition),
      anchorPoint: try container.decodeIfPresent(Point2D.self, forKey: .anchorPoint)
        ?? Point2D(x: 0.5, y: 0.5),
      anchorPointZ: try finiteIfPresent(.anchorPointZ),
      transform: try container.decodeIfPresent(Transform3D.self, forKey: .transform) ?? .identity,
      sublayerTransform: try container.decodeIfPresent(
        Transform3D.self, forKey: .sublayerTransform) ?? .identity)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(bounds, forKey: .bounds)
    try container.encode(position, forKey: .position)
    try container.encode(zPosition, forKey: .zPosition)
    try container.encode(anchorPoint, forKey: .anchorPoint)
    try container.encode(anchorPointZ, forKey: .anchorPointZ)
    try container.encode(transform, forKey: .transform)
    try container.encode(sublayerTransform, forKey: .sublayerTransform)
  }
}
