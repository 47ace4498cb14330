import Easing
import KineticsCore
import Motion
import Springs

/// Many animations on one clock, advanced together in one call per frame: what an animation
/// engine runs on every display-link tick.
///
/// The timeline holds spring motions (each with its own spring), tweens along any timing curve,
/// decays, keyframe animations and any other `Trajectory`, each started at a clock time and
/// writing to an output slot the engine chooses — or, for a value of several lanes (a point, a
/// rect, a transform: ``TimelineValue``), to consecutive slots, one per lane, under one handle.
/// ``advance(to:into:)-(_,UnsafeMutableBufferPointer<Double>)`` writes every
/// animation's value at the frame's timestamp into the engine's buffer and reports, in
/// ``completions``, the animations that finished (their value written exactly at their target)
/// or were removed since the previous call.
///
/// ```swift
/// var timeline = AnimationTimeline()
/// var values = [0.0, 0.0]
/// let spring = DampedSpring(response: 0.6, dampingRatio: 0.49)
/// timeline.add(SpringMotion(from: 0.0, to: 390, spring: spring), atTime: 86_400, output: 0)
/// timeline.add(Tween(from: 0.0, to: 1, duration: 0.3, curve: CubicBezier.easeOut),
///              atTime: 86_400.1, output: 1)   // a fade that starts 0.1 s later
/// timeline.advance(to: 86_400.25, into: &values)
/// values[1]                                   // 0.6846…: ease-out half-way in time
/// timeline.advance(to: 86_404, into: &values)
/// timeline.completions.count                  // 2: both done, each exactly at its target
/// values                                      // [390.0, 1.0]
/// ```
///
/// Storage is grouped by kind and parameters — springs by `DampedSpring` and `RestTolerance`,
/// tweens by curve — in structure-of-arrays form, so that a frame evaluates each group in one
/// loop (springs eight at a time, in closed form) with no existential call, closure or
/// allocation once the arrays have grown; keyframes and other trajectories take a slower path,
/// one call each. A group lives as long as the timeline: an engine does best with a few springs,
/// tolerances and curves shared by many animations (as UIKit's and SwiftUI's presets are), not a
/// new one per animation, which makes a group of one for each.
///
/// Values: every timeline value is the value of the animation's own `Trajectory` at the same
/// elapsed time — bit for bit for tweens, decays, keyframes and other trajectories; within a few
/// ulps of the spring's scale for springs, whose lanes compute e^{−λt}, sin and cos in Kinetics'
/// vector kernels rather than libm — and it depends only on the timestamp, never on the frames
/// before it: 30, 60, 120 or 240 Hz, jitter and stalls give the same values at a shared
/// timestamp, and an hour of frames does not drift.
///
/// Time: absolute clock seconds as a display link gives them (`CADisplayLink.targetTimestamp`,
/// `CACurrentMediaTime()`); an animation added at time t0 has elapsed time `now − t0` and holds
/// its start value before t0 (a delay is a later start). A timestamp before the previous one is
/// allowed (it evaluates there, as a seek would); animations already completed stay completed.
/// NaN is a programmer error.
///
/// Handles: ``add(_:atTime:output:)-(SpringMotion<Double>,_,_)`` returns a ``Handle``; removing,
/// retargeting and reading by handle are O(1) amortized. A handle of an animation that completed
/// or was removed, or of another timeline, is reported (``TimelineError``), never taken for a
/// newer animation in its slot.
///
/// Changes: retargets and removals are recorded and applied together before the timeline
/// next changes otherwise (an advance, a pause, a reverse…, or once 65,536 wait), the data of
/// many animations fetched from memory at once, which at a million animations is most of their
/// cost. Nothing else shows it: a removed handle is stale at once, and reads see a retarget at
/// once (reading an animation retargeted k times since costs O(k)).
///
/// Memory: the timeline's arrays grow to the largest population it has held and keep their
/// capacity, so once they have grown a frame allocates nothing — its advance, its retargets
/// of every policy (an additive one keeps the old animation inline, unboxed), removals and
/// adds alike. Only an animation the timeline knows by its protocol alone (a `Trajectory` of
/// your own) is boxed when added, as any existential value is.
public struct AnimationTimeline: Sendable {
  /// What a completion was.
  public enum CompletionReason: Hashable, Sendable {
    /// The animation reached its end (a timed one's duration, a physical one's rest) and its
    /// target was written.
    case finished
    /// ``remove(_:)`` took it out before it finished; its output kept the last value written.
    case removed
  }

  /// An animation that left the timeline since the previous ``advance(to:into:)-(_,UnsafeMutableBufferPointer<Double>)``.
  public struct Completion: Hashable, Sendable {
    /// The animation.
    public var handle: Handle
    /// Why it left.
    public var reason: CompletionReason
    /// Its output slot.
    public var output: Int

    /// Creates a completion record.
    public init(handle: Handle, reason: CompletionReason, output: Int) {
      self.handle = handle
      self.reason = reason
      self.output = output
    }
  }

  /// The directory from handle slots to the animations' places in their groups.
  var directory: TimelineDirectory
  /// The animations, grouped by kind and parameters.
  var groups = TimelineGroups()
  /// The animations that finished or were removed before the latest ``advance(to:into:)-(_,UnsafeMutableBufferPointer<Double>)``
  /// and since the one before it, finished ones in the order of their groups.
  public internal(set) var completions: [Completion] = []
  /// Removals since the latest advance, reported by the next.
  var removals: [Completion] = []
  /// The indices of each group's finished animations, reused from frame to frame.
  var finished: [Int] = []
  /// What each group's finished animations end at, reused from frame to frame.
  var endings: [Ending] = []
  /// The output slots an advance writes reach up to here (exclusive).
  var outputCount = 0
  /// Retargets and removals accepted and not yet applied, in the order they were made.
  var pendingChanges: [PendingChange] = []
  /// The derived outputs, in the order they were made.
  var mappings: [OutputMapping] = []

  /// An empty timeline.
  public init() {
    var generator = SystemRandomNumberGenerator()
    directory = TimelineDirectory(identity: generator.next())
  }

  /// The number of animations running.
  public var count: Int { directory.liveCount }

  /// The number of output slots an advance writes: one more than the largest `output` given.
  public var outputSlots: Int { outputCount }

  /// The bound on output indices, 2³¹ − 1: every output an animation or a mapping writes (each
  /// lane of a value of several lanes) is below it. No engine's buffer comes near it (it would
  /// hold 16 GiB of values); the bound keeps an output plus its lanes from overflowing `Int`.
  public static let outputLimit = Int(Int32.max)
}
