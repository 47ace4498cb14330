import Easing
import KineticsCore
import Springs
import Testing

@testable import Motion

/// Baked Core Animation keyframes, played back by Kinetics' model of a `CAKeyframeAnimation`
/// (`PropertyAnimation`, which the Core Animation timing suite checks against CA's documented
/// behaviour), against the motion they stand for, evaluated directly.
@Suite struct CoreAnimationKeyframesTests {
  /// The seed transition's spring: UIKit's `usingSpringWithDamping: 0.49,
  /// initialSpringVelocity: 0.81` over 0.6 s, a unit move.
  static let seed = SpringMotion(
    from: 0.0, to: 1,
    spring: DampedSpring(uiKitDuration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81),
    initialVelocity: 0.81)

  static let motions: [(String, SpringMotion<Double>)] = [
    ("seed", seed),
    ("smooth", SpringMotion(from: 0.0, to: 1, spring: .smooth())),
    ("snappy", SpringMotion(from: 0.0, to: 1, spring: .snappy())),
    ("bouncy", SpringMotion(from: 0.0, to: 1, spring: .bouncy())),
  ]

  /// The largest difference between Core Animation's playback of `keys` (model value: the
  /// target, no fill) and `motion`, every millisecond from 0 to twice the duration.
  static func playbackError(_ keys: CoreAnimationKeyframes, _ motion: some Trajectory<Double>)
    -> Double
  {
    playbackError(keys.keyframeCurve, duration: keys.duration, motion)
  }

  static func playbackError(
    _ curve: KeyframeCurve<Double>, duration: Double, _ motion: some Trajectory<Double>
  ) -> Double {
    let played = PropertyAnimation(
      keyframes: curve, timing: MediaTiming(duration: max(duration, 1e-3)))
    let end = 2 * max(duration, 0.5)
    return stride(from: 0.0, through: end, by: 1e-3).map { time in
      abs(
        played.presentationValue(atTime: time, modelValue: motion.target)
          - motion.value(atElapsed: time))
    }.max()!
  }

  @Test(arguments: [1e-3, 1e-4])
  func playbackStaysWithinTheError(maximumError: Double) throws {
    for (name, motion) in Self.motions {
      let keys = try CoreAnimationKeyframes(approximating: motion, maximumError: maximumError)
      let error = Self.playbackError(keys, motion)
      #expect(error <= maximumError, "\(name): \(error) with \(keys.values.count) keys")
    }
  }

  /// Linear keyframes sampled every `interval` seconds over `duration` (the last at the
  /// duration, on the target): one per 120 Hz frame, or Motion's `generateLinearEasing` rule
  /// (motion.dev: round(duration / 10 ms) points, at least 2, spread evenly).
  static func sampled(_ motion: some Trajectory<Double>, duration: Double, points: Int)
    -> KeyframeCurve<Double>
  {
    let fractions = (0..<points).map { Double($0) / Double(points - 1) }
    return KeyframeCurve(
      values: fractions.dropLast().map { motion.value(atElapsed: duration * $0) } + [motion.target],
      keyTimes: fractions)
  }

  /// Key counts measured on Linux x86-64 (the table in Motion's "Hand a spring to Core
  /// Animation"): at 1e-3 and 1e-4 of the range; one key per 120 Hz frame and Motion's 10 ms
  /// samples, with the error each measures and the baked count at that error; and CSS
  /// `linear()` points at 1e-3 and 1e-4. The expectations are the measured counts as upper
  /// bounds (another libm may move a bisection by a step), and the baked keys stay under a
  /// tenth of the sampled ones.
  @Test(arguments: [
    ("seed", 9, 15, 112, 3.4e-3, 6, 92, 5.0e-3, 6, 36, 112),
    ("smooth", 5, 10, 121, 1.2e-3, 5, 100, 1.8e-3, 5, 25, 74),
    ("snappy", 6, 9, 102, 1.2e-3, 5, 84, 1.8e-3, 5, 24, 74),
    ("bouncy", 6, 12, 141, 1.3e-3, 6, 116, 1.8e-3, 5, 27, 84),
  ])
  func keyCountsBesideSampling(
    name: String, coarseKeys: Int, fineKeys: Int, frameKeys: Int, shownFrameError: Double,
    keysAtFrameError: Int, ruleKeys: Int, shownRuleError: Double, keysAtRuleError: Int,
    coarseLinearPoints: Int, fineLinearPoints: Int
  ) throws {
    let motion = try #require(Self.motions.first { $0.0 == name }?.1)
    let fine = try CoreAnimationKeyframes(approximating: motion, maximumError: 1e-4)
    let coarse = try CoreAnimationKeyframes(approximating: motion, maximumError: 1e-3)
    let duration = fine.duration
    let perFrame = Self.sampled(
      motion, duration: duration, points: Int((duration * 120).rounded(.up)) + 1)
    let motionRule = Self.sampled(
      motion, duration: duration, points: max(Int((duration / 0.01).rounded()), 2))
    let frameError = Self.playbackError(perFrame, duration: duration, motion)
    let ruleError = Self.playbackError(motionRule, duration: duration, motion)
    let atFrameError = try CoreAnimationKeyframes(approximating: motion, maximumError: frameError)
    let atRuleError = try CoreAnimationKeyframes(approximating: motion, maximumError: ruleError)
    let asCurve = SpringCurve(
      spring: motion.spring, duration: duration, initialVelocity: motion.initialVelocity)
    let coarseLinear = try PiecewiseLinear(approximating: asCurve, maximumError: 1e-3)
    let fineLinear = try PiecewiseLinear(approximating: asCurve, maximumError: 1e-4)
    #expect(coarse.values.count <= coarseKeys && fine.values.count <= fineKeys)
    #expect(perFrame.values.count == frameKeys && motionRule.values.count == ruleKeys)
    // The errors as the table shows them, to two digits.
    #expect(
      abs(frameError - shownFrameError) <= 0.05e-3 && abs(ruleError - shownRuleError) <= 0.05e-3)
    #expect(atFrameError.values.count <= keysAtFrameError)
    #expect(atRuleError.values.count <= keysAtRuleError)
    #expect(10 * atFrameError.values.count < perFrame.values.count)
    #expect(coarseLinear.points.count <= coarseLinearPoints)
    #expect(fineLinear.points.count <= fineLinearPoints)
  }

  @Test func badErrorsAndEndlessMotionsAreReported() {
    let motion = SpringMotion(from: 0.0, to: 1, spring: .bouncy())
    for error in [0, -1e-3, .nan, .infinity] {
      #expect(throws: ValidationError.self) {
        try CoreAnimationKeyframes(approximating: motion, maximumError: error)
      }
    }
    let undamped = SpringMotion(
      from: 0.0, to: 1, spring: DampedSpring(mass: 1, stiffness: 100, damping: 0))
    #expect(throws: ValidationError.self) {
      try CoreAnimationKeyframes(approximating: undamped, maximumError: 1e-3)
    }
  }

  /// A motion already within half the error of its target is one key, its target.
  @Test func settledMotionIsOneKey() throws {
    let resting = SpringMotion(from: 1.0, to: 1, spring: .bouncy())
    let keys = try CoreAnimationKeyframes(approximating: resting, maximumError: 1e-3)
    #expect(keys.values == [1] && keys.keyTimes == [0] && keys.duration == 0)
    #expect(keys.timingFunctions.isEmpty && keys.animation.value(atElapsed: 0.5) == 1)
  }

  /// Other motions: a decay (its rest point the target), a tween along a curve, and moves of
  /// 1e-6 and 1e6 points (the error scaled with them), each within the error on playback.
  @Test func otherMotionsAndScales() throws {
    let decay = DecayMotion(from: 0.0, initialVelocity: 1500, decay: .normal)
    let decayKeys = try CoreAnimationKeyframes(approximating: decay, maximumError: 0.1)
    #expect(Self.playbackError(decayKeys, decay) <= 0.1)
    let tween = Tween(from: 10.0, to: -30, duration: 0.4, curve: Ease.backOut)
    let tweenKeys = try CoreAnimationKeyframes(approximating: tween, maximumError: 1e-3)
    #expect(Self.playbackError(tweenKeys, tween) <= 1e-3)
    for scale in [1e-6, 1e6] {
      let move = SpringMotion(
        from: 0.0, to: scale, spring: .bouncy(),
        tolerance: RestTolerance(displacement: scale * 1e-4, velocity: scale * 1e-2))
      let keys = try CoreAnimationKeyframes(approximating: move, maximumError: scale * 1e-3)
      #expect(Self.playbackError(keys, move) <= scale * 1e-3)
      #expect(keys.values.count == 6)
    }
  }

  /// A driver's keyframes mapped onto a property play that property's own motion: a unit
  /// progress spring baked within 1e-4 and mapped from 390 to 0 follows the 390-point spring
  /// from 390 to 0 within 390 × 1e-4 (plus roundings), with the driver's key times and
  /// timing functions; a single key maps to the mapped target.
  @Test func mappedKeysPlayTheMappedMotion() throws {
    let progress = SpringMotion(from: 0.0, to: 1, spring: .bouncy())
    let keys = try CoreAnimationKeyframes(approximating: progress, maximumError: 1e-4)
    let slide = keys.mapped(from: 390, to: 0)
    let direct = SpringMotion(from: 390.0, to: 0, spring: .bouncy())
    #expect(Self.playbackError(slide, direct) <= 390e-4 + 1e-12)
    #expect(slide.keyTimes == keys.keyTimes && slide.timingFunctions == keys.timingFunctions)
    #expect(slide.duration == keys.duration && slide.values.count == keys.values.count)
    let still = try CoreAnimationKeyframes(
      approximating: SpringMotion(from: 1.0, to: 1, spring: .bouncy()), maximumError: 1e-3)
    #expect(still.mapped(from: 390, to: 0).values == [0])
  }

  /// Each segment's timing function leaves and enters its keys at the motion's velocity (to
  /// Float rounding of the control points), so the played motion has no kinks.
  @Test func velocityIsContinuousAtTheKeys() throws {
    let motion = Self.seed
    let keys = try CoreAnimationKeyframes(approximating: motion, maximumError: 1e-4)
    let played = keys.animation
    for time in keys.keyTimes.dropFirst().dropLast().map({ $0 * keys.duration }) {
      let before = played.velocity(atElapsed: time - 1e-7)
      let after = played.velocity(atElapsed: time + 1e-7)
      let expected = motion.velocity(atElapsed: time)
      #expect(abs(before - expected) <= 1e-4 && abs(after - expected) <= 1e-4, "at \(time)")
    }
  }

  /// Across the double range: moves between ±1e308 (their differences overflow unless scaled)
  /// and within the subnormals, along a bézier and an overshooting ease, each within its error
  /// on playback (differences taken of halves, so that they cannot overflow).
  @Test func acrossTheDoubleRange() throws {
    let moves: [(Double, Double, Double)] = [
      (-1e308, 1e308, 1e303), (1e308, -1e308, 1e305), (0, 1e308, 1e303),
      (0, .leastNormalMagnitude / 16, .leastNormalMagnitude / 16_000),
    ]
    for (from, to, error) in moves {
      for curve in [AnyTimingCurve(CubicBezier.easeInOut), AnyTimingCurve(Ease.backOut)] {
        let tween = Tween(from: from, to: to, duration: 0.3, curve: curve)
        let keys = try CoreAnimationKeyframes(approximating: tween, maximumError: error)
        #expect(keys.values.allSatisfy(\.isFinite) && keys.values.last == to)
        let worst = stride(from: 0.0, through: 0.6, by: 1e-3).map {
          2 * abs(keys.animation.value(atElapsed: $0) / 2 - tween.value(atElapsed: $0) / 2)
        }.max()!
        #expect(worst <= error, "\(from) → \(to) along \(curve): \(worst)")
      }
    }
  }

  /// Below a millionth of the motion's extent the request is refused, naming the extent;
  /// at a millionth it is met.
  @Test func errorsBelowAMillionthAreRefused() throws {
    let motion = SpringMotion(
      from: 0.0, to: 1, spring: .bouncy(),
      tolerance: RestTolerance(displacement: 1e-8, velocity: 1e-6))
    #expect(throws: ValidationError.self) {
      try CoreAnimationKeyframes(approximating: motion, maximumError: 1e-12)
    }
    let keys = try CoreAnimationKeyframes(approximating: motion, maximumError: 1e-6)
    #expect(Self.playbackError(keys, motion) <= 1e-6)
  }
}
