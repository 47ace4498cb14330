extension LayerGeometry: CustomStringConvertible {
  /// "LayerGeometry(bounds: …, position: …, anchorPoint: …, transform: …)".
  public var description: String {
    "LayerGeometry(bounds: \(bounds), position: \(position), anchorPoint: \(anchorPoint), "
      + "transform: \(transform))"
  }
}
