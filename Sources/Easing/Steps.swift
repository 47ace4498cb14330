import KineticsCore

/// CSS `steps()`: progress in equal jumps (css-easing-1 §3.3, "step easing functions").
///
/// ```swift
/// let steps = Steps(4, .jumpEnd)
/// steps.value(at: 0.3)   // 0.25
/// Steps(4, .jumpNone).value(at: 0.3)  // 0.3333333333333333
/// ```
///
/// Outside [0, 1] the spec's algorithm runs unchanged: the output keeps stepping (steps(4) at
/// 1.5 is 1.5) except that it never drops below 0 for input ≥ 0 nor exceeds 1 for input ≤ 1.
/// NaN progress gives NaN.
@frozen
public struct Steps: TimingCurve, Hashable, Sendable {
  /// Where the jumps happen (CSS `<step-position>`).
  public enum Position: String, Sendable, Hashable, CaseIterable, Codable {
    /// The first jump happens at progress 0.
    case jumpStart = "jump-start"
    /// The last jump happens at progress 1 (the default).
    case jumpEnd = "jump-end"
    /// No jump at 0 or 1: `count` steps, output 0 at the start and 1 at the end.
    case jumpNone = "jump-none"
    /// Jumps at both 0 and 1: `count + 1` jumps.
    case jumpBoth = "jump-both"
    /// CSS `start`: behaves as `jump-start`, serializes as `start`.
    case start
    /// CSS `end`: behaves as `jump-end`, serializes as `end` (and is omitted by default).
    case end

    /// Whether the first jump happens at progress 0.
    @inlinable var jumpsAtStart: Bool { self == .jumpStart || self == .start || self == .jumpBoth }

    /// The position with `jump-end` written as `end`: the two behave alike and serialize alike
    /// (CSSOM omits the default position whichever keyword named it), so they are one value.
    var canonical: Position { self == .jumpEnd ? .end : self }
  }

  /// The number of intervals: at least 1, and at least 2 for ``Position/jumpNone``.
  public let count: Int
  /// Where the jumps happen.
  public let position: Position

  /// Creates `steps(count, position)`.
  ///
  /// - Precondition: the ranges of ``validate(count:position:)`` (parse untrusted text with
  ///   ``TimingFunction/init(css:)``).
  public init(_ count: Int, _ position: Position = .end) {
    do { try Steps.validate(count: count, position: position) } catch { error.stop() }
    self.count = count
    self.position = position
  }

  /// The largest count: 2⁵³, the largest integer below which every integer is a double, so that
  /// the step arithmetic (done in doubles) is exact and the count survives CSS text. The CSS
  /// parser clamps larger counts to it (css-values-4: values outside the supported range are
  /// clamped).
  public static let largestCount = 1 << 53

  /// Checks a count: from 1 (from 2 with ``Position/jumpNone``, css-easing-1) to
  /// ``largestCount``.
  ///
  /// - Throws: `ValidationError` for `count`.
  public static func validate(count: Int, position: Position) throws(ValidationError) {
    let minimum = position == .jumpNone ? 2 : 1
    guard count >= minimum && count <= largestCount else {
      throw ValidationError(
        type: "Steps", parameter: "count",
        requirement: "must lie in [\(minimum), 2⁵³]"
          + (position == .jumpNone ? " with jump-none" : ""), value: "\(count)", kind: .outOfRange)
    }
  }

  /// Equal when the counts are and the positions are the same behaviour and text (`jump-end`
  /// and `end` are one).
  public static func == (lhs: Steps, rhs: Steps) -> Bool {
    lhs.count == rhs.count && lhs.position.canonical == rhs.position.canonical
  }

  /// Hashes the count and the canonical position.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    hasher.combine(position.canonical)
  }

  /// The number of jumps: `count` for start/end, `count − 1` for none, `count + 1` for both.
  @inlinable public var jumps: Int {
    switch position {
    case .jumpNone: count - 1
    case .jumpBoth: count + 1
    default: count
    }
  }

  /// The output at `progress`, following css-easing-1's algorithm; `beforeFlag` is set when the
  /// animation is in its before phase (it moves a jump that lands exactly on the input down by
  /// one step).
  @inlinable
  public func value(at progress: Double, beforeFlag: Bool) -> Double {
    if progress.isNaN { return progress }
    let scaled = progress * Double(count)
    var step = scaled.rounded(.down)
    if position.jumpsAtStart { step += 1 }
    if beforeFlag && scaled == scaled.rounded(.down) { step -= 1 }
    if progress >= 0 && step < 0 { step = 0 }
    let jumps = Double(self.jumps)
    if progress <= 1 && step > jumps { step = jumps }
    return step / jumps
  }

  /// The output at `progress` with the before flag unset. See ``value(at:beforeFlag:)``.
  @inlinable
  public func value(at progress: Double) -> Double { value(at: progress, beforeFlag: false) }

  /// 0 everywhere (the jumps have no finite derivative); NaN for NaN progress.
  @inlinable
  public func velocity(at progress: Double) -> Double { progress.isNaN ? progress : 0 }
}
