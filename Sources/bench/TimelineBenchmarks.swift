import BenchSupport
import Foundation
import Kinetics

/// One frame of an engine's animations through `AnimationTimeline`, beside the same work
/// written the two ways an engine would without it: every animation through `any Trajectory`
/// one at a time, and regrouped by hand into `SpringBatch` and the bézier batch.
///
/// The mix: a quarter each of springs (16 parameter sets), tweens (16 curves), decays and
/// keyframes, with starts staggered over 0.3 s. Every frame replaces what completed with a new
/// animation, so the population stays the same from frame to frame. The churned rows (the
/// million, and the ten thousand's `with churn`) also retarget 1 % of the animations each
/// frame (a spring carrying the velocity), remove 0.5 % and add 0.5 %. The ten thousand
/// without churn does the `any Trajectory` loop's work: the same frame, the same
/// replacements; the million's `without churn` shows its frame without the changes, and its
/// `memory floor (reference)` the least memory work of the churned frame
/// (`TimelineFloorBenchmark`).
enum TimelineBenchmarks {
  static func all() -> [Benchmark] {
    rows(count: 10_000, baseline: .anyTrajectoryLoop)
      + rows(count: 1_000_000, baseline: .handBatched)
  }

  enum Baseline { case anyTrajectoryLoop, handBatched }

  static let springs = (0..<16).map { index in
    DampedSpring(response: 0.35 + 0.05 * Double(index), dampingRatio: 0.4 + 0.04 * Double(index))
  }
  static let curves: [CubicBezier] = (0..<16).map { index in
    let t = Double(index) / 15
    return CubicBezier(x1: 0.2 + 0.3 * t, y1: 0.1 * t, x2: 0.58 - 0.2 * t, y2: 1 + 0.3 * t)
  }
  static let keyframes = KeyframeCurve(
    values: [0.0, 120, 100], keyTimes: [0, 0.7, 1],
    timingFunctions: [CubicBezier.easeOut, CubicBezier.easeInOut])

  /// One animation of the mix, of its concrete type: what an engine adds.
  enum Animation {
    case spring(SpringMotion<Double>)
    case tween(Tween<Double, CubicBezier>)
    case decay(DecayMotion<Double>)
    case keyframes(KeyframeAnimation<Double>)

    /// The same animation behind `any Trajectory`, as the engine without the timeline holds it.
    var trajectory: any Trajectory<Double> {
      switch self {
      case .spring(let motion): motion
      case .tween(let tween): tween
      case .decay(let motion): motion
      case .keyframes(let animation): animation
      }
    }
  }

  /// The i-th animation of the mix and its start, near `origin`.
  static func animation(_ index: Int, origin: Double) -> (Animation, Double) {
    let start = origin + Double(index % 97) / 97 * 0.3
    let distance = 100 + Double(index % 13) * 20
    switch index % 4 {
    case 0:
      return (
        .spring(
          SpringMotion(
            from: 0.0, to: distance, spring: springs[(index / 4) % 16],
            tolerance: RestTolerance(minimumVisibleChange: 1.0 / 3))), start
      )
    case 1:
      return (
        .tween(
          Tween(
            from: 0.0, to: distance, duration: 0.4 + Double(index % 7) * 0.1,
            curve: curves[(index / 4) % 16])), start
      )
    case 2:
      return (
        .decay(
          DecayMotion(
            from: 0.0, initialVelocity: 500 + distance * 10,
            tolerance: RestTolerance(minimumVisibleChange: 1.0 / 3))), start
      )
    default:
      return (
        .keyframes(
          KeyframeAnimation(keyframes: keyframes, duration: 0.5 + Double(index % 5) * 0.1)),
        start
      )
    }
  }

  static func add(
    _ animation: (Animation, Double), to timeline: inout AnimationTimeline, output: Int
  ) -> AnimationTimeline.Handle {
    let (kind, start) = animation
    switch kind {
    case .spring(let motion): return timeline.add(motion, atTime: start, output: output)
    case .tween(let tween): return timeline.add(tween, atTime: start, output: output)
    case .decay(let motion): return timeline.add(motion, atTime: start, output: output)
    case .keyframes(let keyframes): return timeline.add(keyframes, atTime: start, output: output)
    }
  }

  /// A timeline of `count` animations, advanced a frame at a time.
  final class TimelineScene {
    var timeline = AnimationTimeline()
    var values: [Double]
    var handles: [AnimationTimeline.Handle?]
    var time: Double
    var frame = 0
    let count: Int
    let churns: Bool

    init(count: Int, churns: Bool = true) {
      self.count = count
      self.churns = churns
      values = Array(repeating: 0, count: count)
      handles = Array(repeating: nil, count: count)
      time = 86_400.0
      for index in 0..<count {
        handles[index] = TimelineBenchmarks.add(
          animation(index, origin: time), to: &timeline, output: index)
      }
    }

    /// One frame: with `churns`, 1 % retargeted, 0.5 % removed and 0.5 % added; completions
    /// replaced.
    func step() {
      frame += 1
      time += 1.0 / 120
      let churn = churns ? max(1, count / 200) : 0
      for k in 0..<2 * churn {
        let index = (frame &* 7_919 &+ k &* 104_729) % count
        if let handle = handles[index] {
          try? timeline.retarget(
            handle, to: Double(index % 50), atTime: time,
            policy: .carryingVelocity(into: springs[index % 16]))
        }
      }
      for k in 0..<churn {
        let other = (frame &* 3_571 &+ k &* 65_537) % count
        if let handle = handles[other] {
          try? timeline.remove(handle)
          handles[other] = nil
        }
      }
      values.withUnsafeMutableBufferPointer { timeline.advance(to: time, into: $0) }
      for completion in timeline.completions {
        let output = completion.output
        handles[output] = TimelineBenchmarks.add(
          animation(output &+ frame, origin: time), to: &timeline, output: output)
      }
    }
  }

  /// The same mix as trajectories evaluated one by one, each completed one replaced by the
  /// next animation of the mix as the timeline scene replaces it.
  final class TrajectoryScene {
    var trajectories: [(any Trajectory<Double>, Double)]
    var values: [Double]
    var time = 86_400.0
    var frame = 0
    var completed: [Int] = []

    init(count: Int) {
      trajectories = (0..<count).map {
        let (kind, start) = animation($0, origin: 86_400)
        return (kind.trajectory, start)
      }
      values = Array(repeating: 0, count: count)
    }

    func step() {
      frame += 1
      time += 1.0 / 120
      completed.removeAll(keepingCapacity: true)
      for index in trajectories.indices {
        let (trajectory, start) = trajectories[index]
        let elapsed = time - start
        if trajectory.isComplete(atElapsed: elapsed) {
          values[index] = trajectory.target
          completed.append(index)
        } else {
          values[index] = trajectory.value(atElapsed: elapsed)
        }
      }
      for index in completed {
        let (kind, start) = animation(index &+ frame, origin: time)
        trajectories[index] = (kind.trajectory, start)
      }
    }
  }

  /// The same frame written by hand over the batch APIs: one `SpringBatch` per spring, one
  /// bézier batch per curve over the tweens' fractions, decays and keyframes in plain loops.
  /// Each value goes to its animation's own output, where the timeline writes it: the engine's
  /// storage is in the engine's order, not the batches', so the engine keeps each batch
  /// member's output index beside it.
  final class HandBatchedScene {
    var batches: [SpringBatch]
    var springOutputs: [[Int]]
    var tweenStarts: [[Double]], tweenDurations: [[Double]], tweenEnds: [[Double]]
    var tweenOutputs: [[Int]]
    var fractions: [Double] = [], eased: [Double] = []
    var decayStarts: [Double], decayVelocities: [Double], decayOutputs: [Int]
    var keyframeStarts: [Double], keyframeDurations: [Double], keyframeOutputs: [Int]
    var values: [Double]
    var time = 86_400.0

    init(count: Int) {
      var springTargets = Array(repeating: [Double](), count: 16)
      springOutputs = Array(repeating: [], count: 16)
      tweenStarts = Array(repeating: [], count: 16)
      tweenDurations = Array(repeating: [], count: 16)
      tweenEnds = Array(repeating: [], count: 16)
      tweenOutputs = Array(repeating: [], count: 16)
      decayStarts = []
      decayVelocities = []
      decayOutputs = []
      keyframeStarts = []
      keyframeDurations = []
      keyframeOutputs = []
      for index in 0..<count {
        let (kind, start) = animation(index, origin: 86_400)
        let group = (index / 4) % 16
        switch kind {
        case .spring(let spring):
          springTargets[group].append(spring.target)
          springOutputs[group].append(index)
        case .tween(let tween):
          tweenStarts[group].append(start)
          tweenDurations[group].append(tween.duration)
          tweenEnds[group].append(tween.end)
          tweenOutputs[group].append(index)
        case .decay(let decay):
          decayStarts.append(start)
          decayVelocities.append(decay.initialVelocity)
          decayOutputs.append(index)
        case .keyframes(let keyframes):
          keyframeStarts.append(start)
          keyframeDurations.append(keyframes.duration)
          keyframeOutputs.append(index)
        }
      }
      batches = (0..<16).map { group in
        SpringBatch(
          spring: springs[group], positions: Array(repeating: 0, count: springTargets[group].count),
          targets: springTargets[group], tolerance: RestTolerance(minimumVisibleChange: 1.0 / 3))
      }
      values = Array(repeating: 0, count: count)
    }

    func step() {
      time += 1.0 / 120
      for group in batches.indices {
        batches[group].step(deltaTime: 1.0 / 120)
        for (position, output) in zip(batches[group].positions, springOutputs[group]) {
          values[output] = position
        }
      }
      for group in 0..<16 {
        let starts = tweenStarts[group]
        if fractions.count < starts.count {
          fractions = Array(repeating: 0, count: starts.count)
          eased = fractions
        }
        for index in starts.indices {
          fractions[index] = min(max((time - starts[index]) / tweenDurations[group][index], 0), 1)
        }
        fractions.withUnsafeBufferPointer { fractions in
          eased.withUnsafeMutableBufferPointer { eased in
            curves[group].values(
              at: UnsafeBufferPointer(rebasing: fractions[0..<starts.count]),
              into: UnsafeMutableBufferPointer(rebasing: eased[0..<starts.count]))
          }
        }
        for index in starts.indices {
          values[tweenOutputs[group][index]] = tweenEnds[group][index] * eased[index]
        }
      }
      let tau = Decay.normal.timeConstant
      for index in decayStarts.indices {
        let elapsed = max(time - decayStarts[index], 0)
        values[decayOutputs[index]] = decayVelocities[index] * -tau * expm1(-elapsed / tau)
      }
      for index in keyframeStarts.indices {
        values[keyframeOutputs[index]] = keyframes.value(
          at: min(max((time - keyframeStarts[index]) / keyframeDurations[index], 0), 1))
      }
    }
  }

  static func rows(count: Int, baseline: Baseline) -> [Benchmark] {
    let name = "Timeline/mixed/\(count) animations"
    let baselineName =
      baseline == .anyTrajectoryLoop
      ? "\(name)/any Trajectory loop (baseline)" : "\(name)/hand-batched (baseline)"
    let churns = baseline == .handBatched
    let timelineScene = LazyState { TimelineScene(count: count, churns: churns) }
    let timelineRow = Benchmark(
      name, elements: count, baseline: baselineName,
      accuracy: { largestDeviation(count: min(count, 20_000)) },
      checksum: { timelineScene.value.values.reduce(0, +) },
      run: { timelineScene.value.step() })
    let baselineRow: Benchmark
    switch baseline {
    case .anyTrajectoryLoop:
      let trajectoryScene = LazyState { TrajectoryScene(count: count) }
      baselineRow = Benchmark(
        baselineName, elements: count,
        checksum: { trajectoryScene.value.values.reduce(0, +) },
        run: { trajectoryScene.value.step() })
    case .handBatched:
      let handScene = LazyState { HandBatchedScene(count: count) }
      baselineRow = Benchmark(
        baselineName, elements: count,
        checksum: { handScene.value.values.reduce(0, +) },
        run: { handScene.value.step() })
    }
    // Each size's other frame: 10,000 animations with the churn, the million without it
    // (against the hand-batched frame, which has none either).
    let variant = churns ? "without churn" : "with churn"
    let variantScene = LazyState { TimelineScene(count: count, churns: !churns) }
    let variantRow = Benchmark(
      "\(name)/\(variant)", elements: count, baseline: baselineName,
      checksum: { variantScene.value.values.reduce(0, +) },
      run: { variantScene.value.step() })
    guard churns else { return [timelineRow, baselineRow, variantRow] }
    return [
      timelineRow, baselineRow, variantRow, TimelineFloorBenchmark.row(count: count, name: name),
    ]
  }

  /// The largest deviation, relative to each animation's scale, of a timeline's values from
  /// the scalar trajectories over 3 s of 120 Hz frames (no churn).
  static func largestDeviation(count: Int) -> String {
    var timeline = AnimationTimeline()
    let animations = (0..<count).map { animation($0, origin: 86_400) }
    for (index, animation) in animations.enumerated() {
      _ = add(animation, to: &timeline, output: index)
    }
    let trajectories = animations.map { ($0.0.trajectory, $0.1) }
    var values = [Double](repeating: 0, count: count)
    var done = Set<Int>()
    var largest = 0.0
    for frame in 0..<360 {
      let time = 86_400 + Double(frame) / 120
      timeline.advance(to: time, into: &values)
      for completion in timeline.completions { done.insert(completion.output) }
      for (index, (trajectory, start)) in trajectories.enumerated() {
        let exact =
          done.contains(index) ? trajectory.target : trajectory.value(atElapsed: time - start)
        let scale = max(1, abs(trajectory.target))
        largest = max(largest, abs(values[index] - exact) / scale)
      }
    }
    return "max deviation \(largest) of the scale vs the scalar trajectories"
  }
}
