import Easing

/// The numbers of a pan-driven transition: progress from the finger's translation, and the
/// decision to finish or cancel when it lets go.
///
/// ```swift
/// // The seed's swipe-to-pop: the finger moves right across the view's width.
/// let gesture = GestureRelease(distance: 390, direction: .positive)
/// let progress = gesture.progress(translation: 240)          // 0.615…
/// gesture.shouldFinish(translation: 240, velocity: 300)      // true (progress > 0.5)
/// gesture.shouldFinish(translation: 60, velocity: 1800)      // true (velocity > 1500)
/// ```
public struct GestureRelease: Hashable, Sendable {
  /// Which way of the finger moves the transition forward.
  public enum Direction: Hashable, Sendable {
    /// Positive translation (rightward or downward) advances it: a pop, a dismiss by dragging
    /// down.
    case positive
    /// Negative translation (leftward or upward) advances it: a push from the right edge.
    case negative
  }

  /// How the release decides.
  public enum Policy: Hashable, Sendable {
    /// The seeds' rule: finish when progress > `progressThreshold` or the velocity along the
    /// direction exceeds `velocityThreshold` points per second.
    case thresholds(progressThreshold: Double, velocityThreshold: Double)
    /// Project where the gesture would come to rest with UIScrollView's deceleration
    /// (`decay`), and finish when that projected progress passes `progressThreshold`.
    case projection(progressThreshold: Double, decay: Decay)
  }

  /// Points of translation for the whole transition (the view's width, or 200 in the seeds'
  /// tab bar).
  public let distance: Double
  /// Which way advances it.
  public let direction: Direction
  /// The release rule.
  public let policy: Policy

  /// The seeds' rule: finish past half-way or faster than 1500 points per second.
  public static let seedPolicy = Policy.thresholds(progressThreshold: 0.5, velocityThreshold: 1500)

  /// Creates a gesture mapping.
  ///
  /// - Precondition: `distance` finite and ≥ 0 (0 gives progress 0, not NaN); thresholds
  ///   finite.
  public init(distance: Double, direction: Direction = .positive, policy: Policy = seedPolicy) {
    precondition(
      distance.isFinite && distance >= 0,
      "GestureRelease: distance must be finite and ≥ 0, got \(distance)")
    switch policy {
    case .thresholds(let progress, let velocity):
      precondition(
        progress.isFinite && velocity.isFinite, "GestureRelease: thresholds must be finite")
    case .projection(let progress, _):
      precondition(progress.isFinite, "GestureRelease: progressThreshold must be finite")
    }
    self.distance = distance
    self.direction = direction
    self.policy = policy
  }

  /// The translation and velocity along the advancing direction.
  func along(_ value: Double) -> Double { direction == .positive ? value : -value }

  /// Progress for a translation (points): translation / distance along the direction, clamped
  /// to [0, 1], as the seeds compute it. A zero distance gives 0.
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
  /// - Precondition: finite `velocity`.
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

  /// The spring that takes the transition from the release to its end: from the current
  /// progress, with the finger's velocity in progress per second (velocity / distance), toward
  /// 1 when ``shouldFinish(translation:velocity:)`` says so, else 0. Position and velocity are
  /// continuous at the release.
  public func springMotion(translation: Double, velocity: Double, spring: Spring) -> SpringMotion<
    Double
  > {
    let finishing = shouldFinish(translation: translation, velocity: velocity)
    let rate = distance > 0 ? along(velocity) / distance : 0
    return SpringMotion(
      spring: spring, from: progress(translation: translation), initialVelocity: rate,
      to: finishing ? 1 : 0)
  }

  /// UIKit's relative spring velocity for the rest of the move: the gesture velocity along the
  /// direction divided by the remaining distance (1 covers the remaining distance in one
  /// second); 0 when nothing remains.
  public func relativeVelocity(translation: Double, velocity: Double, finishing: Bool = true)
    -> Double
  {
    let progress = progress(translation: translation)
    let remaining = (finishing ? 1 - progress : progress) * distance
    guard remaining > 0 else { return 0 }
    return along(velocity) / remaining * (finishing ? 1 : -1)
  }
}

/// Converts between a gesture velocity in points per second and UIKit's relative spring
/// velocity (distances per second) for a remaining distance in points; 0 when the distance is 0.
public enum RelativeVelocity {
  /// points per second → remaining distances per second.
  public static func relative(pointsPerSecond velocity: Double, remainingDistance distance: Double)
    -> Double
  {
    distance == 0 ? 0 : velocity / distance
  }

  /// remaining distances per second → points per second.
  public static func pointsPerSecond(relative velocity: Double, remainingDistance distance: Double)
    -> Double
  {
    velocity * distance
  }
}
