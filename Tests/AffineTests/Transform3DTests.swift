import Affine
import Foundation
import KineticsCore
import TestSupport
import Testing

/// The transform with these sixteen entries, row by row.
func transform3D(_ entries: [Double]) -> Transform3D {
  Transform3D(
    m11: entries[0], m12: entries[1], m13: entries[2], m14: entries[3], m21: entries[4],
    m22: entries[5], m23: entries[6], m24: entries[7], m31: entries[8], m32: entries[9],
    m33: entries[10], m34: entries[11], m41: entries[12], m42: entries[13], m43: entries[14],
    m44: entries[15])
}

/// The sixteen entries, row by row.
func entries(of t: Transform3D) -> [Double] {
  [
    t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34,
    t.m41, t.m42, t.m43, t.m44,
  ]
}

/// The largest entry difference divided by the largest |entry| of `expected` (the matrix's
/// max norm).
func normRelativeError(_ actual: Transform3D, _ expected: [Double]) -> Double {
  let norm = expected.map(abs).max() ?? 1
  return zip(entries(of: actual), expected).map { abs($0 - $1) }.max()! / norm
}

/// A transform with entries drawn uniformly from [−scale, scale], m44 in [0.5, 1.5].
func randomTransform3D(_ generator: inout Xoshiro256StarStar, scale: Double = 2) -> Transform3D {
  var values = (0..<16).map { _ in Double.random(in: -scale...scale, using: &generator) }
  values[15] = Double.random(in: 0.5...1.5, using: &generator)
  return transform3D(values)
}

/// A transform as transitions build them: scale (a random sign flip included), skew, rotation
/// about a random axis, translation and a mild perspective, each part drawn at random.
func randomComposedTransform3D(_ generator: inout Xoshiro256StarStar) -> Transform3D {
  func draw(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &generator) }
  let flip = Bool.random(using: &generator) ? -1.0 : 1.0
  var skew = Transform3D.identity
  (skew.m21, skew.m31, skew.m32) = (draw(-1...1), draw(-1...1), draw(-1...1))
  var perspective = Transform3D.identity
  (perspective.m14, perspective.m24, perspective.m34) = (
    draw(-0.01...0.01), draw(-0.01...0.01), draw(-0.01...0.01)
  )
  return Transform3D(scaleX: flip * draw(0.2...5), y: draw(0.2...5), z: draw(0.2...5))
    .concatenating(skew)
    .concatenating(
      Transform3D(rotationAngle: draw(-4...4), x: draw(-1...1), y: draw(-1...1), z: draw(-1...1))
    )
    .concatenating(
      Transform3D(translationX: draw(-500...500), y: draw(-500...500), z: draw(-500...500))
    )
    .concatenating(perspective)
}

/// (x, y, z) of a homogeneous point without dividing (the tests feed affine images, w = 1).
func dropW(_ vector: SIMD4<Double>) -> SIMD3<Double> { SIMD3(vector.x, vector.y, vector.z) }

@Suite struct Transform3DTests {
  // References: scripts/references/transform3d.py (mpmath, Rodrigues' formula in row-vector
  // form, as QuartzCore/CATransform3D.h lays out the fields).
  @Test func rotationsAndProductsMatchTheHighPrecisionReferences() {
    let made: [Transform3D] = [
      Transform3D(rotationAngle: 0.7, x: 1, y: 2, z: 3),
      Transform3D(rotationAngle: -2.5, x: -0.3, y: 0.9, z: 0.1),
      Transform3D(rotationAngle: 1e-9, x: 0, y: 1, z: 1),
      Transform3D.perspective(eyeDistance: 500).rotated(by: .pi / 3, x: 0, y: 1, z: 0),
      Transform3D(translationX: 5, y: 6, z: 7).rotated(by: 0.3, x: 1, y: 0, z: 0)
        .scaledBy(x: 2, y: 3, z: 4),
    ]
    #expect(made.count == transform3DConstructionReferences.count)
    for (transform, (name, expected)) in zip(made, transform3DConstructionReferences) {
      // A few ulps of the matrix's norm.
      #expect(normRelativeError(transform, expected) <= 4e-16, "\(name): \(transform)")
    }
    // The small angle keeps relative accuracy in its second-order entries (2.5e-19).
    let small = Transform3D(rotationAngle: 1e-9, x: 0, y: 1, z: 1)
    expectClose(small.m23, 2.5e-19, relative: 1e-15)
  }

  @Test func aRotationAboutZIsTheAffineRotation() {
    for angle in [0.3, -1.2, 2 * Double.pi / 3, Double.pi / 2] {
      let rotation = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 5)
      #expect(rotation.affineTransform == AffineTransform2D(rotationAngle: angle))
    }
    // Quarter turns about a coordinate axis are exact.
    let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
    #expect(entries(of: quarter) == [0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1])
  }

  @Test func aZeroAxisGivesTheIdentity() {
    #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
    #expect(Transform3D(rotationAngle: 1, x: 0, y: -0.0, z: 0).isIdentity)
    // Axes anywhere in the double range normalize without overflow or underflow.
    let huge = Transform3D(rotationAngle: 0.7, x: 1e308, y: 0.5e308, z: 0)
    let unit = Transform3D(rotationAngle: 0.7, x: 2, y: 1, z: 0)
    #expect(huge.isApproximatelyEqual(to: unit, tolerance: 1e-15))
    let tiny = Transform3D(
      rotationAngle: 0.7, x: 4 * Double.leastNonzeroMagnitude, y: 2 * Double.leastNonzeroMagnitude,
      z: 0)
    #expect(tiny.isApproximatelyEqual(to: unit, tolerance: 1e-15))
  }

  @Test func concatenationAppliesTheLeftTransformFirst() {
    // CATransform3DConcat(a, b) = a·b: a point goes through a, then b.
    let a = Transform3D(rotationAngle: 0.4, x: 1, y: 1, z: 0)
    let b = Transform3D(translationX: 3, y: -2, z: 7).concatenating(.perspective(eyeDistance: 300))
    let point = Point3D(x: 10, y: 20, z: -5)
    let twice = b.homogeneousImage(of: Point3D(dropW(a.homogeneousImage(of: point))))
    let once = a.concatenating(b).homogeneousImage(of: point)
    for lane in 0..<4 { expectClose(once[lane], twice[lane], absolute: 1e-12) }
    // The prepend mutators put their operation first, as CATransform3DTranslate does.
    let t = Transform3D(scaleX: 2, y: 3, z: 4).translatedBy(x: 1, y: 1, z: 1)
    #expect((t.m41, t.m42, t.m43) == (2, 3, 4))
  }

  @Test func perspectiveIsMinusOneOverTheDistance() {
    #expect(Transform3D.perspective(eyeDistance: 500).m34 == -0.002)
    #expect(Transform3D.perspective(eyeDistance: .infinity) == .identity)
  }

  @Test func affineConversionsRoundTrip() {
    let affine = AffineTransform2D(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let lifted = Transform3D(affine)
    #expect(lifted.isAffine)
    #expect(lifted.affineTransform == affine)
    #expect(Transform3D(translationX: 0, y: 0, z: 1).affineTransform == nil)
    #expect(Transform3D.perspective(eyeDistance: 10).isAffine == false)
  }

  @Test func initializersRejectNonFiniteEntries() async {
    await #expect(processExitsWith: .failure) {
      _ = Transform3D(translationX: 0, y: .nan, z: 0)
    }
    await #expect(processExitsWith: .failure) {
      _ = Transform3D(rotationAngle: .infinity, x: 0, y: 0, z: 1)
    }
    await #expect(processExitsWith: .failure) {
      _ = Transform3D.perspective(eyeDistance: 0)
    }
  }

  @Test func codableRoundTripsAndRejectsNonFiniteEntries() throws {
    let transform = Transform3D.perspective(eyeDistance: 500).rotated(by: 0.3, x: 0, y: 1, z: 0)
    let data = try JSONEncoder().encode(transform)
    #expect(try JSONDecoder().decode(Transform3D.self, from: data) == transform)
    var object = try JSONSerialization.jsonObject(with: data) as! [String: Double]
    object["m34"] = nil
    let missing = try JSONSerialization.data(withJSONObject: object)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Transform3D.self, from: missing)
    }
    object["m34"] = 0
    var withInfinity: [String: Any] = object
    withInfinity["m43"] = "inf"
    let lenient = JSONDecoder()
    lenient.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    do {
      _ = try lenient.decode(
        Transform3D.self, from: try JSONSerialization.data(withJSONObject: withInfinity))
      Issue.record("an overflowing entry decoded")
    } catch {
      #expect("\(error)".contains("m43"))
    }
  }

  @Test func descriptionListsTheRows() {
    #expect(
      Transform3D(translationX: 1, y: 2, z: 3).description
        == "[1.0 0.0 0.0 0.0; 0.0 1.0 0.0 0.0; 0.0 0.0 1.0 0.0; 1.0 2.0 3.0 1.0]")
  }

  @Suite struct Inverse {
    // References: scripts/references/transform3d.py (mpmath inverse at 50 digits).
    @Test func inversesMatchTheHighPrecisionReferences() throws {
      for (matrix, expected) in transform3DInverseReferences {
        let inverse = try #require(transform3D(matrix).inverse)
        #expect(normRelativeError(inverse, expected) <= 1e-14, "\(matrix)")
      }
    }

    @Test func aSingularMatrixComesBackUnchanged() {
      let flat = Transform3D(scaleX: 1, y: 1, z: 0).concatenating(.perspective(eyeDistance: 500))
      #expect(flat.inverse == nil)
      #expect(flat.inverted() == flat)
      var nearlySingular = transform3D([
        1, 2, 3, 4, 2, 4, 6, 8.000000000000002, 0, 1, 0, 0, 0, 0, 1, 1,
      ])
      #expect(nearlySingular.inverse == nil)
      nearlySingular.m24 = 9
      #expect(nearlySingular.inverse != nil)
    }

    @Test func entriesAnywhereInTheRangeInvert() throws {
      // Rows scaled by powers of two invert exactly: diag(2^1000, 2^-1000, 3, 1) plus perspective.
      var transform = Transform3D(scaleX: 0x1p1000, y: 0x1p-1000, z: 4).concatenating(
        .perspective(eyeDistance: 0x1p-10))
      transform.m14 = 0x1p990
      let inverse = try #require(transform.inverse)
      let product = transform.concatenating(inverse)
      #expect(product.isApproximatelyEqual(to: .identity, tolerance: 1e-15), "\(product)")
    }

    @Test func rowsScaledBeyondTheRangeInvertExactlyScaledBack() throws {
      // Rows multiplied by powers of two far apart (exact): the inverse's columns are divided by
      // them.
      var generator = Xoshiro256StarStar(seed: 12)
      for _ in 0..<100 {
        let base = randomComposedTransform3D(&generator)
        let factors: [Double] = [0x1p300, 0x1p-300, 0x1p150, 0x1p-400]
        var rows = entries(of: base)
        for index in rows.indices { rows[index] *= factors[index / 4] }
        let scaled = transform3D(rows)
        let inverse = try #require(scaled.inverse)
        // The inverse is the base's with its columns divided by the factors (a product with the
        // matrix would mix entries 2^700 apart).
        let expected = entries(of: try #require(base.inverse)).enumerated().map {
          $0.element / factors[$0.offset % 4]
        }
        for (actual, wanted) in zip(entries(of: inverse), expected) {
          #expect(abs(actual - wanted) <= 1e-12 * abs(wanted), "\(actual) vs \(wanted)")
        }
      }
    }

    @Test func randomProductsWithTheirInversesAreTheIdentity() {
      var generator = Xoshiro256StarStar(seed: 31)
      for _ in 0..<500 {
        let transform = randomTransform3D(&generator)
        guard let inverse = transform.inverse else { continue }
        let product = transform.concatenating(inverse)
        // Condition numbers of these matrices stay below ~1e4.
        #expect(product.isApproximatelyEqual(to: .identity, tolerance: 1e-10), "\(transform)")
      }
    }

    @Test func affineTransformsInvertAsTheir2DForms() throws {
      let affine = AffineTransform2D(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: 6)
      let inverse = try #require(Transform3D(affine).inverse)
      #expect(inverse.affineTransform == affine.inverse)
    }
  }

  /// Entries across the whole double range: nothing the initializers accept traps or gives NaN.
  @Suite struct RangeSweep {
    /// A transform whose entries have random signs and magnitudes 10^u, u uniform in ±300, some
    /// of them 0 and some subnormal.
    static func extremeTransform(_ generator: inout Xoshiro256StarStar) -> Transform3D {
      transform3D(
        (0..<16).map { _ in
          switch Int.random(in: 0..<10, using: &generator) {
          case 0: return 0
          case 1:
            return Double.leastNonzeroMagnitude * Double.random(in: 1...1e6, using: &generator)
          case 2:
            let magnitude =
              Double.greatestFiniteMagnitude * Double.random(in: 0.5...1, using: &generator)
            return Bool.random(using: &generator) ? magnitude : -magnitude
          default:
            let magnitude = pow(10, Double.random(in: -308...308, using: &generator))
            return Bool.random(using: &generator) ? magnitude : -magnitude
          }
        })
    }

    @Test func extremeEntriesNeverGiveNaN() {
      var generator = Xoshiro256StarStar(seed: 99)
      for _ in 0..<3000 {
        let (a, b) = (Self.extremeTransform(&generator), Self.extremeTransform(&generator))
        #expect(a.inverted().isFinite, "\(a)")
        for progress in [0.0, 0.3, 0.5, 1] {
          let css = Transform3D.interpolateCSS(from: a, to: b, progress: progress)
          let ca = Transform3D.interpolate(from: a, to: b, progress: progress)
          #expect(!entries(of: css).contains { $0.isNaN }, "\(a) → \(b) at \(progress)")
          #expect(!entries(of: ca).contains { $0.isNaN }, "\(a) → \(b) at \(progress)")
        }
        if let decomposition = a.cssDecomposition {
          // A decomposition that exists recomposes without NaN.
          let parts = [decomposition.translation, decomposition.scale, decomposition.skew]
          #expect(parts.allSatisfy { ($0 * 0).sum() == 0 })
        }
        let quad = ProjectedQuad(
          Rect2D(x: -1e300, y: 1e-300, width: 1e300, height: 5), transform: a)
        #expect(!quad.visiblePolygon.contains { $0.x.isNaN || $0.y.isNaN }, "\(a)")
        _ = quad.boundingBox
        _ = quad.contains(.zero)
        for point in [
          Point2D(x: 1e308, y: -1e308), Point2D(x: Double.leastNonzeroMagnitude, y: 0),
          Point2D(x: 1, y: 2),
        ] {
          if let projected = a.projection(of: point) {
            #expect(!projected.x.isNaN && !projected.y.isNaN, "\(a) \(point)")
          }
        }
      }
    }
  }

  /// The rotation and perspective factories have throwing twins that name the parameter: the
  /// finite-angle rule of `rotate3d()` and a perspective distance > 0 (CSS: `perspective()`
  /// takes a non-negative length; Core Animation's m34 = −1/d needs d > 0).
  @Test func factoryValidatorsNameTheParameter() {
    #expect { try Transform3D.validate(rotationAngle: .nan, x: 0, y: 0, z: 1) } throws: {
      "\($0)" == "Transform3D: rotationAngle must be finite, got nan"
    }
    #expect { try Transform3D.validate(rotationAngle: 1, x: 0, y: .infinity, z: 1) } throws: {
      "\($0)" == "Transform3D: y must be finite, got inf"
    }
    #expect(throws: Never.self) { try Transform3D.validate(rotationAngle: 1, x: 0, y: 0, z: 0) }
    #expect { try Transform3D.validate(eyeDistance: 0) } throws: {
      "\($0)" == "Transform3D: eyeDistance must be > 0, got 0.0"
    }
    #expect(throws: Never.self) { try Transform3D.validate(eyeDistance: .infinity) }
    #expect { try Rotation3D.validate(angle: 1, x: .nan, y: 0, z: 1) } throws: {
      "\($0)" == "Rotation3D: x must be finite, got nan"
    }
  }
}

extension Transform3DTests.RangeSweep {
  /// Worked by hand: the rows (1e150, 1e150, 0, 0), (0, 1, 0, −1e160), (0, 0, 1, 0),
  /// (0, 0, 0, 1) decompose into an affine part with rows (1e150, 1e150, 0), (0, 1, 0) and the
  /// perspective column p = (1e160, −1e160, 0, 1) (1e150·p.x + 1e150·p.y = 0, p.y = −1e160).
  /// Recomposing multiplies them back: m14 = 1e150·1e160 − 1e150·1e160, whose terms overflow
  /// and met as ∞ − ∞ = NaN. Interpolating a matrix with itself gives the matrix (the
  /// decompositions mix to themselves), within the round trip's accuracy: 1e-12 of the largest
  /// entry, and in the perspective column 1e-12 of |row|·|p| ≈ 2e310 (the rows' rounding,
  /// ~1e-16 relative, is multiplied by p there: m14 comes out near −5e294, not 0).
  @Test func recomposingTermsBeyondTheRangeCancelAsWithAnUnboundedExponent() {
    let matrix = transform3D([1e150, 1e150, 0, 0, 0, 1, 0, -1e160, 0, 0, 1, 0, 0, 0, 0, 1])
    for middle in [
      Transform3D.interpolate(from: matrix, to: matrix, progress: 0.5),
      Transform3D.interpolateCSS(from: matrix, to: matrix, progress: 0.5),
    ] {
      let difference = zip(entries(of: middle), entries(of: matrix)).map { abs($0 - $1) }
      let tolerances = (0..<16).map { $0 % 4 == 3 ? 1e-12 * 2e155 * 1e155 : 1e-12 * 1e160 }
      #expect(zip(difference, tolerances).allSatisfy { $0 <= $1 }, "\(middle)")
    }
  }
}
