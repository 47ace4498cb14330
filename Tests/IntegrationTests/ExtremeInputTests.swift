import Kinetics
import TestSupport
import Testing

/// "Never NaN, never trap for valid input": sweeps over the numeric API with extreme but valid
/// values — magnitudes from 1e-300 to 1e300, subnormals, ±0.
@Suite struct ExtremeInputTests {
  static let extreme = Generator<Double>.doubles(
    in: 1e-300...1e300, logarithmic: true, specials: [.subnormals, .signedZeros])

  /// Any spring the validator accepts — mass, stiffness and damping anywhere in 1e-300…1e300
  /// whose rates lie within DampedSpring.rateLimits — evaluates to finite numbers at any finite
  /// time, from any finite start; about a third of the draws are rejected, by the rule.
  @Test func springsStayFinite() {
    let parameters = Generator<(Double, Double, Double)>.zip(
      Self.extreme, Self.extreme, .doubles(in: 0...1e6))
    let starts = Generator<(Double, Double, Double)>.zip(
      .doubles(in: -1e100...1e100), .doubles(in: -1e100...1e100), .doubles(in: 0...1e300))
    checkProperty("finite spring", .zip(parameters, starts), cases: 2000) { parameters, start in
      let (mass, stiffness, ratio) = parameters
      // Half the draws take the damping from a ratio, half from the extreme draw directly.
      let damping =
        ratio < 5e5 ? ratio * 2 * (stiffness.squareRoot() * mass.squareRoot()) : ratio * mass
      guard (try? DampedSpring.validate(mass: mass, stiffness: stiffness, damping: damping)) != nil
      else { return true }
      let spring = DampedSpring(
        mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
      let (x0, v0, time) = start
      let x = spring.displacement(atElapsed: time, initialDisplacement: x0, initialVelocity: v0)
      let v = spring.velocity(atElapsed: time, initialDisplacement: x0, initialVelocity: v0)
      return x.isFinite && v.isFinite
    }
  }

  /// Curves evaluate to finite numbers for any finite progress, extreme or subnormal.
  @Test func curvesStayFinite() {
    let curves: [any TimingCurve] = [
      CubicBezier.easeInOut, CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6),
      CubicBezier(x1: 0, y1: 5, x2: 1, y2: -5), Steps(4, .jumpBoth), Ease.elasticInOut,
      Ease.bounceOut,
      Ease.circularInOut, Ease.exponentialIn, SpringCurve.uiKit(duration: 0.6, dampingRatio: 0.49),
      PiecewiseLinear(stops: [.init(0), .init(1.5, at: 0.5), .init(1)]),
    ]
    checkProperty("finite curves", .zip(Self.extreme, .doubles(in: 0...1))) { magnitude, sign in
      let progress = sign < 0.5 ? -magnitude : magnitude
      return curves.allSatisfy { curve in
        let value = curve.value(at: progress)
        // Outside [0, 1] some formulas grow without bound (the exponential family reaches
        // infinity near progress 103, as its formula says) but none turns NaN; inside [0, 1]
        // values are finite, and velocities too except at a vertical tangent (±infinity:
        // (0, 5, 1, −5) starts vertically).
        let velocity = curve.velocity(at: progress)
        return abs(progress) > 1
          ? !value.isNaN && !velocity.isNaN : value.isFinite && !velocity.isNaN
      }
    }
  }

  /// Transforms of extreme scale invert without NaN or infinities, or come back unchanged.
  @Test func transformsNeverProduceNaN() {
    checkProperty("finite inverse", .zip(Self.extreme, Self.extreme, .doubles(in: -10...10))) {
      a, d, angle in
      let t = AffineTransform2D(scaleX: a, y: d).rotated(by: angle)
      let inverse = t.inverted()
      let components = t.components
      return [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty].allSatisfy(
        \.isFinite)
        && !components.rotation.isNaN && !components.horizontalShear.isNaN
    }
  }
}
