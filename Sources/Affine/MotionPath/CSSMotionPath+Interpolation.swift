extension CSSMotionPath {
  /// The properties between `start` and `end` at `progress`, each interpolated as CSS
  /// interpolates its computed value (progress outside [0, 1] extrapolates), or discretely —
  /// `start` before 0.5, `end` from 0.5 on — where its values do not interpolate:
  ///
  /// - `offset-distance`: the lengths and the percentages, each linearly.
  /// - `offset-rotate`: the angles, when both follow the path (`reverse` counts as `auto`
  ///   plus 180deg, its computed value) or neither does; degrees.
  /// - `offset-position`, `offset-anchor`: each axis as a length plus a percentage (keywords
  ///   as their percentages, `right 10px` as 100% − 10px), when both are positions.
  /// - `offset-path`: `path()`s as `PathData.interpolate(from:to:progress:)`; rays when their
  ///   sizes, `contain` and whether they have an `at` match (the angle, and the `at` position);
  ///   basic shapes as `CSSBasicShape.interpolate(from:to:progress:)`; anything else, `none`,
  ///   `url()` and a box alone included, discretely. Paths in different reference boxes
  ///   (an omitted `<coord-box>` counting as `border-box`) go discretely, box and all.
  public static func interpolate(
    from start: CSSMotionPath, to end: CSSMotionPath, progress: Double
  ) -> CSSMotionPath {
    let sameBox = start.referenceBox ?? .borderBox == end.referenceBox ?? .borderBox
    let discrete = progress < 0.5 ? start : end
    return CSSMotionPath(
      startingPosition: startingPosition(start.startingPosition, end.startingPosition, progress),
      path: sameBox ? path(start.path, end.path, progress) : discrete.path,
      referenceBox: discrete.referenceBox,
      distance: .interpolate(from: start.distance, to: end.distance, progress: progress),
      rotation: rotation(start.rotation, end.rotation, progress),
      anchor: anchor(start.anchor, end.anchor, progress))
  }

  static func startingPosition(
    _ a: StartingPosition, _ b: StartingPosition, _ progress: Double
  ) -> StartingPosition {
    guard case .position(let from) = a, case .position(let to) = b else {
      return progress < 0.5 ? a : b
    }
    return .position(CSSPosition.interpolate(from: from, to: to, progress: progress))
  }

  static func anchor(_ a: Anchor, _ b: Anchor, _ progress: Double) -> Anchor {
    guard case .position(let from) = a, case .position(let to) = b else {
      return progress < 0.5 ? a : b
    }
    return .position(CSSPosition.interpolate(from: from, to: to, progress: progress))
  }

  static func rotation(_ a: Rotation, _ b: Rotation, _ progress: Double) -> Rotation {
    func computed(_ rotation: Rotation) -> (follows: Bool, degrees: Double) {
      let degrees = rotation.angle?.degrees ?? 0
      switch rotation.mode {
      case .auto: return (true, degrees)
      case .reverse: return (true, degrees + 180)
      case .fixed: return (false, degrees)
      }
    }
    let (from, to) = (computed(a), computed(b))
    guard from.follows == to.follows else { return progress < 0.5 ? a : b }
    let degrees = from.degrees + (to.degrees - from.degrees) * progress
    guard from.follows else { return Rotation(.fixed, angle: .degrees(degrees)) }
    return Rotation(.auto, angle: degrees == 0 ? nil : .degrees(degrees))
  }

  static func path(_ a: Path, _ b: Path, _ progress: Double) -> Path {
    switch (a, b) {
    case (.path(let from), .path(let to)):
      return .path(PathData.interpolate(from: from, to: to, progress: progress))
    case (.ray(let from), .ray(let to))
    where from.size ?? .closestSide == to.size ?? .closestSide && from.contain == to.contain
      && (from.position == nil) == (to.position == nil):
      var ray = from
      let degrees = from.angle.degrees
      ray.angle = .degrees(degrees + (to.angle.degrees - degrees) * progress)
      if let start = from.position, let end = to.position {
        ray.position = CSSPosition.interpolate(from: start, to: end, progress: progress)
      }
      return .ray(ray)
    case (.shape(let from), .shape(let to)):
      guard let shape = CSSBasicShape.interpolate(from: from, to: to, progress: progress) else {
        return progress < 0.5 ? a : b
      }
      return .shape(shape)
    default:
      return progress < 0.5 ? a : b
    }
  }
}

extension CSSPosition {
  /// The position between two at `progress`: each axis as a length plus a percentage,
  /// interpolated.
  public static func interpolate(from start: CSSPosition, to end: CSSPosition, progress: Double)
    -> CSSPosition
  {
    CSSPosition(
      horizontal: .length(
        .interpolate(
          from: start.horizontal.lengthPercentage, to: end.horizontal.lengthPercentage,
          progress: progress)),
      vertical: .length(
        .interpolate(
          from: start.vertical.lengthPercentage, to: end.vertical.lengthPercentage,
          progress: progress)))
  }
}

extension CSSPosition.Component {
  /// The component as a length plus a percentage from the left or top edge.
  var lengthPercentage: CSSLengthPercentage {
    switch self {
    case .length(let length): return length
    case .edge(let edge, let offset):
      let offset = offset ?? .zero
      switch edge {
      case .left, .top: return offset
      case .center: return .percentage(50)
      case .right, .bottom:
        return CSSLengthPercentage(pixels: -offset.pixels, percentage: 100 - offset.percentage)
      }
    }
  }
}
