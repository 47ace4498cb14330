import Easing
import KineticsCore
import Motion
import Springs
import TestSupport
import Testing
import Timeline

/// Many animations retargeted additively again and again, some reversed, some removed, against
/// a model built from the scalar trajectories alone: an output is its animation's value (or,
/// once the animation finished, its target) plus, for every old animation its additive
/// retargets left that has not finished, that animation's value minus its target; a removed
/// animation takes its offsets with it and its output keeps its last value. (UIKit's additive
/// animations and `CAPropertyAnimation.isAdditive` compose so: each retarget adds an animation
/// toward a zero offset.) Dozens of offsets of many animations are interleaved in the
/// timeline, old tweens (forward and reversed) in its offsets' tween groups and old springs
/// kept by kind, so removing one's offsets, letting them run on after it finished and dropping
/// the finished ones all move others about.
@Suite struct AdditiveOffsetsTests {
  /// A tween reversed `elapsed` seconds in, as `UIViewPropertyAnimator.isReversed` plays it:
  /// back along its curve to its start.
  struct ReversedTween: Trajectory {
    let tween: Tween<Double, CubicBezier>
    let elapsed: Double

    func value(atElapsed time: Double) -> Double { tween.value(atElapsed: elapsed - time) }
    func velocity(atElapsed time: Double) -> Double { -tween.velocity(atElapsed: elapsed - time) }
    func isComplete(atElapsed time: Double) -> Bool { time >= elapsed }
    var completionTime: Double? { elapsed }
    var target: Double { tween.start }
    func retargeted(to newTarget: Double, atElapsed time: Double) -> SpringMotion<Double> {
      springMotion(atElapsed: time, spring: .smooth(), target: newTarget)
    }
  }

  /// One output of the model.
  struct Output {
    var animation: (trajectory: any Trajectory<Double>, start: Double)
    var offsets: [(trajectory: any Trajectory<Double>, start: Double)] = []
    var handle: AnimationTimeline.Handle
    /// Finished (its value held at its target) or removed (its output left as it was).
    var finished = false, removed = false
    var lastValue = 0.0

    func expected(atTime time: Double) -> Double {
      if removed { return lastValue }
      var value =
        finished
        ? animation.trajectory.target
        : animation.trajectory.value(atElapsed: time - animation.start)
      for offset in offsets where !offset.trajectory.isComplete(atElapsed: time - offset.start) {
        value += offset.trajectory.value(atElapsed: time - offset.start) - offset.trajectory.target
      }
      return value
    }
  }

  /// Adds a spring (even `index`) or a tween from 0 to 100 at clock time `time` on output
  /// `index`, to the timeline and the model.
  static func add(
    _ index: Int, atTime time: Double, to timeline: inout AnimationTimeline,
    model outputs: inout [Output]
  ) {
    if index.isMultiple(of: 2) {
      let motion = SpringMotion(
        from: 0.0, to: 100, spring: DampedSpring(response: 0.8, dampingRatio: 0.6))
      let handle = timeline.add(motion, atTime: time, output: index)
      outputs.append(Output(animation: (motion, time), handle: handle))
    } else {
      let tween = Tween(from: 0.0, to: 100, duration: 1.5, curve: CubicBezier.easeInOut)
      let handle = timeline.add(tween, atTime: time, output: index)
      outputs.append(Output(animation: (tween, time), handle: handle))
    }
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func retargetedAdditivelyAgainAndAgain(seed: UInt64) throws {
    var random = Xoshiro256StarStar(seed: seed)
    var timeline = AnimationTimeline()
    var outputs: [Output] = []
    for index in 0..<40 { Self.add(index, atTime: 0, to: &timeline, model: &outputs) }
    var values = [Double](repeating: 0, count: 40)
    var (retargets, removals, disowned, reversals) = (0, 0, 0, 0)
    for frame in 1...480 {
      let time = Double(frame) / 120
      for index in outputs.indices where !outputs[index].finished && !outputs[index].removed {
        let draw = Double.random(in: 0..<1, using: &random)
        if draw < 0.03 {
          let target = Double.random(in: -200...200, using: &random)
          let tween = Tween(
            from: outputs[index].animation.trajectory.target, to: target,
            duration: Double.random(in: 0.1...0.6, using: &random), curve: CubicBezier.easeOut)
          try timeline.retarget(
            outputs[index].handle, to: target, atTime: time,
            policy: .additive(duration: tween.duration, curve: CubicBezier.easeOut))
          outputs[index].offsets.append(outputs[index].animation)
          outputs[index].animation = (tween, time)
          retargets += 1
        } else if draw < 0.04,
          let tween = outputs[index].animation.trajectory
            as? Tween<Double, CubicBezier>
        {
          // Reversed at the frame's time, its elapsed time clamped to its duration as the
          // timeline clamps it.
          let elapsed = min(max(time - outputs[index].animation.start, 0), tween.duration)
          try timeline.reverse(outputs[index].handle, atTime: time)
          outputs[index].animation = (ReversedTween(tween: tween, elapsed: elapsed), time)
          reversals += 1
        } else if draw >= 0.04 && draw < 0.042 {
          try timeline.remove(outputs[index].handle)
          outputs[index].removed = true
          outputs[index].offsets = []
          removals += 1
        }
      }
      timeline.advance(to: time, into: &values)
      var ended = 0
      for completion in timeline.completions where completion.reason == .finished {
        outputs[completion.output].finished = true
        if !outputs[completion.output].offsets.isEmpty { disowned += 1 }
        ended += 1
      }
      for index in outputs.indices {
        expectClose(
          values[index], outputs[index].expected(atTime: time), absolute: 1e-12 * 400,
          "seed \(seed), frame \(frame), output \(index)")
        outputs[index].lastValue = values[index]
      }
      // What finished is replaced on a new output, so that the run keeps its population.
      for _ in 0..<ended {
        Self.add(outputs.count, atTime: time, to: &timeline, model: &outputs)
        values.append(0)
      }
    }
    // The run did what it is for: many retargets, some removals, offsets outliving their
    // animations.
    #expect(retargets > 300, "\(retargets) retargets")
    #expect(removals > 10, "\(removals) removals")
    #expect(disowned > 10, "\(disowned) animations finished with offsets running")
    #expect(reversals > 30, "\(reversals) reversals")
  }
}
