extension CSSMotionPath: CustomStringConvertible {
  /// The `offset` shorthand as CSS serializes it: the starting position (unless `normal`), the
  /// path, the distance (unless 0) and the rotation (unless plain `auto`), then `/ anchor`
  /// (unless `auto`); `none` when every property has its initial value.
  public var description: String {
    var parts: [String] = []
    switch startingPosition {
    case .normal: break
    case .auto: parts.append("auto")
    case .position(let position): parts.append(position.description)
    }
    let distanceText = distance.isZero && !distance.isCalculated ? nil : distance.description
    let rotationText = Self.text(of: rotation)
    if path != .none || distanceText != nil || rotationText != nil || parts.isEmpty {
      parts.append(Self.text(of: path))
      parts += [distanceText, rotationText].compactMap { $0 }
    }
    if case .position(let anchor) = anchor { parts += ["/", anchor.description] }
    return parts.joined(separator: " ")
  }

  /// `none`, `path("…")` with the path data as CSS serializes it, or `ray(…)` with its parts in
  /// the grammar's order.
  static func text(of path: Path) -> String {
    switch path {
    case .none: return "none"
    case .shape(let shape): return shape.description
    case .path(let data): return "path(\"\(data)\")"
    case .ray(let ray):
      var parts = [ray.angle.description]
      if let size = ray.size { parts.append(size.rawValue) }
      if ray.contain { parts.append("contain") }
      if let position = ray.position { parts += ["at", position.description] }
      return "ray(\(parts.joined(separator: " ")))"
    }
  }

  /// The rotation's text, nil for `auto` with no angle (or a zero one).
  static func text(of rotation: Rotation) -> String? {
    let angle = rotation.angle.flatMap { $0.value == 0 ? nil : $0.description }
    switch rotation.mode {
    case .auto: return angle.map { "auto \($0)" }
    case .reverse: return ["reverse", angle].compactMap { $0 }.joined(separator: " ")
    case .fixed: return rotation.angle?.description ?? "0deg"
    }
  }
}
