import Affine
import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing
import Timeline

/// A mixed population of animations and the scalar trajectories that define them: every
/// timeline value must equal its trajectory's value at the same elapsed time.
struct MixedScene {
  var timeline = AnimationTimeline()
  var expected: [(trajectory: any Trajectory<Double>, start: Double, output: Int)] = []
  var handles: [AnimationTimeline.Handle] = []

  /// `count` animations cycling through springs (four parameter sets, under-damped, critical,
  /// over-damped, undamped), tweens (four curves), decays and keyframes, with staggered
  /// starts around `origin` (a display-link clock's seconds).
  init(count: Int, origin: Double, seed: UInt64) {
    var random = Xoshiro256StarStar(seed: seed)
    let springs = [
      DampedSpring(response: 0.6, dampingRatio: 0.49), DampedSpring.smooth(),
      DampedSpring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true),
      DampedSpring(mass: 1, stiffness: 300, damping: 0),
    ]
    let curves = [
      AnyTimingCurve(CubicBezier.easeInOut), AnyTimingCurve(TimingFunction.linear),
      AnyTimingCurve(Ease.bounceOut),
      AnyTimingCurve(CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)),
    ]
    for index in 0..<count {
      let start = origin + Double.random(in: -0.2...0.3, using: &random)
      let from = Double.random(in: -400...400, using: &random)
      let to = Double.random(in: -400...400, using: &random)
      let trajectory: any Trajectory<Double>
      switch index % 4 {
      case 0:
        trajectory = SpringMotion(
          from: from, to: to, spring: springs[(index / 4) % springs.count],
          initialVelocity: Double.random(in: -2000...2000, using: &random))
      case 1:
        trajectory = Tween(
          from: from, to: to, duration: Double.random(in: 0.1...0.6, using: &random),
          curve: curves[(index / 4) % curves.count],
          initialVelocity: index % 8 == 1 ? Double.random(in: -500...500, using: &random) : nil)
      case 2:
        trajectory = DecayMotion(
          from: from, initialVelocity: Double.random(in: -3000...3000, using: &random))
      default:
        trajectory = KeyframeAnimation(
          keyframes: KeyframeCurve(values: [from, to, (from + to) / 2], keyTimes: [0, 0.7, 1]),
          duration: 0.5)
      }
      handles.append(Self.add(trajectory, to: &timeline, at: start, output: index))
      expected.append((trajectory, start, index))
    }
  }

  /// Adds through the fast path of each kind.
  static func add(
    _ trajectory: any Trajectory<Double>, to timeline: inout AnimationTimeline, at time: Double,
    output: Int
  ) -> AnimationTimeline.Handle {
    switch trajectory {
    case let spring as SpringMotion<Double>: timeline.add(spring, atTime: time, output: output)
    case let tween as Tween<Double, AnyTimingCurve>:
      timeline.add(tween, atTime: time, output: output)
    case let decay as DecayMotion<Double>: timeline.add(decay, atTime: time, output: output)
    case let keyframes as KeyframeAnimation<Double>:
      timeline.add(keyframes, atTime: time, output: output)
    default: timeline.add(trajectory, atTime: time, output: output)
    }
  }

  /// The largest deviation of `values` from the trajectories at `time`, relative to each
  /// animation's scale (its largest |value| or |target| seen, at least 1); completed animations
  /// must show their target exactly.
  func deviation(_ values: [Double], at time: Double, completed: Set<Int>) -> Double {
    var largest = 0.0
    for (trajectory, start, output) in expected {
      let elapsed = time - start
      if completed.contains(output) {
        #expect(values[output] == trajectory.target, "output \(output) completed off target")
        continue
      }
      let exact = trajectory.value(atElapsed: elapsed)
      let scale = max(1, abs(exact), abs(trajectory.target), abs(trajectory.value(atElapsed: 0)))
      largest = max(largest, abs(values[output] - exact) / scale)
    }
    return largest
  }
}

@Suite struct AnimationTimelineTests {
  /// Each value is its trajectory's at the same elapsed time: within 1e-15 of the animation's
  /// scale (the springs' lanes compute e^{−λt} and the sinusoid in Kinetics' vector kernels),
  /// over 400 mixed animations and 5 s of 120 Hz frames from a display-link clock's 86,400 s
  /// (long enough for the damped springs to settle); a finished animation holds its target
  /// exactly.
  @Test func valuesFollowTheirTrajectories() {
    var scene = MixedScene(count: 400, origin: 86_400, seed: 1)
    var values = [Double](repeating: .nan, count: 400)
    var completed: Set<Int> = []
    var largest = 0.0
    for frame in 0...600 {
      let time = 86_400 - 0.25 + Double(frame) / 120
      scene.timeline.advance(to: time, into: &values)
      for completion in scene.timeline.completions {
        #expect(completion.reason == .finished)
        completed.insert(completion.output)
      }
      // Each completes at the first frame at which its trajectory is complete (springs by the
      // settling rule on the lanes' state, the others by their durations and rest times).
      for (trajectory, start, output) in scene.expected {
        #expect(
          completed.contains(output) == trajectory.isComplete(atElapsed: time - start),
          "output \(output) at \(time)")
      }
      largest = max(largest, scene.deviation(values, at: time, completed: completed))
    }
    #expect(largest <= 1e-15, "largest deviation \(largest)")
    // Most have finished (not the undamped springs, nor the fastest decays).
    #expect(completed.count > 250, "\(completed.count) completed")
    #expect(scene.timeline.count == 400 - completed.count)
  }

  /// Tweens, decays and keyframes give their trajectories' values bit for bit.
  @Test func timedAnimationsAreBitIdentical() {
    var scene = MixedScene(count: 64, origin: 10, seed: 2)
    var values = [Double](repeating: 0, count: 64)
    for time in stride(from: 9.8, through: 10.6, by: 0.013) {
      scene.timeline.advance(to: time, into: &values)
      let done = Set(scene.timeline.handles)
      for (index, (trajectory, start, output)) in scene.expected.enumerated()
      where index % 4 != 0 && done.contains(scene.handles[index]) {
        let exact = trajectory.value(atElapsed: time - start)
        #expect(values[output].bitPattern == exact.bitPattern, "output \(output) at \(time)")
      }
    }
  }

  /// The values at shared timestamps do not depend on the frames before: 30, 60, 120 and
  /// 240 Hz, each with ±25 % jitter and two 500 ms stalls, agree exactly at every 1/10 s.
  @Test func framesDoNotChangeTheValues() {
    var results: [[[Double]]] = []
    for rate in [30.0, 60, 120, 240] {
      var scene = MixedScene(count: 200, origin: 1000, seed: 3)
      var random = Xoshiro256StarStar(seed: UInt64(rate))
      var values = [Double](repeating: 0, count: 200)
      var samples: [[Double]] = []
      var time = 999.8
      for checkpoint in 1...12 {
        let shared = 999.8 + Double(checkpoint) / 10
        while true {
          var step = (1 / rate) * Double.random(in: 0.75...1.25, using: &random)
          if checkpoint == 4 || checkpoint == 8 { step = max(step, 0.5) }
          if time + step >= shared { break }
          time += step
          scene.timeline.advance(to: time, into: &values)
        }
        time = shared
        scene.timeline.advance(to: time, into: &values)
        samples.append(values)
      }
      results.append(samples)
    }
    for other in results.dropFirst() {
      for (a, b) in zip(results[0], other) {
        #expect(zip(a, b).allSatisfy { $0.bitPattern == $1.bitPattern })
      }
    }
  }

  /// An hour of 120 Hz frames of an undamped spring (which never completes) ends exactly where
  /// its closed form is at the hour: the value depends on the timestamp alone, nothing
  /// accumulates.
  @Test func anHourOfFramesDoesNotDrift() {
    var timeline = AnimationTimeline()
    let motion = SpringMotion(
      from: 0.0, to: 100, spring: DampedSpring(mass: 1, stiffness: 50, damping: 0))
    let start = 86_400.25
    timeline.add(motion, atTime: start, output: 0)
    var values = [0.0]
    var time = start
    for frame in 1...432_000 {
      time = start + Double(frame) / 120
      timeline.advance(to: time, into: &values)
    }
    expectClose(values[0], motion.value(atElapsed: time - start), absolute: 1e-13 * 100)
    #expect(timeline.count == 1)
  }

  /// Completion: a tween finishes at its duration and a spring when it settles by its
  /// tolerance, each reported once, with its target written exactly; a removal is reported by
  /// the next advance; handles of either are stale afterwards and their slots' new animations
  /// get new handles.
  @Test func completionAndRemovalAreReported() throws {
    var timeline = AnimationTimeline()
    var values = [0.0, 0.0, 0.0]
    let tween = timeline.add(
      Tween(from: 0.0, to: 1, duration: 0.3, curve: CubicBezier.easeOut), atTime: 5, output: 0)
    let motion = SpringMotion(from: 0.0, to: 390, spring: .snappy())
    let spring = timeline.add(motion, atTime: 5, output: 1)
    let doomed = timeline.add(DecayMotion(from: 0.0, initialVelocity: 800), atTime: 5, output: 2)
    timeline.advance(to: 5.1, into: &values)
    #expect(timeline.completions.isEmpty)
    try timeline.remove(doomed)
    #expect(throws: TimelineError(kind: .staleHandle, handle: doomed)) {
      try timeline.remove(doomed)
    }
    timeline.advance(to: 5.31, into: &values)  // 5.3 − 5 is 0.29999999999999982
    #expect(
      timeline.completions == [
        .init(handle: doomed, reason: .removed, output: 2),
        .init(handle: tween, reason: .finished, output: 0),
      ])
    #expect(values[0] == 1)
    let settle = try #require(motion.completionTime)
    timeline.advance(to: 5 + settle * 0.999, into: &values)
    #expect(timeline.completions.isEmpty && values[1] != 390)
    timeline.advance(to: 5 + settle * 1.001, into: &values)
    #expect(timeline.completions == [.init(handle: spring, reason: .finished, output: 1)])
    #expect(values[1] == 390 && timeline.count == 0)
    // The slots are reused with new generations: the old handles stay stale.
    let newer = timeline.add(
      Tween(from: 1.0, to: 0, duration: 1, curve: CubicBezier.easeIn), atTime: 6, output: 0)
    #expect(newer != tween && newer != doomed && newer != spring)
    #expect(throws: TimelineError(kind: .staleHandle, handle: tween)) {
      _ = try timeline.value(of: tween, atTime: 6)
    }
    #expect(
      try timeline.value(of: newer, atTime: 6.5) == CubicBezier.easeIn.value(at: 0.5) * -1 + 1)
    let other = AnimationTimeline()
    #expect(throws: TimelineError(kind: .foreignHandle, handle: newer)) {
      _ = try other.value(of: newer, atTime: 6)
    }
  }

  /// Retargeting with a carried velocity: a spring from the value and velocity at the switch,
  /// continuous in both (to rounding), for every kind at random switch times.
  @Test func carryingVelocityIsContinuous() throws {
    var random = Xoshiro256StarStar(seed: 9)
    for _ in 0..<50 {
      var scene = MixedScene(count: 8, origin: 50, seed: random.next())
      let time = 50 + Double.random(in: 0...0.4, using: &random)
      var values = [Double](repeating: 0, count: 8)
      scene.timeline.advance(to: time, into: &values)
      for handle in scene.timeline.handles {
        let before = try scene.timeline.value(of: handle, atTime: time)
        let speed = try scene.timeline.velocity(of: handle, atTime: time)
        try scene.timeline.retarget(
          handle, to: 7, atTime: time, policy: .carryingVelocity(into: .bouncy()))
        expectClose(
          try scene.timeline.value(of: handle, atTime: time), before, absolute: 1e-12 * 800)
        expectClose(
          try scene.timeline.velocity(of: handle, atTime: time), speed, absolute: 1e-12 * 3000)
      }
    }
  }

  /// Retargeting a spring into the spring (and tolerance) it follows, as a drag does every
  /// frame, rewrites its lane in place: frame after frame the values, and the frames
  /// completions are reported in, are those of the chain of `SpringMotion`s each retarget
  /// starts (from the value and velocity at the switch, with the retarget's tolerance), built
  /// here independently. Sixteen springs, so that the eight-lane kernel serves; the retargets
  /// take a coarse and a fine tolerance in turn, two frames each, so that every other one stays
  /// in its group and the others move between groups; and one sends a spring nearly at rest to
  /// where it is, in place, settled at once.
  @Test func retargetsIntoTheSameSpringFollowTheScalarChain() throws {
    let spring = DampedSpring(response: 0.4, dampingRatio: 0.6)
    var timeline = AnimationTimeline()
    var chain: [(motion: SpringMotion<Double>, start: Double)] = []
    var handles: [AnimationTimeline.Handle] = []
    for lane in 0..<16 {
      // Lanes 8–15 settle to a billionth of a point: still moving at frame 115, when they move
      // to the coarse group, where they keep lane 7's block of eight in the eight-lane kernel.
      let tolerance = RestTolerance(minimumVisibleChange: lane < 8 ? 1 : 1e-9)
      let motion = SpringMotion(
        from: 0.0, to: 100 + Double(lane), spring: spring, tolerance: tolerance)
      handles.append(timeline.add(motion, atTime: 1000, output: lane))
      chain.append((motion, 1000))
    }
    var values = [Double](repeating: 0, count: 16)
    var completed = Set<Int>()
    let coarse = RestTolerance(minimumVisibleChange: 3)
    var settlingFrame: Int?
    for frame in 1...300 {
      let time = 1000 + Double(frame) / 120
      // Lanes 0–6 every tenth frame to 120, lane 7 to 110 (coarse then), lanes 8–15 at 115
      // into the coarse group, where lane 7 is in the first block of eight once lanes 0–6 leave
      // at 120; then lane 7, in the first frame in which it still moves but is slow enough to
      // be settled at once where it is, to where it is.
      var retargeted: Range<Int>
      switch frame {
      case 10...110 where frame % 10 == 0: retargeted = 0..<8
      case 115: retargeted = 8..<16
      case 120: retargeted = 0..<7
      default: retargeted = 0..<0
      }
      if frame > 120 && settlingFrame == nil {
        let (motion, start) = chain[7]
        let (value, velocity) = motion.state(atElapsed: time - start)
        let atRest = SpringMotion(
          from: value, to: value, spring: spring, initialVelocity: velocity, tolerance: coarse)
        if !motion.isComplete(atElapsed: time - start) && atRest.isComplete(atElapsed: 0) {
          settlingFrame = frame
          retargeted = 7..<8
        }
      }
      for lane in retargeted where !completed.contains(lane) {
        let (motion, start) = chain[lane]
        let (value, velocity) = motion.state(atElapsed: time - start)
        let isCoarse = frame == 115 || frame == settlingFrame || (frame / 20) % 2 == 1
        let tolerance = isCoarse ? coarse : RestTolerance(minimumVisibleChange: 0.01)
        // Lane 7's last move is long: its overshoot leaves it slow far from its target.
        let target =
          frame == settlingFrame
          ? value : frame == 110 && lane == 7 ? 500 : 50 + Double(frame + lane)
        try timeline.retarget(
          handles[lane], to: target, atTime: time,
          policy: .carryingVelocity(into: spring, tolerance: tolerance))
        chain[lane] = (
          SpringMotion(
            from: value, to: target, spring: spring, initialVelocity: velocity,
            tolerance: tolerance), time
        )
      }
      if frame == settlingFrame { #expect(!completed.contains(8)) }
      timeline.advance(to: time, into: &values)
      for completion in timeline.completions { completed.insert(completion.output) }
      for lane in 0..<16 {
        let (motion, start) = chain[lane]
        let isDone = motion.isComplete(atElapsed: time - start)
        #expect(completed.contains(lane) == isDone, "lane \(lane), frame \(frame)")
        let exact = isDone ? motion.target : motion.value(atElapsed: time - start)
        expectClose(values[lane], exact, absolute: 1e-12 * 200)
      }
    }
    #expect(completed.isSuperset(of: 0..<8))
    #expect(settlingFrame != nil)
  }

  /// The additive policy keeps the output continuous: the old animation's offset plus the new
  /// tween from its target, at the switch, equal the value before; and once both are done the
  /// output is exactly the new target.
  @Test func additiveRetargetIsContinuousAndLandsOnTheTarget() throws {
    var timeline = AnimationTimeline()
    var values = [0.0]
    let handle = timeline.add(
      Tween(from: 0.0, to: 100, duration: 0.3, curve: CubicBezier.easeInOut), atTime: 0, output: 0)
    timeline.advance(to: 0.12, into: &values)
    let before = values[0]
    try timeline.retarget(
      handle, to: -50, atTime: 0.12, policy: .additive(duration: 0.3, curve: CubicBezier.easeInOut))
    timeline.advance(to: 0.12, into: &values)
    expectClose(values[0], before, absolute: 1e-12)
    timeline.advance(to: 0.5, into: &values)
    #expect(values[0] == -50)
    #expect(timeline.completions.map(\.handle) == [handle])
  }

  /// An additive retarget whose new tween ends before the old motion settles: from then on
  /// the output is the new target plus the old motion's offset, frame after frame (the offset
  /// does not add onto its own sums of earlier frames), until the old motion rests exactly on
  /// the target. Removing an animation takes its offsets with it.
  @Test func offsetsOutliveTheirAnimationWithoutAccumulating() throws {
    var timeline = AnimationTimeline()
    var values = [0.0]
    let old = SpringMotion(from: 0.0, to: 100, spring: DampedSpring(response: 1, dampingRatio: 0.7))
    let handle = timeline.add(old, atTime: 0, output: 0)
    try timeline.retarget(
      handle, to: 40, atTime: 0.1, policy: .additive(duration: 0.1, curve: CubicBezier.easeOut))
    var frame = 12
    repeat {
      frame += 1
      let time = Double(frame) / 120
      timeline.advance(to: time, into: &values)
      if time >= 0.2 {
        let offset = old.isComplete(atElapsed: time) ? 0 : old.value(atElapsed: time) - 100
        expectClose(values[0], 40 + offset, absolute: 1e-12 * 100, "frame \(frame)")
      }
    } while frame < 600
    #expect(values[0] == 40)
    #expect(timeline.completions.isEmpty)

    var removing = AnimationTimeline()
    let removed = removing.add(old, atTime: 0, output: 0)
    try removing.retarget(
      removed, to: 40, atTime: 0.1, policy: .additive(duration: 0.5, curve: CubicBezier.easeOut))
    removing.advance(to: 0.2, into: &values)
    let last = values[0]
    try removing.remove(removed)
    removing.advance(to: 0.3, into: &values)
    removing.advance(to: 0.4, into: &values)
    #expect(values[0] == last)
  }

  /// The tab-bar slide reversed at 40 %: the reversed tween retraces the curve from the point of
  /// reversal back to its start — never beyond the point of reversal — and ends exactly there
  /// (UIViewPropertyAnimator.isReversed); the speed is continuous, the direction flips.
  @Test func reversingRetracesTheCurve() throws {
    var timeline = AnimationTimeline()
    var values = [0.0]
    let tween = Tween(from: 0.0, to: 320, duration: 0.3, curve: CubicBezier.easeInOut)
    let handle = timeline.add(tween, atTime: 0, output: 0)
    let reversal = 0.4 * 0.3
    timeline.advance(to: reversal, into: &values)
    let point = values[0]
    let speed = try timeline.velocity(of: handle, atTime: reversal)
    try timeline.reverse(handle, atTime: reversal)
    expectClose(try timeline.velocity(of: handle, atTime: reversal), -speed, relative: 1e-12)
    var time = reversal
    while timeline.count > 0 {
      time += 1.0 / 120
      timeline.advance(to: time, into: &values)
      #expect(values[0] <= point)
      let mirrored = tween.value(atElapsed: reversal - (time - reversal))
      if timeline.count > 0 { #expect(values[0] == mirrored) }
    }
    #expect(values[0] == 0)
    #expect(time < reversal * 2 + 1.0 / 60)
    #expect(throws: TimelineError(kind: .staleHandle, handle: handle)) {
      try timeline.reverse(handle, atTime: time)
    }
  }

  /// The rescaled restart runs the rest of the way along the same curve over the remaining
  /// share of the duration; a spring cannot be rescaled.
  @Test func rescaledRestartScalesTheDuration() throws {
    var timeline = AnimationTimeline()
    var values = [0.0, 0.0]
    let handle = timeline.add(
      Tween(from: 0.0, to: 100, duration: 0.4, curve: TimingFunction.linear), atTime: 0, output: 0)
    timeline.advance(to: 0.1, into: &values)
    try timeline.retarget(handle, to: 0, atTime: 0.1, policy: .rescaledRestart)
    // 25 points to go of 100: a quarter of 0.4 s, linear.
    timeline.advance(to: 0.15, into: &values)
    expectClose(values[0], 12.5, absolute: 1e-12)
    timeline.advance(to: 0.2, into: &values)
    #expect(values[0] == 0 && timeline.count == 0)
    let spring = timeline.add(
      SpringMotion(from: 0.0, to: 1, spring: .snappy()), atTime: 0, output: 1)
    #expect(throws: TimelineError(kind: .unsupported, handle: spring)) {
      try timeline.retarget(spring, to: 0, atTime: 0.1, policy: .rescaledRestart)
    }
  }

  /// A timestamp before the previous one evaluates there; what completed stays completed.
  @Test func anEarlierTimestampSeeksBack() {
    var timeline = AnimationTimeline()
    var values = [0.0, 0.0]
    let tween = Tween(from: 0.0, to: 10, duration: 1, curve: CubicBezier.easeIn)
    timeline.add(tween, atTime: 0, output: 0)
    timeline.add(
      Tween(from: 0.0, to: 1, duration: 0.1, curve: CubicBezier.easeIn), atTime: 0, output: 1)
    timeline.advance(to: 0.5, into: &values)
    timeline.advance(to: 0.25, into: &values)
    #expect(values[0] == tween.value(atElapsed: 0.25) && values[1] == 1)
    #expect(timeline.count == 1)
  }

  /// Programmer errors stop with a message naming the parameter.
  @Test func badInputStops() async {
    await #expect(processExitsWith: .failure) {
      var timeline = AnimationTimeline()
      var values = [0.0]
      timeline.advance(to: .nan, into: &values)
    }
    await #expect(processExitsWith: .failure) {
      var timeline = AnimationTimeline()
      let handle = timeline.add(
        Tween(from: 0.0, to: 1, duration: 1, curve: CubicBezier.easeIn), atTime: 0, output: 0)
      try? timeline.retarget(handle, to: .infinity, atTime: 0, policy: .rescaledRestart)
    }
    await #expect(processExitsWith: .failure) {
      var timeline = AnimationTimeline()
      timeline.add(
        Tween(from: 0.0, to: 1, duration: 1, curve: CubicBezier.easeIn), atTime: 0, output: -1)
    }
    await #expect(processExitsWith: .failure) {
      var timeline = AnimationTimeline()
      timeline.add(
        Tween(from: 0.0, to: 1, duration: 1, curve: CubicBezier.easeIn), atTime: 0, output: 3)
      var values = [0.0]
      values.withUnsafeMutableBufferPointer { timeline.advance(to: 0, into: $0) }
    }
  }

  /// Outputs so large that an output plus a value's lanes, or a mapping's destination plus its
  /// width, would overflow: stopped by a precondition naming the parameter and its range, not
  /// by an arithmetic overflow's trap.
  @Test func outputsBeyondTheLimitStopWithTheirRange() async {
    func standardError(_ result: ExitTest.Result?) -> String {
      String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }
    let tween = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var timeline = AnimationTimeline()
      timeline.add(
        Tween(from: 0.0, to: 1, duration: 1, curve: CubicBezier.easeIn), atTime: 0, output: .max)
    }
    #expect(
      standardError(tween).contains("output must be in 0…2147483646, got 9223372036854775807"))
    // A point is two lanes: its output may be at most the limit less two.
    let point = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var timeline = AnimationTimeline()
      timeline.add(
        from: Point2D.zero, to: Point2D(x: 1, y: 1), spring: .smooth(), atTime: 0,
        output: AnimationTimeline.outputLimit - 1)
    }
    #expect(standardError(point).contains("output must be in 0…2147483645, got 2147483646"))
    let mapping = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var timeline = AnimationTimeline()
      timeline.map(
        output: 0, toTransformAt: .max, from: Transform3D.identity, to: Transform3D.identity)
    }
    #expect(
      standardError(mapping).contains(
        "destination must be in 0…2147483631, got 9223372036854775807"))
  }

  /// One driver feeding several outputs: a bouncy spring of progress mapped onto a translation
  /// (390 → 0), an alpha held in [0, 1] and a radius (16 → 0) held ≥ 0, each computed here from
  /// the spring's own value; replacing and removing a mapping.
  @Test func oneDriverFeedsSeveralOutputs() throws {
    var timeline = AnimationTimeline()
    let driver = SpringMotion(from: 0.0, to: 1, spring: .bouncy())
    timeline.add(driver, atTime: 0, output: 0)
    timeline.map(output: 0, to: 1, from: 390, to: 0)
    timeline.map(output: 0, to: 2, from: 0, to: 1, clampedTo: 0...1)
    timeline.map(output: 0, to: 3, from: 16, to: 0, clampedTo: 0 ... .infinity)
    #expect(timeline.outputSlots == 4)
    var values = [Double](repeating: 0, count: 4)
    var overshot = false
    for frame in 0...120 {
      let time = Double(frame) / 120
      timeline.advance(to: time, into: &values)
      let p = timeline.count > 0 ? driver.value(atElapsed: time) : 1
      #expect(values[0] == p)
      #expect(values[1] == 390 * (1 - p) + 0 * p)
      #expect(values[2] == min(max(p, 0), 1))
      #expect(values[3] == max(16 * (1 - p), 0))
      overshot = overshot || p > 1
    }
    #expect(overshot)
    timeline.map(output: 0, to: 1, from: 0, to: 10)
    timeline.advance(to: 2, into: &values)
    #expect(values[1] == 10)
    timeline.removeMapping(to: 1)
    values[1] = -7
    timeline.advance(to: 3, into: &values)
    #expect(values[1] == -7)
  }

  /// Pausing holds the value and the elapsed time (no completion while paused); resuming goes
  /// on from the same elapsed time, so the rest of the motion is the trajectory's, shifted by
  /// the pause; seeking moves one animation's elapsed time, paused or not. For every kind.
  @Test func pauseResumeAndSeek() throws {
    var scene = MixedScene(count: 16, origin: 0, seed: 21)
    var values = [Double](repeating: 0, count: 16)
    scene.timeline.advance(to: 0.35, into: &values)
    let running = scene.timeline.handles
    for handle in running { try scene.timeline.pause(handle, atTime: 0.35) }
    for handle in running { #expect(try scene.timeline.isPaused(handle)) }
    let held = values
    scene.timeline.advance(to: 5, into: &values)
    #expect(values == held && scene.timeline.completions.isEmpty)
    for handle in running { try scene.timeline.resume(handle, atTime: 5) }
    scene.timeline.advance(to: 5.1, into: &values)
    for (index, (trajectory, start, output)) in scene.expected.enumerated()
    where running.contains(scene.handles[index]) {
      // 0.35 − start seconds of its own before the pause, then 0.1 s after the resume: its
      // elapsed time at 5.1 is 5.1 − (5 − (0.35 − start)), computed from the clock as the
      // timeline computes it.
      let exact = trajectory.value(atElapsed: 5.1 - (5 - (0.35 - start)))
      let scale = max(1, abs(exact), abs(trajectory.target))
      #expect(abs(values[output] - exact) <= 1e-15 * scale, "output \(output)")
    }
    let handle = try #require(scene.timeline.handles.first)
    try scene.timeline.seek(handle, toElapsed: 0.05, atTime: 6)
    let index = try #require(scene.handles.firstIndex(of: handle))
    expectClose(
      try scene.timeline.value(of: handle, atTime: 6),
      scene.expected[index].trajectory.value(atElapsed: 0.05), absolute: 1e-12 * 800)
    try scene.timeline.pause(handle, atTime: 6)
    try scene.timeline.seek(handle, toElapsed: 0.1, atTime: 7)
    #expect(try scene.timeline.isPaused(handle))
    expectClose(
      try scene.timeline.value(of: handle, atTime: 9),
      scene.expected[index].trajectory.value(atElapsed: 0.1), absolute: 1e-12 * 800)
    #expect(try scene.timeline.velocity(of: handle, atTime: 9) == 0)
  }

  /// The ends of the double range: springs between ±1e308 and with velocities of 1e308,
  /// tweens and decays there too, at clock times up to 1e300 s, give their trajectories'
  /// values — never NaN — eight at a time as one at a time.
  @Test func theEndsOfTheRangeFollowTheirTrajectories() {
    var timeline = AnimationTimeline()
    var expected: [(any Trajectory<Double>, Double)] = []
    let ends: [(Double, Double, Double)] = [
      (-1e308, 1e308, 0), (1e308, -1e308, 1e308), (0, 1e308, -1e308), (1.7e308, -1.7e308, 0),
      (.leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e-300), (1e300, 1e300, 1e308),
      (-1e308, 0, 0), (1e308, 1e308, 0),
      (-1e308, 1e308, 1), (3, 4, 5),
    ]
    for (index, (from, to, velocity)) in ends.enumerated() {
      let spring = SpringMotion(from: from, to: to, spring: .bouncy(), initialVelocity: velocity)
      timeline.add(spring, atTime: 0, output: index)
      expected.append((spring, 0))
    }
    let tween = Tween(from: -1e308, to: 1e308, duration: 1, curve: CubicBezier.easeInOut)
    timeline.add(tween, atTime: 0, output: ends.count)
    expected.append((tween, 0))
    let decay = DecayMotion(from: 1e308, initialVelocity: -1e308)
    timeline.add(decay, atTime: 0, output: ends.count + 1)
    expected.append((decay, 0))
    var values = [Double](repeating: 0, count: expected.count)
    for time in [0.0, 1e-300, 0.016, 0.5, 3, 1e6, 1e300] {
      timeline.advance(to: time, into: &values)
      let done = Set(timeline.completions.map(\.output))
      for (output, (trajectory, start)) in expected.enumerated() where !done.contains(output) {
        #expect(!values[output].isNaN, "output \(output) at \(time)")
        if timeline.count > 0 && !values[output].isNaN {
          let exact = trajectory.value(atElapsed: time - start)
          #expect(
            abs(values[output] - exact) <= 1e-15 * max(1, abs(exact), abs(trajectory.target)),
            "output \(output) at \(time): \(values[output]) vs \(exact)")
        }
      }
    }
  }

  /// Transforms as animated values: a spring of progress drives a 2D transform (the slide-in's
  /// translation with a rotation about the corner) and a 3D card flip, each frame exactly
  /// Core Animation's decomposed interpolation at the spring's value, overshoot included.
  @Test func aDriverAnimatesTransforms() throws {
    var timeline = AnimationTimeline()
    let driver = SpringMotion(
      from: 0.0, to: 1, spring: DampedSpring(response: 0.6, dampingRatio: 0.49))
    timeline.add(driver, atTime: 0, output: 0)
    let from2D = AffineTransform2D(translationX: 390, y: 0).rotated(by: -.pi / 2)
    timeline.map(output: 0, toTransformAt: 1, from: from2D, to: .identity)
    let flip = Transform3D.perspective(eyeDistance: 500).rotated(by: .pi, x: 0, y: 1, z: 0)
    timeline.map(output: 0, toTransformAt: 7, from: .identity, to: flip)
    #expect(timeline.outputSlots == 23)
    var values = [Double](repeating: 0, count: 23)
    for frame in 0...90 {
      let time = Double(frame) / 120
      timeline.advance(to: time, into: &values)
      let p = timeline.count > 0 ? driver.value(atElapsed: time) : 1
      let t2 = AffineTransform2D.interpolate(from: from2D, to: .identity, progress: p)
      #expect(Array(values[1..<7]) == [t2.a, t2.b, t2.c, t2.d, t2.tx, t2.ty])
      let t3 = Transform3D.interpolate(from: .identity, to: flip, progress: p)
      #expect(
        Array(values[7..<23]) == [
          t3.m11, t3.m12, t3.m13, t3.m14, t3.m21, t3.m22, t3.m23, t3.m24, t3.m31, t3.m32, t3.m33,
          t3.m34, t3.m41, t3.m42, t3.m43, t3.m44,
        ])
    }
  }

  /// The additive policy for every kind, at random switch times: the output is continuous at the
  /// switch (the old animation's offset plus the new tween from its target), and once both are
  /// done it is exactly the new target.
  @Test func additiveRetargetIsContinuousForEveryKind() throws {
    var random = Xoshiro256StarStar(seed: 31)
    for _ in 0..<20 {
      var scene = MixedScene(count: 8, origin: 20, seed: random.next())
      let time = 20 + Double.random(in: 0...0.4, using: &random)
      var values = [Double](repeating: 0, count: 8)
      scene.timeline.advance(to: time, into: &values)
      let before = values
      var retargeted: [Int: Double] = [:]
      for handle in scene.timeline.handles {
        let output = try #require(scene.handles.firstIndex(of: handle))
        try scene.timeline.retarget(
          handle, to: -11, atTime: time,
          policy: .additive(duration: 0.2, curve: CubicBezier.easeInOut))
        retargeted[output] = -11
      }
      scene.timeline.advance(to: time, into: &values)
      for (output, _) in retargeted {
        expectClose(values[output], before[output], absolute: 1e-12 * 1000, "output \(output)")
      }
      // Long after: every retargeted output rests exactly on the new target, once its old
      // motion has come to rest (an undamped spring never does, so its offset stays).
      scene.timeline.advance(to: time + 30, into: &values)
      for (output, target) in retargeted where output % 16 != 12 {
        #expect(values[output] == target, "output \(output)")
      }
    }
  }

  /// Core Animation's time base on the timeline's clock: a delay, speed 2, two autoreversing
  /// repeats with a forwards fill, and an additive shake without a fill; each frame shows the
  /// animation's presentation value, and each completes at the end of its active interval
  /// leaving its fill (or the model value).
  @Test func propertyAnimationsRunOnTheirMediaTiming() throws {
    var timeline = AnimationTimeline()
    let bounce = PropertyAnimation(
      from: 0.0, to: 100,
      timing: MediaTiming(
        beginTime: 86_400.5, duration: 0.4, speed: 2, repeatCount: 2, autoreverses: true,
        fillMode: .forwards),
      timingFunction: .easeInOut)
    let shake = PropertyAnimation(
      keyframes: KeyframeCurve(values: [0.0, 10, -10, 0]),
      timing: MediaTiming(beginTime: 86_400, duration: 0.3), isAdditive: true)
    timeline.add(bounce, modelValue: 7, output: 0)
    timeline.add(shake, modelValue: 50, output: 1)
    var values = [0.0, 0.0]
    var finished: [Int: Double] = [:]
    for frame in 0...300 {
      let time = 86_400 - 0.1 + Double(frame) / 120
      timeline.advance(to: time, into: &values)
      for completion in timeline.completions { finished[completion.output] = time }
      for (output, animation, model) in [(0, bounce, 7.0), (1, shake, 50.0)] {
        if let end = finished[output] {
          #expect(animation.isComplete(atTime: end))
          #expect(values[output] == animation.presentationValue(atTime: end, modelValue: model))
        } else {
          #expect(!animation.isComplete(atTime: time))
          #expect(values[output] == animation.presentationValue(atTime: time, modelValue: model))
        }
      }
    }
    // The bounce: 0.5 s delay, then 2 × 2 × 0.4 s at speed 2 = 0.8 s; it ends on its forwards
    // fill, back at 0 after the second reverse. The shake ends on the model value.
    let bounceEnd = try #require(finished[0])
    #expect(bounceEnd > 86_401.3 && bounceEnd < 86_401.3 + 1.0 / 60)
    #expect(values[0] == 0 && values[1] == 50)
  }

  /// Core Animation's springs on the timeline's clock (`CASpringAnimation`): the spring at
  /// each iteration's local time, progress × duration as `MediaTiming` computes it (speed 2,
  /// an autoreversing repeat, a forwards fill), the model value before it begins; additive
  /// over the model value; a duration shorter than the settling cuts the spring off there and
  /// the fill keeps that value, as Core Animation does.
  @Test func coreAnimationSpringsRunOnTheirMediaTiming() throws {
    var timeline = AnimationTimeline()
    let spring = DampedSpring(mass: 1, stiffness: 300, damping: 12)
    let pop = SpringMotion(from: 0.5, to: 1, spring: spring, initialVelocity: 2)
    let popTiming = MediaTiming(
      beginTime: 10.2, duration: 0.6, speed: 2, repeatCount: 2, autoreverses: true,
      fillMode: .forwards)
    let nudge = SpringMotion(from: 0.0, to: 0, spring: spring, initialVelocity: 300)
    let nudgeTiming = MediaTiming(beginTime: 10, duration: 0.25)
    timeline.add(pop, timing: popTiming, modelValue: 1, output: 0)
    timeline.add(nudge, timing: nudgeTiming, isAdditive: true, modelValue: 40, output: 1)
    var values = [0.0, 0.0]
    var ends: [Int: Double] = [:]
    for frame in 0...240 {
      let time = 10 + Double(frame) / 120
      timeline.advance(to: time, into: &values)
      for completion in timeline.completions { ends[completion.output] = time }
      for (output, motion, timing, model, additive) in [
        (0, pop, popTiming, 1.0, false), (1, nudge, nudgeTiming, 40.0, true),
      ] {
        let state = timing.state(atTime: ends[output] ?? time)
        #expect((ends[output] != nil) == (state.phase == .after), "frame \(frame)")
        let expected =
          state.progress.map { progress in
            let value = motion.value(atElapsed: progress * timing.duration)
            return additive ? model + value : value
          } ?? model
        #expect(values[output] == expected, "output \(output), frame \(frame)")
      }
    }
    // The pop: 0.2 s delay, then 2 × 2 × 0.6 s at speed 2 = 1.2 s, back at its start after
    // the second reverse; the nudge is gone after 0.25 s, leaving the model value.
    let popEnd = try #require(ends[0])
    #expect(popEnd >= 11.4 && popEnd < 11.4 + 1.0 / 60)
    #expect(values == [0.5, 40])

    var cut = AnimationTimeline()
    let short = MediaTiming(duration: 0.05, fillMode: .forwards)
    cut.add(pop, timing: short, modelValue: 1, output: 0)
    cut.advance(to: 1, into: &values)
    #expect(values[0] == pop.value(atElapsed: 0.05))
    #expect(values[0] != pop.target)
  }

  /// Web animations: at every frame the output is the keyframes at the effect's transformed
  /// progress for the current time `(clock − start) × rate`, from the end time for a negative
  /// rate (or the model value where the effect shows nothing); each completes when the web
  /// says it finishes — forward at its end time, backward at current time 0, never at rate 0.
  @Test func webAnimationsRunOnTheirEffectTiming() throws {
    var timeline = AnimationTimeline()
    let keyframes = KeyframeCurve(values: [0.0, 100, 40], keyTimes: [0, 0.25, 1])
    let cases: [(EffectTiming, Double, Double)] = [
      (
        EffectTiming(
          duration: 0.3, iterations: 2.5, iterationStart: 0.5, delay: 0.2, endDelay: 0.1,
          direction: .alternate, fill: .both, easing: CubicBezier.easeInOut), 1, 7
      ),
      (EffectTiming(duration: 0.4, iterations: 2, direction: .reverse), -1.5, 9),
      (EffectTiming(duration: 0.5, delay: 0.1, fill: .backwards), 0.5, 3),
      (EffectTiming(duration: 0.2, iterations: .infinity, fill: .forwards), 0, 5),
    ]
    let start = 86_400.0
    for (output, (timing, rate, model)) in cases.enumerated() {
      timeline.add(
        keyframes, timing: timing, atTime: start, playbackRate: rate, modelValue: model,
        output: output)
    }
    var values = [Double](repeating: 0, count: cases.count)
    var finished: [Int: Double] = [:]
    for frame in 0...360 {
      let time = start - 0.05 + Double(frame) / 120
      timeline.advance(to: time, into: &values)
      for completion in timeline.completions { finished[completion.output] = time }
      for (output, (timing, rate, model)) in cases.enumerated() {
        let local = (rate < 0 ? timing.endTime : 0) + ((finished[output] ?? time) - start) * rate
        let computed = timing.computedTiming(atLocalTime: local, playbackRate: rate)
        let expected = computed.progress.map { keyframes.value(at: $0) } ?? model
        #expect(values[output] == expected, "output \(output) at \(time)")
      }
    }
    // The first ends at 0.2 + 0.75 + 0.1 s; the reversed one after 0.8 / 1.5 s, on the model
    // value as the one at half speed after 1.2 s (no forwards fill); rate 0 never. Each within
    // one frame, and a microsecond for the clock's rounding at 86 400 s.
    for (output, end) in [(0, 1.05), (1, 0.8 / 1.5), (2, 1.2)] {
      let finish = try #require(finished[output]) - start
      #expect(finish >= end - 1e-6 && finish < end + 1.0 / 120 + 1e-6, "output \(output)")
    }
    #expect(values[1] == 9 && values[2] == 3)
    #expect(finished[3] == nil && timeline.count == 1)
  }
}
