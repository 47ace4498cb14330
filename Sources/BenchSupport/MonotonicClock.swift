#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a monotonic clock in nanoseconds; one read costs 20–50 ns on the reference machine.
public enum MonotonicClock {
  /// Nanoseconds since an arbitrary fixed point.
  @inline(__always)
  public static func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
  }
}
