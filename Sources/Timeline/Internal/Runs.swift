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

/// Runs a C lane kernel over the lanes from `first` to `count`, in calls of at most 128 lanes
/// whose finished lanes it gathers on the stack (1 KB): `kernel(first, size, finished,
/// &finishedCount)` evaluates lanes from `first`, at most `size` of them, and returns how many
/// (a multiple of eight, fewer where it leaves a block to Swift). Appends `first + lane` for
/// each finished lane to `finished`; stops at the first call that left a block, or where fewer
/// than eight lanes remain. Returns the lane after the last one evaluated.
func runLaneKernel(
  from first: Int, count: Int, finished: inout [Int],
  _ kernel: (_ first: Int, _ size: Int, UnsafeMutablePointer<Int>, inout Int) -> Int
) -> Int {
  let chunk = 128
  return withUnsafeTemporaryAllocation(of: Int.self, capacity: chunk) { done in
    var first = first
    while first + 8 <= count {
      var doneCount = 0
      let size = min(chunk, count - first)
      let evaluated = kernel(first, size, done.baseAddress!, &doneCount)
      for lane in done.prefix(doneCount) { finished.append(first + lane) }
      first += evaluated
      if evaluated < size - size % 8 { break }
    }
    return first
  }
}
