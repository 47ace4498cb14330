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
    for key in CodingKeys.allCases {
      values.append(try container.decodeFinite(Double.self, forKey: key))
    }
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
