import Easing
import KineticsCore

/// Values at key times with a way of moving between them — `CAKeyframeAnimation`'s model — as a
/// function of progress (a fraction of the animation's duration). ``KeyframeAnimation`` runs
/// one over a duration.
///
/// ```swift
/// // A card that rises, overshoots a little and settles.
/// let rise = KeyframeCurve(values: [0.0, 120, 100], keyTimes: [0, 0.7, 1],
///                          timingFunctions: [CubicBezier.easeOut, Ease.backOut])
/// rise.value(at: 0.7)  // 120 (exactly, at its key time)
/// ```
///
/// Any `TimingCurve` eases a segment: Core Animation's béziers, a Penner ease, a spring as a
/// curve. A keyframe curve whose segments are all béziers (or linear) reads them without
/// reference counting (Easing's `SegmentTimingCurves`).
///
/// Progress outside [0, 1] holds the first or last value. NaN progress is a programmer error.
public struct KeyframeCurve<Value: Interpolatable>: Sendable {
  /// How values between key times are computed (`CAAnimationCalculationMode`).
  public enum CalculationMode: Hashable, Sendable, Codable {
    /// Straight lines between values, each segment eased by its timing function.
    case linear
    /// No interpolation: each value holds until the next key time. Takes one key time per
    /// value, or one more (Core Animation's form, where the last key time ends the last value).
    case discrete
    /// Constant speed along the polyline: key times come from the distances between values
    /// (given key times and timing functions are ignored, as Core Animation does).
    case paced
    /// A Kochanek–Bartels spline through the values (Catmull-Rom for tension, continuity and
    /// bias 0), as `kCAAnimationCubic` with `tensionValues`, `continuityValues`, `biasValues`.
    case cubic(tension: Double = 0, continuity: Double = 0, bias: Double = 0)
    /// Constant speed along the spline of ``cubic(tension:continuity:bias:)`` with the same
    /// parameters (`kCAAnimationCubicPaced`): key times come from the spline's arc length, given
    /// key times and timing functions are ignored. Points are within about 1e-12 of the
    /// curve's size and velocities within 1e-11 where the spline has no cusp. Each value costs
    /// a few quadratures (Newton's method on the arc length).
    case cubicPaced(tension: Double = 0, continuity: Double = 0, bias: Double = 0)

    /// The spline's shape in the two cubic modes, nil in the others.
    @inlinable
    var splineShape: SplineShape? {
      switch self {
      case .cubic(let tension, let continuity, let bias),
        .cubicPaced(let tension, let continuity, let bias):
        return SplineShape(tension: tension, continuity: continuity, bias: bias)
      case .linear, .discrete, .paced: return nil
      }
    }

    /// Whether key times come from distances (and given ones are ignored).
    @inlinable
    var isPaced: Bool {
      switch self {
      case .paced, .cubicPaced: return true
      case .linear, .discrete, .cubic: return false
      }
    }
  }

  /// The values, one per key.
  public let values: [Value]
  /// Key times in [0, 1], non-decreasing, first 0 and last 1 (computed in the paced modes).
  public let keyTimes: [Double]
  /// One timing function per segment (values.count − 1).
  @inlinable public var timingFunctions: [AnyTimingCurve] { segmentCurves.curves }
  /// The calculation mode.
  public let mode: CalculationMode
  /// The arc-length table of cubic paced mode; nil in other modes or when the spline has no
  /// length.
  let arcLength: SplineArcLength<Value>?
  /// The segments' timing curves, read without reference counting where they are béziers.
  @usableFromInline let segmentCurves: SegmentTimingCurves

  /// Creates keyframes.
  ///
  /// - Parameters:
  ///   - values: at least one, each finite.
  ///   - keyTimes: one per value (one more in discrete mode allowed), starting at 0, ending at
  ///     1, never decreasing; nil spreads them evenly (as Core Animation does).
  ///   - timingFunctions: one per segment, or nil for linear segments.
  ///   - mode: the calculation mode.
  /// - Precondition: the rules of ``validate(values:keyTimes:timingFunctions:mode:)``; the
  ///   message names the count or the key time that is wrong.
  public init(
    values: [Value], keyTimes: [Double]? = nil, timingFunctions: [any TimingCurve]? = nil,
    mode: CalculationMode = .linear
  ) {
    do {
      try KeyframeCurve.validate(
        values: values, keyTimes: keyTimes, timingFunctions: timingFunctions, mode: mode)
    } catch { error.stop() }
    self.init(
      validValues: values, keyTimes: keyTimes, timingFunctions: timingFunctions, mode: mode)
  }

  /// Creates keyframes from a description that passes ``validate(values:keyTimes:timingFunctions:mode:)``.
  init(
    validValues values: [Value], keyTimes: [Double]?, timingFunctions: [any TimingCurve]?,
    mode: CalculationMode
  ) {
    let segments = values.count - 1
    let evenTimes = (0...segments).map { segments == 0 ? 0 : Double($0) / Double(segments) }
    var times = mode.isPaced ? evenTimes : keyTimes ?? evenTimes
    var arcLength: SplineArcLength<Value>? = nil
    switch mode {
    case .paced:
      times = KeyframeCurve.pacedKeyTimes(values) ?? times
    case .cubicPaced(let tension, let continuity, let bias) where segments > 0:
      arcLength = SplineArcLength(
        values: values,
        shape: SplineShape(tension: tension, continuity: continuity, bias: bias))
      times = arcLength?.segmentFractions ?? times
    default: break
    }
    self.values = values
    self.keyTimes = times
    self.segmentCurves =
      mode.isPaced || timingFunctions == nil
      ? SegmentTimingCurves(linearSegments: segments) : SegmentTimingCurves(timingFunctions!)
    self.mode = mode
    self.arcLength = arcLength
  }

  /// Checks a keyframe description: at least one value, each finite; key times (when given)
  /// finite, in [0, 1], non-decreasing, from 0 to 1, one per value (or one more in discrete
  /// mode); one timing function per segment; finite cubic parameters.
  ///
  /// - Throws: `ValidationError` naming the parameter.
  public static func validate(
    values: [Value], keyTimes: [Double]? = nil, timingFunctions: [any TimingCurve]? = nil,
    mode: CalculationMode = .linear
  ) throws(ValidationError) {
    // The kind follows from the requirement: a count, an order, finiteness or a range.
    func failure(_ parameter: String, _ requirement: String, _ value: String) -> ValidationError {
      let kind: ValidationError.Kind =
        requirement.hasPrefix("must hold")
        ? .wrongCount
        : requirement.hasPrefix("must not be before")
          ? .outOfOrder : requirement == "must be finite" ? .notFinite : .outOfRange
      return ValidationError(
        type: "KeyframeCurve", parameter: parameter, requirement: requirement, value: value,
        kind: kind)
    }
    let valueCount = values.count
    let timingFunctionCount = timingFunctions?.count
    guard valueCount >= 1 else { throw failure("values", "must hold at least one value", "none") }
    if let index = values.firstIndex(where: { !euclideanLength($0).isFinite }) {
      throw failure("values[\(index)]", "must be finite", "\(values[index])")
    }
    if let keyTimes, !mode.isPaced {
      let allowed = mode == .discrete ? [valueCount, valueCount + 1] : [valueCount]
      guard allowed.contains(keyTimes.count) else {
        throw failure(
          "keyTimes",
          "must hold one key time per value (\(valueCount))"
            + (mode == .discrete ? " or one more" : ""), "\(keyTimes.count) key times")
      }
      for (index, time) in keyTimes.enumerated() {
        guard time.isFinite && (0...1).contains(time) else {
          throw failure("keyTimes[\(index)]", "must lie in [0, 1]", "\(time)")
        }
        guard index == 0 || time >= keyTimes[index - 1] else {
          throw failure(
            "keyTimes[\(index)]",
            "must not be before keyTimes[\(index - 1)] = \(keyTimes[index - 1])",
            "\(time)")
        }
      }
      guard keyTimes.count == 1 || (keyTimes.first == 0 && keyTimes.last == 1) else {
        throw failure(
          "keyTimes", "must start at 0 and end at 1", "\(keyTimes.first!)…\(keyTimes.last!)")
      }
    }
    if let timingFunctionCount, timingFunctionCount != valueCount - 1 {
      throw failure(
        "timingFunctions", "must hold one timing function per segment (\(valueCount - 1))",
        "\(timingFunctionCount)")
    }
    if let shape = mode.splineShape {
      for (name, value) in [
        ("tension", shape.tension), ("continuity", shape.continuity), ("bias", shape.bias),
      ] where !value.isFinite {
        throw failure("cubic \(name)", "must be finite", "\(value)")
      }
    }
  }

  /// Key times proportional to the distance covered along the polyline, or nil when it has no
  /// length. Distances are measured without overflow (values near 1e200 included).
  static func pacedKeyTimes(_ values: [Value]) -> [Double]? {
    let lengths = zip(values, values.dropFirst()).map { euclideanLength($1 - $0) }
    // The total is summed relative to the longest segment, so that it cannot overflow.
    guard let longest = lengths.max(), longest > 0, longest.isFinite else { return nil }
    let total = lengths.reduce(0) { $0 + $1 / longest }
    var covered = 0.0
    var times = [0.0]
    for length in lengths {
      covered += length / longest
      times.append(covered / total)
    }
    times[times.count - 1] = 1
    return times
  }

  /// The segment containing `progress`: the last key time ≤ progress (never the last key).
  @inlinable
  func segment(at progress: Double) -> Int {
    var low = 0
    var high = min(keyTimes.count, values.count + 1) - 2
    while low < high {
      let middle = (low + high + 1) / 2
      if keyTimes[middle] <= progress { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The value at `progress` (a fraction of the animation). Each value is returned exactly at
  /// its key time; discrete keyframes hold each value from its key time to the next.
  ///
  /// - Complexity: O(log n) in the number of keyframes.
  /// - Precondition: `progress` is not NaN.
  @inlinable
  public func value(at progress: Double) -> Value {
    precondition(!progress.isNaN, "KeyframeCurve.value: progress must not be NaN")
    if case .discrete = mode { return discreteValue(at: progress) }
    guard values.count > 1, progress > 0 else { return values[0] }
    guard progress < 1 else { return values[values.count - 1] }
    if case .cubicPaced = mode { return cubicPacedValue(at: progress) }
    let index = segment(at: progress)
    let (start, end) = (keyTimes[index], keyTimes[index + 1])
    guard end > start else { return values[index + 1] }
    let local = (progress - start) / (end - start)
    if case .paced = mode {
      return interpolate(from: values[index], to: values[index + 1], progress: local)
    }
    let eased = segmentCurves.value(segment: index, at: local)
    if let shape = mode.splineShape {
      return KochanekBartelsSpline.value(values, segment: index, at: eased, shape: shape)
    }
    return interpolate(from: values[index], to: values[index + 1], progress: eased)
  }

  /// The value held at `progress`: the last value whose key time is ≤ progress.
  @inlinable
  func discreteValue(at progress: Double) -> Value {
    values[discreteIndex(at: progress)]
  }

  /// The index of the value held at `progress` in discrete mode: the last whose key time is
  /// ≤ progress (0 before the start).
  @inlinable
  func discreteIndex(at progress: Double) -> Int {
    guard progress > 0 else { return 0 }
    var index = 0
    while index + 1 < values.count && keyTimes[index + 1] <= progress { index += 1 }
    return index
  }

  /// d value / d progress at `progress`: the segment's slope times its timing function's
  /// velocity; 0 in discrete mode and outside (0, 1).
  ///
  /// - Precondition: `progress` is not NaN.
  @inlinable
  public func velocity(at progress: Double) -> Value {
    precondition(!progress.isNaN, "KeyframeCurve.velocity: progress must not be NaN")
    guard values.count > 1, progress > 0, progress < 1 else { return .zero }
    if case .discrete = mode { return .zero }
    if case .cubicPaced = mode { return cubicPacedVelocity(at: progress) }
    let index = segment(at: progress)
    let (start, end) = (keyTimes[index], keyTimes[index + 1])
    guard end > start else { return .zero }
    let width = end - start
    let local = (progress - start) / width
    let difference = values[index + 1] - values[index]
    if case .paced = mode { return difference.multiplied(by: 1 / width) }
    let easedSlope = segmentCurves.velocity(segment: index, at: local) / width
    if let shape = mode.splineShape {
      let eased = segmentCurves.value(segment: index, at: local)
      return KochanekBartelsSpline.slope(values, segment: index, at: eased, shape: shape)
        .multiplied(by: easedSlope)
    }
    return difference.multiplied(by: easedSlope)
  }

  /// The value in cubic paced mode, where progress is the fraction of the spline's length
  /// covered.
  @usableFromInline
  func cubicPacedValue(at progress: Double) -> Value {
    guard let arcLength, let shape = mode.splineShape else {
      // A spline without length: every value is the same.
      return values[0]
    }
    // Each value shows exactly at its key time, whatever the rounding of the fractions.
    let index = self.segment(at: progress)
    if keyTimes[index] == progress { return values[index] }
    let (segment, u) = arcLength.parameter(atFraction: progress)
    return KochanekBartelsSpline.value(values, segment: segment, at: u, shape: shape)
  }

  /// The velocity in cubic paced mode: the unit tangent times the spline's length (constant
  /// speed); zero at a cusp, where the direction is undefined.
  @usableFromInline
  func cubicPacedVelocity(at progress: Double) -> Value {
    guard let arcLength, let shape = mode.splineShape else { return .zero }
    let (segment, u) = arcLength.parameter(atFraction: progress)
    let speed = arcLength.speed(segment: segment, at: u)
    guard speed > 0 else { return .zero }
    // d value/d progress = slope · du/dprogress, and du/dprogress = total length / speed (both
    // in the table's scaled units, so the ratio is exact in the values' own units).
    return KochanekBartelsSpline.slope(values, segment: segment, at: u, shape: shape)
      .multiplied(by: arcLength.totalLength / speed)
  }
}

extension KeyframeCurve: Equatable where Value: Equatable {
  /// Equal when the values, key times, timing functions and mode are: everything else a curve
  /// holds (the paced arc-length table, the béziers' value paths) is derived from them.
  public static func == (lhs: KeyframeCurve, rhs: KeyframeCurve) -> Bool {
    lhs.values == rhs.values && lhs.keyTimes == rhs.keyTimes
      && lhs.timingFunctions == rhs.timingFunctions && lhs.mode == rhs.mode
  }
}

extension KeyframeCurve: Hashable where Value: Hashable {
  /// Hashes what equality compares: the values, key times, timing functions and mode.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(values)
    hasher.combine(keyTimes)
    hasher.combine(timingFunctions)
    hasher.combine(mode)
  }
}

extension KeyframeCurve: Codable where Value: Codable {
  enum CodingKeys: String, CodingKey { case values, keyTimes, timingFunctions, mode }

  /// Decodes the values, key times, timing functions and mode with
  /// ``validate(values:keyTimes:timingFunctions:mode:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let values = try container.decode([Value].self, forKey: .values)
    let keyTimes = try container.decodeIfPresent([Double].self, forKey: .keyTimes)
    let functions = try container.decodeIfPresent([TimingFunction].self, forKey: .timingFunctions)
    let mode = try container.decodeIfPresent(CalculationMode.self, forKey: .mode) ?? .linear
    try ValidationError.decoding(in: container) {
      try KeyframeCurve.validate(
        values: values, keyTimes: keyTimes, timingFunctions: functions, mode: mode)
    }
    self.init(validValues: values, keyTimes: keyTimes, timingFunctions: functions, mode: mode)
  }

  /// Encodes the values, key times, timing functions and mode.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(values, forKey: .values)
    try container.encode(keyTimes, forKey: .keyTimes)
    let functions = try timingFunctions.map { curve throws -> TimingFunction in
      guard let function = TimingFunction(curve.base) else {
        throw EncodingError.invalidValue(
          curve,
          EncodingError.Context(
            codingPath: container.codingPath + [CodingKeys.timingFunctions],
            debugDescription: "\(curve) has no CSS <easing-function> text to encode"))
      }
      return function
    }
    try container.encode(functions, forKey: .timingFunctions)
    try container.encode(mode, forKey: .mode)
  }
}

extension KeyframeCurve: CustomStringConvertible {
  /// "KeyframeCurve(3 values, linear)".
  public var description: String { "KeyframeCurve(\(values.count) values, \(mode))" }
}
