import KineticsCore

/// A color as a point of an interpolation space — components premultiplied by alpha (all but a
/// hue), then alpha — the form CSS interpolates colors in, as an `Interpolatable` value, so
/// that tweens, springs and keyframes animate colors the way CSS transitions do.
///
/// ```swift
/// let (from, to) = ColorPoint.endpoints(
///   from: try CSSColor(css: "#0a84ff"), to: try CSSColor(css: "#ff375f"), in: .oklch)
/// let fade = SpringMotion(from: from, to: to, spring: .smooth())
/// fade.value(atElapsed: 0.2).color.cssText  // the background 0.2 s in
/// ```
///
/// Make the two ends of an animation with ``endpoints(from:to:in:hue:)``: it applies CSS's
/// rules for missing components and sets the hues on the chosen arc, which single colors cannot
/// know. Linear blends of the two points are exactly ``ColorInterpolation``'s colors; a spring
/// overshoots through the same space. ``color`` divides by alpha again.
///
/// ``zero`` belongs to no space and adds to a point of any; adding points of two different
/// spaces is a programmer error. The squared magnitude mixes the space's units (a hue in
/// degrees with a lightness in 0…1): choose rest tolerances with that in mind.
@frozen
public struct ColorPoint: Interpolatable, Hashable, Sendable {
  /// The space, nil for ``zero``.
  public let space: CSSColor.Space?
  /// Premultiplied components (a hue as is), then alpha.
  public var storage: SIMD4<Double>

  /// A point from premultiplied components.
  @inlinable
  public init(space: CSSColor.Space?, storage: SIMD4<Double>) {
    self.space = space
    self.storage = storage
  }

  /// One color as a point of `space`, missing components as 0. For the two ends of an
  /// animation use ``endpoints(from:to:in:hue:)``.
  public init(_ color: CSSColor, in space: CSSColor.Space) {
    let interpolation = ColorInterpolation(from: color, to: color, in: space)
    self.init(space: space, storage: interpolation.start)
  }

  /// The two ends of an animation from `start` to `end` in `space` (nil: CSS's default, as
  /// ``ColorInterpolation``), with CSS's handling of missing and powerless components and the
  /// hues on the arc `hue` names. A component missing in both colors is 0.
  public static func endpoints(
    from start: CSSColor, to end: CSSColor, in space: CSSColor.Space? = nil,
    hue: ColorInterpolation.HueInterpolation = .shorter
  ) -> (ColorPoint, ColorPoint) {
    let interpolation = ColorInterpolation(from: start, to: end, in: space, hue: hue)
    return (
      ColorPoint(space: interpolation.space, storage: interpolation.start),
      ColorPoint(space: interpolation.space, storage: interpolation.end)
    )
  }

  /// The color: components divided by alpha (unless it is 0), a hue reduced to [0, 360),
  /// alpha clamped to [0, 1] and the rest to ±``CSSColor/componentLimit``. ``zero`` is
  /// transparent black in Oklab.
  ///
  /// - Precondition: every component finite.
  public var color: CSSColor {
    let space = space ?? .oklab
    precondition(
      storage.x.isFinite && storage.y.isFinite && storage.z.isFinite && storage.w.isFinite,
      "ColorPoint.color: components must be finite, got \(storage)")
    return ColorInterpolation(start: storage, end: storage, in: space).color(at: 0)
  }

  /// The point of no space with every component 0.
  @inlinable
  public static var zero: ColorPoint { ColorPoint(space: nil, storage: .zero) }

  /// Component-wise sum; the space of whichever operand has one.
  ///
  /// - Precondition: both operands in one space (or either ``zero``).
  @inlinable
  public static func + (lhs: ColorPoint, rhs: ColorPoint) -> ColorPoint {
    ColorPoint(space: commonSpace(lhs, rhs), storage: lhs.storage + rhs.storage)
  }

  /// Component-wise difference; the space of whichever operand has one.
  ///
  /// - Precondition: both operands in one space (or either ``zero``).
  @inlinable
  public static func - (lhs: ColorPoint, rhs: ColorPoint) -> ColorPoint {
    ColorPoint(space: commonSpace(lhs, rhs), storage: lhs.storage - rhs.storage)
  }

  @inlinable
  static func commonSpace(_ lhs: ColorPoint, _ rhs: ColorPoint) -> CSSColor.Space? {
    guard let left = lhs.space else { return rhs.space }
    guard let right = rhs.space else { return left }
    precondition(
      left == right, "ColorPoint: cannot combine points of \(left.cssName) and \(right.cssName)")
    return left
  }

  /// Multiplies every component by `factor`.
  @inlinable
  public mutating func multiply(by factor: Double) { storage *= factor }

  /// The sum of the squared components.
  @inlinable
  public var squaredMagnitude: Double { (storage * storage).sum() }

  /// Equal components, and equal spaces unless one is ``zero``'s (none).
  @inlinable
  public static func == (lhs: ColorPoint, rhs: ColorPoint) -> Bool {
    lhs.storage == rhs.storage && (lhs.space == nil || rhs.space == nil || lhs.space == rhs.space)
  }

  /// Hashes the components only, consistently with `==`.
  @inlinable
  public func hash(into hasher: inout Hasher) { hasher.combine(storage) }
}
