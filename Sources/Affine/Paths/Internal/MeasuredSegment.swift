import KineticsNumerics

/// A segment as measurement needs it: its derivative in power form, scaled by the path's power
/// of two so that no square overflows or underflows, and the speed |B′(t)| and its integral.
@usableFromInline
struct MeasuredSegment: Sendable {
  @usableFromInline
  enum Kind: UInt8, Sendable { case line, quadratic, cubic, arc }

  @usableFromInline let kind: Kind
  /// The scaled derivative: c0 + c1·t + c2·t² for lines (c0 only), quadratics (c0, c1) and
  /// cubics; for arcs, c0 and c1 are the scaled axes times the sweep, c2 = (start, sweep).
  @usableFromInline let c0: SIMD2<Double>
  @usableFromInline let c1: SIMD2<Double>
  @usableFromInline let c2: SIMD2<Double>

  init(_ segment: PathSegment, scale: Double) {
    switch segment {
    case .line(let start, let end):
      kind = .line
      c0 = (end.storage * scale - start.storage * scale)
      c1 = .zero
      c2 = .zero
    case .quadratic(let p0, let p1, let p2):
      kind = .quadratic
      let d0 = p1.storage * scale - p0.storage * scale
      let d1 = p2.storage * scale - p1.storage * scale
      c0 = d0 * 2
      c1 = (d1 - d0) * 2
      c2 = .zero
    case .cubic(let p0, let p1, let p2, let p3):
      kind = .cubic
      let d0 = p1.storage * scale - p0.storage * scale
      let d1 = p2.storage * scale - p1.storage * scale
      let d2 = p3.storage * scale - p2.storage * scale
      c0 = d0 * 3
      c1 = (d1 - d0) * 6
      c2 = (d0 - d1 * 2 + d2) * 3
    case .arc(let arc):
      kind = .arc
      c0 = arc.firstAxis.storage * (scale * arc.sweepAngle)
      c1 = arc.secondAxis.storage * (scale * arc.sweepAngle)
      c2 = SIMD2(arc.startAngle, arc.sweepAngle)
    }
  }

  /// The scaled derivative B′(t).
  @inlinable
  func derivative(at t: Double) -> SIMD2<Double> {
    switch kind {
    case .line: return c0
    case .quadratic: return c0 + c1 * t
    case .cubic: return c0 + (c1 + c2 * t) * t
    case .arc:
      let angle = c2.x + t * c2.y
      return c1 * cos(angle) - c0 * sin(angle)
    }
  }

  /// The scaled second derivative B″(t).
  @inlinable
  func secondDerivative(at t: Double) -> SIMD2<Double> {
    switch kind {
    case .line: return .zero
    case .quadratic: return c1
    case .cubic: return c1 + c2 * (2 * t)
    case .arc:
      let angle = c2.x + t * c2.y
      return (c1 * sin(angle) + c0 * cos(angle)) * -c2.y
    }
  }

  /// The scaled third derivative (constant for a cubic; used only where the first two vanish).
  var thirdDerivative: SIMD2<Double> { kind == .cubic ? c2 * 2 : .zero }

  /// The scaled speed |B′(t)|.
  @inlinable
  func speed(at t: Double) -> Double {
    let d = derivative(at: t)
    return (d * d).sum().squareRoot()
  }

  /// The scaled arc length from `a` to `b` by five-point Gauss–Legendre quadrature: exact for
  /// speeds that are polynomials of degree 9 or less, and within ~(b−a)^11 of the exact value
  /// for smooth speeds — accurate to rounding on the pieces preparation chooses.
  @inlinable
  func length(from a: Double, to b: Double) -> Double {
    let middle = (a + b) * 0.5
    let half = (b - a) * 0.5
    let outer = speed(at: middle - half * GaussLegendre.outerNode)
      + speed(at: middle + half * GaussLegendre.outerNode)
    let inner = speed(at: middle - half * GaussLegendre.innerNode)
      + speed(at: middle + half * GaussLegendre.innerNode)
    return half
      * (GaussLegendre.outerWeight * outer + GaussLegendre.innerWeight * inner
        + GaussLegendre.centerWeight * speed(at: middle))
  }
}

/// The five-point Gauss–Legendre rule on [−1, 1]: nodes 0, ±√(5 − 2√(10/7))/3,
/// ±√(5 + 2√(10/7))/3 and weights 128/225, (322 + 13√70)/900, (322 − 13√70)/900 (Abramowitz &
/// Stegun, table 25.4), here to 30 digits, rounded to double.
@usableFromInline
enum GaussLegendre {
  @usableFromInline static let innerNode = 0.538469310105683091036314420700
  @usableFromInline static let outerNode = 0.906179845938663992797626878299
  @usableFromInline static let centerWeight = 0.568888888888888888888888888889
  @usableFromInline static let innerWeight = 0.478628670499366468041291514836
  @usableFromInline static let outerWeight = 0.236926885056189087514264040720
}
