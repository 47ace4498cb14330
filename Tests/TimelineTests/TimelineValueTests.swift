import Affine
import Testing
import Timeline

/// The lanes of each value type: what a value writes is what it is made of again, in the
/// documented order, and a transform's target rotation is aligned to the shorter arc.
struct TimelineValueTests {
  func lanes<Value: TimelineValue>(of value: Value) -> [Double] {
    var lanes = [Double](repeating: .nan, count: Value.timelineLaneCount)
    lanes.withUnsafeMutableBufferPointer { value.writeTimelineLanes(into: $0) }
    return lanes
  }

  func roundTrip<Value: TimelineValue>(_ value: Value) -> Value {
    Value(timelineOutputs: [-1] + lanes(of: value) + [-2], startingAt: 1)
  }

  @Test func coordinatesAreTheirLanes() {
    #expect(lanes(of: 3.5) == [3.5])
    #expect(lanes(of: SIMD2(1.0, 2)) == [1, 2])
    #expect(lanes(of: SIMD3(1.0, 2, 3)) == [1, 2, 3])
    #expect(lanes(of: SIMD4(1.0, 2, 3, 4)) == [1, 2, 3, 4])
    #expect(lanes(of: Point2D(x: 1, y: 2)) == [1, 2])
    #expect(lanes(of: Vector2D(dx: 1, dy: 2)) == [1, 2])
    #expect(lanes(of: Size2D(width: 1, height: 2)) == [1, 2])
    #expect(lanes(of: Point3D(x: 1, y: 2, z: 3)) == [1, 2, 3])
    #expect(lanes(of: Rect2D(x: 1, y: 2, width: 3, height: 4)) == [1, 2, 3, 4])
    #expect(
      roundTrip(SIMD4(1.0, -2, 3, .leastNonzeroMagnitude))
        == SIMD4(1.0, -2, 3, .leastNonzeroMagnitude))
    #expect(
      roundTrip(Rect2D(x: 1, y: 2, width: 3, height: 4)) == Rect2D(x: 1, y: 2, width: 3, height: 4))
    #expect(roundTrip(Point3D(x: 1e308, y: -1e-308, z: 0)) == Point3D(x: 1e308, y: -1e-308, z: 0))
  }

  /// A transform's lanes are its Core Animation components (scale, shear, rotation,
  /// translation), and they make it again to rounding.
  @Test func aTransformIsItsComponents() {
    let transform = AffineTransform2D(rotationAngle: 0.7).scaledBy(x: 0.85, y: 1.5)
      .translatedBy(x: 20, y: -40)
    let parts = transform.components
    #expect(
      lanes(of: transform) == [
        parts.scale.width, parts.scale.height, parts.horizontalShear, parts.rotation,
        parts.translation.dx, parts.translation.dy,
      ])
    let made = roundTrip(transform)
    for (entry, expected) in zip(
      [made.a, made.b, made.c, made.d, made.tx, made.ty],
      [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    {
      #expect(abs(entry - expected) <= 1e-14 * 40)
    }
  }

  /// A 3D transform is its decomposition with its orientation as its own base and no turn,
  /// and it is made again from them to rounding.
  @Test func aTransform3DIsItsDecomposition() throws {
    let transform = Transform3D(rotationAngle: 2.9, x: 0, y: 1, z: 0).scaledBy(
      x: 0.85, y: 0.85, z: 1
    )
    .translatedBy(x: 20, y: 0, z: -40).concatenating(.perspective(eyeDistance: 500))
    let parts = try #require(transform.cssDecomposition)
    let written = lanes(of: transform)
    #expect(
      Array(written[0..<3]) == [parts.translation.x, parts.translation.y, parts.translation.z])
    #expect(
      Array(written[13..<17]) == [
        parts.quaternion.x, parts.quaternion.y, parts.quaternion.z, parts.quaternion.w,
      ])
    #expect(Array(written[17..<20]) == [0, 0, 0])
    // The decomposition describes the matrix divided by m44, the same projective map.
    let made = roundTrip(transform)
    for (entry, expected) in zip(
      [made.m11, made.m13, made.m31, made.m34, made.m41, made.m43, made.m44],
      [
        transform.m11, transform.m13, transform.m31, transform.m34, transform.m41, transform.m43,
        transform.m44,
      ])
    {
      #expect(abs(entry - expected / transform.m44) <= 1e-14 * 40)
    }
  }

  /// Core Animation turns along the shorter arc: a target rotation more than half a turn from
  /// the start's moves by whole turns (350° from 0° becomes −10°); within half a turn, and at
  /// exactly half a turn, it is left as it is.
  @Test func aTransformTargetTakesTheShorterArc() {
    func aligned(_ target: Double, near start: Double) -> Double {
      var lanes = [1, 1, 0, target, 0, 0.0]
      let reference = [1, 1, 0, start, 0, 0.0]
      lanes.withUnsafeMutableBufferPointer { lanes in
        reference.withUnsafeBufferPointer {
          AffineTransform2D.alignTimelineLanes(lanes, near: $0)
        }
      }
      return lanes[3]
    }
    let degree = Double.pi / 180
    #expect(abs(aligned(350 * degree, near: 0) - -10 * degree) < 1e-15)
    #expect(abs(aligned(-170 * degree, near: 170 * degree) - 190 * degree) < 1e-14)
    #expect(abs(aligned(0.5, near: 3 * Double.pi) - (0.5 + 2 * Double.pi)) < 1e-15)
    #expect(aligned(Double.pi, near: 0) == Double.pi)
    #expect(aligned(1, near: 0.2) == 1)
    // Coordinates are never moved.
    var point = [400.0, 0]
    point.withUnsafeMutableBufferPointer { lanes in
      [0.0, 0].withUnsafeBufferPointer { Point2D.alignTimelineLanes(lanes, near: $0) }
    }
    #expect(point == [400, 0])
  }

  /// Reading past the buffer, a transform whose x axis is longer than the largest double (its
  /// scale is not finite) and a singular 3D transform (no decomposition) stop with a message.
  @Test func badLanesStop() async {
    await #expect(processExitsWith: .failure) {
      _ = Point2D(timelineOutputs: [1, 2], startingAt: 1)
    }
    await #expect(processExitsWith: .failure) {
      var lanes = [Double](repeating: 0, count: 6)
      lanes.withUnsafeMutableBufferPointer {
        AffineTransform2D(a: 1.5e308, b: 1.5e308, c: 0, d: 1, tx: 0, ty: 0)
          .writeTimelineLanes(into: $0)
      }
    }
    await #expect(processExitsWith: .failure) {
      var lanes = [Double](repeating: 0, count: 20)
      lanes.withUnsafeMutableBufferPointer {
        Transform3D(scaleX: 0, y: 1, z: 1).writeTimelineLanes(into: $0)
      }
    }
  }
}
