/// A benchmark's state, made when the benchmark first runs or checks its output: listing the
/// benchmarks, or running the few a filter selects, then builds none of the others' data
/// (millions of values for some).
final class LazyState<State> {
  private let make: () -> State
  private var made: State?

  init(_ make: @escaping () -> State) { self.make = make }

  /// The state, made on first use.
  var value: State {
    if let made { return made }
    let state = make()
    made = state
    return state
  }
}
