import KineticsCore
import KineticsNumerics

/// A rectangle of the z = 0 plane seen through a 3D transform: its four corners before and
/// after the perspective divide, the part in front of the eye, its bounding box, hit testing
/// and which side faces the viewer.
///
/// Corners whose w ≤ 0 are at or behind the eye plane. css-transforms-2 ("Processing of
/// Perspective-Transformed Boxes") clips the quad at w = 0, where points lie at infinity;
/// Kinetics clips at w = 2⁻²⁶·(the largest |w| of the four corners) instead, so that every
/// vertex stays finite (a point there is 2²⁶ ≈ 6.7e7 times farther from the vanishing point than
/// at that largest w): the visible part is a polygon of 3 to 5 vertices (6 where rounding at the
/// near plane alternates the corners in front and behind). When every
/// corner is behind the eye, nothing is drawn (CSS's example: `perspective(50px)
/// translateZ(100px)`).
public struct ProjectedQuad: Hashable, Sendable {
  /// The corners' homogeneous images (x′, y′, z′, w), in the order (minX, minY), (maxX, minY),
  /// (maxX, maxY), (minX, maxY) of the rectangle; empty for the null rect.
  public var homogeneousCorners: Vertices<SIMD4<Double>>
  /// The visible part after the perspective divide: the four corners when all are in front of
  /// the eye, the clipped polygon when some are, empty when none is. Points are in the target
  /// space's x and y (the z′/w depth is dropped).
  public var visiblePolygon: Vertices<Point2D>
  /// Whether the rectangle's back faces the viewer: its normal (0, 0, 1), carried through the
  /// transform as normals are (by the inverse transpose), points away from the eye — the sign of
  /// the inverse's m33, which is the cofactor of m33 over the determinant, as Chromium decides
  /// `backface-visibility: hidden`. `CALayer.isDoubleSided = false` and CSS
  /// `backface-visibility: hidden` hide such a layer. A turn past 90° about x or y faces away; a
  /// mirror in x or y does not (the content shows mirrored); a mirror in z does. (The
  /// specification's "m33 < 0" misses rotations combined with perspective.) A singular
  /// transform faces neither way: false.
  public var isFacingAway: Bool

  /// The rectangle `rect` of the z = 0 plane mapped by `transform`. The null rect maps to
  /// nothing (no corners, nothing visible), as CoreGraphics maps it to the null rect. An edge
  /// beyond the double range (x = 1e308 with width 1e308 has its maxX at +infinity) is kept at
  /// the largest double, the nearest edge there is.
  public init(_ rect: Rect2D, transform: Transform3D) {
    let (minX, maxX) = (saturatedToTheDoubleRange(rect.minX), saturatedToTheDoubleRange(rect.maxX))
    let (minY, maxY) = (saturatedToTheDoubleRange(rect.minY), saturatedToTheDoubleRange(rect.maxY))
    homogeneousCorners = Vertices(filler: .zero)
    if !rect.isNull {
      homogeneousCorners.append(transform.homogeneousImage(of: Point3D(x: minX, y: minY, z: 0)))
      homogeneousCorners.append(transform.homogeneousImage(of: Point3D(x: maxX, y: minY, z: 0)))
      homogeneousCorners.append(transform.homogeneousImage(of: Point3D(x: maxX, y: maxY, z: 0)))
      homogeneousCorners.append(transform.homogeneousImage(of: Point3D(x: minX, y: maxY, z: 0)))
    }
    visiblePolygon = ProjectedQuad.clipped(homogeneousCorners)
    // The cofactor of m33: the determinant without row 3 and column 3.
    let t = transform
    let cofactor =
      t.m11 * (t.m22 * t.m44 - t.m24 * t.m42) - t.m12 * (t.m21 * t.m44 - t.m24 * t.m41)
      + t.m14 * (t.m21 * t.m42 - t.m22 * t.m41)
    isFacingAway =
      (cofactor < 0 && transform.determinant > 0)
      || (cofactor > 0 && transform.determinant < 0)
  }

  /// The four projected corners when all four are in front of the eye (w > 0), else nil (and
  /// nil for the null rect's quad).
  public var corners: Vertices<Point2D>? {
    guard !homogeneousCorners.isEmpty && homogeneousCorners.allSatisfy({ $0.w > 0 }) else {
      return nil
    }
    var corners = Vertices<Point2D>(filler: .zero)
    for corner in homogeneousCorners {
      corners.append(Point2D(x: corner.x / corner.w, y: corner.y / corner.w))
    }
    return corners
  }

  /// Whether any part is in front of the eye.
  public var isVisible: Bool { !visiblePolygon.isEmpty }

  /// The smallest axis-aligned rectangle holding the visible part — the frame Core Animation
  /// reports for a 3D-transformed layer — or `Rect2D.null` when nothing is visible.
  public var boundingBox: Rect2D {
    guard let first = visiblePolygon.first else { return .null }
    var (low, high) = (first.storage, first.storage)
    for vertex in visiblePolygon.dropFirst() {
      low = pointwiseMin(low, vertex.storage)
      high = pointwiseMax(high, vertex.storage)
    }
    return Rect2D(origin: Point2D(low), size: Size2D(high - low))
  }

  /// Whether `point` lies in the visible part (its boundary included), as a hit test of the
  /// layer finds it. A layer seen edge-on (zero area) holds no point.
  public func contains(_ point: Point2D) -> Bool {
    let polygon = visiblePolygon
    guard polygon.count >= 3 else { return false }
    var (positive, negative, area) = (false, false, 0.0)
    for index in polygon.indices {
      let (from, to) = (polygon[index], polygon[(index + 1) % polygon.count])
      let edge = to.vector(from: from)
      let toPoint = point.vector(from: from)
      let side = edge.dx * toPoint.dy - edge.dy * toPoint.dx
      if side > 0 { positive = true }
      if side < 0 { negative = true }
      area += from.x * to.y - to.x * from.y
    }
    return area != 0 && !(positive && negative)
  }

  /// The polygon in front of the plane w = 2⁻²⁶·max|w| (Sutherland–Hodgman against one
  /// plane), divided by w. Corners whose w are all below the smallest normal number relative
  /// to their largest component are at infinity: nothing is visible.
  static func clipped(_ images: Vertices<SIMD4<Double>>) -> Vertices<Point2D> {
    var polygon = Vertices<Point2D>(filler: .zero)
    // Homogeneous points keep their meaning when all are scaled by one positive factor: bring
    // the largest component into [1, 2) so that the edges' differences cannot overflow (the
    // factor is applied in two steps, as it may lie beyond the range itself).
    var largest = 0.0
    for image in images { largest = max(largest, Transform3D.largestMagnitude(image)) }
    guard largest > 0 else { return polygon }
    let exponent = -Int(largest.exponent)
    func corner(_ index: Int) -> SIMD4<Double> {
      Transform3D.scaled(images[index], byPowerOfTwo: exponent)
    }
    var largestW = 0.0
    for index in images.indices { largestW = max(largestW, abs(corner(index).w)) }
    // At least the smallest normal number, so that dividing a component (at most 2) by it
    // stays finite.
    let nearPlane = max(largestW * 0x1p-26, Double.leastNormalMagnitude)
    var inFront = 0
    for index in images.indices where corner(index).w > nearPlane { inFront += 1 }
    guard inFront > 0 else { return polygon }
    func add(_ vertex: SIMD4<Double>) {
      polygon.append(Point2D(x: vertex.x / vertex.w, y: vertex.y / vertex.w))
    }
    // All in front of the plane, the usual case: the corners themselves, divided.
    if inFront == images.count {
      for index in images.indices { add(corner(index)) }
      return polygon
    }
    for index in images.indices {
      let (current, next) = (corner(index), corner(index + 1 == images.count ? 0 : index + 1))
      let (currentInside, nextInside) = (current.w > nearPlane, next.w > nearPlane)
      if currentInside { add(current) }
      if currentInside != nextInside {
        // The point of the edge where w is exactly the near plane's.
        let fraction = (nearPlane - current.w) / (next.w - current.w)
        var crossing = current + (next - current) * fraction
        crossing.w = nearPlane
        add(crossing)
      }
    }
    return polygon
  }
}
