/// The lanes of one run of a batch pass: 128 indices or doubles are 1,024 bytes, the largest
/// temporary buffer `withUnsafeTemporaryAllocation` always places on the stack. Above that it
/// asks the platform, and where the answer is no (Linux) the buffer is a heap allocation per
/// call: a frame of a million animations made ~890 of them in runs of 256.
@inlinable package var kernelRunLength: Int { 128 }

/// Runs a C kernel over the lanes `first..<count` in runs of ``kernelRunLength``, for the
/// kernels that take lanes eight at a time and list some of them for Swift (the lanes they
/// leave to it, or those that finished): `kernel(first, size, listed, &listedCount)` takes up
/// to `size` lanes from `first`, appends the index (counted from `first`) of each lane it
/// lists to `listed` (room for a run, on the stack), and returns how many it took, a multiple
/// of eight. Each listed lane is handed to `forEachListed` with its index. Stops after a run the kernel did not finish (its
/// last few lanes, or a block it left whole to Swift) or where fewer than eight lanes remain;
/// returns the lane after the last one taken.
package func runKernel(
  from first: Int = 0, count: Int,
  _ kernel: (_ first: Int, _ size: Int, UnsafeMutablePointer<Int>, inout Int) -> Int,
  forEachListed: (Int) -> Void
) -> Int {
  let run = kernelRunLength
  return withUnsafeTemporaryAllocation(of: Int.self, capacity: run) { listed in
    var first = first
    while first + 8 <= count {
      let size = min(run, count - first)
      var listedCount = 0
      let taken = kernel(first, size, listed.baseAddress!, &listedCount)
      for lane in listed.prefix(listedCount) { forEachListed(first + lane) }
      first += taken
      if taken < size { break }
    }
    return first
  }
}
