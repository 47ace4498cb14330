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
    from: 0.0, to: 1, spring: DampedSpring(uiKitDuration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81),
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
    let played = PropertyAnimation(
      keyframes: keys.keyframeCurve, timing: MediaTiming(duration: max(keys.duration, 1e-3)))
    let end = 2 * max(keys.duration, 0.5)
    return stride(from: 0.0, through: end, by: 1e-3).map { time in
      abs(played.presentationValue(atTime: time, modelValue: motion.target) - motion.value(atElapsed: time))
    }.max()!
  }

  @Test(arguments: [1e-3, 1e-4])
  func playbackStaysWithinTheError(maximumError: Double) throws {
    for (name, motion) in Self.motions {
      let keys = try CoreAnimationKeyframes(approximating: motion, maximumError: maximumError)
      let error = Self.playbackError(keys, motion)
      print(name, maximumError, keys.values.count, error, keys.duration)
      #expect(error <= maximumError, "\(name): \(error) with \(keys.values.count) keys")
    }
  }
}
