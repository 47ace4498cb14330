import KineticsCore

extension Transform3D: Codable {
  enum CodingKeys: String, CodingKey, CaseIterable {
    case m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44
  }

  /// Decodes `{"m11": …, …, "m44": …}` (all sixteen entries); a missing or non-finite entry
  /// throws, naming it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var values: [Double] = []
    for key in CodingKeys.allCases { values.append(try decodeFinite(container, key)) }
    self.init(
      unchecked: values[0], values[1], values[2], values[3], values[4], values[5], values[6],
      values[7], values[8], values[9], values[10], values[11], values[12], values[13], values[14],
      values[15])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    for (key, entry) in zip(CodingKeys.allCases, namedEntries) {
      try container.encode(entry.value, forKey: key)
    }
  }
}

extension Point3D: Codable {
  enum CodingKeys: String, CodingKey { case x, y, z }

  /// Decodes `{"x": …, "y": …, "z": …}`; non-finite values throw, naming the key.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      x: try decodeFinite(container, .x), y: try decodeFinite(container, .y),
      z: try decodeFinite(container, .z))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
    try container.encode(z, forKey: .z)
  }
}

extension LayerGeometry3D: Codable {
  enum CodingKeys: String, CodingKey {
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
  }

  /// Decodes every property (each checked as its own type decodes it: finite numbers, valid
  /// transforms); missing optional ones take CALayer's defaults.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func finiteIfPresent(_ key: CodingKeys) throws -> Double {
      container.contains(key) ? try decodeFinite(container, key) : 0
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

extension Transform3D: CustomStringConvertible {
  /// "[m11 m12 m13 m14; m21 …; m41 m42 m43 m44]": the rows, as Core Animation's debug output
  /// lists the fields.
  public var description: String {
    let (r1, r2, r3, r4) = rows
    let row = { (r: SIMD4<Double>) in "\(r.x) \(r.y) \(r.z) \(r.w)" }
    return "[\(row(r1)); \(row(r2)); \(row(r3)); \(row(r4))]"
  }
}

extension Point3D: CustomStringConvertible {
  /// "(10.0, 20.0, 30.0)".
  public var description: String { "(\(x), \(y), \(z))" }
}
