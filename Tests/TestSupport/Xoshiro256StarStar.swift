/// A fast, seedable pseudo-random generator (xoshiro256** by Blackman and Vigna, 2018), seeded
/// through SplitMix64 so that every 64-bit seed, including 0, gives a well-mixed state.
///
/// Deterministic on every platform: the same seed gives the same sequence, which is what lets a
/// failing property case be replayed from its printed seed.
public struct Xoshiro256StarStar: RandomNumberGenerator, Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// Creates a generator whose 256-bit state is four successive SplitMix64 outputs of `seed`.
  public init(seed: UInt64) {
    var mixer = SplitMix64(seed: seed)
    state = (mixer.next(), mixer.next(), mixer.next(), mixer.next())
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    let result = rotateLeft(state.1 &* 5, by: 7) &* 9
    let shifted = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= shifted
    state.3 = rotateLeft(state.3, by: 45)
    return result
  }

  private func rotateLeft(_ value: UInt64, by count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }
}

/// SplitMix64 (Steele, Lea and Flood, 2014): a 64-bit mixer used to seed xoshiro and to derive
/// independent per-case seeds from one run seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a mixer starting at `seed`.
  public init(seed: UInt64) { state = seed }

  /// The next 64 mixed bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
