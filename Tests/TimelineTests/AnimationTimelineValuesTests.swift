import Affine
import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing
import Timeline

/// Values of several lanes on a timeline: each lane is the value type's own trajectory at the
/// same elapsed time (bit for bit where the lanes run the same arithmetic), every lane lands
/// exactly on the target's, and the handle names the whole value.
struct AnimationTimelineValuesTests {
  /// The lanes of `Value` an advance wrote from output `output`.
  func read<Value: TimelineValue>(_ type: Value.Type, _ values: [Double], _ output: Int) -> Value {
    Value(timelineOutputs: values, startingAt: output)
  }

  /// A flung card: a spring of a point with a velocity across the line of travel. Every frame
  /// at 120 Hz equals `SpringMotion<Point2D>` lane by lane to rounding of the range; once the
  /// point is at rest the handle completes once, exactly at the target, and the last step is
  /// within the tolerance (no visible jump).
  @Test func aSpringOfAPointIsTheVectorSpring() throws {
    var timeline = AnimationTimeline()
    let motion = SpringMotion(
      from: Point2D(x: 0, y: 0), to: Point2D(x: 300, y: 120),
      spring: DampedSpring(response: 0.6, dampingRatio: 0.49),
      initialVelocity: Point2D(x: 0, y: -900))
    let start = 86_400.25
    let handle = timeline.add(motion, atTime: start, output: 2)
    #expect(timeline.count == 1)
    #expect(timeline.outputSlots == 4)
    #expect(timeline.handles == [handle])
    var values = [Double](repeating: 0, count: 4)
    var previous = motion.start
    var frame = 0
    while timeline.completions.isEmpty {
      frame += 1
      let time = start + Double(frame) / 120
      timeline.advance(to: time, into: &values)
      let point = read(Point2D.self, values, 2)
      if timeline.completions.isEmpty {
        // Each lane is the vector spring's, or — once that lane is at rest, within its share
        // of the tolerance — exactly the target's, with no velocity.
        let expected = motion.value(atElapsed: time - start)
        let expectedSpeed = motion.velocity(atElapsed: time - start)
        let read = try timeline.value(of: handle, as: Point2D.self, atTime: time)
        let speed = try timeline.velocity(of: handle, as: Point2D.self, atTime: time)
        #expect(read == point)
        for (lane, (value, target)) in [(point.x, 300.0), (point.y, 120)].enumerated() {
          let reference = lane == 0 ? expected.x : expected.y
          let referenceSpeed = lane == 0 ? expectedSpeed.x : expectedSpeed.y
          let laneSpeed = lane == 0 ? speed.x : speed.y
          if value == target && laneSpeed == 0 {
            #expect(abs(reference - target) <= motion.tolerance.displacement, "frame \(frame)")
            #expect(abs(referenceSpeed) <= motion.tolerance.velocity, "frame \(frame)")
          } else {
            expectClose(value, reference, absolute: 1e-12 * 300, "frame \(frame)")
            expectClose(laneSpeed, referenceSpeed, absolute: 1e-12 * 900, "frame \(frame)")
          }
        }
      } else {
        // Every lane within its share of the tolerance: the point is within the whole.
        #expect(motion.isComplete(atElapsed: time - start))
        #expect(point == motion.target)
        #expect(
          (point - previous).squaredMagnitude.squareRoot() <= 2 * motion.tolerance.displacement)
      }
      previous = point
      #expect(frame < 1000)
    }
    #expect(timeline.completions == [.init(handle: handle, reason: .finished, output: 2)])
    #expect(timeline.count == 0)
    #expect(throws: TimelineError(kind: .staleHandle, handle: handle)) {
      try timeline.value(of: handle, as: Point2D.self, atTime: start)
    }
    #expect(timeline.handles.isEmpty)
  }

  /// A frame tweened along ease-out: every lane is the tween of the rect's own arithmetic, bit
  /// for bit, and the handle completes when the tween ends.
  @Test func aTweenOfARectIsTheRectTweenExactly() {
    var timeline = AnimationTimeline()
    let tween = Tween(
      from: Rect2D(x: 20, y: 400, width: 100, height: 140),
      to: Rect2D(x: 0, y: 0, width: 390, height: 844), duration: 0.35, curve: CubicBezier.easeOut)
    let handle = timeline.add(tween, atTime: 3, output: 0)
    var values = [Double](repeating: 0, count: 4)
    for frame in 0...60 {
      let time = 3 + Double(frame) / 120
      timeline.advance(to: time, into: &values)
      #expect(read(Rect2D.self, values, 0) == tween.value(atElapsed: time - 3), "frame \(frame)")
      #expect(timeline.count == (time - 3 < 0.35 ? 1 : 0), "frame \(frame)")
      if frame == 42 { #expect(timeline.completions.map(\.handle) == [handle]) }
    }
  }

  /// A flung point decays as `DecayMotion<Point2D>` does, bit for bit, and every lane rests in
  /// the same frame, when the point's speed does.
  @Test func aDecayOfAPointRestsAsAWhole() {
    var timeline = AnimationTimeline()
    let motion = DecayMotion(
      from: Point2D(x: 10, y: 10), initialVelocity: Point2D(x: 1500, y: -40))
    timeline.add(motion, atTime: 0, output: 0)
    var values = [0.0, 0]
    let rest = try! #require(motion.completionTime)
    var frame = 0
    repeat {
      frame += 1
      let time = Double(frame) / 60
      timeline.advance(to: time, into: &values)
      if time < rest {
        #expect(read(Point2D.self, values, 0) == motion.value(atElapsed: time), "frame \(frame)")
        #expect(timeline.completions.isEmpty)
      } else {
        #expect(read(Point2D.self, values, 0) == motion.target)
        #expect(timeline.completions.count == 1)
      }
    } while timeline.count > 0
  }

  /// Rotate-in about the top-left corner: a tween of a transform is Core Animation's
  /// interpolation of the two transforms at the curve's progress (its components linear, the
  /// rotation along the shorter arc), and ends on the target's components.
  @Test func aTweenOfATransformIsCoreAnimationsInterpolation() throws {
    var timeline = AnimationTimeline()
    let bounds = Rect2D(x: 0, y: 0, width: 390, height: 844)
    let start = AffineTransform2D(rotationAngle: -Double.pi / 2)
      .concatenating(AffineTransform2D(translationX: 0, y: bounds.height))
    let end = AffineTransform2D.identity
    let curve = CubicBezier.easeInOut
    let handle = timeline.add(
      from: start, to: end, duration: 0.5, curve: curve, atTime: 1, output: 0)
    var values = [Double](repeating: 0, count: 6)
    for frame in 1..<60 {
      let time = 1 + Double(frame) / 120
      timeline.advance(to: time, into: &values)
      let made = read(AffineTransform2D.self, values, 0)
      let expected = AffineTransform2D.interpolate(
        from: start, to: end, progress: curve.value(at: (time - 1) / 0.5))
      for (entry, reference) in zip(
        [made.a, made.b, made.c, made.d, made.tx, made.ty],
        [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty])
      {
        expectClose(entry, reference, absolute: 1e-12 * 844, "frame \(frame)")
      }
    }
    timeline.advance(to: 2, into: &values)
    #expect(values == [1, 1, 0, 0, 0, 0])
    #expect(timeline.completions.map(\.handle) == [handle])
  }

  /// From 170° to −170° the turn goes through 180° (the shorter arc), as Core Animation
  /// turns: half-way the rotation is half a turn, not 0°.
  @Test func aTransformTurnsAlongTheShorterArc() {
    var timeline = AnimationTimeline()
    let degree = Double.pi / 180
    timeline.add(
      from: AffineTransform2D(rotationAngle: 170 * degree),
      to: AffineTransform2D(rotationAngle: -170 * degree), duration: 1,
      curve: TimingFunction.linear, atTime: 0, output: 0)
    var values = [Double](repeating: 0, count: 6)
    timeline.advance(to: 0.5, into: &values)
    expectClose(values[3], 180 * degree, absolute: 1e-14)
    timeline.advance(to: 1, into: &values)
    expectClose(values[3], 190 * degree, absolute: 1e-14)
  }

  /// A spring of a transform moves its components by the spring's progress:
  /// interpolate(start, end, 1 − x(t)/x0) for the spring's displacement x from rest.
  @Test func aSpringOfATransformMovesItsComponentsTogether() {
    var timeline = AnimationTimeline()
    let start = AffineTransform2D(scaleX: 0.85, y: 0.85).translatedBy(x: 0, y: 200)
    let spring = DampedSpring(response: 0.6, dampingRatio: 0.49)
    timeline.add(from: start, to: .identity, spring: spring, atTime: 0, output: 1)
    let progress = SpringMotion(from: 0.0, to: 1, spring: spring)
    var values = [Double](repeating: 0, count: 7)
    for frame in 1...60 {
      let time = Double(frame) / 120
      timeline.advance(to: time, into: &values)
      let made = read(AffineTransform2D.self, values, 1)
      let expected = AffineTransform2D.interpolate(
        from: start, to: .identity, progress: progress.value(atElapsed: time))
      expectClose(made.a, expected.a, absolute: 1e-12, "frame \(frame)")
      expectClose(made.ty, expected.ty, absolute: 1e-12 * 200, "frame \(frame)")
    }
  }

  /// The entries of a 3D transform, for comparing.
  func entries(_ m: Transform3D) -> [Double] {
    [
      m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34,
      m.m41, m.m42, m.m43, m.m44,
    ]
  }

  /// A card flip in perspective: a tween of a 3D transform is Core Animation's 3D
  /// interpolation at the curve's progress (parts linear, the orientation by the quaternion
  /// slerp along the shorter arc), and a spring of it the same at the spring's progress.
  @Test func aTransform3DIsCoreAnimationsInterpolation() {
    let perspective = Transform3D.perspective(eyeDistance: 500)
    let front = Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0).concatenating(perspective)
    let back = Transform3D(rotationAngle: 2.9, x: 0, y: 1, z: 0).scaledBy(x: 0.85, y: 0.85, z: 1)
      .translatedBy(x: 20, y: 0, z: -40).concatenating(perspective)
    var timeline = AnimationTimeline()
    let curve = CubicBezier.easeInOut
    timeline.add(from: front, to: back, duration: 0.6, curve: curve, atTime: 0, output: 0)
    let spring = DampedSpring(response: 0.5, dampingRatio: 0.7)
    timeline.add(from: front, to: back, spring: spring, atTime: 0, output: 20)
    // 2.5 rad about y to −2.5 rad: the shorter way is 1.28 rad through the back, not 5 rad.
    let left = Transform3D(rotationAngle: 2.5, x: 0, y: 1, z: 0).concatenating(perspective)
    let right = Transform3D(rotationAngle: -2.5, x: 0, y: 1, z: 0).concatenating(perspective)
    timeline.add(from: left, to: right, duration: 0.6, curve: curve, atTime: 0, output: 40)
    let progress = SpringMotion(from: 0.0, to: 1, spring: spring)
    var values = [Double](repeating: 0, count: 60)
    for frame in 1..<72 {
      let time = Double(frame) / 120
      timeline.advance(to: time, into: &values)
      let eased = curve.value(at: min(time / 0.6, 1))
      for (output, p, start, end) in [
        (0, eased, front, back), (20, progress.value(atElapsed: time), front, back),
        (40, eased, left, right),
      ] {
        let made = entries(read(Transform3D.self, values, output))
        let expected = entries(Transform3D.interpolate(from: start, to: end, progress: p))
        for (entry, reference) in zip(made, expected) {
          expectClose(entry, reference, absolute: 1e-12 * 40, "output \(output), frame \(frame)")
        }
      }
    }
  }

  /// An orientation as a quaternion: a tween is the slerp along the shorter arc at the curve's
  /// progress (2.5 rad to −2.5 rad about y passes through the back, 1.28 rad, not 5), a spring
  /// the same at the spring's progress, and both land exactly on the target's rotation. Each
  /// lane of the spring rests on its own within the lane tolerance (`RestTolerance.unit`'s
  /// 0.001 over √7 lanes, radians for the rotation vector), so the orientation is checked to
  /// rounding for the first half second, before any lane nears rest, and within 0.001 rad of
  /// the exact slerp after.
  @Test func aQuaternionIsTheShorterSlerp() {
    let start = Quaternion(angle: 2.5, x: 0, y: 1, z: 0)
    let end = Quaternion(angle: -2.5, x: 0, y: 1, z: 0)
    let tilted = Quaternion(angle: 0.9, x: 1, y: -1, z: 0.3)
    var timeline = AnimationTimeline()
    let curve = CubicBezier.easeInOut
    timeline.add(from: start, to: end, duration: 0.6, curve: curve, atTime: 0, output: 0)
    let spring = DampedSpring(response: 0.5, dampingRatio: 0.7)
    timeline.add(from: start, to: tilted, spring: spring, atTime: 0, output: 7)
    let progress = SpringMotion(from: 0.0, to: 1, spring: spring)
    var values = [Double](repeating: 0, count: 14)
    for frame in 1..<72 {
      let time = Double(frame) / 120
      timeline.advance(to: time, into: &values)
      for (output, p, target) in [
        (0, curve.value(at: min(time / 0.6, 1)), end), (7, progress.value(atElapsed: time), tilted),
      ] {
        let made = read(Quaternion.self, values, output)
        let expected = Quaternion.slerp(from: start, to: target, progress: p, arc: .shorter)
        let tolerance = time < 0.5 ? 1e-13 : 1e-3
        #expect(made.angle(to: expected) <= tolerance, "output \(output), frame \(frame)")
      }
    }
    let midway = Quaternion.slerp(from: start, to: end, progress: 0.5, arc: .shorter)
    expectClose(start.angle(to: midway), (2 * Double.pi - 5) / 2, absolute: 1e-14)
    timeline.advance(to: 10, into: &values)
    #expect(read(Quaternion.self, values, 0).angle(to: end) <= 1e-15)
    #expect(read(Quaternion.self, values, 7).angle(to: tilted) <= 1e-15)
  }

  /// A 3D transform retargeted mid-flight is continuous and lands on the new target.
  @Test func aTransform3DRetargetsContinuously() throws {
    let perspective = Transform3D.perspective(eyeDistance: 500)
    let flat = perspective
    let flipped = Transform3D(rotationAngle: 2.5, x: 0, y: 1, z: 0).concatenating(perspective)
    let tilted = Transform3D(rotationAngle: -0.8, x: 1, y: 1, z: 0).concatenating(perspective)
    var timeline = AnimationTimeline()
    let handle = timeline.add(
      from: flat, to: flipped, spring: .smooth(), atTime: 0, output: 0)
    var values = [Double](repeating: 0, count: 20)
    timeline.advance(to: 0.2, into: &values)
    let before = entries(read(Transform3D.self, values, 0))
    try timeline.retarget(
      handle, to: tilted, atTime: 0.2, policy: .carryingVelocity(into: .bouncy()))
    timeline.advance(to: 0.2, into: &values)
    for (entry, reference) in zip(entries(read(Transform3D.self, values, 0)), before) {
      expectClose(entry, reference, absolute: 1e-12)
    }
    timeline.advance(to: 10, into: &values)
    #expect(timeline.completions.map(\.handle) == [handle])
    for (entry, reference) in zip(entries(read(Transform3D.self, values, 0)), entries(tilted)) {
      expectClose(entry, reference, absolute: 1e-15)
    }
  }

  /// Retargeting a point carries each lane's value and velocity into the new spring
  /// (continuous at the switch), a lane that had come to rest starts again, and the point
  /// lands exactly on the new target.
  @Test func retargetingAPointCarriesItsVelocity() throws {
    var timeline = AnimationTimeline()
    let handle = timeline.add(
      SpringMotion(from: Point2D(x: 0, y: 50), to: Point2D(x: 320, y: 50), spring: .snappy()),
      atTime: 0, output: 0)
    var values = [0.0, 0]
    timeline.advance(to: 0.1, into: &values)  // y, still from the start, rests at once
    let before = try timeline.value(of: handle, as: Point2D.self, atTime: 0.1)
    let speed = try timeline.velocity(of: handle, as: Point2D.self, atTime: 0.1)
    #expect(before.y == 50 && speed.y == 0)
    try timeline.retarget(
      handle, to: Point2D(x: -100, y: 400), atTime: 0.1, policy: .carryingVelocity(into: .bouncy()))
    let after = try timeline.value(of: handle, as: Point2D.self, atTime: 0.1)
    let afterSpeed = try timeline.velocity(of: handle, as: Point2D.self, atTime: 0.1)
    expectClose(after.x, before.x, absolute: 1e-12 * 320)
    expectClose(afterSpeed.x, speed.x, absolute: 1e-12 * 3000)
    timeline.advance(to: 0.2, into: &values)
    #expect(values[1] > 50)
    timeline.advance(to: 10, into: &values)
    #expect(values == [-100, 400])
    #expect(timeline.completions.map(\.handle) == [handle])
  }

  /// The other policies on a point: additive keeps it continuous and lands on the target;
  /// a rescaled restart gives every lane one duration (the distance left over the whole,
  /// measured on the point), so the lanes finish together; reversing retraces to the start.
  @Test func everyPolicyWorksOnEveryLane() throws {
    let tween = Tween(
      from: Point2D(x: 0, y: 0), to: Point2D(x: 300, y: 100), duration: 0.4,
      curve: CubicBezier.easeInOut)
    var values = [0.0, 0]

    var additive = AnimationTimeline()
    let sliding = additive.add(tween, atTime: 0, output: 0)
    additive.advance(to: 0.1, into: &values)
    let before = values
    try additive.retarget(
      sliding, to: Point2D(x: -50, y: 20), atTime: 0.1,
      policy: .additive(duration: 0.3, curve: CubicBezier.easeInOut))
    additive.advance(to: 0.1, into: &values)
    expectClose(values[0], before[0], absolute: 1e-12 * 300)
    expectClose(values[1], before[1], absolute: 1e-12 * 300)
    additive.advance(to: 1, into: &values)
    #expect(values == [-50, 20])

    var rescaled = AnimationTimeline()
    let restarted = rescaled.add(tween, atTime: 0, output: 0)
    rescaled.advance(to: 0.2, into: &values)  // half-way in time: (150, 50) by symmetry
    try rescaled.retarget(
      restarted, to: Point2D(x: 150, y: 0), atTime: 0.2, policy: .rescaledRestart)
    // The distance left, |(0, 50)|, over the whole, |(300, 100)|, is 0.158…: a 0.0632 s
    // restart for both lanes, though x has nowhere left to go.
    rescaled.advance(to: 0.262, into: &values)
    #expect(rescaled.completions.isEmpty)
    #expect(values[1] > 0)
    rescaled.advance(to: 0.265, into: &values)
    #expect(values == [150, 0])
    #expect(rescaled.completions.map(\.handle) == [restarted])

    var reversed = AnimationTimeline()
    let playing = reversed.add(tween, atTime: 0, output: 0)
    reversed.advance(to: 0.16, into: &values)
    let point = values
    try reversed.reverse(playing, atTime: 0.16)
    reversed.advance(to: 0.24, into: &values)
    let mirrored = tween.value(atElapsed: 0.08)
    #expect(values[0] < point[0])
    expectClose(values[0], mirrored.x, absolute: 1e-12 * 300)
    expectClose(values[1], mirrored.y, absolute: 1e-12 * 300)
    reversed.advance(to: 1, into: &values)
    #expect(values == [0, 0])
    #expect(reversed.completions.map(\.handle) == [playing])

    // A spring of a point has no curve to rescale: refused, nothing changed.
    var springs = AnimationTimeline()
    let spring = springs.add(
      SpringMotion(from: Point2D(x: 0, y: 0), to: Point2D(x: 1, y: 1), spring: .smooth()),
      atTime: 0, output: 0)
    #expect(throws: TimelineError(kind: .unsupported, handle: spring)) {
      try springs.retarget(spring, to: Point2D(x: 2, y: 2), atTime: 0.1, policy: .rescaledRestart)
    }
    #expect(throws: TimelineError(kind: .unsupported, handle: spring)) {
      try springs.reverse(spring, atTime: 0.1)
    }
    #expect(try springs.value(of: spring, as: Point2D.self, atTime: 10) == Point2D(x: 1, y: 1))
  }

  /// Pausing holds every lane, resuming goes on with the elapsed time it had, seeking moves
  /// every lane, and removing reports the value once, with its handle, and frees its lanes
  /// without disturbing another animation.
  @Test func aValueIsPausedSoughtAndRemovedAsOne() throws {
    var timeline = AnimationTimeline()
    let tween = Tween(
      from: SIMD3(0.0, 0, 0), to: SIMD3(1.0, 2, 3), duration: 1, curve: TimingFunction.linear)
    let handle = timeline.add(tween, atTime: 0, output: 0)
    let other = timeline.add(
      Tween(from: 0.0, to: 1, duration: 10, curve: TimingFunction.linear), atTime: 0, output: 3)
    var values = [Double](repeating: 0, count: 4)
    #expect(timeline.count == 2)
    try timeline.pause(handle, atTime: 0.25)
    #expect(try timeline.isPaused(handle))
    timeline.advance(to: 0.75, into: &values)
    #expect(Array(values[0..<3]) == [0.25, 0.5, 0.75])
    try timeline.resume(handle, atTime: 0.75)
    #expect(try !timeline.isPaused(handle))
    timeline.advance(to: 1, into: &values)
    #expect(Array(values[0..<3]) == [0.5, 1, 1.5])
    try timeline.seek(handle, toElapsed: 0.9, atTime: 1)
    timeline.advance(to: 1, into: &values)
    expectClose(values[2], 2.7, absolute: 1e-15)
    #expect(timeline.count == 2)
    try timeline.remove(handle)
    #expect(timeline.count == 1)
    #expect(timeline.handles == [other])
    timeline.advance(to: 1.05, into: &values)
    #expect(timeline.completions.contains(.init(handle: handle, reason: .removed, output: 0)))
    #expect(throws: TimelineError(kind: .staleHandle, handle: handle)) {
      try timeline.remove(handle)
    }
    // New animations reuse the freed lanes' slots; the old handle names none of them.
    let reused = timeline.add(
      Tween(from: SIMD2(0.0, 0), to: SIMD2(1.0, 1), duration: 1, curve: TimingFunction.linear),
      atTime: 1, output: 0)
    #expect(reused != handle)
    #expect(throws: TimelineError(kind: .staleHandle, handle: handle)) {
      try timeline.value(of: handle, as: SIMD3<Double>.self, atTime: 1)
    }
  }

  /// A handle read as a value of another number of lanes is refused, as is a value's handle
  /// read or retargeted as a number; a number's handle reads as a `Double` value.
  @Test func theValueTypeMustFit() throws {
    var timeline = AnimationTimeline()
    let point = timeline.add(
      SpringMotion(from: Point2D(x: 0, y: 0), to: Point2D(x: 1, y: 1), spring: .smooth()),
      atTime: 0, output: 0)
    let number = timeline.add(
      SpringMotion(from: 0.0, to: 1, spring: .smooth()), atTime: 0, output: 2)
    #expect(throws: TimelineError(kind: .wrongValueType, handle: point)) {
      try timeline.value(of: point, atTime: 0)
    }
    #expect(throws: TimelineError(kind: .wrongValueType, handle: point)) {
      try timeline.velocity(of: point, atTime: 0)
    }
    #expect(throws: TimelineError(kind: .wrongValueType, handle: point)) {
      try timeline.retarget(point, to: 1, atTime: 0, policy: .carryingVelocity(into: .smooth()))
    }
    #expect(throws: TimelineError(kind: .wrongValueType, handle: point)) {
      try timeline.value(of: point, as: Rect2D.self, atTime: 0)
    }
    #expect(throws: TimelineError(kind: .wrongValueType, handle: number)) {
      try timeline.value(of: number, as: Point2D.self, atTime: 0)
    }
    #expect(try timeline.value(of: number, as: Double.self, atTime: 0) == 0)
    #expect(
      try timeline.value(of: point, as: Size2D.self, atTime: 0) == Size2D(width: 0, height: 0))
  }

  /// A keyframe animation of points takes the slower path, each lane its own share of the
  /// whole, and completes at its end.
  @Test func otherTrajectoriesOfPointsRunWhole() {
    var timeline = AnimationTimeline()
    let animation = KeyframeAnimation(
      keyframes: KeyframeCurve(
        values: [Point2D(x: 0, y: 0), Point2D(x: 100, y: 40), Point2D(x: 60, y: 90)],
        keyTimes: [0, 0.4, 1]),
      duration: 0.6)
    timeline.add(animation, atTime: 0, output: 0)
    var values = [0.0, 0]
    for frame in 0..<36 {
      let time = Double(frame) / 60
      timeline.advance(to: time, into: &values)
      #expect(read(Point2D.self, values, 0) == animation.value(atElapsed: time), "frame \(frame)")
    }
    timeline.advance(to: 0.6, into: &values)
    #expect(values == [60, 90])
    #expect(timeline.count == 0)
  }

  /// Travel along a path on a timeline: Core Animation's path keyframes around a circle twice,
  /// every frame the trajectory's placement, the heading 4π further at the end; interrupted,
  /// the traveller turns the shorter way to its new heading (0 is re-expressed as 4π, within
  /// half a turn of the heading at the switch, ≈ 4.5π − π/4).
  @Test func travelAlongAPathRunsWholeAndTurnsTheShorterWay() throws {
    let twice = MeasuredPath(
      BezierPath(
        try PathData(
          svg: "M 100 0 A 100 100 0 0 1 -100 0 A 100 100 0 0 1 100 0"
            + " A 100 100 0 0 1 -100 0 A 100 100 0 0 1 100 0")))
    let orbit = PathKeyframeAnimation(
      along: twice, duration: 1, calculationMode: .paced, rotationMode: .auto)
    var timeline = AnimationTimeline()
    let handle = timeline.add(orbit, atTime: 10, output: 0)
    var values = [0.0, 0, 0]
    for frame in 0..<60 {
      let elapsed = Double(frame) / 60
      timeline.advance(to: 10 + elapsed, into: &values)
      // To the rounding of 10 + elapsed (1.8e-15 s at 1,257 points per second).
      let offset = read(PathPlacement.self, values, 0) - orbit.value(atElapsed: elapsed)
      #expect(offset.squaredMagnitude.squareRoot() < 1e-10, "frame \(frame)")
    }
    try timeline.retarget(
      handle, to: PathPlacement(point: Point2D(x: 0, y: 0), heading: 0), atTime: 10.9375,
      policy: .carryingVelocity(into: .smooth()))
    timeline.advance(to: 20, into: &values)
    #expect(values == [0, 0, 4 * Double.pi])
    #expect(timeline.completions.map(\.handle) == [handle])
  }

  /// A value with a lane that is not finite is refused with a message.
  @Test func lanesMustBeFinite() async {
    await #expect(processExitsWith: .failure) {
      var timeline = AnimationTimeline()
      timeline.add(
        SpringMotion(from: Rect2D.null, to: .zero, spring: .smooth()), atTime: 0, output: 0)
    }
    await #expect(processExitsWith: .failure) {
      var timeline = AnimationTimeline()
      let handle = timeline.add(
        SpringMotion(from: Point2D.zero, to: Point2D(x: 1, y: 1), spring: .smooth()),
        atTime: 0, output: 0)
      try? timeline.retarget(
        handle, to: Point2D(x: .nan, y: 0), atTime: 0, policy: .carryingVelocity(into: .smooth()))
    }
  }
}
