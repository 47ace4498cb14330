import KineticsCore
import KineticsNumerics
import TestSupport
import Testing

@testable import Springs

/// The large-batch path of `displacements(at:into:)`: Taylor expansions about nodes k·h.
@Suite struct SpringTaylorTableTests {
  /// The table's values at `times`, or nil when it declines the batch.
  static func tableValues(_ drawn: SpringCase, _ times: [Double]) -> [Double]? {
    var output = [Double](repeating: .nan, count: times.count)
    let served = times.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer {
        SpringTaylorTable.fill(
          $0.baseAddress!, at: input, spring: drawn.spring,
          initialDisplacement: drawn.initialDisplacement,
          initialVelocity: drawn.initialVelocity)
      }
    }
    return served ? output : nil
  }

  /// The largest rate ρ the table's step follows: ω0, or the fast rate when over-damped.
  static func largestRate(_ spring: DampedSpring) -> Double {
    let omega = spring.naturalFrequency
    let ratio = spring.dampingRatio
    return ratio > 1 ? omega * (ratio + (ratio * ratio - 1).squareRoot()) : omega
  }

  /// `count` times in [0, `span`] in a shuffled order (seeded by the case's fraction), both
  /// ends included.
  static func shuffledTimes(_ count: Int, span: Double, seed: Double) -> [Double] {
    var generator = Xoshiro256StarStar(seed: UInt64(seed * 0x1p40))
    return (0..<count).map { Double($0) / Double(count - 1) * span }.shuffled(using: &generator)
  }

  /// `count` shuffled times spanning 1 to `largestSteps` steps of the table (by the case's
  /// fraction), and the table's values there (nil if it declined).
  static func randomBatch(_ drawn: SpringCase, count: Int, largestSteps: Double)
    -> (times: [Double], values: [Double]?)
  {
    let steps = 1 + (largestSteps - 1) * drawn.fraction
    let times = shuffledTimes(
      count, span: steps / (24 * largestRate(drawn.spring)), seed: drawn.fraction)
    return (times, tableValues(drawn, times))
  }

  /// Random springs in every regime (``SpringCases``), 16,384 shuffled times spanning up to
  /// 200 steps: the table serves the batch and agrees with one scalar call per time within
  /// 1e-15·(1 + ω0·t)·(|x0| + |v0|/ω0), a quarter of the lanes' bound (the table's truncation is
  /// below 6e-18 of that scale, and its node values are the scalar path's; measured 5.5e-16 at
  /// most, and 2.1e-15 with the degree-7 term dropped).
  @Test func tableAgreesWithScalarCalls() {
    checkProperty("table agrees with scalar", SpringCases.draws, cases: 60) { draw in
      let drawn = SpringCases.make(draw)
      let (times, served) = Self.randomBatch(drawn, count: 16_384, largestSteps: 200)
      guard let values = served else { return false }
      return zip(times, values).allSatisfy { time, value in
        let scalar = drawn.spring.displacement(
          atElapsed: time, initialDisplacement: drawn.initialDisplacement,
          initialVelocity: drawn.initialVelocity)
        return abs(value - scalar) <= 1e-15 * drawn.scale(at: time)
      }
    }
  }

  /// The most nodes a table takes (4,096, for 262,144 times): every node's expansion agrees
  /// with the scalar path, ten oscillations of an under-damped spring and an over-damped one.
  @Test(arguments: [0.49, 3.0])
  func fullTableAgreesWithScalarCalls(ratio: Double) {
    let spring = DampedSpring(
      mass: 1, stiffness: 400, damping: ratio * 40, allowOverDamping: true)
    let drawn = SpringCase(
      spring: spring, initialDisplacement: -0.7, initialVelocity: 9, horizon: 1, fraction: 0)
    let rate = Self.largestRate(spring)
    let times = Self.shuffledTimes(262_144, span: 4094 / (24 * rate), seed: 0.5)
    let values = Self.tableValues(drawn, times)
    #expect(values != nil)
    for (time, value) in zip(times, values ?? []) {
      let scalar = spring.displacement(
        atElapsed: time, initialDisplacement: -0.7, initialVelocity: 9)
      guard abs(value - scalar) <= 1e-15 * drawn.scale(at: time) else {
        Issue.record("t = \(time): table \(value), scalar \(scalar)")
        return
      }
    }
  }

  /// An undamped spring with ω0 = 20 rad/s: 480 steps per second.
  static let undamped = SpringCase(
    spring: DampedSpring(mass: 1, stiffness: 400, damping: 0), initialDisplacement: 1,
    initialVelocity: 0, horizon: 1, fraction: 0)

  /// 1,001 times up to 0.01 s: 7 nodes, within the 15 that 1,001 times pay for.
  static let servedTimes = (0..<1001).map { Double($0) * 1e-5 }

  @Test func tableServesTheBaseBatch() {
    #expect(Self.tableValues(Self.undamped, Self.servedTimes) != nil)
  }

  /// The table declines, writing nothing, when building it would not pay (fewer than 64
  /// times per node, more than 4,096 nodes) or a time is invalid (NaN, negative or infinite,
  /// in the eight-lane part of the scan or in its tail), so that the other paths report it.
  struct Batch: CustomTestStringConvertible, Sendable {
    let testDescription: String
    let times: [Double]
  }

  static let declined: [Batch] = {
    let times = servedTimes
    func replacing(_ index: Int, with value: Double) -> [Double] {
      var copy = times
      copy[index] = value
      return copy
    }
    return [
      Batch(testDescription: "63 times", times: Array(times.prefix(63))),
      Batch(testDescription: "482 nodes for 1,001 times", times: times.map { $0 * 100 }),
      Batch(testDescription: "NaN in the lanes", times: replacing(17, with: .nan)),
      Batch(testDescription: "NaN in the tail", times: replacing(1000, with: .nan)),
      Batch(testDescription: "negative in the lanes", times: replacing(3, with: -1e-300)),
      Batch(testDescription: "negative in the tail", times: replacing(999, with: -1)),
      Batch(testDescription: "infinite", times: replacing(500, with: .infinity)),
      Batch(
        testDescription: "4,130 nodes for 300,000 times",
        times: (0..<300_000).map { Double($0) * (8.6 / 299_999) }),
    ]
  }()

  @Test(arguments: declined)
  func tableDeclines(_ batch: Batch) {
    var output = [Double](repeating: 7, count: batch.times.count)
    let served = batch.times.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer {
        SpringTaylorTable.fill(
          $0.baseAddress!, at: input, spring: Self.undamped.spring, initialDisplacement: 1,
          initialVelocity: 0)
      }
    }
    #expect(!served && output.allSatisfy { $0 == 7 })
  }

  /// The scan behind the table's size: the largest time whatever its position (lanes or
  /// tail), NaN for a negative or NaN time anywhere, −0 accepted.
  @Test func scanFindsTheLatestValidTime() {
    for count in [1, 7, 8, 9, 23] {
      for position in 0..<count {
        var times = (0..<count).map { Double($0 % 5) * 0.25 }
        times[position] = 7.5
        #expect(
          times.withUnsafeBufferPointer {
            SpringTaylorTable.latestValidTime($0.baseAddress!, count: count)
          } == 7.5)
        times[position] = -.ulpOfOne
        #expect(
          times.withUnsafeBufferPointer {
            SpringTaylorTable.latestValidTime($0.baseAddress!, count: count)
          }.isNaN)
        times[position] = .nan
        #expect(
          times.withUnsafeBufferPointer {
            SpringTaylorTable.latestValidTime($0.baseAddress!, count: count)
          }.isNaN)
      }
    }
    let zeros: [Double] = [-0.0, 0, -0.0]
    #expect(
      zeros.withUnsafeBufferPointer {
        SpringTaylorTable.latestValidTime($0.baseAddress!, count: 3)
      } == 0)
  }

  /// The table against the double-double reference within a tenth of the closed form's bound,
  /// 1e-15·(1 + ω0·t)·(|x0| + |v0|/ω0) (measured: 3.8e-16 of that scale at most; dropping the
  /// degree-7 term makes it 1.9e-15): random springs in every regime, 8,192 shuffled times
  /// spanning up to 100 steps, every 16th compared.
  @Test func tableIsWithinTheBoundOfTheReference() {
    checkProperty("table within the bound", SpringCases.draws, cases: 60) { draw in
      let drawn = SpringCases.make(draw)
      let (times, served) = Self.randomBatch(drawn, count: 8192, largestSteps: 100)
      guard let values = served else { return false }
      let spring = drawn.spring
      let reference = SpringReference(
        mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
      return stride(from: 0, to: times.count, by: 16).allSatisfy { index in
        let exact = reference.state(
          atElapsed: times[index], displacement: drawn.initialDisplacement,
          velocity: drawn.initialVelocity
        ).0
        return abs((DoubleDouble(values[index]) - exact).value)
          <= 1e-15 * drawn.scale(at: times[index])
      }
    }
  }
}
