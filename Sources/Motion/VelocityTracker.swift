import KineticsCore

/// Estimates the velocity of a finger — or of anything sampled at irregular times — from
/// timestamped positions, as the platforms' trackers do (Android's and Flutter's
/// `VelocityTracker`; UIKit computes its pan velocity privately): a least-squares polynomial
/// through the recent samples, differentiated at the newest one.
///
/// ```swift
/// var tracker = VelocityTracker<Double>()
/// for (time, x) in [(0.000, 0.0), (0.008, 4), (0.016, 8), (0.024, 12)] {
///   tracker.add(x, atTime: time)
/// }
/// tracker.velocity(atTime: 0.024)  // 500.0…: points per second
/// let gesture = GestureRelease(distance: 390)
/// gesture.release(translation: 12, velocity: tracker.velocity(atTime: 0.024)).isFinishing  // false
/// ```
///
/// Positions are any `Interpolatable` value (`Double`, `Point2D`, `Vector2D`, …) and the
/// velocity has the same type, in units per second, so it is what a ``SpringMotion`` or
/// ``DecayMotion`` started at release takes as its initial velocity. A vector is fitted
/// component by component (the fit is linear in the positions).
///
/// The defaults are the common ones (Android's and Flutter's): a degree-2 fit over the samples of
/// the last 100 ms, at most 20 of them, cut at a gap of more than 40 ms between samples. A
/// finger whose newest sample is more than 40 ms before the query time has stopped: velocity 0
/// (both peers). A sample at the newest sample's time replaces it (Android's rule: a pointer
/// that goes down reports the others again at the same time); one before it starts a new
/// history, since the clock or the gesture restarted. Ages and gaps are compared with the window
/// in whole nanoseconds (each rounded to the nearest), as the peers compare integer
/// milliseconds or nanoseconds: a sample exactly 100 ms old in decimal seconds (0.803 − 0.703,
/// which is 0.10000000000000009 in doubles) is in the window, and exactly 40 ms is not a stop.
/// With fewer samples than a degree needs, the degree drops (Android's rule): two samples give
/// their slope, one gives 0. ``Rules/flutter`` keeps a sample that shares the newest's time
/// and gives 0 where a fit lacks samples at distinct times, as Flutter does. Times are seconds
/// on any clock; any finite times and positions are accepted, and the velocity is always finite:
/// one beyond the double range saturates at a length between 4.5e307 and 9e307, direction kept.
///
/// Which strategy matches iOS: UIKit does not publish how `UIPanGestureRecognizer.velocity(in:)`
/// is estimated, so the evidence is measured. ``Strategy/iOSScrollViewFling`` is the one fitted
/// to UIKit's own numbers: Flutter tuned its weights until its release velocity matched what
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` reports for the same touches
/// (github.com/flutter/flutter/pull/60501: 4030.69 against UIKit's 4030.79 points per second),
/// and a scroll view's release velocity comes from its pan recognizer. The least-squares fit
/// read about 20 % faster than `velocity(in:)` in Flutter's comparison
/// (github.com/flutter/flutter/issues/11772). Flutter notes that the scroll view's figure is
/// not exactly the recognizer's (the view slows as the touch lifts), so for a transition that
/// must feel like UIKit's own, use
/// ``Strategy/iOSScrollViewFling``; for one that must agree with Android or Flutter's default,
/// the least-squares fit.
///
/// Accuracy: exact to rounding for motion that is a polynomial of the fit's degree (about 1e-12
/// relative for 120 Hz samples); the fit is solved by a QR factorization on times rescaled to
/// [−1, 0] and positions rescaled by a power of two, so its conditioning does not depend on the
/// units or the clock's epoch.
@frozen
public struct VelocityTracker<Value: Interpolatable>: Sendable {
  /// How the velocity is estimated from the samples in the window.
  @frozen
  public enum Strategy: Hashable, Sendable {
    /// A least-squares polynomial of this degree (1 to 5) in time, differentiated at the newest
    /// sample (Android's `LSQ1`…`LSQ3`, Flutter's degree 2).
    case leastSquares(degree: Int)
    /// Android's impulse strategy: each step between samples pushes the tracked object with an
    /// impulse, and the velocity is the one whose kinetic energy equals the total work, from
    /// the oldest sample on (the first step counts half). For a value of several components the
    /// same rule runs on vectors (work along the step's direction), which is Android's per-axis
    /// result for motion along one axis.
    case impulse
    /// Flutter's imitation of UIKit's scroll view (`IOSScrollViewFlingVelocityTracker`): a
    /// weighted mean of the velocities of the last three steps between samples, 0.6 for the
    /// oldest, 0.35, 0.05 for the newest. The horizon and the gaps between samples do not cut
    /// its window (the stop threshold still applies at the query time); a missing step (fewer
    /// than four samples) or one of zero duration contributes 0, so two samples give 5 % of
    /// their slope. The estimate's duration and offset span every sample held.
    case iOSScrollViewFling
    /// Flutter's imitation of AppKit's scroll view (`MacOSScrollViewFlingVelocityTracker`): as
    /// ``iOSScrollViewFling`` with the weights 0.15 (oldest step), 0.65 and 0.2 (newest).
    case macOSScrollViewFling
  }

  /// What a tracker does at the edges where Android's and Flutter's trackers differ. Both
  /// trackers agree everywhere else: the window, the stop threshold, the fit.
  @frozen
  public enum Rules: Hashable, Sendable {
    /// Android's (`libs/input/VelocityTracker.cpp`): a sample at the newest sample's time
    /// replaces it, and a least-squares degree drops to the samples there are, so two
    /// samples give their slope.
    case android
    /// Flutter's (`gestures/velocity_tracker.dart`): a sample at the newest sample's time is
    /// kept beside it, and a least-squares fit of degree d needs d + 1 samples at distinct
    /// times or it fails, which gives velocity 0: two samples, or three of which two share a
    /// time, give 0 for degree 2. (Flutter's solver fails on a basis column whose part
    /// independent of the earlier ones is below 1e-10, times in milliseconds; this one below
    /// 1e-9 of the column's length, times rescaled to the window. Both fail on equal times;
    /// for times apart by a tiny fraction of the window they can decide differently.) The
    /// impulse strategy skips a step of zero duration, as Jetpack Compose's does, and halves
    /// the first step that counts (Compose halves only its oldest step, skipped or not).
    case flutter
  }

  /// A velocity and what it was estimated from.
  @frozen
  public struct Estimate: Sendable, Equatable {
    /// Units per second; zero when the finger has stopped or there is one sample.
    public var velocity: Value
    /// The fit's coefficient of determination in 0…1: the fraction of the samples' spread
    /// (summed over components) the polynomial explains; 1 for samples that do not move or that
    /// the polynomial passes through. Nil where nothing was fitted: the impulse strategy, a
    /// stopped finger, fewer than two samples.
    public var confidence: Double?
    /// Seconds from the oldest to the newest sample used.
    public var duration: Double
    /// The newest sample used minus the oldest.
    public var offset: Value
    /// How many samples were used.
    public var sampleCount: Int

    /// Creates an estimate.
    @inlinable
    public init(
      velocity: Value, confidence: Double?, duration: Double, offset: Value, sampleCount: Int
    ) {
      self.velocity = velocity
      self.confidence = confidence
      self.duration = duration
      self.offset = offset
      self.sampleCount = sampleCount
    }
  }

  /// The estimation strategy.
  public let strategy: Strategy
  /// Android's or Flutter's edge rules.
  public let rules: Rules
  /// Seconds of history a fit uses.
  public let horizon: Double
  /// The gap in seconds after which the finger is taken to have stopped: between two samples
  /// (older ones are not used) and between the newest sample and the query time (velocity 0).
  public let stopThreshold: Double

  /// Sample times, seconds, in a ring whose newest entry is at `newestIndex`.
  @usableFromInline var times: [Double]
  /// Sample positions, in the ring order of `times`.
  @usableFromInline var positions: [Value]
  /// Where the newest sample is in the ring.
  @usableFromInline var newestIndex = 0
  /// How many samples the ring holds.
  @usableFromInline var count = 0

  /// The most samples kept (and fitted).
  @inlinable
  public var maximumSamples: Int { times.count }

  /// A tracker with the given strategy and windows.
  ///
  /// - Parameters:
  ///   - strategy: least squares of degree 2 by default.
  ///   - rules: Android's edge rules by default.
  ///   - horizon: seconds of history a fit uses (0.1).
  ///   - stopThreshold: seconds without a sample after which the finger has stopped (0.04).
  ///   - maximumSamples: the most samples a fit uses (20).
  /// - Precondition: the ranges of ``validate(strategy:horizon:stopThreshold:maximumSamples:)``.
  public init(
    strategy: Strategy = .leastSquares(degree: 2), rules: Rules = .android,
    horizon: Double = 0.1, stopThreshold: Double = 0.04, maximumSamples: Int = 20
  ) {
    do {
      try Self.validate(
        strategy: strategy, horizon: horizon, stopThreshold: stopThreshold,
        maximumSamples: maximumSamples)
    } catch { error.stop() }
    self.strategy = strategy
    self.rules = rules
    self.horizon = horizon
    self.stopThreshold = stopThreshold
    times = Array(repeating: 0, count: maximumSamples)
    positions = Array(repeating: .zero, count: maximumSamples)
  }

  /// Checks a least-squares degree (1…5), `horizon` and `stopThreshold` (finite, > 0) and
  /// `maximumSamples` (2…1000).
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(
    strategy: Strategy, horizon: Double, stopThreshold: Double, maximumSamples: Int
  ) throws(ValidationError) {
    if case .leastSquares(let degree) = strategy, !(1...5).contains(degree) {
      throw ValidationError(
        type: "VelocityTracker", parameter: "degree", requirement: "must lie in 1…5",
        value: "\(degree)", kind: .outOfRange)
    }
    try ValidationError.requirePositive(horizon, type: "VelocityTracker", parameter: "horizon")
    try ValidationError.requirePositive(
      stopThreshold, type: "VelocityTracker", parameter: "stopThreshold")
    guard (2...1000).contains(maximumSamples) else {
      throw ValidationError(
        type: "VelocityTracker", parameter: "maximumSamples", requirement: "must lie in 2…1000",
        value: "\(maximumSamples)", kind: .outOfRange)
    }
  }

  /// Records `position` at `time` (seconds). Allocates nothing.
  ///
  /// - Precondition: `time` and every component of `position` finite.
  @inlinable
  public mutating func add(_ position: Value, atTime time: Double) {
    precondition(time.isFinite, "VelocityTracker.add: time must be finite, got \(time)")
    // Scaled down so that finite components whose length exceeds the range still pass.
    precondition(
      position.multiplied(by: 0x1p-600).squaredMagnitude.isFinite,
      "VelocityTracker.add: position must be finite, got \(position)")
    if count > 0 {
      let newestTime = times[newestIndex]
      if time == newestTime, rules == .android {
        positions[newestIndex] = position
        return
      }
      if time < newestTime { count = 0 }
    }
    newestIndex = count == 0 ? 0 : (newestIndex + 1) % times.count
    times[newestIndex] = time
    positions[newestIndex] = position
    count = Swift.min(count + 1, times.count)
  }

  /// Forgets every sample (a new gesture).
  @inlinable
  public mutating func reset() { count = 0 }

  /// The velocity at `time` (seconds: the release, or now) and what it rests on.
  ///
  /// Zero velocity with no samples, one sample, or when the newest sample is more than
  /// `stopThreshold` before `time` (the finger stopped). A `time` before the newest sample
  /// gives the estimate at the newest sample.
  ///
  /// - Complexity: O(n·d²) for n samples and degree d; allocates nothing beyond a few
  ///   temporary buffers of n·(d + 1) numbers, on the stack.
  /// - Precondition: `time` is not NaN.
  @inlinable
  public func estimate(atTime time: Double) -> Estimate {
    precondition(!time.isNaN, "VelocityTracker.estimate: time must not be NaN")
    guard count > 0, Self.isWithin(time - times[newestIndex], stopThreshold) else {
      return Estimate(velocity: .zero, confidence: nil, duration: 0, offset: .zero, sampleCount: 0)
    }
    let window = VelocityWindow(tracker: self)
    let duration = window.time(0) - window.time(window.count - 1)
    let offset = window.position(0) - window.position(window.count - 1)
    guard window.count >= 2 else {
      return Estimate(
        velocity: .zero, confidence: nil, duration: duration, offset: offset, sampleCount: 1)
    }
    let (velocity, confidence) =
      switch strategy {
      case .leastSquares(let degree): window.leastSquaresVelocity(degree: degree)
      case .impulse: (window.impulseVelocity(), nil)
      case .iOSScrollViewFling: (window.weightedStepVelocity(weights: (0.6, 0.35, 0.05)), nil)
      case .macOSScrollViewFling: (window.weightedStepVelocity(weights: (0.15, 0.65, 0.2)), nil)
      }
    return Estimate(
      velocity: velocity, confidence: confidence, duration: duration, offset: offset,
      sampleCount: window.count)
  }

  /// The velocity at `time`, units per second (``estimate(atTime:)``'s).
  @inlinable
  public func velocity(atTime time: Double) -> Value { estimate(atTime: time).velocity }

  /// The velocity at `time`, scaled down — direction kept — to a length of at most
  /// `maximumSpeed` (UIKit's and Android's maximum fling velocity).
  ///
  /// - Precondition: `maximumSpeed` ≥ 0 (+infinity for no limit).
  @inlinable
  public func velocity(atTime time: Double, maximumSpeed: Double) -> Value {
    precondition(
      maximumSpeed >= 0,
      "VelocityTracker.velocity: maximumSpeed must be ≥ 0, got \(maximumSpeed)")
    let velocity = self.velocity(atTime: time)
    let speed = euclideanLength(velocity)
    guard speed > maximumSpeed else { return velocity }
    // Brought to a length in [1, 2) first: maximumSpeed / speed alone can be subnormal (a limit
    // of 0.001 on a speed of 6e307) and lose digits.
    let unit = VelocityWindow.scaled(velocity, byPowerOfTwo: -Int(speed.exponent))
    return unit.multiplied(by: maximumSpeed / speed.significand)
  }
}

extension VelocityTracker {
  /// Whether `interval` (seconds) is at most `limit` once both are rounded to whole
  /// nanoseconds: the peers' integer comparison, so that decimal timestamps' representation
  /// errors (a few 1e-17 s) do not move a sample across the window's edge. Limits beyond the
  /// double range in nanoseconds (above 1.8e299 s) are compared in seconds; an infinite
  /// interval (an age that overflowed) is never within.
  @inlinable
  static func isWithin(_ interval: Double, _ limit: Double) -> Bool {
    let (nanoseconds, limitNanoseconds) = (interval * 1e9, limit * 1e9)
    guard limitNanoseconds.isFinite else { return interval <= limit }
    return nanoseconds.rounded() <= limitNanoseconds.rounded()
  }
}
