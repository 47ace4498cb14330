import Motion

/// What additive retargets leave running: each old animation, whose value minus its target is
/// added to its output every frame until it finishes. Each offset keeps the slot of the
/// animation whose retarget left it (its owner) until that animation finishes; the offsets of
/// one owner are linked, and the offsets on each output counted, so that removing an owner's
/// offsets, disowning them and finding the outputs no offset runs on any more take time in
/// what they find, not in how many offsets run.
struct OffsetGroup: Sendable {
  private var animations: [LaneAnimation] = []
  private var startTimes: [Double] = []
  private var outputs: [Int] = []
  /// The slot of the animation whose retarget left each offset, or −1 once it finished.
  private var owners: [Int32] = []
  /// Per offset, the next and the previous offset of the same owner, or −1 (and both −1 for an
  /// offset whose owner finished).
  private var nextOfOwner: [Int] = []
  private var previousOfOwner: [Int] = []
  /// The latest offset each owner left.
  private var firstOfOwner: [Int32: Int] = [:]
  /// How many offsets run on each output that has any.
  private var countsByOutput: [Int: Int] = [:]

  var count: Int { owners.count }

  /// Whether an offset runs on `output`.
  func runs(on output: Int) -> Bool { countsByOutput[output] != nil }

  /// Adds `animation`, started at clock time `startTime`, on `output`, left by the animation in
  /// slot `owner`.
  mutating func append(
    _ animation: LaneAnimation, startTime: Double, output: Int, owner: Int32
  ) {
    let index = count
    animations.append(animation)
    startTimes.append(startTime)
    outputs.append(output)
    owners.append(owner)
    let next = firstOfOwner[owner] ?? -1
    if next >= 0 { previousOfOwner[next] = index }
    nextOfOwner.append(next)
    previousOfOwner.append(-1)
    firstOfOwner[owner] = index
    countsByOutput[output, default: 0] += 1
  }

  /// Removes the offset at `index`, moving the last one into its place.
  mutating func remove(at index: Int) {
    unlink(index)
    let output = outputs[index]
    if countsByOutput[output] == 1 {
      countsByOutput[output] = nil
    } else {
      countsByOutput[output]! -= 1
    }
    let last = count - 1
    if index < last {
      // The last offset's neighbours (or its owner's first) now find it at `index`.
      let (previous, next) = (previousOfOwner[last], nextOfOwner[last])
      if previous >= 0 {
        nextOfOwner[previous] = index
      } else if owners[last] >= 0 {
        firstOfOwner[owners[last]] = index
      }
      if next >= 0 { previousOfOwner[next] = index }
    }
    swapRemove(&nextOfOwner, at: index)
    swapRemove(&previousOfOwner, at: index)
    swapRemove(&animations, at: index)
    swapRemove(&startTimes, at: index)
    swapRemove(&outputs, at: index)
    swapRemove(&owners, at: index)
  }

  /// Removes the offsets the animation in `slot` left.
  mutating func removeAll(ownedBy slot: Int32) {
    while let index = firstOfOwner[slot] { remove(at: index) }
  }

  /// Lets the offsets the animation in `slot` left run on without an owner; returns whether
  /// there were any.
  mutating func disown(_ slot: Int32) -> Bool {
    guard var index = firstOfOwner.removeValue(forKey: slot) else { return false }
    while index >= 0 {
      let next = nextOfOwner[index]
      (nextOfOwner[index], previousOfOwner[index]) = (-1, -1)
      owners[index] = -1
      index = next
    }
    return true
  }

  /// Adds every offset's value at clock time `time` to its output and removes those that
  /// finished (`finished`, emptied first, is the caller's buffer).
  mutating func evaluate(
    at time: Double, into output: UnsafeMutablePointer<Double>, finished: inout [Int]
  ) {
    finished.removeAll(keepingCapacity: true)
    for index in 0..<count {
      // A finished offset adds nothing: its animation has reached its target.
      if let offset = animations[index].offset(atElapsed: time - startTimes[index]) {
        output[outputs[index]] += offset
      } else {
        finished.append(index)
      }
    }
    for index in finished.reversed() { remove(at: index) }
  }

  /// Takes the offset at `index` out of its owner's list.
  private mutating func unlink(_ index: Int) {
    let owner = owners[index]
    guard owner >= 0 else { return }
    let (previous, next) = (previousOfOwner[index], nextOfOwner[index])
    if previous >= 0 {
      nextOfOwner[previous] = next
    } else if next >= 0 {
      firstOfOwner[owner] = next
    } else {
      firstOfOwner[owner] = nil
    }
    if next >= 0 { previousOfOwner[next] = previous }
  }
}
