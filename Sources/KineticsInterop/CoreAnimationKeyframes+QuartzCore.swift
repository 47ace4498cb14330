// Baked keyframes as a CAKeyframeAnimation, where Core Animation exists (Apple platforms; on
// Linux the stand-in in Tests/AppleStandIns type-checks it).
#if canImport(QuartzCore) && (canImport(Darwin) || APPLE_STAND_INS)
  import Motion
  import QuartzCore

  extension CAKeyframeAnimation {
    /// A keyframe animation of `keyPath` that plays `keyframes`: their values (as NSNumber),
    /// key times, timing functions (their Float control points, exactly) and duration, in the
    /// linear calculation mode. Set the layer's model value to the last value, as for any Core
    /// Animation animation, so that it stays after the animation is removed.
    public convenience init(keyPath: String, keyframes: CoreAnimationKeyframes) {
      self.init(keyPath: keyPath)
      values = keyframes.values.map { NSNumber(value: $0) }
      keyTimes = keyframes.keyTimes.map { NSNumber(value: $0) }
      timingFunctions = keyframes.timingFunctions.map { CAMediaTimingFunction($0) }
      calculationMode = .linear
      duration = keyframes.duration
    }
  }
#endif
