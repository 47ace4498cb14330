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
      parts.append(Self.text(of: path, box: referenceBox))
      parts += [distanceText, rotationText].compactMap { $0 }
    }
    if case .position(let anchor) = anchor { parts += ["/", anchor.description] }
    return parts.joined(separator: " ")
  }

  /// `offset-path` as CSS serializes it: `none` (which takes no box), a box alone as its
  /// keyword (`border-box` when none was written), or the path — `path("…")` with the path
  /// data as CSS serializes it, `ray(…)` with its parts in the grammar's order, a basic shape,
  /// `url("…")` with `"`, `\` and control characters escaped — then the `<coord-box>` when one
  /// was written.
  static func text(of path: Path, box: ReferenceBox?) -> String {
    let written: String
    switch path {
    case .none: return "none"
    case .box: return (box ?? .borderBox).rawValue
    case .url(let address):
      var escaped = ""
      for scalar in address.unicodeScalars {
        switch scalar {
        case "\"", "\\": escaped += "\\\(scalar)"
        case _ where scalar.value < 0x20 || scalar.value == 0x7F:
          escaped += "\\" + String(scalar.value, radix: 16) + " "
        default: escaped.unicodeScalars.append(scalar)
        }
      }
      written = "url(\"\(escaped)\")"
    case .shape(let shape): written = shape.description
    case .path(let data): written = "path(\"\(data)\")"
    case .ray(let ray):
      var parts = [ray.angle.description]
      if let size = ray.size { parts.append(size.rawValue) }
      if ray.contain { parts.append("contain") }
      if let position = ray.position { parts += ["at", position.description] }
      written = "ray(\(parts.joined(separator: " ")))"
    }
    return box.map { written + " " + $0.rawValue } ?? written
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
