/// Where each animation of a timeline lives: one entry per handle slot, reused through a free
/// list with its generation counted up, so that a handle of an animation that left never names
/// the next one in its slot.
struct TimelineDirectory: Sendable {
  /// Which group holds an animation, and where in it.
  enum Location: Hashable, Sendable {
    case spring(group: Int, index: Int)
    case tween(group: Int, index: Int)
    case decay(index: Int)
    case keyframes(group: Int, index: Int)
    case paused(index: Int)
    case trajectory(index: Int)
    /// A value of several lanes: its members are linked from `firstMember` through their
    /// entries' `nextMember`; `running` of them have not come to rest.
    case composite(firstMember: Int32, running: Int)
    /// A member lane that finished before its siblings: it holds its target, in no group.
    case rested(value: Double)
  }

  /// The fields in this order: the latest change fills what would be padding after the
  /// generation (entries are read at random, one cache line or two each).
  struct Entry: Sendable {
    var generation: UInt32
    /// The index of the slot's latest change not yet applied (`PendingChange`), or −1.
    var latestChange: Int32 = -1
    var location: Location?
    var output: Int
    /// The slot of the composite value this lane belongs to, or −1.
    var parent: Int32 = -1
    /// The next member lane of the same composite, or −1.
    var nextMember: Int32 = -1
  }

  /// The timeline's identity, carried by its handles.
  let identity: UInt64
  var entries: [Entry] = []
  var free: [Int32] = []
  private(set) var liveCount = 0

  init(identity: UInt64) { self.identity = identity }

  /// A slot for a new animation at `location`, writing to `output`, a lane of the composite in
  /// slot `parent` when that is ≥ 0 (lanes are not counted as animations).
  mutating func insert(_ location: Location, output: Int, parent: Int32 = -1)
    -> AnimationTimeline.Handle
  {
    if parent < 0 { liveCount += 1 }
    if let slot = free.popLast() {
      // The next insertion's entry, freed long ago by the cache's measure (a frame's
      // evaluation passes in between): fetched while the caller goes on.
      if let next = free.last { prefetch(next) }
      let index = Int(slot)
      entries[index].location = location
      entries[index].output = output
      entries[index].parent = parent
      return AnimationTimeline.Handle(
        timeline: identity, slot: slot, generation: entries[index].generation)
    }
    precondition(entries.count < Int(Int32.max), "AnimationTimeline: too many animations")
    entries.append(Entry(generation: 0, location: location, output: output, parent: parent))
    return AnimationTimeline.Handle(
      timeline: identity, slot: Int32(entries.count - 1), generation: 0)
  }

  /// The live animation's location, or the error naming why the handle is refused.
  func location(of handle: AnimationTimeline.Handle) throws(TimelineError) -> Location {
    guard handle.timeline == identity else {
      throw TimelineError(kind: .foreignHandle, handle: handle)
    }
    let index = Int(handle.slot)
    guard index >= 0, index < entries.count, entries[index].generation == handle.generation,
      let location = entries[index].location
    else { throw TimelineError(kind: .staleHandle, handle: handle) }
    return location
  }

  /// The handle of the animation in `slot` now.
  func handle(ofSlot slot: Int32) -> AnimationTimeline.Handle {
    AnimationTimeline.Handle(
      timeline: identity, slot: slot, generation: entries[Int(slot)].generation)
  }

  /// Records that the animation in `slot` moved to `location`.
  mutating func move(_ slot: Int32, to location: Location) {
    entries[Int(slot)].location = location
  }

  /// Frees `slot`: its handle goes stale.
  mutating func release(_ slot: Int32) {
    retire(slot)
    free(slot)
  }

  /// Makes the handle of the animation in `slot` stale and stops counting it, its entry kept
  /// until its removal is applied (``free(_:)``).
  mutating func retire(_ slot: Int32) {
    let index = Int(slot)
    if entries[index].parent < 0 { liveCount -= 1 }
    entries[index].generation &+= 1
  }

  /// Clears the entry of a retired `slot` and lets the next animation have it.
  mutating func free(_ slot: Int32) {
    let index = Int(slot)
    entries[index].location = nil
    entries[index].parent = -1
    entries[index].nextMember = -1
    entries[index].latestChange = -1
    free.append(slot)
  }

  /// Asks for `slot`'s entry to be brought into the cache (a hint: no effect on the contents).
  func prefetch(_ slot: Int32) {
    prefetchElement(of: entries, at: Int(slot))
  }

  /// Asks for the entries a group's completions will touch to be brought into the cache, all
  /// at once: the finished animations' own, and those of the animations at the group's end
  /// (`slots`), which the removals move into their places. Between frames the directory is
  /// out of the cache as much as anywhere, and completing one by one would wait for each
  /// entry in turn.
  func prefetchEntries(
    of endings: [Ending], movedFrom slots: some BidirectionalCollection<Int32>
  ) {
    for ending in endings { prefetch(ending.slot) }
    for slot in slots.suffix(endings.count) { prefetch(slot) }
  }

  /// The member lanes of the composite whose first member is `first`, in lane order.
  func members(from first: Int32) -> [Int32] {
    var members: [Int32] = []
    var slot = first
    while slot >= 0 {
      members.append(slot)
      slot = entries[Int(slot)].nextMember
    }
    return members
  }
}
