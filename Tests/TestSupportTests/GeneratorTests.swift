import Testing

@testable import TestSupport

@Suite struct GeneratorTests {
  /// First outputs of xoshiro256** seeded through SplitMix64 with seed 0. Expected values from
  /// the reference C implementations (splitmix64.c and xoshiro256starstar.c by Blackman and
  /// Vigna): SplitMix64(0) yields 0xe220a8397b1dcdaf first.
  @Test func splitMixMatchesTheReferenceImplementation() {
    var mixer = SplitMix64(seed: 0)
    #expect(mixer.next() == 0xE220_A839_7B1D_CDAF)
    #expect(mixer.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func generatorsAreDeterministic() {
    var first = Xoshiro256StarStar(seed: 123)
    var second = Xoshiro256StarStar(seed: 123)
    let a = (0..<10).map { _ in first.next() }
    let b = (0..<10).map { _ in second.next() }
    #expect(a == b)
    #expect(Set(a).count == 10)
  }

  @Test func doublesStayInRangeAndHitTheEdges() {
    let generator = Generator<Double>.doubles(in: -1...2)
    var random = Xoshiro256StarStar(seed: 1)
    let values = (0..<2000).map { _ in generator.generate(&random) }
    #expect(values.allSatisfy { (-1...2).contains($0) })
    for edge in [-1, 2, 0.5, (-1.0).nextUp, 2.0.nextDown, 0] {
      #expect(values.contains(edge), "edge \(edge) never drawn")
    }
  }

  @Test func specialsAreDrawnOnRequest() {
    let generator = Generator<Double>.doubles(in: 1...2, specials: .all)
    var random = Xoshiro256StarStar(seed: 2)
    let values = (0..<4000).map { _ in generator.generate(&random) }
    #expect(values.contains { $0.isNaN })
    #expect(values.contains(.infinity) && values.contains(-.infinity))
    #expect(values.contains { $0 == 0 && $0.sign == .minus })
    #expect(values.contains { $0.isSubnormal })
    #expect(values.contains(.greatestFiniteMagnitude))
  }

  @Test func logarithmicDoublesCoverEveryDecade() {
    let generator = Generator<Double>.doubles(in: 1e-3...1e6, logarithmic: true)
    var random = Xoshiro256StarStar(seed: 3)
    let values = (0..<3000).map { _ in generator.generate(&random) }
    #expect(values.allSatisfy { (1e-3...1e6).contains($0) })
    for decade in -3..<6 {
      let low = Double("1e\(decade)")!
      #expect(values.contains { $0 >= low && $0 < low * 10 }, "decade 1e\(decade) never drawn")
    }
  }

  @Test func shrinkCandidatesAreSimplerAndInRange() {
    let candidates = DoubleShrinking.candidates(for: 0.7364, in: 0...1)
    #expect(candidates.first == 0)
    #expect(candidates.contains(0.7))
    #expect(candidates.contains(0.73))
    #expect(candidates.allSatisfy { (0...1).contains($0) && $0 < 0.7364 })
    #expect(DoubleShrinking.candidates(for: 0, in: -1...1).isEmpty)
    #expect(DoubleShrinking.candidates(for: .nan, in: 2...3) == [2])
    #expect(DoubleShrinking.simplestValue(in: -5 ... -2) == -2)
  }
}
