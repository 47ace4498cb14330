import KineticsCore

/// What ``CoreAnimationKeyframes`` learns of a motion before fitting it, from one pass over a
/// grid of 4097 times up to four completion times: when it settles, how far it strays from its
/// target, and the power of two that keeps its values' differences finite.
struct KeyframeSurvey {
  /// The first grid time after which every grid value lies within the bound of the target;
  /// 0 when all do.
  let settledTime: Double
  /// The largest distance from the target on the grid (finite: halves are subtracted, then
  /// doubled, saturating).
  let extent: Double
  /// 1, or 2⁻⁸ when a value exceeds 2¹⁰⁰⁰ in magnitude: values scaled by it differ finitely.
  let scale: Double

  init(of motion: some Trajectory<Double>, completion: Double, within bound: Double)
    throws(ValidationError)
  {
    let horizon = 4 * completion
    let steps = 4096
    let target = motion.target
    var settled: Double?
    var extent = 0.0
    var largest = abs(target)
    for index in stride(from: steps, through: 0, by: -1) {
      let time = horizon * Double(index) / Double(steps)
      let value = motion.value(atElapsed: time)
      guard value.isFinite else {
        throw ValidationError(
          type: "CoreAnimationKeyframes", parameter: "motion",
          requirement: "must be finite where sampled", value: "\(value) at \(time) s",
          kind: .notFinite)
      }
      let distance = min(2 * abs(value / 2 - target / 2), .greatestFiniteMagnitude)
      extent = max(extent, distance)
      largest = max(largest, abs(value))
      if settled == nil && distance > bound {
        settled = horizon * Double(index + 1) / Double(steps)
      }
    }
    settledTime = settled ?? 0
    self.extent = extent
    scale = largest > 0x1p1000 ? 0x1p-8 : 1
  }
}
