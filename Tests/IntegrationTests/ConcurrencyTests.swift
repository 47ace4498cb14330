import Kinetics
import Testing

/// Springs, curves and transforms are immutable values: driving them from many tasks at once
/// must give the answers one task gives (run under ThreadSanitizer in RELIABILITY.md).
@Suite struct ConcurrencyTests {
  @Test func sharedValuesFromManyTasks() async {
    let curve = CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6)
    // Hot before the tasks start (a batch builds its table), so that every task reads the
    // same table; the race to build one is the next test's.
    _ = curve.values(at: [0.5])
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

  /// A new curve read from 16 tasks at once: they race through the thousand values after
  /// which it builds its table, and to publish it; every value, solved directly or read from
  /// a table, stays within 1e-14 of the value of a curve that was hot from the start.
  @Test func aCurveBuildsItsTableWhileManyTasksReadIt() async {
    let points = (0.25, 0.1, 0.25, 1.0)
    let curve = CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
    let hot = CubicBezier(x1: points.0, y1: points.1, x2: points.2, y2: points.3)
    _ = hot.values(at: [0.5])
    let worst = await withTaskGroup(of: Double.self) { group in
      for seed in 0..<16 {
        group.addTask {
          (0..<400).reduce(0.0) { worst, step in
            let x = Double((step * 37 + seed * 11) % 997 + 1) / 999
            return max(worst, abs(curve.value(at: x) - hot.value(at: x)))
          }
        }
      }
      return await group.reduce(0, max)
    }
    #expect(worst <= 1e-14, "largest difference \(worst)")
  }
}
