extension AnimationTimeline {
  /// One animation of one timeline: what ``AnimationTimeline/add(_:atTime:output:)-(SpringMotion<Double>,_,_)``
  /// returns and every per-animation call takes. Cheap to copy and compare; a handle outlives
  /// its animation only as a stale handle, which every call reports.
  public struct Handle: Hashable, Sendable, CustomStringConvertible {
    /// The timeline's identity (a random number drawn when it was made).
    let timeline: UInt64
    /// The animation's slot in the timeline's directory.
    let slot: Int32
    /// How many animations the slot held before this one.
    let generation: UInt32

    /// "Handle(slot 3, generation 1)".
    public var description: String { "Handle(slot \(slot), generation \(generation))" }
  }
}

/// Why a timeline refused a handle.
public struct TimelineError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kinds of refusal.
  public enum Kind: Hashable, Sendable {
    /// The animation completed or was removed (it was reported in ``AnimationTimeline/completions``).
    case staleHandle
    /// The handle belongs to another timeline.
    case foreignHandle
    /// The animation cannot do what was asked (``AnimationTimeline/reverse(_:atTime:)`` of a
    /// spring, which has no path to play back along).
    case unsupported
    /// The animation's value has another number of lanes than the call's value type (a point's
    /// handle read as a `Double`, or as a `Size2D` its lanes fit but a `Rect2D` they do not).
    case wrongValueType
  }

  /// What kind of refusal.
  public var kind: Kind
  /// The handle refused.
  public var handle: AnimationTimeline.Handle

  /// Creates an error.
  public init(kind: Kind, handle: AnimationTimeline.Handle) {
    self.kind = kind
    self.handle = handle
  }

  /// "stale handle Handle(slot 3, generation 1)".
  public var description: String {
    switch kind {
    case .staleHandle: "stale handle \(handle): its animation completed or was removed"
    case .foreignHandle: "\(handle) belongs to another timeline"
    case .unsupported: "\(handle): the animation cannot do this"
    case .wrongValueType: "\(handle): the animation's value has another number of lanes"
    }
  }
}
