import Easing
import Motion

/// What additive retargets leave running: each old animation, whose value minus its target is
/// added to its output every frame until it finishes.
///
/// Old tweens — what an engine retargeting additively mostly leaves — run in tween groups of
/// their own, one per curve of the timeline's tween groups, through the same batch passes as
/// the timeline's tweens (for the same bits); their values go to a buffer of the offsets' own
/// and are added to the outputs from there. Other animations are kept by their kind and
/// evaluated one at a time.
///
/// Each offset has an identifier that stays while it runs, wherever its group moves it. An
/// offset keeps the slot of the animation whose retarget left it (its owner) until that
/// animation finishes; one owner's offsets are linked through their identifiers, and the
/// offsets on each output counted, so that removing an owner's offsets, disowning them and
/// finding the outputs no offset runs on any more take time in what they find, not in how
/// many offsets run.
struct OffsetGroup: Sendable {
  /// Where an offset is.
  enum Location: Sendable {
    /// At `index` of the offsets' tween group `group`.
    case tween(group: Int, index: Int)
    /// At `index` of the animations kept by kind.
    case animation(index: Int)
    /// Free: no offset has this identifier now.
    case free
  }

  /// Per identifier: where the offset is, its output, its target, its owner's slot (−1 once
  /// the owner finished), and the next and previous offset of the same owner (−1 for none).
  private var locations: [Location] = []
  private var outputs: [Int] = []
  private var targets: [Double] = []
  private var owners: [Int32] = []
  private var nextOfOwner: [Int32] = []
  private var previousOfOwner: [Int32] = []
  /// Each tween offset's value at the frame, by identifier: the tween groups' output.
  private var tweenValues: [Double] = []
  private var freeIdentifiers: [Int32] = []
  /// The latest offset each owner left.
  private var firstOfOwner: [Int32: Int32] = [:]
  /// How many offsets run on each output that has any.
  private var countsByOutput: [Int: Int] = [:]

  /// Old tweens, by curve; each lane's output and slot are its identifier.
  private var tweens: [TweenGroup] = []
  /// The index in `tweens` of the group of each of the timeline's tween groups' curve, or −1.
  private var tweenGroupOfCurve: [Int] = []
  /// The other old animations, and their start times and identifiers.
  private var animations: [LaneAnimation] = []
  private var startTimes: [Double] = []
  private var animationIdentifiers: [Int32] = []

  /// Whether an offset runs on `output`.
  func runs(on output: Int) -> Bool { countsByOutput[output] != nil }

  /// Adds the old tween `tween` of the timeline's tween group `group` (whose curve it has),
  /// started (or, reversed, pivoting) at clock time `startTime`, played in `direction`, on
  /// `output`, left by the animation in slot `owner`; returns the end it plays toward, from
  /// which its offset is measured.
  mutating func append(
    _ tween: Tween<Double, AnyTimingCurve>, group: Int, startTime: Double, direction: Double,
    output: Int, owner: Int32
  ) -> Double {
    let target = direction > 0 ? tween.end : tween.start
    let identifier = register(output: output, target: target, owner: owner)
    if tweenGroupOfCurve.count <= group {
      tweenGroupOfCurve.append(
        contentsOf: repeatElement(-1, count: group + 1 - tweenGroupOfCurve.count))
    }
    if tweenGroupOfCurve[group] < 0 {
      tweenGroupOfCurve[group] = tweens.count
      tweens.append(TweenGroup(curve: tween.curve))
    }
    let offsets = tweenGroupOfCurve[group]
    locations[Int(identifier)] = .tween(group: offsets, index: tweens[offsets].count)
    tweens[offsets].append(
      tween, startTime: startTime, direction: direction, output: Int(identifier),
      slot: identifier)
    return target
  }

  /// Adds `animation`, started at clock time `startTime`, on `output`, left by the animation
  /// in slot `owner`; returns its target, from which its offset is measured.
  mutating func append(
    _ animation: LaneAnimation, startTime: Double, output: Int, owner: Int32
  ) -> Double {
    let target = animation.target
    let identifier = register(output: output, target: target, owner: owner)
    locations[Int(identifier)] = .animation(index: animations.count)
    animations.append(animation)
    startTimes.append(startTime)
    animationIdentifiers.append(identifier)
    return target
  }

  /// Removes the offsets the animation in `slot` left.
  mutating func removeAll(ownedBy slot: Int32) {
    while let identifier = firstOfOwner[slot] { remove(identifier) }
  }

  /// Lets the offsets the animation in `slot` left run on without an owner; returns whether
  /// there were any.
  mutating func disown(_ slot: Int32) -> Bool {
    guard var identifier = firstOfOwner.removeValue(forKey: slot) else { return false }
    while identifier >= 0 {
      let index = Int(identifier)
      let next = nextOfOwner[index]
      (nextOfOwner[index], previousOfOwner[index]) = (-1, -1)
      owners[index] = -1
      identifier = next
    }
    return true
  }

  /// Adds every offset's value at clock time `time` to its output and removes those that
  /// finished (`finished` is the caller's buffer).
  mutating func evaluate(
    at time: Double, into output: UnsafeMutablePointer<Double>, finished: inout [Int]
  ) {
    // The tween groups write into the values taken out of `self` for the while, so that
    // nothing else of `self` is held while a group is changed.
    var values: [Double] = []
    swap(&values, &tweenValues)
    for group in tweens.indices where tweens[group].count > 0 {
      finished.removeAll(keepingCapacity: true)
      values.withUnsafeMutableBufferPointer {
        tweens[group].evaluate(at: time, into: $0.baseAddress!, finished: &finished)
      }
      // The group lists its ended lanes in increasing order; those add nothing.
      var nextFinished = 0
      for lane in 0..<tweens[group].count {
        if nextFinished < finished.count && finished[nextFinished] == lane {
          nextFinished += 1
          continue
        }
        let identifier = Int(tweens[group].slots[lane])
        output[outputs[identifier]] += values[identifier] - targets[identifier]
      }
      for lane in finished.reversed() { remove(tweens[group].slots[lane]) }
    }
    swap(&values, &tweenValues)
    finished.removeAll(keepingCapacity: true)
    for index in animations.indices {
      // A finished offset adds nothing: its animation has reached its target.
      if let offset = animations[index].offset(atElapsed: time - startTimes[index]) {
        output[outputs[Int(animationIdentifiers[index])]] += offset
      } else {
        finished.append(index)
      }
    }
    for index in finished.reversed() { remove(animationIdentifiers[index]) }
  }

  /// A free identifier for an offset on `output` toward `target` left by `owner`, linked first
  /// in its owner's list and counted on its output; its location is the caller's to set.
  private mutating func register(output: Int, target: Double, owner: Int32) -> Int32 {
    let identifier: Int32
    if let free = freeIdentifiers.popLast() {
      identifier = free
    } else {
      identifier = Int32(locations.count)
      locations.append(.free)
      outputs.append(0)
      targets.append(0)
      owners.append(-1)
      nextOfOwner.append(-1)
      previousOfOwner.append(-1)
      tweenValues.append(0)
    }
    let index = Int(identifier)
    let next = firstOfOwner[owner] ?? -1
    if next >= 0 { previousOfOwner[Int(next)] = identifier }
    (outputs[index], targets[index], owners[index]) = (output, target, owner)
    (nextOfOwner[index], previousOfOwner[index]) = (next, -1)
    firstOfOwner[owner] = identifier
    countsByOutput[output, default: 0] += 1
    return identifier
  }

  /// Removes the offset `identifier`: out of its owner's list, its output's count and its
  /// group (whose last lane moves into its place), its identifier freed.
  private mutating func remove(_ identifier: Int32) {
    let index = Int(identifier)
    unlink(identifier)
    let output = outputs[index]
    if countsByOutput[output] == 1 {
      countsByOutput[output] = nil
    } else {
      countsByOutput[output]! -= 1
    }
    switch locations[index] {
    case .tween(let group, let lane):
      if let moved = tweens[group].remove(at: lane) {
        locations[Int(moved)] = .tween(group: group, index: lane)
      }
    case .animation(let position):
      let last = animations.count - 1
      if position < last {
        locations[Int(animationIdentifiers[last])] = .animation(index: position)
      }
      swapRemove(&animations, at: position)
      swapRemove(&startTimes, at: position)
      swapRemove(&animationIdentifiers, at: position)
    case .free:
      preconditionFailure("AnimationTimeline: an offset removed twice")
    }
    locations[index] = .free
    freeIdentifiers.append(identifier)
  }

  /// Takes the offset `identifier` out of its owner's list.
  private mutating func unlink(_ identifier: Int32) {
    let index = Int(identifier)
    let owner = owners[index]
    guard owner >= 0 else { return }
    let (previous, next) = (previousOfOwner[index], nextOfOwner[index])
    if previous >= 0 {
      nextOfOwner[Int(previous)] = next
    } else if next >= 0 {
      firstOfOwner[owner] = next
    } else {
      firstOfOwner[owner] = nil
    }
    if next >= 0 { previousOfOwner[Int(next)] = previous }
    (nextOfOwner[index], previousOfOwner[index], owners[index]) = (-1, -1, -1)
  }
}
