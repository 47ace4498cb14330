import KineticsKernels

/// Asks for the cache lines of `array[index]` to be brought in for reading soon: a hint, with
/// no effect on the contents, that lets the memory accesses of many changes overlap. An element
/// wider than 8 bytes may start in one line and end in the next (an array's elements are 16-byte
/// aligned at best), so its last byte's line is asked for too.
@inline(__always)
func prefetchElement<Element>(of array: [Element], at index: Int) {
  array.withUnsafeBufferPointer {
    let element = UnsafeRawPointer($0.baseAddress! + index)
    kinetics_prefetch(element)
    let stride = MemoryLayout<Element>.stride
    if stride > 8 { kinetics_prefetch(element + (stride - 1)) }
  }
}
