/// Values at key times with a way of moving between them: `CAKeyframeAnimation`'s model.
///
/// ```swift
/// // A card that rises, overshoots a little and settles.
/// let keyframes = try Keyframes(values: [0.0, 120, 100], keyTimes: [0, 0.7, 1],
///                               timingFunctions: [.easeOut, .easeInOut])
/// keyframes.value(at: 0.7)  // 120 (exactly, at its key time)
/// ```
///
/// Progress outside [0, 1] holds the first or last value. NaN progress gives the first value.
public struct Keyframes<Value: VectorArithmetic>: Sendable {
  /// How values between key times are computed (`CAAnimationCalculationMode`).
  public enum CalculationMode: Hashable, Sendable {
    /// Straight lines between values, each segment eased by its timing function.
    case linear
    /// No interpolation: each value holds until the next key time.
    case discrete
    /// Constant speed along the polyline: key times come from the distances between values
    /// (given key times and timing functions are ignored, as Core Animation does).
    case paced
    /// A Kochanek–Bartels spline through the values (Catmull-Rom for tension, continuity and
    /// bias 0), as `kCAAnimationCubic` with `tensionValues`, `continuityValues`, `biasValues`.
    case cubic(tension: Double = 0, continuity: Double = 0, bias: Double = 0)
  }

  /// A keyframe description that makes no sense: which part, and why.
  public struct ValidationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var description: String
  }

  /// The values, one per key time.
  public let values: [Value]
  /// Key times in [0, 1], non-decreasing, first 0 and last 1 (computed for paced mode).
  public let keyTimes: [Double]
  /// One timing function per segment (values.count − 1).
  public let timingFunctions: [TimingFunction]
  /// The calculation mode.
  public let mode: CalculationMode

  /// Creates keyframes.
  ///
  /// - Parameters:
  ///   - values: at least one.
  ///   - keyTimes: one per value, starting at 0, ending at 1, never decreasing; nil spreads
  ///     them evenly (as Core Animation does).
  ///   - timingFunctions: one per segment, or nil for linear segments.
  ///   - mode: the calculation mode.
  /// - Throws: ``ValidationError`` naming the count or the key time that is wrong.
  public init(
    values: [Value], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
    mode: CalculationMode = .linear
  ) throws(ValidationError) {
    guard !values.isEmpty else {
      throw ValidationError(description: "values: at least one value is needed")
    }
    let segments = values.count - 1
    var times = keyTimes ?? (0...segments).map { segments == 0 ? 0 : Double($0) / Double(segments) }
    if case .paced = mode {
      let lengths = zip(values, values.dropFirst()).map { ($1 - $0).magnitudeSquared.squareRoot() }
      let total = lengths.reduce(0, +)
      if total > 0 {
        var covered = 0.0
        times =
          [0]
          + lengths.map { length in
            covered += length
            return covered / total
          }
        times[times.count - 1] = 1
      }
    } else if let keyTimes {
      guard keyTimes.count == values.count else {
        throw ValidationError(
          description:
            "keyTimes: \(keyTimes.count) key times for \(values.count) values; they must match")
      }
      for (index, time) in keyTimes.enumerated() {
        guard time.isFinite && (0...1).contains(time) else {
          throw ValidationError(description: "keyTimes[\(index)] = \(time) must lie in [0, 1]")
        }
        guard index == 0 || time >= keyTimes[index - 1] else {
          throw ValidationError(
            description:
              "keyTimes[\(index)] = \(time) is before keyTimes[\(index - 1)] = \(keyTimes[index - 1])"
          )
        }
      }
      guard keyTimes.first == 0 && keyTimes.last == 1 || values.count == 1 else {
        throw ValidationError(
          description:
            "keyTimes must start at 0 and end at 1, got \(keyTimes.first!)…\(keyTimes.last!)")
      }
    }
    if let timingFunctions, timingFunctions.count != segments {
      throw ValidationError(
        description:
          "timingFunctions: \(timingFunctions.count) for \(segments) segments; one per segment is needed"
      )
    }
    if case .cubic(let tension, let continuity, let bias) = mode {
      guard tension.isFinite && continuity.isFinite && bias.isFinite else {
        throw ValidationError(description: "cubic: tension, continuity and bias must be finite")
      }
    }
    self.values = values
    self.keyTimes = times
    self.timingFunctions = timingFunctions ?? Array(repeating: .linear, count: segments)
    self.mode = mode
  }

  /// The segment containing `progress`: the last key time ≤ progress (never the last key).
  @inlinable
  func segment(at progress: Double) -> Int {
    var low = 0
    var high = keyTimes.count - 2
    while low < high {
      let middle = (low + high + 1) / 2
      if keyTimes[middle] <= progress { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The value at `progress` (a fraction of the animation). Each value is returned exactly at
  /// its key time.
  ///
  /// - Complexity: O(log n) in the number of keyframes.
  @inlinable
  public func value(at progress: Double) -> Value {
    guard values.count > 1, progress > 0 else { return values[0] }
    guard progress < 1 else { return values[values.count - 1] }
    let index = segment(at: progress)
    let (start, end) = (keyTimes[index], keyTimes[index + 1])
    if case .discrete = mode { return values[index] }
    guard end > start else { return values[index + 1] }
    let local = (progress - start) / (end - start)
    if case .paced = mode {
      return interpolate(from: values[index], to: values[index + 1], progress: local)
    }
    let eased = timingFunctions[index].value(at: local)
    if case .cubic(let tension, let continuity, let bias) = mode {
      return cubicValue(
        segment: index, at: eased, tension: tension, continuity: continuity, bias: bias)
    }
    return interpolate(from: values[index], to: values[index + 1], progress: eased)
  }

  /// The Hermite segment from values[i] to values[i+1] with Kochanek–Bartels tangents
  /// (the ends use their own value as the missing neighbour), exact at u = 0 and 1.
  @inlinable
  func cubicValue(segment i: Int, at u: Double, tension: Double, continuity: Double, bias: Double)
    -> Value
  {
    if u == 0 { return values[i] }
    if u == 1 { return values[i + 1] }
    let last = values.count - 1
    let (p0, p1) = (values[i], values[i + 1])
    let previous = values[max(i - 1, 0)]
    let next = values[min(i + 2, last)]
    let (t, c, b) = (tension, continuity, bias)
    // Outgoing tangent at p0 and incoming tangent at p1.
    let outgoing =
      (p0 - previous).scaled(by: (1 - t) * (1 + b) * (1 + c) / 2)
      + (p1 - p0).scaled(by: (1 - t) * (1 - b) * (1 - c) / 2)
    let incoming =
      (p1 - p0).scaled(by: (1 - t) * (1 + b) * (1 - c) / 2)
      + (next - p1).scaled(by: (1 - t) * (1 - b) * (1 + c) / 2)
    let (u2, u3) = (u * u, u * u * u)
    return p0.scaled(by: 2 * u3 - 3 * u2 + 1) + outgoing.scaled(by: u3 - 2 * u2 + u)
      + p1.scaled(by: -2 * u3 + 3 * u2) + incoming.scaled(by: u3 - u2)
  }
}
