import Easing
import KineticsCore
import Testing
import Timeline

@Suite struct StaggerTests {
  /// GSAP's `stagger: { each, from }`: the delay is the distance from the origin times `each`
  /// (hand-worked: from the start 0, 0.1, 0.2…; from the end reversed; from the center of an
  /// even count, the middle two at half a step; from index 1 both ways).
  @Test func delaysGrowWithTheDistanceFromTheOrigin() {
    func delays(_ stagger: Stagger, _ count: Int) -> [Double] {
      (0..<count).map { stagger.delay(ofIndex: $0, count: count) }
    }
    #expect(delays(Stagger(interval: 0.25), 4) == [0, 0.25, 0.5, 0.75])
    #expect(delays(Stagger(interval: 0.25, from: .end), 4) == [0.75, 0.5, 0.25, 0])
    #expect(delays(Stagger(interval: 0.25, from: .center), 4) == [0.375, 0.125, 0.125, 0.375])
    #expect(delays(Stagger(interval: 0.25, from: .index(1)), 4) == [0.25, 0, 0.25, 0.5])
    #expect(delays(Stagger(interval: 0.25, from: .center), 1) == [0])
  }

  /// With an ease the delays follow the curve over the whole spread: quad-in over five members
  /// from the start, spread 4 × 0.1 s: 0.4·(i/4)² = 0, 0.025, 0.1, 0.225, 0.4.
  @Test func easedDelaysFollowTheCurve() {
    let stagger = Stagger(interval: 0.1, curve: Ease.quadIn)
    let expected = [0, 0.025, 0.1, 0.225, 0.4]
    for (index, delay) in expected.enumerated() {
      #expect(abs(stagger.delay(ofIndex: index, count: 5) - delay) < 1e-15)
    }
  }

  /// The interval's rule: finite and ≥ 0.
  @Test func intervalValidator() async {
    #expect(throws: ValidationError.self) { try Stagger.validate(interval: -0.1) }
    #expect(throws: ValidationError.self) { try Stagger.validate(interval: .nan) }
    #expect(throws: Never.self) { try Stagger.validate(interval: 0) }
    await #expect(processExitsWith: .failure) { _ = Stagger(interval: .infinity) }
  }
}
