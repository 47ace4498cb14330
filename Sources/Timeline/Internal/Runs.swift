import KineticsNumerics

/// Calls `body` for the runs of at most ``kernelRunLength`` lanes that cover `0..<count`, in
/// order: each run's first lane and size, and two buffers of a run's length of doubles on the
/// stack (a run's progress and its eased values, say), so that the passes over a run stay in
/// the first-level cache.
func forEachRun(
  count: Int,
  _ body: (_ first: Int, _ size: Int, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>)
    -> Void
) {
  let runLength = kernelRunLength
  withUnsafeTemporaryAllocation(of: Double.self, capacity: runLength) { progresses in
    withUnsafeTemporaryAllocation(of: Double.self, capacity: runLength) { values in
      var first = 0
      while first < count {
        let size = min(runLength, count - first)
        body(first, size, progresses.baseAddress!, values.baseAddress!)
        first += size
      }
    }
  }
}
