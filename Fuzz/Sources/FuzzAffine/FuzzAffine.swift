import Affine
import FuzzDriver

/// libFuzzer entry, structure-aware: two transforms from fuzzed entries or components (drawn
/// toward the ends of the double range), accepted only if their validators accept them, then
/// decomposed, recomposed, inverted and interpolated both ways. Invariants: no trap; no NaN in
/// components, decompositions, inverses or interpolations at progress in [0, 1]; an inverse
/// is finite. Then the same for 3D transforms (``fuzzTransform3D(_:)``) and rotations
/// (``fuzzQuaternions(_:)``).
func fuzzAffine(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  guard let start = makeTransform(&input), let end = makeTransform(&input) else { return 0 }
  let progress = Double(input.byte()) / 255
  let what = { "\(start) → \(end) at \(progress)" }
  for transform in [start, end] {
    let components = transform.components
    check(
      !components.scale.width.isNaN && !components.scale.height.isNaN
        && !components.horizontalShear.isNaN && !components.rotation.isNaN,
      "components of \(transform)")
    if let decomposition = transform.cssDecomposition {
      check(
        !decomposition.scale.width.isNaN && !decomposition.scale.height.isNaN
          && !decomposition.skew.isNaN && !decomposition.angle.isNaN,
        "CSS decomposition of \(transform)")
    }
    if let inverse = transform.inverse {
      check(isFinite(inverse), "inverse of \(transform): \(inverse)")
    }
  }
  check(!hasNaN(AffineTransform2D.interpolate(from: start, to: end, progress: progress)), what())
  check(
    !hasNaN(AffineTransform2D.interpolateCSS(from: start, to: end, progress: progress)), what())
  check(
    !hasNaN(AffineTransform2D.interpolateMatrixEntries(from: start, to: end, progress: progress)),
    what())
  fuzzExactlyInvertible(&input)
  fuzzTransform3D(&input)
  fuzzQuaternions(&input)
  return 0
}

/// Two rotations from fuzzed axes and angles, rotation vectors and direction pairs (finite
/// doubles, drawn toward the ends of the range), and a progress anywhere in the double range.
/// Invariants: every result — composition, slerp both ways, normalized lerp, rotation vector,
/// angle between — is finite and of length 1 to rounding.
func fuzzQuaternions(_ input: inout FuzzInput) {
  func vector(_ input: inout FuzzInput) -> SIMD3<Double> {
    SIMD3(input.finiteDouble(), input.finiteDouble(), input.finiteDouble())
  }
  let axisAngle = Quaternion(
    angle: input.finiteDouble(), x: input.finiteDouble(), y: input.finiteDouble(),
    z: input.finiteDouble())
  let turned = Quaternion(rotationVector: vector(&input))
  let onto = Quaternion(rotating: vector(&input), onto: vector(&input))
  let progress = input.finiteDouble()
  let results = [
    axisAngle * turned, turned.concatenating(onto),
    Quaternion.slerp(from: axisAngle, to: onto, progress: progress, arc: .shorter),
    Quaternion.slerp(from: turned, to: onto, progress: progress, arc: .asGiven),
    Quaternion.normalizedLerp(from: axisAngle, to: turned, progress: progress, arc: .shorter),
    Quaternion(rotationVector: onto.rotationVector),
  ]
  for result in results {
    let squaredLength = (result.storage * result.storage).sum()
    check(
      abs(squaredLength - 1) <= 1e-14, "\(axisAngle) \(turned) \(onto) at \(progress): \(result)")
  }
  check(axisAngle.angle(to: onto).isFinite, "angle from \(axisAngle) to \(onto)")
}

/// A transform of determinant 1 to rounding with entries across the double range —
/// diag(s, 1/s) with a shear k, (s, 0, k, 1/s), each within 1e±300 — from the next bytes.
/// Invariant: it has an inverse and a CSS decomposition (products of its entries may overflow
/// or underflow; its determinant does not).
func fuzzExactlyInvertible(_ input: inout FuzzInput) {
  let (scale, shear) = (input.finiteDouble(), input.finiteDouble())
  // Beyond 1e300 an inverse entry can leave the range itself: s = 1.8e308 has 1/s subnormal,
  // a determinant a rounding below 1, and a/det beyond the largest double.
  guard scale != 0, abs(scale) <= 1e300, abs(1 / scale) <= 1e300, abs(shear) <= 1e300
  else { return }
  let transform = AffineTransform2D(a: scale, b: 0, c: shear, d: 1 / scale, tx: 0, ty: 0)
  check(transform.inverse != nil, "no inverse of \(transform)")
  check(transform.cssDecomposition != nil, "no CSS decomposition of \(transform)")
}

/// Two 3D transforms from the bytes after the 2D case (sixteen finite entries each) and a
/// point. Invariants: no NaN in projections, homogeneous images, projected quads, inverses or
/// interpolations at progress in [0, 1].
func fuzzTransform3D(_ input: inout FuzzInput) {
  func transform(_ input: inout FuzzInput) -> Transform3D {
    let m = (0..<16).map { _ in input.finiteDouble() }
    return Transform3D(
      m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
      m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14],
      m44: m[15])
  }
  let (start, end) = (transform(&input), transform(&input))
  let point = Point3D(x: input.finiteDouble(), y: input.finiteDouble(), z: input.finiteDouble())
  let progress = Double(input.byte()) / 255
  let flat = Point2D(x: point.x, y: point.y)
  if let projected = start.projection(of: point) {
    check(!projected.x.isNaN && !projected.y.isNaN && !projected.z.isNaN, "\(start) \(point)")
  }
  if let projected = start.projection(of: flat) {
    check(!projected.x.isNaN && !projected.y.isNaN, "\(start) \(flat)")
  }
  let image = start.homogeneousImage(of: point)
  check((image * 0).sum() == 0, "homogeneous image \(image) of \(point) by \(start)")
  check(start.inverted().isFinite, "inverse of \(start)")
  let quad = ProjectedQuad(
    Rect2D(x: point.x, y: point.y, width: abs(point.z), height: abs(point.z)), transform: start)
  check(
    !quad.visiblePolygon.contains { $0.x.isNaN || $0.y.isNaN }, "quad of \(point) through \(start)")
  for middle in [
    Transform3D.interpolate(from: start, to: end, progress: progress),
    Transform3D.interpolateCSS(from: start, to: end, progress: progress),
  ] {
    let entries = [
      middle.m11, middle.m12, middle.m13, middle.m14, middle.m21, middle.m22, middle.m23,
      middle.m24, middle.m31, middle.m32, middle.m33, middle.m34, middle.m41, middle.m42,
      middle.m43, middle.m44,
    ]
    check(!entries.contains(where: \.isNaN), "\(start) → \(end) at \(progress): \(middle)")
  }
}

/// A transform from six entries or from components, or nil when the validator refuses them.
func makeTransform(_ input: inout FuzzInput) -> AffineTransform2D? {
  let values = (0..<6).map { _ in input.double() }
  if input.choice(2) == 0 {
    guard
      (try? AffineTransform2D.validate(
        a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5]))
        != nil
    else { return nil }
    return AffineTransform2D(
      a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
  }
  let components = AffineTransform2D.Components(
    scale: Size2D(width: values[0], height: values[1]), horizontalShear: values[2],
    rotation: values[3], translation: Vector2D(dx: values[4], dy: values[5]))
  guard (try? AffineTransform2D.Components.validate(components)) != nil else { return nil }
  return AffineTransform2D(components)
}

func isFinite(_ t: AffineTransform2D) -> Bool {
  [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
}

func hasNaN(_ t: AffineTransform2D) -> Bool {
  [t.a, t.b, t.c, t.d, t.tx, t.ty].contains(where: \.isNaN)
}

@_cdecl("FuzzAffine_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzAffine)
}
