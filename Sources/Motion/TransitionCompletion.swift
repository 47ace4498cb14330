import Easing
import KineticsCore

/// The rest of an interactive transition after release: its fraction complete over the seconds
/// since the release, timed or physical.
public enum TransitionCompletion: Trajectory, Hashable {
  /// A timed completion (a timing curve, or UIKit's spring over a fixed time).
  case timed(Tween<Double, AnyTimingCurve>)
  /// A physical spring.
  case spring(SpringMotion<Double>)

  /// The fraction complete `elapsed` seconds after the release.
  public func value(atElapsed elapsed: Double) -> Double {
    switch self {
    case .timed(let tween): tween.value(atElapsed: elapsed)
    case .spring(let motion): motion.value(atElapsed: elapsed)
    }
  }

  /// The fraction's rate of change, per second.
  public func velocity(atElapsed elapsed: Double) -> Double {
    switch self {
    case .timed(let tween): tween.velocity(atElapsed: elapsed)
    case .spring(let motion): motion.velocity(atElapsed: elapsed)
    }
  }

  /// Whether the completion is over.
  public func isComplete(atElapsed elapsed: Double) -> Bool {
    switch self {
    case .timed(let tween): tween.isComplete(atElapsed: elapsed)
    case .spring(let motion): motion.isComplete(atElapsed: elapsed)
    }
  }

  /// The seconds it lasts after the release.
  public var completionTime: Double? {
    switch self {
    case .timed(let tween): tween.completionTime
    case .spring(let motion): motion.completionTime
    }
  }

  /// The fraction it ends at: 0 or 1.
  public var target: Double {
    switch self {
    case .timed(let tween): tween.target
    case .spring(let motion): motion.target
    }
  }

  /// The same kind of completion from the state at `elapsed` toward `newTarget`.
  public func retargeted(to newTarget: Double, atElapsed elapsed: Double) -> TransitionCompletion {
    switch self {
    case .timed(let tween): .timed(tween.retargeted(to: newTarget, atElapsed: elapsed))
    case .spring(let motion): .spring(motion.retargeted(to: newTarget, atElapsed: elapsed))
    }
  }
}
