/// Calls `body` for the runs of at most `runLength` lanes that cover `0..<count`, in order:
/// each run's first lane and size, and two buffers of `runLength` doubles on the stack (a
/// run's progress and its eased values, say), so that the passes over a run stay in the
/// first-level cache.
func forEachRun(
  count: Int, runLength: Int = 256,
  _ body: (_ first: Int, _ size: Int, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>)
    -> Void
) {
  withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * runLength) { scratch in
    let (progresses, values) = (scratch.baseAddress!, scratch.baseAddress! + runLength)
    var first = 0
    while first < count {
      let size = min(runLength, count - first)
      body(first, size, progresses, values)
      first += size
    }
  }
}
