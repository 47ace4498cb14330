/// One measured kernel: a closure that processes `elements` values per run, and a checksum of its
/// output so that correctness travels with the timing.
public struct Benchmark {
  /// A unique name, `module/kernel/variant`, matched by `--filter`.
  public var name: String
  /// How many values one call of `run` processes; times are reported per value.
  public var elements: Int
  /// Does the measured work once.
  public var run: () -> Void
  /// A number summarizing the output (e.g. the sum of the outputs), computed once after timing.
  public var checksum: () -> Double
  /// The accuracy of the kernel against its reference, measured once (e.g. "max error 2e-16
  /// vs double-double"); nil when not applicable.
  public var accuracy: (() -> String)?
  /// The name of the benchmark this one is compared with: the two are timed alternately,
  /// sample by sample, and the median of the per-sample ratios is reported.
  public var baseline: String?

  /// Creates a benchmark.
  public init(
    _ name: String, elements: Int, baseline: String? = nil, accuracy: (() -> String)? = nil,
    checksum: @escaping () -> Double, run: @escaping () -> Void
  ) {
    precondition(elements > 0, "Benchmark \(name): elements must be positive")
    self.name = name
    self.elements = elements
    self.baseline = baseline
    self.run = run
    self.checksum = checksum
    self.accuracy = accuracy
  }
}
