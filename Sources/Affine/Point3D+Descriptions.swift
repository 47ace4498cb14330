import KineticsCore

extension Point3D: CustomStringConvertible {
  /// "(10.0, 20.0, 30.0)".
  public var description: String { "(\(x), \(y), \(z))" }
}
