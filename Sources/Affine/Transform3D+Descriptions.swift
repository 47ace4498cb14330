import KineticsCore

extension Transform3D: CustomStringConvertible {
  /// "[m11 m12 m13 m14; m21 …; m41 m42 m43 m44]": the rows, as Core Animation's debug output
  /// lists the fields.
  public var description: String {
    let (r1, r2, r3, r4) = rows
    let row = { (r: SIMD4<Double>) in "\(r.x) \(r.y) \(r.z) \(r.w)" }
    return "[\(row(r1)); \(row(r2)); \(row(r3)); \(row(r4))]"
  }
}
