import BenchSupport

/// The least memory work a frame of the million-animation row needs, with none of its
/// arithmetic: what this machine allows any implementation of that frame, to read the
/// timeline's row against.
///
/// Per animation, the frame reads the 40 bytes a spring lane is made of in the timeline (start
/// time, start, target and initial velocity, and its output) and stores one number to the
/// engine's output for it, the outputs in a shuffled order as the churn leaves them. Then, for
/// each of the frame's changes, it reads one cache line at random (the handle's record) and
/// writes another (the animation's data): 26,000 changes at a million, a few thousand more
/// than the timeline row makes a frame in its steady state (10,000 retargets, 5,000 removals,
/// ~6,000 adds), so that the floor errs high rather than low.
/// The "value" is the sum of the four numbers, so that no load is dead.
enum TimelineFloorBenchmark {
  final class Scene {
    var lanes: [SIMD4<Double>]
    var outputs: [Int64]
    var values: [Double]
    /// The handles' records, three elements (48 bytes) each, as the timeline's directory entries.
    var records: [SIMD2<Double>]
    var generator = Xorshift()
    let changes: Int

    init(count: Int) {
      lanes = (0..<count).map { SIMD4(Double($0), 1, 2, 3) }
      var shuffled = (0..<count).map(Int64.init)
      shuffled.shuffle(using: &generator)
      outputs = shuffled
      values = Array(repeating: 0, count: count)
      records = Array(repeating: .zero, count: 3 * count)
      changes = count * 26 / 1_000
    }

    func step() {
      lanes.withUnsafeMutableBufferPointer { lanes in
        outputs.withUnsafeBufferPointer { outputs in
          values.withUnsafeMutableBufferPointer { values in
            for index in lanes.indices {
              let lane = lanes[index]
              values[Int(outputs[index])] = lane.sum()
            }
          }
        }
        records.withUnsafeMutableBufferPointer { records in
          for _ in 0..<changes {
            let record = 3 * Int(generator.next() % UInt64(lanes.count))
            let lane = Int(generator.next() % UInt64(lanes.count))
            lanes[lane].y += records[record].x
            records[record].y += 1
          }
        }
      }
    }
  }

  /// Marsaglia's xorshift: the same stream of places in every run.
  struct Xorshift: RandomNumberGenerator {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    mutating func next() -> UInt64 {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return state
    }
  }

  static func row(count: Int, name: String) -> Benchmark {
    let scene = LazyState { Scene(count: count) }
    return Benchmark(
      "\(name)/memory floor (reference)", elements: count,
      checksum: { scene.value.values.reduce(0, +) },
      run: { scene.value.step() })
  }
}
