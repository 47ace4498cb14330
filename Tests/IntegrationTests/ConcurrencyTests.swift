import Kinetics
import Testing

/// Springs, curves and transforms are immutable values: driving them from many tasks at once
/// must give the answers one task gives (run under ThreadSanitizer in RELIABILITY.md).
@Suite struct ConcurrencyTests {
  @Test func sharedValuesFromManyTasks() async {
    let curve = CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)
    let spring = DampedSpring(uiKitDuration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)
    let transform = AffineTransform2D(translationX: 10, y: 20).rotated(by: 0.3)
    let function = try! TimingFunction(css: "linear(0, 0.25 25% 75%, 1)")
    func work(_ seed: Int) -> Double {
      var sum = 0.0
      var batch = SpringBatch(spring: spring, positions: [0, 1, 2], targets: [3, 4, 5])
      for step in 0..<2000 {
        let x = Double((step * 7 + seed) % 1000) / 1000
        sum += curve.value(at: x) + function.value(at: x)
        sum += spring.displacement(atElapsed: x, initialDisplacement: -1)
        sum += Point2D(x: x, y: 1).applying(transform).x
        batch.step(deltaTime: 1.0 / 120)
      }
      return sum + batch.positions.reduce(0, +)
    }
    let expected = (0..<16).map(work)
    let results = await withTaskGroup(of: (Int, Double).self) { group in
      for seed in 0..<16 { group.addTask { (seed, work(seed)) } }
      var results = [Double](repeating: 0, count: 16)
      for await (seed, value) in group { results[seed] = value }
      return results
    }
    #expect(results == expected)
  }
}
