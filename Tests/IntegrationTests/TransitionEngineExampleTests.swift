import Kinetics
import Testing

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
