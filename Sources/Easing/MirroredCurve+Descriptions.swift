extension MirroredCurve: CustomStringConvertible {
  /// "mirrored(…)".
  public var description: String { "mirrored(\(base))" }
}
