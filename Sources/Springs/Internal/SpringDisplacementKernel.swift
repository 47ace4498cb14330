import KineticsNumerics
/// The closed-form displacement of one spring from one start, eight times at once: the lane
/// form of `SpringResponse` for ``DampedSpring/displacements(at:initialDisplacement:initialVelocity:into:)``.
///
/// With k = λ·x0 + v0 the displacement is e^{−λt}·(C·x0 + S·k) (C, S as in `SpringResponse`),
/// or, for over-damped springs once √(−q)·t > ½, (e^{−r₁t}·(r₂x0 + v0) − e^{−r₂t}·(r₁x0 + v0))
/// / (r₂ − r₁). The lanes agree with the scalar path to a few ulps of the terms' magnitude.
///
/// The vector functions take times in [0, ``latestTime``] (where e^{−λt} stays normal and the
/// phase within `FastMath.largestAngle`); the lanes compute every time regardless and
/// report whether one was outside, so that the caller redoes those on the scalar path, which
/// also reports invalid times.
struct SpringDisplacementKernel {
  enum Regime { case underDamped, criticallyDamped, overDamped }

  let regime: Regime
  let decayRate: Double
  let root: Double
  let initialDisplacement: Double
  /// (λ·x0 + v0): the weight of S.
  let mixedStart: Double
  /// (λ·x0 + v0)/√q: the weight of sin(√q·t) (under-damped springs).
  let sineWeight: Double
  let slowRate: Double
  let fastRate: Double
  /// (r₂x0 + v0)/(r₂ − r₁) and (r₁x0 + v0)/(r₂ − r₁): the weights of the two exponentials.
  let slowWeight: Double
  let fastWeight: Double
  /// The latest time (seconds) the lanes serve.
  let latestTime: Double

  init(spring: DampedSpring, initialDisplacement x0: Double, initialVelocity v0: Double) {
    let q = spring.discriminant
    regime = q > 0 ? .underDamped : (q < 0 ? .overDamped : .criticallyDamped)
    decayRate = spring.decayRate
    root = spring.rootOfDiscriminant
    initialDisplacement = x0
    mixedStart = decayRate * x0 + v0
    sineWeight = mixedStart / root
    slowRate = spring.slowRate
    fastRate = spring.fastRate
    let spread = fastRate - slowRate
    slowWeight = (fastRate * x0 + v0) / spread
    fastWeight = (slowRate * x0 + v0) / spread
    // e^{−λt} (and in the two-exponential form e^{−r₁t}, r₁ < λ) stays normal; the phase √q·t
    // stays in the reduction's range. A zero rate gives infinity, which the comparison takes.
    let phaseLimit = regime == .underDamped ? FastMath.largestAngle / root : .infinity
    latestTime = min(-FastMath.smallestExponent / decayRate, phaseLimit)
  }

  /// Whether each lane's time lies in [0, ``latestTime``] (false for NaN).
  @inline(__always)
  func served(_ time: SpringLanes) -> SIMDMask<SpringLanes.MaskStorage> {
    (time .>= 0) .& (time .<= latestTime)
  }

  /// Fills `result[0..<count]` (`count` a multiple of the lane count) a group at a time:
  /// `lanes` gives a group's displacements, or nil to send the group to `scalar` (called with
  /// each index). One loop per regime, the regime's method inlined into it. Returns whether a
  /// time lay outside [0, ``latestTime``], so that the caller redoes those on the scalar path.
  @inline(__always)
  func fill(
    _ result: UnsafeMutablePointer<Double>, at time: UnsafePointer<Double>, count: Int,
    scalar: (Int) -> Void, lanes: (SpringLanes) -> SpringLanes?
  ) -> Bool {
    let width = SpringLanes.scalarCount
    var outside = SIMDMask<SpringLanes.MaskStorage>(repeating: false)
    for index in stride(from: 0, to: count, by: width) {
      let times = UnsafeRawPointer(time + index).loadUnaligned(as: SpringLanes.self)
      outside .|= .!served(times)
      if let displacements = lanes(times) {
        UnsafeMutableRawPointer(result + index).storeBytes(of: displacements, as: SpringLanes.self)
      } else {
        for lane in index..<index + width { scalar(lane) }
      }
    }
    return any(outside)
  }

  /// The displacements of an under-damped spring; meaningful where ``served(_:)``.
  @inline(__always)
  func underDamped(_ time: SpringLanes) -> SpringLanes {
    let envelope = FastMath.exponential(-decayRate * time)
    return envelope
      * FastMath.sinusoid(
        root * time, cosineWeight: initialDisplacement, sineWeight: sineWeight)
  }

  /// The displacements of a critically damped spring; meaningful where ``served(_:)``.
  @inline(__always)
  func criticallyDamped(_ time: SpringLanes) -> SpringLanes {
    let envelope = FastMath.exponential(-decayRate * time)
    return envelope * (initialDisplacement + time * mixedStart)
  }

  /// The displacements of an over-damped spring where ``served(_:)``, or nil when the lanes
  /// straddle the switch between the two forms (the scalar path serves them).
  @inline(__always)
  func overDamped(_ time: SpringLanes) -> SpringLanes? {
    let argument = root * time
    if all(argument .> 0.5) {
      let slow = FastMath.exponential(-slowRate * time)
      // e^{−r₂t} below e^{−708} only needs to be negligible: clamping costs < 1e-307·weight.
      let fastExponent = -fastRate * time
      let fast = FastMath.exponential(
        fastExponent.replacing(
          with: FastMath.smallestExponent,
          where: .!(fastExponent .>= FastMath.smallestExponent)))
      return slow * slowWeight - fast * fastWeight
    }
    guard all(argument .<= 0.5) else { return nil }
    let (cosine, sineOverArgument) = SpringDisplacementKernel.hyperbolic(argument)
    let envelope = FastMath.exponential(-decayRate * time)
    return envelope * (cosine * initialDisplacement + (time * sineOverArgument) * mixedStart)
  }

  /// cosh z and sinh(z)/z for 0 ≤ z ≤ ½ by their Taylor series in w = z² through w⁷: the
  /// first term left out is below 8e-19 relative.
  @inline(__always)
  static func hyperbolic(_ z: SpringLanes) -> (cosine: SpringLanes, sineOverArgument: SpringLanes) {
    // By Estrin's scheme, as in `FastMath`.
    let w = z * z
    let w2 = w * w
    let w4 = w2 * w2
    let cosine01: SpringLanes = 1 + w * (1.0 / 2)
    let cosine23: SpringLanes = 1.0 / 24 + w * (1.0 / 720)
    let cosine45: SpringLanes = 1.0 / 40_320 + w * (1.0 / 3_628_800)
    let cosine67: SpringLanes = 1.0 / 479_001_600 + w * (1.0 / 87_178_291_200)
    let cosine = (cosine01 + w2 * cosine23) + w4 * (cosine45 + w2 * cosine67)
    let sineOverArgument01: SpringLanes = 1 + w * (1.0 / 6)
    let sineOverArgument23: SpringLanes = 1.0 / 120 + w * (1.0 / 5_040)
    let sineOverArgument45: SpringLanes = 1.0 / 362_880 + w * (1.0 / 39_916_800)
    let sineOverArgument67: SpringLanes = 1.0 / 6_227_020_800 + w * (1.0 / 1_307_674_368_000)
    let sineOverArgument =
      (sineOverArgument01 + w2 * sineOverArgument23) + w4
      * (sineOverArgument45 + w2 * sineOverArgument67)
    return (cosine, sineOverArgument)
  }
}
