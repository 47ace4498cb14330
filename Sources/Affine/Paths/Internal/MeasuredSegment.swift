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
      c0 = Self.difference(end, start, scale)
      c1 = .zero
      c2 = .zero
    case .quadratic(let p0, let p1, let p2):
      kind = .quadratic
      let d0 = Self.difference(p1, p0, scale)
      let d1 = Self.difference(p2, p1, scale)
      c0 = d0 * 2
      c1 = (d1 - d0) * 2
      c2 = .zero
    case .cubic(let p0, let p1, let p2, let p3):
      kind = .cubic
      let d0 = Self.difference(p1, p0, scale)
      let d1 = Self.difference(p2, p1, scale)
      let d2 = Self.difference(p3, p2, scale)
      c0 = d0 * 3
      c1 = (d1 - d0) * 6
      c2 = (d0 - d1 * 2 + d2) * 3
    case .arc(let arc):
      kind = .arc
      // Scaled first, then times the sweep: scale × sweep alone can be subnormal.
      c0 = arc.firstAxis.storage * scale * arc.sweepAngle
      c1 = arc.secondAxis.storage * scale * arc.sweepAngle
      c2 = SIMD2(arc.startAngle, arc.sweepAngle)
    }
  }

  /// (a − b) × scale without overflow: halved before the subtraction (exact, short of
  /// subnormals), scaled, doubled.
  static func difference(_ a: Point2D, _ b: Point2D, _ scale: Double) -> SIMD2<Double> {
    (a.storage * 0.5 - b.storage * 0.5) * scale * 2
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

  /// The sum of the coefficients' magnitudes: the size that bounds the derivative's rounding
  /// error (a few ulps of it).
  var coefficientSize: Double {
    func norm(_ vector: SIMD2<Double>) -> Double { (vector * vector).sum().squareRoot() }
    return kind == .arc ? norm(c0) + norm(c1) : norm(c0) + norm(c1) + norm(c2)
  }

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
    let outer =
      speed(at: middle - half * GaussLegendre.outerNode)
      + speed(at: middle + half * GaussLegendre.outerNode)
    let inner =
      speed(at: middle - half * GaussLegendre.innerNode)
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
