extension CSSBasicShape {
  /// The shape between two at `progress` as CSS Shapes interpolates basic shapes, or nil where
  /// they do not interpolate (and a transition is discrete):
  ///
  /// - Two circles, or two ellipses: radii given as lengths interpolate, equal keywords stay;
  ///   centres interpolate as positions (an omitted one as `center`).
  /// - `inset()`, `rect()` and `xywh()` in any pairing: as the `inset()` each computes to
  ///   (`rect(t r b l)` is `inset(t calc(100% − r) calc(100% − b) l)`, `xywh(x y w h)` is
  ///   `inset(y calc(100% − x − w) calc(100% − y − h) x)`), insets and corner radii each
  ///   interpolated (no radius is 0).
  /// - Two polygons with the same fill rule and number of points: point by point.
  public static func interpolate(from start: CSSBasicShape, to end: CSSBasicShape, progress: Double)
    -> CSSBasicShape?
  {
    func mix(_ a: CSSLengthPercentage, _ b: CSSLengthPercentage) -> CSSLengthPercentage {
      .interpolate(from: a, to: b, progress: progress)
    }
    func mix(_ a: Radius?, _ b: Radius?) -> Radius?? {
      switch (a ?? .closestSide, b ?? .closestSide) {
      case (.length(let from), .length(let to)): return .some(.length(mix(from, to)))
      case (let from, let to) where from == to: return .some(a)
      default: return nil
      }
    }
    func mix(_ a: CSSPosition?, _ b: CSSPosition?) -> CSSPosition? {
      guard a != nil || b != nil else { return nil }
      return CSSPosition.interpolate(from: a ?? .center, to: b ?? .center, progress: progress)
    }
    switch (start, end) {
    case (.circle(let radiusA, let centerA), .circle(let radiusB, let centerB)):
      guard let radius = mix(radiusA, radiusB) else { return nil }
      return .circle(radius: radius, center: mix(centerA, centerB))
    case (.ellipse(let xA, let yA, let centerA), .ellipse(let xB, let yB, let centerB)):
      guard let radiusX = mix(xA, xB), let radiusY = mix(yA, yB) else { return nil }
      return .ellipse(radiusX: radiusX, radiusY: radiusY, center: mix(centerA, centerB))
    case (.polygon(let pointsA, let evenOddA), .polygon(let pointsB, let evenOddB))
    where evenOddA == evenOddB && pointsA.count == pointsB.count:
      let points = zip(pointsA, pointsB).map { Point(x: mix($0.x, $1.x), y: mix($0.y, $1.y)) }
      return .polygon(points: points, evenOdd: evenOddA)
    default:
      guard let from = start.asInset, let to = end.asInset else { return nil }
      let insets = zip(from.insets, to.insets).map { mix($0, $1) }
      let radii: [CSSLengthPercentage]? =
        from.radii == nil && to.radii == nil
        ? nil
        : zip(
          from.radii ?? Array(repeating: .zero, count: 4),
          to.radii ?? Array(repeating: .zero, count: 4)
        )
        .map { mix($0, $1) }
      return .inset(insets: insets, radii: radii)
    }
  }

  /// The `inset()` a rectangle shape computes to; nil for circles, ellipses and polygons.
  var asInset: (insets: [CSSLengthPercentage], radii: [CSSLengthPercentage]?)? {
    func fromFarEdge(_ length: CSSLengthPercentage) -> CSSLengthPercentage {
      CSSLengthPercentage(
        pixels: -length.pixels, percentage: 100 - length.percentage, isCalculated: true)
    }
    switch self {
    case .inset(let insets, let radii):
      return (
        Self.expanded(insets, fallback: .zero), radii.map { Self.expanded($0, fallback: .zero) }
      )
    case .rect(let given, let radii):
      let edges = Self.expanded(given, fallback: .auto)
      func length(_ edge: Edge, far: Bool) -> CSSLengthPercentage {
        guard case .length(let length) = edge else { return .zero }
        return far ? fromFarEdge(length) : length
      }
      return (
        [
          length(edges[0], far: false), length(edges[1], far: true), length(edges[2], far: true),
          length(edges[3], far: false),
        ], radii.map { Self.expanded($0, fallback: .zero) }
      )
    case .xywh(let x, let y, let width, let height, let radii):
      func sum(_ a: CSSLengthPercentage, _ b: CSSLengthPercentage) -> CSSLengthPercentage {
        CSSLengthPercentage(pixels: a.pixels + b.pixels, percentage: a.percentage + b.percentage)
      }
      return (
        [y, fromFarEdge(sum(x, width)), fromFarEdge(sum(y, height)), x],
        radii.map { Self.expanded($0, fallback: .zero) }
      )
    case .circle, .ellipse, .polygon: return nil
    }
  }
}
