import Foundation

/// Special floating-point values a double generator may add to its edge cases on request.
public struct SpecialDoubles: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// +0 and −0.
  public static let signedZeros = SpecialDoubles(rawValue: 1 << 0)
  /// The smallest and largest subnormals, both signs.
  public static let subnormals = SpecialDoubles(rawValue: 1 << 1)
  /// ±1e300 and ±greatestFiniteMagnitude.
  public static let huge = SpecialDoubles(rawValue: 1 << 2)
  /// ±infinity.
  public static let infinities = SpecialDoubles(rawValue: 1 << 3)
  /// A quiet NaN.
  public static let nan = SpecialDoubles(rawValue: 1 << 4)
  /// Every special value.
  public static let all: SpecialDoubles = [.signedZeros, .subnormals, .huge, .infinities, .nan]
}

extension Generator where Value == Double {
  /// Doubles in `range`, one draw in four taken from the range's edges: the bounds, the midpoint,
  /// the neighbours of the bounds (`nextUp`/`nextDown`) and 0 when it lies inside, plus the
  /// `specials` asked for (which may lie outside the range).
  ///
  /// - Parameters:
  ///   - range: a finite, non-empty range.
  ///   - logarithmic: draw the interior log-uniformly (the range must be positive), for parameters
  ///     that span decades such as stiffness 1e-3 … 1e6.
  ///   - specials: special values to add to the edge cases.
  /// Shrinks toward 0 (or the bound nearest to 0), then toward short decimals, then by bisection.
  public static func doubles(
    in range: ClosedRange<Double>, logarithmic: Bool = false, specials: SpecialDoubles = []
  ) -> Generator<Double> {
    precondition(
      range.lowerBound.isFinite && range.upperBound.isFinite,
      "doubles(in:): range must be finite")
    precondition(
      !logarithmic || range.lowerBound > 0, "doubles(in:logarithmic:): range must be positive")
    let edges = edgeCases(of: range, specials: specials)
    return Generator(
      generate: { random in
        if random.next() % 4 == 0 {
          return edges[Int(random.next() % UInt64(edges.count))]
        }
        if logarithmic {
          let exponent = Double.random(
            in: log2(range.lowerBound)...log2(range.upperBound), using: &random)
          return min(max(exp2(exponent), range.lowerBound), range.upperBound)
        }
        return Double.random(in: range, using: &random)
      },
      shrink: { value in DoubleShrinking.candidates(for: value, in: range) })
  }

  static func edgeCases(of range: ClosedRange<Double>, specials: SpecialDoubles) -> [Double] {
    let (lower, upper) = (range.lowerBound, range.upperBound)
    var edges = [lower, upper, lower + (upper - lower) / 2, lower.nextUp, upper.nextDown]
    if range.contains(0) { edges.append(0) }
    edges = edges.filter { range.contains($0) }
    if specials.contains(.signedZeros) { edges += [0, -0.0] }
    if specials.contains(.subnormals) {
      edges += [
        Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude,
        Double.leastNormalMagnitude.nextDown, -Double.leastNormalMagnitude.nextDown,
      ]
    }
    if specials.contains(.huge) {
      edges += [1e300, -1e300, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude]
    }
    if specials.contains(.infinities) { edges += [.infinity, -.infinity] }
    if specials.contains(.nan) { edges.append(.nan) }
    return edges
  }
}

/// Shrinking candidates for doubles: the simplest values a failing double can be replaced with.
public enum DoubleShrinking {
  /// Candidates for `value` inside `range`, simplest first: the simplest target (0, or the bound
  /// nearest to 0), the other bound, `value` rounded to 0…6 decimal digits, then points bisecting
  /// the way from the target to `value`. Non-finite values shrink to the target.
  public static func candidates(for value: Double, in range: ClosedRange<Double>) -> [Double] {
    let target = simplestValue(in: range)
    guard value != target else { return [] }
    guard value.isFinite else { return [target] }
    var candidates: [Double] = [target]
    for bound in [range.lowerBound, range.upperBound] where bound != target {
      candidates.append(bound)
    }
    var scale = 1.0
    for _ in 0...6 {
      let rounded = (value * scale).rounded(.towardZero) / scale
      candidates.append(rounded)
      scale *= 10
    }
    var step = (value - target) / 2
    while abs(step) > 0, candidates.count < 64 {
      candidates.append(value - step)
      step /= 2
    }
    var seen = Set<Double>()
    return candidates.filter { candidate in
      range.contains(candidate) && candidate != value
        && isSimpler(candidate, than: value, target: target)
        && seen.insert(candidate).inserted
    }
  }

  /// 0 when the range contains it, else the bound nearest to 0.
  public static func simplestValue(in range: ClosedRange<Double>) -> Double {
    if range.contains(0) { return 0 }
    return range.lowerBound > 0 ? range.lowerBound : range.upperBound
  }

  /// A candidate is simpler when it is strictly closer to the target, or equally close with fewer
  /// significant decimal digits; this order guarantees that greedy shrinking terminates.
  static func isSimpler(_ candidate: Double, than value: Double, target: Double) -> Bool {
    let candidateDistance = abs(candidate - target)
    let valueDistance = abs(value - target)
    if candidateDistance != valueDistance { return candidateDistance < valueDistance }
    return candidate.description.count < value.description.count
  }
}

extension Generator where Value == Double {
  /// Doubles of every magnitude, for sweeping the whole range: log-uniform over 1e-300…1e300,
  /// one draw in four an edge (±0, the subnormal edges, ±1e300, ±greatestFiniteMagnitude),
  /// either sign when `signed`, else ≥ 0.
  public static func magnitudes(signed: Bool = true) -> Generator<Double> {
    let base = doubles(
      in: 1e-300...1e300, logarithmic: true, specials: [.signedZeros, .subnormals, .huge])
    return Generator(
      generate: { random in
        let value = abs(base.generate(&random))
        return signed && random.next() & 1 == 1 ? -value : value
      },
      shrink: { value in base.shrink(abs(value)).map { value < 0 ? -abs($0) : abs($0) } })
  }
}
