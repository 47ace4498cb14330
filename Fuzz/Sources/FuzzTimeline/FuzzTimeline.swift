import Easing
import FuzzDriver
import KineticsCore
import Motion
import Springs
import Timeline

/// libFuzzer entry, structure-aware: the bytes are a run of timeline calls — adds of every
/// fast-path kind, retargets with each policy, removals, pauses, resumes, seeks, reverses,
/// reads and advances (forward, backward, stalled) — made on two timelines alike. One of them
/// has every change applied at once (a seek of an animation of its own after each), the other
/// applies its retargets and removals together at the next change of another kind.
/// Each animation writes an output of its own (which of two animations writing one output
/// shows depends on their places in their groups, which may differ). Invariants: no trap; both
/// accept and refuse the same calls; reads and values agree (to a few ulps of the largest value
/// drawn: a spring lane may sit at another place in its group, in the eight-lane kernel or not,
/// and additive offsets may add up in another order); no NaN; the same completions.
func fuzzTimeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var run = TwinTimelines()
  for _ in 0..<96 {
    switch input.choice(10) {
    case 0, 1: run.add(&input)
    case 2, 3: run.retarget(&input)
    case 4: run.remove(&input)
    case 5: run.hold(&input)
    case 6: run.read(&input)
    default: run.advance(&input)
    }
  }
  run.advance(&input)
  return 0
}

/// The two timelines and the handles of the animations added to both, by output.
struct TwinTimelines {
  static let outputs = 64
  var deferred = AnimationTimeline()
  var immediate = AnimationTimeline()
  /// The animation of the immediate timeline whose seek applies each change at once.
  let flusher: AnimationTimeline.Handle
  var handles: [(AnimationTimeline.Handle, AnimationTimeline.Handle)] = []
  var time = 1_000.0
  /// The largest magnitude drawn so far, at least 1.
  var scale = 1.0
  var deferredValues = [Double](repeating: 0, count: outputs + 1)
  var immediateValues = [Double](repeating: 0, count: outputs + 1)
  let springs = [
    DampedSpring.bouncy(), .snappy(), DampedSpring(response: 0.3, dampingRatio: 1),
    DampedSpring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true),
  ]
  let curves: [any TimingCurve] = [
    CubicBezier.easeInOut, CubicBezier(x1: 0.68, y1: -0.6, x2: 0.32, y2: 1.6),
    TimingFunction.linear, Ease.bounceOut,
  ]

  init() {
    flusher = immediate.add(
      Tween(from: 0.0, to: 1, duration: 1e9, curve: CubicBezier.linear), atTime: 0,
      output: Self.outputs)
  }

  /// A value of a moderate range, or one near the top of the double range.
  mutating func value(_ input: inout FuzzInput) -> Double {
    let value = Double(Int(input.byte()) - 128) / 128 * (input.choice(8) == 0 ? 1e300 : 1_000)
    scale = max(scale, abs(value))
    return value
  }

  /// A clock time near the present.
  func moment(_ input: inout FuzzInput) -> Double { time + Double(input.choice(64)) / 120 - 0.1 }

  mutating func add(_ input: inout FuzzInput) {
    let output = handles.count
    guard output < Self.outputs else { return }
    let (from, to, start) = (value(&input), value(&input), moment(&input))
    let pick = input.choice(4)
    func both(_ add: (inout AnimationTimeline) -> AnimationTimeline.Handle) {
      handles.append((add(&deferred), add(&immediate)))
    }
    switch input.choice(4) {
    case 0:
      let motion = SpringMotion(
        from: from, to: to, spring: springs[pick], initialVelocity: value(&input))
      both { $0.add(motion, atTime: start, output: output) }
    case 1:
      let tween = Tween(
        from: from, to: to, duration: Double(input.choice(8)) / 10,
        curve: AnyTimingCurve(curves[pick]))
      both { $0.add(tween, atTime: start, output: output) }
    case 2:
      let decay = DecayMotion(from: from, initialVelocity: value(&input))
      both { $0.add(decay, atTime: start, output: output) }
    default:
      // Linear segments, or eased ones (the second with a vertical tangent at its start).
      let easing: [any TimingCurve]? =
        input.choice(2) == 0 ? nil : [curves[pick], CubicBezier.easeOut]
      let keyframes = KeyframeAnimation(
        keyframes: KeyframeCurve(
          values: [from, to, from], keyTimes: [0, 0.6, 1], timingFunctions: easing),
        duration: Double(input.choice(8) + 1) / 10)
      both { $0.add(keyframes, atTime: start, output: output) }
    }
  }

  /// A handle pair chosen by the input, if any was added.
  func pair(_ input: inout FuzzInput) -> (AnimationTimeline.Handle, AnimationTimeline.Handle)? {
    handles.isEmpty ? nil : handles[input.choice(handles.count)]
  }

  /// Makes `call` on both timelines and checks that both accept it or both refuse it alike.
  mutating func onBoth(
    _ what: String,
    _ call: (inout AnimationTimeline, AnimationTimeline.Handle) throws -> Void,
    _ handles: (AnimationTimeline.Handle, AnimationTimeline.Handle)
  ) {
    let first = Result { try call(&deferred, handles.0) }
    let second = Result { try call(&immediate, handles.1) }
    check(kind(first) == kind(second), "\(what): \(first) vs \(second)")
    _ = try? immediate.seek(flusher, toElapsed: 0, atTime: time)
  }

  /// The kind of the refusal, or nil when the call was accepted.
  func kind(_ result: Result<Void, any Error>) -> TimelineError.Kind? {
    // Every refusal is a `TimelineError`; anything else stops the run.
    if case .failure(let error) = result { return (error as! TimelineError).kind }
    return nil
  }

  mutating func retarget(_ input: inout FuzzInput) {
    guard let pair = pair(&input) else { return }
    let (target, at) = (value(&input), moment(&input))
    let policy: RetargetPolicy =
      switch input.choice(3) {
      case 0: .carryingVelocity(into: springs[input.choice(3)])
      case 1: .additive(duration: Double(input.choice(5)) / 10, curve: curves[input.choice(4)])
      default: .rescaledRestart
      }
    onBoth("retarget", { try $0.retarget($1, to: target, atTime: at, policy: policy) }, pair)
  }

  mutating func remove(_ input: inout FuzzInput) {
    guard let pair = pair(&input) else { return }
    onBoth("remove", { try $0.remove($1) }, pair)
  }

  mutating func hold(_ input: inout FuzzInput) {
    guard let pair = pair(&input) else { return }
    let at = moment(&input)
    switch input.choice(4) {
    case 0: onBoth("pause", { try $0.pause($1, atTime: at) }, pair)
    case 1: onBoth("resume", { try $0.resume($1, atTime: at) }, pair)
    case 2: onBoth("reverse", { try $0.reverse($1, atTime: at) }, pair)
    default:
      let elapsed = Double(input.choice(16)) / 20
      onBoth("seek", { try $0.seek($1, toElapsed: elapsed, atTime: at) }, pair)
    }
  }

  mutating func read(_ input: inout FuzzInput) {
    guard let pair = pair(&input) else { return }
    let at = moment(&input)
    let reads = [
      (try? deferred.value(of: pair.0, atTime: at), try? immediate.value(of: pair.1, atTime: at)),
      (
        try? deferred.velocity(of: pair.0, atTime: at),
        try? immediate.velocity(of: pair.1, atTime: at)
      ),
      (
        try? deferred.motion(of: pair.0, from: at).value(atElapsed: 0.05),
        try? immediate.motion(of: pair.1, from: at).value(atElapsed: 0.05)
      ),
    ]
    for (first, second) in reads {
      check((first == nil) == (second == nil), "read at \(at): \(String(describing: first))")
      if let first, let second {
        check(agree(first, second), "read at \(at): \(first) vs \(second)")
      }
    }
    check(
      (try? deferred.isPaused(pair.0)) == (try? immediate.isPaused(pair.1)), "isPaused at \(at)")
    check(deferred.count + 1 == immediate.count, "count \(deferred.count) vs \(immediate.count)")
  }

  mutating func advance(_ input: inout FuzzInput) {
    switch input.choice(8) {
    case 0: time -= 0.05
    case 1: time += 0.5
    default: time += 1.0 / 120
    }
    deferred.advance(to: time, into: &deferredValues)
    immediate.advance(to: time, into: &immediateValues)
    for output in 0..<handles.count {
      let (first, second) = (deferredValues[output], immediateValues[output])
      check(!first.isNaN, "output \(output) NaN at \(time)")
      check(agree(first, second), "output \(output) at \(time): \(first) vs \(second)")
    }
    check(
      deferred.completions.map(\.output).sorted()
        == immediate.completions.filter { $0.handle != flusher }.map(\.output).sorted(),
      "completions at \(time)")
  }

  /// Equal to a few ulps of the largest value drawn (infinities equal), or both NaN.
  func agree(_ first: Double, _ second: Double) -> Bool {
    if first == second || (first.isNaN && second.isNaN) { return true }
    return abs(first - second) <= 1e-12 * max(scale, abs(first), abs(second))
  }
}

@_cdecl("FuzzTimeline_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzTimeline)
}
