extension Ease {
  /// The identity: d3's `easeLinear`.
  public static let linear = Ease(.linear, .in)

  /// t² in: d3's `easeQuadIn`.
  public static let quadIn = Ease(.quad, .in)
  /// t² out: d3's `easeQuadOut`.
  public static let quadOut = Ease(.quad, .out)
  /// t² in-out: d3's `easeQuadInOut`.
  public static let quadInOut = Ease(.quad, .inOut)

  /// t³ in: d3's `easeCubicIn`.
  public static let cubicIn = Ease(.cubic, .in)
  /// t³ out: d3's `easeCubicOut`.
  public static let cubicOut = Ease(.cubic, .out)
  /// t³ in-out: d3's `easeCubicInOut`.
  public static let cubicInOut = Ease(.cubic, .inOut)

  /// t⁴ in (easings.net `easeInQuart`).
  public static let quartIn = Ease(.quart, .in)
  /// t⁴ out (easings.net `easeOutQuart`).
  public static let quartOut = Ease(.quart, .out)
  /// t⁴ in-out (easings.net `easeInOutQuart`).
  public static let quartInOut = Ease(.quart, .inOut)

  /// t⁵ in (easings.net `easeInQuint`).
  public static let quintIn = Ease(.quint, .in)
  /// t⁵ out (easings.net `easeOutQuint`).
  public static let quintOut = Ease(.quint, .out)
  /// t⁵ in-out (easings.net `easeInOutQuint`).
  public static let quintInOut = Ease(.quint, .inOut)

  /// Sine in: d3's `easeSinIn`.
  public static let sineIn = Ease(.sine, .in)
  /// Sine out: d3's `easeSinOut`.
  public static let sineOut = Ease(.sine, .out)
  /// Sine in-out: d3's `easeSinInOut`.
  public static let sineInOut = Ease(.sine, .inOut)

  /// Exponential in: d3's `easeExpIn`.
  public static let exponentialIn = Ease(.exponential, .in)
  /// Exponential out: d3's `easeExpOut`.
  public static let exponentialOut = Ease(.exponential, .out)
  /// Exponential in-out: d3's `easeExpInOut`.
  public static let exponentialInOut = Ease(.exponential, .inOut)

  /// Circular in: d3's `easeCircleIn`.
  public static let circularIn = Ease(.circular, .in)
  /// Circular out: d3's `easeCircleOut`.
  public static let circularOut = Ease(.circular, .out)
  /// Circular in-out: d3's `easeCircleInOut`.
  public static let circularInOut = Ease(.circular, .inOut)

  /// Back in: d3's `easeBackIn`.
  public static let backIn = Ease(.back(overshoot: 1.70158), .in)
  /// Back out: d3's `easeBackOut`.
  public static let backOut = Ease(.back(overshoot: 1.70158), .out)
  /// Back in-out: d3's `easeBackInOut`.
  public static let backInOut = Ease(.back(overshoot: 1.70158), .inOut)

  /// Elastic in: d3's `easeElasticIn`.
  public static let elasticIn = Ease(.elastic(amplitude: 1, period: 0.3), .in)
  /// Elastic out: d3's `easeElasticOut`.
  public static let elasticOut = Ease(.elastic(amplitude: 1, period: 0.3), .out)
  /// Elastic in-out: d3's `easeElasticInOut`.
  public static let elasticInOut = Ease(.elastic(amplitude: 1, period: 0.3), .inOut)

  /// Bounce in: d3's `easeBounceIn`.
  public static let bounceIn = Ease(.bounce, .in)
  /// Bounce out: d3's `easeBounceOut`.
  public static let bounceOut = Ease(.bounce, .out)
  /// Bounce in-out: d3's `easeBounceInOut`.
  public static let bounceInOut = Ease(.bounce, .inOut)

  /// Penner's (easings.net) back in-out: the overshoot 1.70158 × 1.525 in both halves.
  public static let backInOutPenner = Ease(.backPenner(overshoot: 1.70158), .inOut)

  /// Penner's (easings.net) elastic in-out: his unnormalized envelope and the period 0.45
  /// instead of d3's 0.3.
  public static let elasticInOutPenner = Ease(.elasticPenner(amplitude: 1, period: 0.45), .inOut)

  /// Penner's (easings.net) exponential in: 2^(10(t − 1)), 0 at 0.
  public static let exponentialInPenner = Ease(.exponentialPenner, .in)
  /// Penner's (easings.net) exponential out: 1 − 2^(−10t), 1 at 1.
  public static let exponentialOutPenner = Ease(.exponentialPenner, .out)
  /// Penner's (easings.net) exponential in-out.
  public static let exponentialInOutPenner = Ease(.exponentialPenner, .inOut)

  /// Penner's (easings.net) elastic in: amplitude 1, period 0.3, unnormalized.
  public static let elasticInPenner = Ease(.elasticPenner(amplitude: 1, period: 0.3), .in)
  /// Penner's (easings.net) elastic out: amplitude 1, period 0.3, unnormalized.
  public static let elasticOutPenner = Ease(.elasticPenner(amplitude: 1, period: 0.3), .out)
}
