import Affine
import FuzzDriver

/// libFuzzer entry: any bytes as UTF-8 text to the SVG path-data parser, and what parses to the
/// geometry. Invariants: the parser never traps; parsed data prints to text that parses back
/// to equal data; the absolute form draws the same segments; the measured path's length is
/// never NaN, and the point, tangent and heading at a spread of distances are finite (and so
/// are the sampled path's positions); a morph
/// to and from another path never traps and keeps both ends. The same text as a CSS `offset`
/// shorthand round trips and places an element without NaN.
func fuzzPath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  checkMotionPath(text)
  guard let path = try? PathData(svg: text) else { return 0 }
  guard let reparsed = try? PathData(svg: path.description), reparsed == path else {
    fatalError("round trip failed for \(text.debugDescription) → \(path.description)")
  }
  let geometry = BezierPath(path)
  let measured = MeasuredPath(geometry)
  if measured.length.isNaN { fatalError("NaN length for \(path.description)") }
  for fraction in [0.0, 0.3, 0.5, 0.999, 1] {
    let distance = fraction * measured.length
    let position = measured.position(atDistance: distance)
    let numbers = [
      position.point.x, position.point.y, position.tangent.dx, position.tangent.dy,
      measured.heading(atDistance: distance),
    ]
    if numbers.contains(where: \.isNaN) || position.tangent.dx.isInfinite {
      fatalError("NaN at \(fraction) of \(path.description): \(numbers)")
    }
    if measured.curvature(atDistance: distance).isNaN {
      fatalError("NaN curvature at \(fraction) of \(path.description)")
    }
  }
  // The sampled path: positions finite wherever the measured ones are.
  let sampled = SampledPath(measured)
  let fractions = [0.0, 0.3, 0.5, 0.999, 1]
  let distances = fractions.map { $0 * measured.length }
  // The batch gives the scalar positions bit for bit.
  let batch = [PathPosition](unsafeUninitializedCapacity: distances.count) { buffer, count in
    distances.withUnsafeBufferPointer { sampled.positions(atDistances: $0, into: buffer) }
    count = distances.count
  }
  for (fraction, (distance, batchPosition)) in zip(fractions, zip(distances, batch)) {
    let position = sampled.position(atDistance: distance)
    let numbers = [position.point.x, position.point.y, position.tangent.dx, position.tangent.dy]
    if numbers.contains(where: \.isNaN) {
      fatalError("NaN sampled position at \(fraction) of \(path.description): \(numbers)")
    }
    if batchPosition != position {
      fatalError("batch \(batchPosition) != \(position) at \(fraction) of \(path.description)")
    }
  }
  // A morph to and from a shape of arcs and lines: matching and mixing never trap (a
  // non-finite point would stop BezierPath), and the ends are the given paths.
  for morph in [PathMorph(from: geometry, to: partner), PathMorph(from: partner, to: geometry)] {
    for progress in [-2, 0.25, 0.5, 0.75, 3e10] {
      _ = morph.path(at: progress)
    }
    if morph.path(at: 0) != morph.start || morph.path(at: 1) != morph.end {
      fatalError("morph ends differ for \(path.description)")
    }
  }
  return 0
}

/// The same text as a CSS `offset` shorthand: what parses prints to text that parses back to
/// an equal value, and places an element without NaN.
func checkMotionPath(_ text: String) {
  guard let offset = try? CSSMotionPath(css: text) else { return }
  guard let reparsed = try? CSSMotionPath(css: offset.description), reparsed == offset else {
    fatalError("offset round trip failed for \(text.debugDescription) → \(offset)")
  }
  let layout = CSSMotionPath.Layout(
    containingBlock: Size2D(width: 400, height: 300),
    element: Rect2D(x: 30, y: 40, width: 100, height: 60),
    paddingBox: Rect2D(x: 5, y: 5, width: 390, height: 290),
    contentBox: Rect2D(x: 25, y: 15, width: 340, height: 260),
    cornerRadii: .init(
      topLeft: Size2D(width: 40, height: 20), topRight: .zero,
      bottomRight: Size2D(width: 500, height: 500), bottomLeft: Size2D(width: 10, height: 0)),
    referencedShapes: ["#a": partner])
  let placement = offset.placement(in: layout)
  let entries = [placement.a, placement.b, placement.c, placement.d, placement.tx, placement.ty]
  if entries.contains(where: \.isNaN) {
    fatalError("NaN placement for \(offset): \(placement)")
  }
}

/// What fuzzed paths morph into: two subpaths, one of arcs, one of lines.
let partner = BezierPath(
  try! PathData(svg: "M 10 0 A 10 10 0 1 1 -10 0 A 10 10 0 0 1 10 0 Z M 0 0 H 5 V 5"))

@_cdecl("FuzzPath_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzPath)
}
