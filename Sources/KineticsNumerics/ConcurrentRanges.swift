import Dispatch

/// Runs `body` once for each range of a partition of `0..<count` into contiguous ranges, the
/// ranges at once on the machine's cores, and returns when every range has run.
///
/// The ranges hold at least `minimumLength` elements and start at multiples of `alignment`
/// (so that a kernel that works `alignment` elements at a time groups every element as it
/// would over the whole range, and gives the same bits), at most four per core; when the work
/// makes one range, `body` runs on the caller's thread and no thread is involved. Each call of
/// `body` must touch only its range's elements: the calls run concurrently.
///
/// - Complexity: the fork and join cost a few microseconds; worth it from tens of thousands of
///   elements of a few nanoseconds each.
package func forEachConcurrentRange(
  count: Int, minimumLength: Int, alignment: Int, _ body: (Range<Int>) -> Void
) {
  let parts = max(1, min(count / max(minimumLength, 1), 4 * processorCount))
  let step = count / parts / alignment * alignment
  guard parts > 1 && step > 0 else {
    body(0..<count)
    return
  }
  withoutActuallyEscaping(body) { body in
    // The calls touch disjoint ranges (this function's contract), which is what makes sharing
    // the closure, and the pointers it holds, across threads safe.
    nonisolated(unsafe) let body = body
    DispatchQueue.concurrentPerform(iterations: parts) { part in
      body(part * step..<(part == parts - 1 ? count : (part + 1) * step))
    }
  }
}

/// The number of processors online, at least 1.
package let processorCount: Int = {
  #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  #else
    return 1
  #endif
}()
