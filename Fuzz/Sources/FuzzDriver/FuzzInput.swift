/// The fuzzer's bytes read as typed values, for structure-aware targets: choices, counts and
/// doubles that favour the corners of the double range. Reading past the end gives zeros, so
/// every input, however short, is a complete case.
public struct FuzzInput {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  /// Reads `size` bytes at `data`.
  public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
  }

  /// Values a double is drawn from three times in four: the ends of the range, the edges of
  /// the normal and subnormal ranges, the rate limits of springs, values near 1 and the
  /// non-finite ones. The rest are raw bit patterns.
  static let interestingDoubles: [Double] = [
    0, -0.0, 1, -1, 0.5, 2, 0.001, 1e-9, 1e9, .pi, 1 / 3,
    .leastNonzeroMagnitude, .leastNormalMagnitude, 2.2250738585072009e-308, 1e-308, 1e-300,
    1e-200, 1e-154, 1e-150, 1e-100, 1e-16, 0x1p-52, 1 - 0x1p-53, 1 + 0x1p-52,
    9_007_199_254_740_992, 9.223372036854775807e18, 1e16, 1e100, 1e150, 1e154, 1e200, 1e300,
    1e308, .greatestFiniteMagnitude, .infinity, .nan,
  ]

  /// The next byte (0 past the end).
  public mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A choice among `count` (> 0) alternatives.
  public mutating func choice(_ count: Int) -> Int { Int(byte()) % count }

  /// A double: an interesting value three times in four (the selector's low 7 bits pick it,
  /// its top bit negates it), else 8 raw bytes.
  public mutating func double() -> Double {
    let selector = byte()
    if selector < 192 {
      let value = Self.interestingDoubles[Int(selector & 0x7F) % Self.interestingDoubles.count]
      return selector & 0x80 == 0 ? value : -value
    }
    var bits: UInt64 = 0
    for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
    return Double(bitPattern: bits)
  }

  /// A finite double (a non-finite draw becomes 0).
  public mutating func finiteDouble() -> Double {
    let value = double()
    return value.isFinite ? value : 0
  }

  /// An integer drawn from the corners (0, ±1, Int.min, Int.max, 2^53 ± 1) or 8 raw bytes.
  public mutating func integer() -> Int {
    let corners = [0, 1, -1, 2, 4, .max, .min, 1 << 53, (1 << 53) + 1, 1 << 32]
    let selector = byte()
    if selector < 128 { return corners[Int(selector) % corners.count] }
    var bits: UInt64 = 0
    for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
    return Int(truncatingIfNeeded: bits)
  }
}

/// Stops the fuzz run with a message when an invariant does not hold (libFuzzer records the
/// input as a crash).
public func check(_ condition: Bool, _ what: @autoclosure () -> String) {
  if !condition { fatalError("invariant broken: \(what())") }
}
