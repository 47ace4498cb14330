import Testing

@testable import Timeline

/// Evaluates a group of `count` lanes at each of `times` twice, by the Swift lanes (kernel level
/// 0) and at the processor's own level, through `evaluate` (time, output, finished, level), and
/// expects the same bits in every output and the same finished lanes. `inspect` then sees each
/// time's values and finished lanes, for the checks of one kind.
func expectKernelGivesTheSwiftLanesBits(
  count: Int, times: some Sequence<Double>,
  evaluate: (Double, UnsafeMutablePointer<Double>, inout [Int], Int32) -> Void,
  inspect: (Double, [Double], [Int]) -> Void = { _, _, _ in },
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for time in times {
    var reference = [Double](repeating: .nan, count: count)
    var kernel = reference
    var referenceFinished: [Int] = []
    var kernelFinished: [Int] = []
    reference.withUnsafeMutableBufferPointer {
      evaluate(time, $0.baseAddress!, &referenceFinished, 0)
    }
    kernel.withUnsafeMutableBufferPointer {
      evaluate(time, $0.baseAddress!, &kernelFinished, laneKernelLevel)
    }
    #expect(
      reference.map(\.bitPattern) == kernel.map(\.bitPattern), "at \(time)",
      sourceLocation: sourceLocation)
    #expect(referenceFinished == kernelFinished, "at \(time)", sourceLocation: sourceLocation)
    inspect(time, kernel, kernelFinished)
  }
}
