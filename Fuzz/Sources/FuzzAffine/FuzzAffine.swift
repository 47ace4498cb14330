import Affine
import FuzzDriver

/// libFuzzer entry, structure-aware: two transforms from fuzzed entries or components (drawn
/// toward the ends of the double range), accepted only if their validators accept them, then
/// decomposed, recomposed, inverted and interpolated both ways. Invariants: no trap; no NaN in
/// components, decompositions, inverses or interpolations at progress in [0, 1]; an inverse
/// is finite.
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
  return 0
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
