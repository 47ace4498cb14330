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

  /// Reading past the buffer, and a transform whose x axis is longer than the largest double
  /// (its scale is not finite), stop with a message.
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
  }
}
