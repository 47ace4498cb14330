import KineticsCore

/// The shape parameters of a Kochanek–Bartels spline (Kochanek & Bartels, "Interpolating
/// Splines with Local Tension, Continuity, and Bias Control", SIGGRAPH 1984): all 0 gives the
/// Catmull-Rom spline.
@usableFromInline
struct SplineShape: Hashable, Sendable {
  @usableFromInline let tension: Double
  @usableFromInline let continuity: Double
  @usableFromInline let bias: Double

  @inlinable
  init(tension: Double, continuity: Double, bias: Double) {
    self.tension = tension
    self.continuity = continuity
    self.bias = bias
  }
}

/// The spline through `values` with `shape`, one cubic Hermite segment per pair of neighbours,
/// each parameterized by u in [0, 1]. The first and last values stand in for their own missing
/// neighbours, so the end tangents come from one side only.
@usableFromInline
enum KochanekBartelsSpline {
  /// The tangents at the ends of segment `i`: outgoing at values[i], incoming at values[i + 1].
  @inlinable
  static func tangents<Value: Interpolatable>(
    _ values: [Value], segment i: Int, shape: SplineShape
  ) -> (outgoing: Value, incoming: Value) {
    let (t, c, b) = (shape.tension, shape.continuity, shape.bias)
    let last = values.count - 1
    let (p0, p1) = (values[i], values[i + 1])
    let previous = values[max(i - 1, 0)]
    let next = values[min(i + 2, last)]
    let outgoing =
      (p0 - previous).multiplied(by: (1 - t) * (1 + b) * (1 + c) / 2)
      + (p1 - p0).multiplied(by: (1 - t) * (1 - b) * (1 - c) / 2)
    let incoming =
      (p1 - p0).multiplied(by: (1 - t) * (1 + b) * (1 - c) / 2)
      + (next - p1).multiplied(by: (1 - t) * (1 - b) * (1 + c) / 2)
    return (outgoing, incoming)
  }

  /// The point at `u` on segment `i`: values[i] at u = 0 and values[i + 1] at u = 1, exactly.
  @inlinable
  static func value<Value: Interpolatable>(
    _ values: [Value], segment i: Int, at u: Double, shape: SplineShape
  ) -> Value {
    if u == 0 { return values[i] }
    if u == 1 { return values[i + 1] }
    let (outgoing, incoming) = tangents(values, segment: i, shape: shape)
    let (u2, u3) = (u * u, u * u * u)
    return values[i].multiplied(by: 2 * u3 - 3 * u2 + 1)
      + outgoing.multiplied(by: u3 - 2 * u2 + u)
      + values[i + 1].multiplied(by: -2 * u3 + 3 * u2) + incoming.multiplied(by: u3 - u2)
  }

  /// d/du of ``value(_:segment:at:shape:)``.
  @inlinable
  static func slope<Value: Interpolatable>(
    _ values: [Value], segment i: Int, at u: Double, shape: SplineShape
  ) -> Value {
    let (outgoing, incoming) = tangents(values, segment: i, shape: shape)
    let u2 = u * u
    return (values[i + 1] - values[i]).multiplied(by: 6 * u - 6 * u2)
      + outgoing.multiplied(by: 3 * u2 - 4 * u + 1) + incoming.multiplied(by: 3 * u2 - 2 * u)
  }
}
