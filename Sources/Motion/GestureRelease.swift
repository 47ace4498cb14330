import KineticsCore
import KineticsNumerics
import Springs

/// The numbers of a pan-driven transition: progress from the finger's translation, and, when it
/// lets go, whether to finish or cancel and the velocity to carry into the rest of the move.
///
/// ```swift
/// // Swipe to pop: the finger moves right across the view's width.
/// let gesture = GestureRelease(distance: 390)
/// gesture.progress(translation: 240)                      // 0.615…
/// let release = gesture.release(translation: 240, velocity: 300)
/// release.isFinishing                                      // true: past half-way
/// release.progressVelocity                                 // 0.769… progress per second
/// let motion = gesture.springMotion(translation: 240, velocity: 300, spring: .snappy())
/// ```
public struct GestureRelease: Hashable, Sendable, Codable {
  /// Which way of the finger moves the transition forward.
  public enum Direction: String, Hashable, Sendable, Codable {
    /// Positive translation (rightward or downward) advances it: a pop, a dismiss by dragging
    /// down.
    case positive
    /// Negative translation (leftward or upward) advances it: a push from the right edge.
    case negative
  }

  /// How the release decides between finishing and cancelling.
  public enum Policy: Hashable, Sendable, Codable {
    /// Finish when progress > `progress` or the velocity along the direction exceeds
    /// `velocity` points per second.
    case thresholds(progress: Double, velocity: Double)
    /// Project where the gesture would come to rest with scroll-view deceleration (`decay`),
    /// and finish when that projected progress passes `progress` (Apple's projection rule,
    /// WWDC 2018 "Designing Fluid Interfaces").
    case projection(progress: Double, decay: Decay)

    /// Finish past half-way or faster than 1500 points per second: the rule of the classic
    /// interactive-transition samples (`percent > 0.5 || velocity.x > 1500`).
    public static let halfwayOrFlick = Policy.thresholds(progress: 0.5, velocity: 1500)
  }

  /// What a release at a translation and velocity implies.
  public struct Decision: Hashable, Sendable {
    /// Whether the transition finishes (true) or cancels (false).
    public var isFinishing: Bool
    /// The progress at release, in [0, 1].
    public var progress: Double
    /// The progress the rest of the move ends at: 1 when finishing, 0 when cancelling.
    public var targetProgress: Double
    /// The finger's velocity in progress per second (velocity / distance along the direction):
    /// positive forward, whichever way the transition then goes; held at ±the largest double
    /// where the quotient is beyond the double range.
    public var progressVelocity: Double
    /// UIKit's relative spring velocity (`initialSpringVelocity`,
    /// `UISpringTimingParameters.initialVelocity`): the speed toward the target as a fraction of
    /// the distance still to go per second — positive toward the target, negative away from
    /// it; 0 when nothing remains; held at ±the largest double beyond the range.
    public var relativeVelocity: Double
  }

  /// Points of translation for the whole transition (the view's width, or a fixed 200).
  public let distance: Double
  /// Which way advances it.
  public let direction: Direction
  /// The release rule.
  public let policy: Policy

  /// Creates a gesture mapping.
  ///
  /// - Precondition: `distance` finite and ≥ 0 (0 gives progress 0, not NaN); thresholds
  ///   finite (see ``validate(distance:policy:)``).
  public init(distance: Double, direction: Direction = .positive, policy: Policy = .halfwayOrFlick)
  {
    do { try GestureRelease.validate(distance: distance, policy: policy) } catch { error.stop() }
    self.distance = distance
    self.direction = direction
    self.policy = policy
  }

  /// Checks the distance (finite, ≥ 0) and the policy's thresholds (finite).
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(distance: Double, policy: Policy) throws(ValidationError) {
    guard distance.isFinite && distance >= 0 else {
      throw ValidationError(
        type: "GestureRelease", parameter: "distance", requirement: "must be finite and ≥ 0",
        value: distance)
    }
    let thresholds: [(String, Double)] =
      switch policy {
      case .thresholds(let progress, let velocity):
        [("progress", progress), ("velocity", velocity)]
      case .projection(let progress, _): [("progress", progress)]
      }
    for (name, value) in thresholds where !value.isFinite {
      throw ValidationError(
        type: "GestureRelease", parameter: "policy \(name) threshold",
        requirement: "must be finite",
        value: value)
    }
  }

  /// Decodes `{"distance": …, "direction": …, "policy": …}` with
  /// ``validate(distance:policy:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let distance = try container.decode(Double.self, forKey: .distance)
    let direction = try container.decodeIfPresent(Direction.self, forKey: .direction) ?? .positive
    let policy = try container.decodeIfPresent(Policy.self, forKey: .policy) ?? .halfwayOrFlick
    try ValidationError.decoding(in: container) {
      try GestureRelease.validate(distance: distance, policy: policy)
    }
    self.init(distance: distance, direction: direction, policy: policy)
  }

  /// The translation or velocity along the advancing direction.
  func along(_ value: Double) -> Double { direction == .positive ? value : -value }

  /// Progress for a translation (points): translation / distance along the direction, clamped
  /// to [0, 1]. A zero distance gives 0.
  ///
  /// - Precondition: `translation` is not NaN.
  public func progress(translation: Double) -> Double {
    precondition(!translation.isNaN, "GestureRelease.progress: translation must not be NaN")
    guard distance > 0 else { return 0 }
    return min(max(along(translation) / distance, 0), 1)
  }

  /// Whether to finish (true) or cancel (false) for a release at `translation` with `velocity`
  /// (points per second).
  ///
  /// - Precondition: finite `velocity`, `translation` not NaN.
  public func shouldFinish(translation: Double, velocity: Double) -> Bool {
    precondition(
      velocity.isFinite, "GestureRelease.shouldFinish: velocity must be finite, got \(velocity)")
    let progress = progress(translation: translation)
    switch policy {
    case .thresholds(let progressThreshold, let velocityThreshold):
      return progress > progressThreshold || along(velocity) > velocityThreshold
    case .projection(let progressThreshold, let decay):
      guard distance > 0 else { return false }
      let projected = along(translation) + along(decay.projectedOffset(initialVelocity: velocity))
      return projected / distance > progressThreshold
    }
  }

  /// Everything a release at `translation` with `velocity` (points per second) implies: the
  /// decision, the progress, and the finger's velocity in the units a continuation takes, with
  /// the sign that fits the decision.
  public func release(translation: Double, velocity: Double) -> Decision {
    let finishing = shouldFinish(translation: translation, velocity: velocity)
    let progress = progress(translation: translation)
    // Quotients beyond the double range (a finger's speed over a distance near 1e-310) are held
    // at the largest double, so that a spring started with them stays finite.
    let progressVelocity =
      distance > 0 ? saturatedToTheDoubleRange(along(velocity) / distance) : 0
    // Toward 1 a forward velocity approaches the target; toward 0 it moves away from it.
    let remaining = finishing ? 1 - progress : progress
    let towardTarget = finishing ? progressVelocity : -progressVelocity
    return Decision(
      isFinishing: finishing, progress: progress, targetProgress: finishing ? 1 : 0,
      progressVelocity: progressVelocity,
      relativeVelocity: remaining > 0 ? saturatedToTheDoubleRange(towardTarget / remaining) : 0)
  }

  /// The spring motion of progress from the release to its end: from the progress at release,
  /// with the finger's velocity (progress per second), toward 1 or 0 as the policy decides.
  /// Position and velocity are continuous at the release.
  public func springMotion(
    translation: Double, velocity: Double, spring: DampedSpring, tolerance: RestTolerance = .unit
  ) -> SpringMotion<Double> {
    let release = release(translation: translation, velocity: velocity)
    return SpringMotion(
      from: release.progress, to: release.targetProgress, spring: spring,
      initialVelocity: release.progressVelocity, tolerance: tolerance)
  }

  /// UIKit's relative velocity for a 2D move: each axis' velocity divided by that axis' distance
  /// still to go (`UISpringTimingParameters(dampingRatio:initialVelocity:)` takes a `CGVector`
  /// so); 0 on an axis with nothing to go, and the largest double, sign kept, where a
  /// velocity over a tiny distance exceeds the range. Points and vectors of any geometry type
  /// pass their SIMD storage (`Vector2D.storage`).
  ///
  /// ```swift
  /// let velocity = SIMD2<Double>(100, -50), remaining = SIMD2<Double>(200, -100)
  /// GestureRelease.relativeVelocity(velocity, remaining: remaining)  // SIMD2<Double>(0.5, 0.5)
  /// ```
  public static func relativeVelocity(_ velocity: SIMD2<Double>, remaining: SIMD2<Double>)
    -> SIMD2<Double>
  {
    SIMD2(
      remaining.x == 0 ? 0 : saturatedToTheDoubleRange(velocity.x / remaining.x),
      remaining.y == 0 ? 0 : saturatedToTheDoubleRange(velocity.y / remaining.y))
  }
}
