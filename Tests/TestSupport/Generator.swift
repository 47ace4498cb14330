/// A recipe for random test inputs of one type, and for shrinking a failing input toward a
/// simpler one.
///
/// `shrink` returns candidates in order of preference (simplest first); the property runner takes
/// the first candidate that still fails and asks again, until none fails.
public struct Generator<Value>: Sendable {
  /// Draws one value.
  public let generate: @Sendable (inout Xoshiro256StarStar) -> Value
  /// Simpler candidates for a failing value, simplest first; empty when there is nothing simpler.
  public let shrink: @Sendable (Value) -> [Value]

  /// Creates a generator from a drawing function and an optional shrinking function.
  public init(
    generate: @escaping @Sendable (inout Xoshiro256StarStar) -> Value,
    shrink: @escaping @Sendable (Value) -> [Value] = { _ in [] }
  ) {
    self.generate = generate
    self.shrink = shrink
  }
}

extension Generator {
  /// Pairs of values from two generators; shrinks the first component, then the second.
  public static func zip<A, B>(_ first: Generator<A>, _ second: Generator<B>) -> Generator<Value>
  where Value == (A, B) {
    Generator(
      generate: { random in (first.generate(&random), second.generate(&random)) },
      shrink: { pair in
        first.shrink(pair.0).map { ($0, pair.1) } + second.shrink(pair.1).map { (pair.0, $0) }
      })
  }

  /// Triples of values from three generators; shrinks one component at a time, left to right.
  public static func zip<A, B, C>(
    _ first: Generator<A>, _ second: Generator<B>, _ third: Generator<C>
  ) -> Generator<Value> where Value == (A, B, C) {
    let pairs = Generator<(A, B)>.zip(first, second)
    return Generator(
      generate: { random in
        let pair = pairs.generate(&random)
        return (pair.0, pair.1, third.generate(&random))
      },
      shrink: { triple in
        pairs.shrink((triple.0, triple.1)).map { ($0.0, $0.1, triple.2) }
          + third.shrink(triple.2).map { (triple.0, triple.1, $0) }
      })
  }

  /// Quadruples of values from four generators; shrinks one component at a time, left to right.
  public static func zip<A, B, C, D>(
    _ first: Generator<A>, _ second: Generator<B>, _ third: Generator<C>, _ fourth: Generator<D>
  ) -> Generator<Value> where Value == (A, B, C, D) {
    let triples = Generator<(A, B, C)>.zip(first, second, third)
    return Generator(
      generate: { random in
        let triple = triples.generate(&random)
        return (triple.0, triple.1, triple.2, fourth.generate(&random))
      },
      shrink: { quadruple in
        triples.shrink((quadruple.0, quadruple.1, quadruple.2)).map {
          ($0.0, $0.1, $0.2, quadruple.3)
        } + fourth.shrink(quadruple.3).map { (quadruple.0, quadruple.1, quadruple.2, $0) }
      })
  }
}
