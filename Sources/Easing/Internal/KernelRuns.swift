/// Runs a C kernel over the first `count` lanes in runs of 256, for kernels that take lanes
/// eight at a time and leave some of them to Swift: `kernel(first, size, others,
/// &othersCount)` evaluates up to `size` lanes from `first`, appends the index (from `first`)
/// of each lane it leaves to `others` (room for 256, on the stack), and returns how many it
/// took, a multiple of eight. Each lane left is handed to `evaluateLane` with its index. Stops
/// after a run the kernel did not finish (its last few lanes) or where fewer than eight lanes
/// remain; returns the lane after the last one taken.
func runKernel(
  count: Int, _ kernel: (_ first: Int, _ size: Int, UnsafeMutablePointer<Int>, inout Int) -> Int,
  evaluateLane: (Int) -> Void
) -> Int {
  let run = 256
  return withUnsafeTemporaryAllocation(of: Int.self, capacity: run) { others in
    var first = 0
    while first + 8 <= count {
      let size = min(run, count - first)
      var othersCount = 0
      let taken = kernel(first, size, others.baseAddress!, &othersCount)
      for lane in others.prefix(othersCount) { evaluateLane(first + lane) }
      first += taken
      if taken < size { break }
    }
    return first
  }
}
