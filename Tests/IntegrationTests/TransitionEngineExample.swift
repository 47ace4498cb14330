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

@Suite struct TransitionEngineExampleTests {
  /// The push at 60 and at 120 Hz shows the same values at the frames both rates share, and
  /// ends exactly in place with alpha 1.
  @Test func pushIsFrameRateIndependent() {
    var engine = TransitionEngine()
    engine.push(at: 10)
    for frame in 0...36 {
      let time60 = 10 + Double(frame) / 60
      let time120 = 10 + Double(2 * frame) / 120
      #expect(engine.value("x", at: time60) == engine.value("x", at: time120))
    }
    #expect(engine.value("x", at: 10.61) == 0 && engine.value("alpha", at: 10.61) == 1)
  }

  /// The rotate-in ends at angle 0 with the frame back in place; the zoom starts on the cell.
  @Test func rotateAndZoom() {
    var engine = TransitionEngine()
    engine.rotateIn(at: 0)
    #expect(engine.value("angle", at: 0) == -.pi / 2 && engine.value("angle", at: 0.6) == 0)
    var zoomed = TransitionEngine()
    let cell = Rect2D(x: 20, y: 120, width: 100, height: 100)
    let start = zoomed.zoom(from: cell, at: 0)
    zoomed.layer.transform = start
    let frame = zoomed.layer.frame
    #expect(abs(frame.minX - 20) < 1e-9 && abs(frame.width - 100) < 1e-9)
  }

  /// The pan: released past half-way slowly, or early but fast, it finishes; the corner radius
  /// follows the fraction continuously through the release.
  @Test func panReleaseKeepsPositionAndVelocity() throws {
    for (translation, velocity, finishes) in [
      (250.0, 100.0, true), (60, 1800, true), (100, -50, false),
    ] {
      var engine = TransitionEngine()
      try engine.panChanged(translation: translation)
      let before = engine.cornerRadius(at: 5)
      try engine.panEnded(translation: translation, velocity: velocity, at: 5)
      #expect(abs(engine.cornerRadius(at: 5) - before) < 1e-12)
      #expect(abs(engine.transition.fractionVelocity(atTime: 5) - velocity / 375) < 1e-12)
      #expect(engine.transition.fractionComplete(atTime: 20) == (finishes ? 1 : 0))
    }
  }
}
