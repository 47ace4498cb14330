import KineticsKernels

/// Asks for the cache line of `array[index]` to be brought in for reading soon: a hint, with no
/// effect on the contents, that lets the memory accesses of many changes overlap.
@inline(__always)
func prefetchElement<Element>(of array: [Element], at index: Int) {
  array.withUnsafeBufferPointer { kinetics_prefetch($0.baseAddress! + index) }
}
