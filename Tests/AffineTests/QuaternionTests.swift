import Affine
import Foundation
import KineticsCore
import TestSupport
import Testing

/// Quaternions against Chromium's quaternion tests (ui/gfx/geometry/quaternion_unittest.cc,
/// which checks to 1e-7 or float precision; here 1e-12) and against closed forms.
@Suite struct QuaternionTests {
  /// Each component within `tolerance` of `expected` — or of −`expected` where `upToSign` (the
  /// same rotation: Chromium's shorter-arc slerp negates its start where this one negates its
  /// end, so its results can come out with the other sign).
  static func expectComponents(
    _ actual: Quaternion, _ expected: SIMD4<Double>, tolerance: Double = 1e-12,
    upToSign: Bool = false, _ comment: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let difference = actual.storage - expected
    let opposite = actual.storage + expected
    let error = (difference * difference).sum().squareRoot()
    let oppositeError = (opposite * opposite).sum().squareRoot()
    #expect(
      min(error, upToSign ? oppositeError : .infinity) <= tolerance,
      "\(comment): \(actual) against \(expected)", sourceLocation: sourceLocation)
  }

  /// The rotation by `angle` about (x, y, z) as Chromium's tests write it:
  /// (axis·sin(angle/2)/|axis|, cos(angle/2)) with libm.
  static func axisAngle(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> SIMD4<Double> {
    let length = (x * x + y * y + z * z).squareRoot()
    return SIMD4(
      x / length * sin(angle / 2), y / length * sin(angle / 2), z / length * sin(angle / 2),
      cos(angle / 2))
  }

  /// DefaultConstruction, AxisAngleCommon, AxisAngleWithZeroLengthAxis, VectorToVectorRotation.
  @Test func construction() {
    #expect(Quaternion.identity.storage == SIMD4(0, 0, 0, 1))
    Self.expectComponents(
      Quaternion(angle: 0.5, x: 1, y: 0, z: 0), SIMD4(sin(0.25), 0, 0, cos(0.25)))
    #expect(Quaternion(angle: 0.5, x: 0, y: 0, z: 0) == .identity)
    Self.expectComponents(
      Quaternion(rotating: SIMD3(1, 0, 0), onto: SIMD3(0, 1, 0)),
      Self.axisAngle(.pi / 2, 0, 0, 1))
    // Whole and half turns are exact: a half turn about x is (1, 0, 0, 0), a full one −1.
    #expect(Quaternion(angle: .pi, x: 2, y: 0, z: 0).storage == SIMD4(1, 0, 0, 0))
    #expect(Quaternion(angle: 2 * .pi, x: 0, y: 3, z: 0).storage == SIMD4(0, 0, 0, -1))
  }

  /// Multiplication: Chromium's cases, those of non-unit quaternions divided by their lengths
  /// (|ab| = |a||b|, so the product of the unit quaternions is the unit product): (1, 2, 3, 4)
  /// × (5, 6, 7, 8) = (24, 48, 48, −6) and the other order (32, 32, 56, −6), both of squared
  /// length 5220 = 30 × 174.
  @Test func multiplication() {
    let units: [(SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)] = [
      (SIMD4(1, 0, 0, 0), SIMD4(1, 0, 0, 0), SIMD4(0, 0, 0, -1)),
      (SIMD4(0, 1, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 0, -1)),
      (SIMD4(0, 0, 1, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, -1)),
      (SIMD4(0, 0, 0, 1), SIMD4(0, 0, 0, 1), SIMD4(0, 0, 0, 1)),
      (SIMD4(1, 2, 3, 4), SIMD4(5, 6, 7, 8), SIMD4(24, 48, 48, -6) / 5220.squareRoot()),
      (SIMD4(5, 6, 7, 8), SIMD4(1, 2, 3, 4), SIMD4(32, 32, 56, -6) / 5220.squareRoot()),
    ]
    for (a, b, expected) in units {
      let product =
        Quaternion(x: a.x, y: a.y, z: a.z, w: a.w) * Quaternion(x: b.x, y: b.y, z: b.z, w: b.w)
      Self.expectComponents(product, expected, "\(a) × \(b)")
    }
  }

  /// Normalization: (1, −1, 1, −1), of squared length 4 (Chromium's `Length()` is the squared
  /// length), becomes (½, −½, ½, −½) exactly. Equals / NotEquals compare components.
  @Test func normalizationAndEquality() {
    #expect(Quaternion(x: 1, y: -1, z: 1, w: -1).storage == SIMD4(0.5, -0.5, 0.5, -0.5))
    #expect(Quaternion(x: 0, y: 0, z: 0, w: 1) == .identity)
    #expect(
      Quaternion(x: 1, y: 5.2, z: -8.5, w: 222.2) == Quaternion(x: 1, y: 5.2, z: -8.5, w: 222.2))
    for other in [
      SIMD4<Double>(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(1, 0, 0, 1),
    ] {
      #expect(Quaternion(x: other.x, y: other.y, z: other.z, w: other.w) != .identity)
    }
    // A unit quaternion is kept exactly; a value read back decodes to itself.
    let unit = Quaternion(angle: 1.234, x: 0.3, y: -0.5, z: 0.8)
    #expect(Quaternion(x: unit.x, y: unit.y, z: unit.z, w: unit.w) == unit)
    // Components at the ends of the double range normalize without overflow or underflow.
    let huge = Quaternion(x: 1e308, y: -1e308, z: 1e308, w: -1e308)
    #expect(huge.storage == SIMD4(0.5, -0.5, 0.5, -0.5))
    let tiny = Quaternion(x: 0, y: 0, z: 3 * .leastNonzeroMagnitude, w: 4 * .leastNonzeroMagnitude)
    Self.expectComponents(tiny, SIMD4(0, 0, 0.6, 0.8), tolerance: 1e-15)
  }

  /// Lerp: Chromium's normalized linear interpolation of (4, 3, 2, 1) and (1, 2, 3, 4) is each
  /// end normalized at 0 and 1 and (1, 1, 1, 1)/2 halfway. (Chromium's first Lerp case starts
  /// from the zero quaternion, which is no rotation and is refused here.)
  @Test func normalizedLerp() {
    let a = Quaternion(x: 4, y: 3, z: 2, w: 1)
    let b = Quaternion(x: 1, y: 2, z: 3, w: 4)
    for arc in [Quaternion.Arc.shorter, .asGiven] {
      Self.expectComponents(
        Quaternion.normalizedLerp(from: a, to: b, progress: 0, arc: arc),
        SIMD4(4, 3, 2, 1) / 30.squareRoot())
      Self.expectComponents(
        Quaternion.normalizedLerp(from: a, to: b, progress: 1, arc: arc),
        SIMD4(1, 2, 3, 4) / 30.squareRoot())
      Self.expectComponents(
        Quaternion.normalizedLerp(from: a, to: b, progress: 0.5, arc: arc),
        SIMD4(0.5, 0.5, 0.5, 0.5))
    }
  }

  /// Slerp, SlerpOppositeAngles, SlerpRotateXRotateY, Slerp360, SlerpEquivalentQuaternions,
  /// SlerpQuaternionWithInverse, SlerpObtuseAngle: Chromium's slerp takes the shorter arc
  /// (`.shorter`); where the quaternions are within a right angle of each other both arcs
  /// agree.
  @Test func slerpMatchesChromium() {
    let start = Quaternion(angle: -0.5, x: 1, y: 1, z: 1)
    let stop = Quaternion(angle: 0.5, x: 1, y: 1, z: 1)
    for step in 0..<100 {
      let t = Double(step) / 100
      for arc in [Quaternion.Arc.shorter, .asGiven] {
        Self.expectComponents(
          Quaternion.slerp(from: start, to: stop, progress: t, arc: arc),
          Self.axisAngle((1 - t) * -0.5 + t * 0.5, 1, 1, 1), "\(t) \(arc)")
      }
    }
    func halfway(_ a: Quaternion, _ b: Quaternion) -> Quaternion {
      Quaternion.slerp(from: a, to: b, progress: 0.5, arc: .shorter)
    }
    Self.expectComponents(
      halfway(
        Quaternion(angle: -.pi / 2, x: 1, y: 1, z: 1), Quaternion(angle: .pi / 2, x: 1, y: 1, z: 1)),
      SIMD4(0, 0, 0, 1))
    let angle = acos(1.0 / 3)
    let xy = sin(angle / 2) / 2.squareRoot()
    Self.expectComponents(
      halfway(
        Quaternion(angle: .pi / 2, x: 1, y: 0, z: 0), Quaternion(angle: .pi / 2, x: 0, y: 1, z: 0)),
      SIMD4(xy, xy, 0, cos(angle / 2)))
    Self.expectComponents(
      halfway(Quaternion(x: 0, y: 0, z: 0, w: -1), Quaternion(angle: .pi / 2, x: 0, y: 0, z: 1)),
      SIMD4(0, 0, sin(.pi / 8), cos(.pi / 8)), upToSign: true)
    let sixty = Quaternion(angle: .pi / 3, x: 1, y: 0, z: 0)
    Self.expectComponents(halfway(sixty, -sixty), sixty.storage)
    Self.expectComponents(halfway(sixty, sixty.inverse), SIMD4(0, 0, 0, 1))
    let halfAngle = -atan(0.5)
    let xz = sin(halfAngle) / 2.squareRoot()
    Self.expectComponents(
      halfway(
        Quaternion(angle: .pi / 2, x: 1, y: 1, z: 0),
        Quaternion(angle: 3 * .pi / 2, x: 0, y: 1, z: -1)),
      SIMD4(xz, 0, xz, -cos(halfAngle)), upToSign: true)
  }

  /// Without the flip (css-transforms-2), 360° → 90° about z goes the long way: halfway it is
  /// 3π/8 along the great circle from (0, 0, 0, −1) towards (0, 0, 1, 0), that is
  /// (0, 0, sin 3π/8, −cos 3π/8) — a turn of 225° (−135°), where the shorter arc passes 45°.
  /// Opposite quaternions (the same rotation) give the start at every progress, as the
  /// specification's `abs(product) == 1` rule says.
  @Test func slerpAsGivenTakesTheLongerWay() {
    let full = Quaternion(x: 0, y: 0, z: 0, w: -1)
    let quarter = Quaternion(angle: .pi / 2, x: 0, y: 0, z: 1)
    Self.expectComponents(
      Quaternion.slerp(from: full, to: quarter, progress: 0.5, arc: .asGiven),
      SIMD4(0, 0, sin(3 * .pi / 8), -cos(3 * .pi / 8)))
    let sixty = Quaternion(angle: .pi / 3, x: 1, y: 0, z: 0)
    for progress in [0.25, 0.5, 0.75] {
      #expect(Quaternion.slerp(from: sixty, to: -sixty, progress: progress, arc: .asGiven) == sixty)
    }
    #expect(Quaternion.slerp(from: sixty, to: quarter, progress: 0, arc: .asGiven) == sixty)
  }

  /// The slerp is constant-speed: the angle from the start grows linearly, to rounding, on a
  /// turn of 170° (where an acos-based angle would lose digits near the ends); the shorter
  /// arc's matrices agree with Core Animation's 3D interpolation of the two rotations.
  @Test func slerpIsConstantSpeedAndMatchesTheMatrixPath() {
    let a = Quaternion(angle: 0.3, x: 1, y: 2, z: -1)
    let b = Quaternion(angle: 2.2, x: -3, y: 1, z: 0.5)
    let total = a.angle(to: b)
    for step in 1..<20 {
      let t = Double(step) / 20
      let mid = Quaternion.slerp(from: a, to: b, progress: t, arc: .shorter)
      expectClose(a.angle(to: mid), t * total, absolute: 1e-14, "\(t)")
      let matrix = Transform3D.interpolate(from: a.transform, to: b.transform, progress: t)
      #expect(mid.transform.isApproximatelyEqual(to: matrix, tolerance: 1e-14), "\(t)")
    }
  }

  /// The matrix is Core Animation's rotation for the same turn; composition follows the
  /// matrices (`a * b` turns by b first); the image of a point is the matrix's; the inverse
  /// undoes the turn.
  @Test func matricesCompositionAndImages() {
    var random = Xoshiro256StarStar(seed: 7)
    for _ in 0..<200 {
      let (angle, x, y, z) = (
        Double.random(in: -10...10, using: &random), Double.random(in: -1...1, using: &random),
        Double.random(in: -1...1, using: &random), Double.random(in: -1...1, using: &random)
      )
      let q = Quaternion(angle: angle, x: x, y: y, z: z)
      let matrix = Transform3D(rotationAngle: angle, x: x, y: y, z: z)
      #expect(q.transform.isApproximatelyEqual(to: matrix, tolerance: 2e-15), "\(q)")
      let other = Quaternion(angle: angle / 3, x: z, y: x, z: -y)
      let composed = (q * other).transform
      let expected = other.transform.concatenating(q.transform)
      #expect(composed.isApproximatelyEqual(to: expected, tolerance: 4e-15))
      #expect(other.concatenating(q) == q * other)
      let point = Point3D(x: 3, y: -2, z: 5)
      let image = q.image(of: point)
      let projected = matrix.projection(of: point)!
      #expect((image - projected).squaredMagnitude.squareRoot() <= 1e-14, "\(image) \(projected)")
      let back = q.inverse.image(of: image)
      #expect((back - point).squaredMagnitude.squareRoot() <= 1e-14)
    }
  }

  /// Angle, axis and rotation vector: a turn of θ ≤ π has the rotation vector θ·u; one beyond
  /// half a turn is the same rotation the other way (2π − θ about −u); tiny turns keep their
  /// digits (2·(x, y, z) to rounding); the vector turns back into the quaternion.
  @Test func rotationVectors() {
    let q = Quaternion(angle: 2, x: 0, y: 3, z: 4)
    expectClose(q.angle, 2, relative: 1e-15)
    #expect(((q.axis - SIMD3(0, 0.6, 0.8)) * (q.axis - SIMD3(0, 0.6, 0.8))).sum() <= 1e-30)
    let vector = q.rotationVector
    expectClose(vector.y, 1.2, relative: 1e-15)
    expectClose(vector.z, 1.6, relative: 1e-15)
    let long = Quaternion(angle: 5, x: 0, y: 0, z: 1)
    expectClose(long.rotationVector.z, 5 - 2 * .pi, relative: 1e-14)
    Self.expectComponents(Quaternion(rotationVector: vector), q.storage, tolerance: 1e-15)
    let tiny = Quaternion(angle: 1e-200, x: 1, y: 0, z: 0)
    expectClose(tiny.rotationVector.x, 1e-200, relative: 1e-15)
    expectClose(tiny.angle, 1e-200, relative: 1e-15)
    expectClose(Quaternion(rotationVector: SIMD3(1e-200, 0, 0)).x, 5e-201, relative: 1e-15)
    #expect(
      Quaternion.identity.rotationVector == .zero && Quaternion.identity.axis == SIMD3(0, 0, 1))
    let rotation = q.rotation
    expectClose(rotation.angle, 2, relative: 1e-15)
    Self.expectComponents(Quaternion(rotation), q.storage, tolerance: 1e-15)
  }

  /// From a matrix: the rotation part of a transform that also scales, skews, moves and
  /// projects is the rotation it was built from (w ≥ 0); a singular matrix has none.
  @Test func fromAMatrix() {
    let rotation = Quaternion(angle: 0.7, x: 1, y: -2, z: 0.5)
    let transform = Transform3D(scaleX: 2, y: 3, z: 0.5)
      .concatenating(rotation.transform)
      .concatenating(Transform3D(translationX: 10, y: -4, z: 7))
      .concatenating(.perspective(eyeDistance: 500))
    Self.expectComponents(Quaternion(rotationOf: transform)!, rotation.storage, tolerance: 1e-14)
    #expect(Quaternion(rotationOf: Transform3D(scaleX: 0, y: 1, z: 1)) == nil)
  }

  /// Vector onto vector at every angle, including within a hair of opposite, where Chromium
  /// snaps to a half turn (within about 5e-3 radians): the image of the start's direction is
  /// the end's direction to rounding. Exactly opposite directions turn half a turn about
  /// Chromium's perpendicular; a zero vector gives the identity.
  @Test func vectorOntoVector() {
    let start = SIMD3<Double>(1, 0, 0)
    for gap in [1e-3, 1e-6, 1e-9, 1e-12] {
      let end = SIMD3(-cos(gap), sin(gap), 0)
      let q = Quaternion(rotating: start, onto: end)
      let image = q.image(of: Point3D(start)).storage
      #expect(((image - end) * (image - end)).sum().squareRoot() <= 1e-15, "\(gap): \(image)")
    }
    let opposite = Quaternion(rotating: SIMD3(3, 1, 2), onto: SIMD3(-6, -2, -4))
    // |x| > |z|: the axis is (−y, x, 0) normalized, (−1, 3, 0)/√10, and the turn is half a turn.
    Self.expectComponents(opposite, SIMD4(-1 / 10.squareRoot(), 3 / 10.squareRoot(), 0, 0))
    #expect(Quaternion(rotating: .zero, onto: SIMD3(1, 0, 0)) == .identity)
    Self.expectComponents(
      Quaternion(rotating: SIMD3(1e-300, 0, 0), onto: SIMD3(0, 1e300, 0)),
      Self.axisAngle(.pi / 2, 0, 0, 1))
  }

  /// Whatever the initializers accept evaluates without NaN: axes and angles across the
  /// double range, rotation vectors of ±1e308 components, progress of ±1e308.
  @Test func theDoubleRangeGivesNoNaN() {
    func finite(_ q: Quaternion) -> Bool {
      q.x.isFinite && q.y.isFinite && q.z.isFinite && q.w.isFinite
        && abs((q.storage * q.storage).sum() - 1) < 1e-15
    }
    checkProperty(
      "finite", .zip(.magnitudes(), .magnitudes(), .magnitudes(), .magnitudes())
    ) { angle, x, y, z in
      let q = Quaternion(angle: angle, x: x, y: y, z: z)
      let vector = Quaternion(rotationVector: SIMD3(x, y, z))
      let onto = Quaternion(rotating: SIMD3(x, y, z), onto: SIMD3(z, angle, y))
      let mixed = Quaternion.slerp(from: q, to: vector, progress: angle, arc: .asGiven)
      let lerped = Quaternion.normalizedLerp(from: q, to: onto, progress: y, arc: .shorter)
      return [q, vector, onto, mixed, lerped, q * onto].allSatisfy(finite)
        && vector.rotationVector.x.isFinite && q.angle(to: onto).isFinite
    }
  }

  /// Parameters out of range are refused with the parameter's name; the decoder applies the
  /// same rule at its boundaries (the zero quaternion refused, the smallest subnormal
  /// accepted) and a value round-trips exactly.
  @Test func validationAndCoding() throws {
    func parameter(_ check: () throws -> Void) -> String? {
      do {
        try check()
        return nil
      } catch let error as ValidationError {
        return error.parameter
      } catch { return "\(error)" }
    }
    #expect(parameter { try Quaternion.validate(x: .nan, y: 0, z: 0, w: 1) } == "x")
    #expect(parameter { try Quaternion.validate(x: 0, y: 0, z: 0, w: .infinity) } == "w")
    #expect(parameter { try Quaternion.validate(x: 0, y: 0, z: 0, w: 0) } == "w")
    #expect(parameter { try Quaternion.validate(x: 0, y: 0, z: 0, w: -0.0) } == "w")
    #expect(
      parameter { try Quaternion.validate(x: 0, y: 0, z: .leastNonzeroMagnitude, w: 0) } == nil)
    #expect(
      parameter { try Quaternion.validate(rotating: SIMD3(.nan, 0, 0), onto: .zero) } == "start")
    #expect(
      parameter { try Quaternion.validate(rotating: .zero, onto: SIMD3(0, .infinity, 0)) } == "end")
    #expect(
      parameter { try Quaternion.validate(rotationVector: SIMD3(0, 0, -.infinity)) }
        == "rotationVector")
    let q = Quaternion(angle: 0.9, x: 1, y: 2, z: 3)
    let data = try JSONEncoder().encode(q)
    #expect(try JSONDecoder().decode(Quaternion.self, from: data) == q)
    let zero = Data(#"{"x": 0, "y": 0, "z": 0, "w": 0}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Quaternion.self, from: zero) }
    let subnormal = Data(#"{"x": 0, "y": 0, "z": 0, "w": 5e-324}"#.utf8)
    #expect(try JSONDecoder().decode(Quaternion.self, from: subnormal) == .identity)
    #expect("\(Quaternion.identity)" == "(0.0, 0.0, 0.0, 1.0)")
  }
}
