import KineticsCore
import Motion

extension AnimationTimeline {
  /// Writes every animation's value at clock time `time` into `values` (at each animation's
  /// output index) and puts in ``completions`` the animations that finished at this time —
  /// their target written exactly — and those removed since the previous call. Finished
  /// animations leave the timeline; their handles go stale.
  ///
  /// Outputs no animation writes keep what they hold. Two animations writing one output write
  /// in turn, the last one's value showing — which one that is depends on their kinds and
  /// their places in their groups, not on the order they were added — except the offsets that
  /// additive retargets leave running, which add to it.
  ///
  /// - Precondition: `time` is not NaN; `values` holds at least ``outputSlots`` values.
  /// - Complexity: O(n) in the number of animations; no allocation once the timeline's
  ///   arrays have grown.
  public mutating func advance(to time: Double, into values: UnsafeMutableBufferPointer<Double>) {
    precondition(!time.isNaN, "AnimationTimeline.advance: time must not be NaN")
    precondition(
      values.count >= outputCount,
      "AnimationTimeline.advance: values must hold at least \(outputCount) values, got \(values.count)"
    )
    applyPendingChanges()
    swap(&completions, &removals)
    removals.removeAll(keepingCapacity: true)
    guard let output = values.baseAddress else { return }
    groups.holds.evaluate(into: output)
    for group in groups.springs.indices {
      finished.removeAll(keepingCapacity: true)
      endings.removeAll(keepingCapacity: true)
      groups.springs[group].evaluate(at: time, into: output, finished: &finished)
      groups.springs[group].endings(of: finished, into: &endings)
      directory.prefetchEntries(of: endings, movedFrom: groups.springs[group].slots)
      for ending in endings {
        output[ending.output] = ending.value
        complete(ending.slot, at: .spring(group: group, index: ending.index), value: ending.value)
      }
    }
    for group in groups.tweens.indices {
      finished.removeAll(keepingCapacity: true)
      endings.removeAll(keepingCapacity: true)
      groups.tweens[group].evaluate(at: time, into: output, finished: &finished)
      groups.tweens[group].endings(of: finished, into: &endings)
      directory.prefetchEntries(of: endings, movedFrom: groups.tweens[group].slots)
      for ending in endings {
        output[ending.output] = ending.value
        complete(ending.slot, at: .tween(group: group, index: ending.index), value: ending.value)
      }
    }
    finished.removeAll(keepingCapacity: true)
    endings.removeAll(keepingCapacity: true)
    groups.decays.evaluate(at: time, into: output, finished: &finished)
    groups.decays.endings(of: finished, into: &endings)
    directory.prefetchEntries(of: endings, movedFrom: groups.decays.slots)
    for ending in endings {
      output[ending.output] = ending.value
      complete(ending.slot, at: .decay(index: ending.index), value: ending.value)
    }
    for group in groups.keyframes.indices {
      finished.removeAll(keepingCapacity: true)
      endings.removeAll(keepingCapacity: true)
      groups.keyframes[group].evaluate(at: time, into: output, finished: &finished)
      groups.keyframes[group].endings(of: finished, into: &endings)
      directory.prefetchEntries(of: endings, movedFrom: groups.keyframes[group].slots)
      for ending in endings {
        output[ending.output] = ending.value
        complete(
          ending.slot, at: .keyframes(group: group, index: ending.index), value: ending.value)
      }
    }
    finished.removeAll(keepingCapacity: true)
    groups.trajectories.evaluate(at: time, into: output, finished: &finished)
    for index in finished.reversed() {
      let target = groups.trajectories.trajectories[index].target
      output[groups.trajectories.outputs[index]] = target
      complete(groups.trajectories.slots[index], at: .trajectory(index: index), value: target)
    }
    groups.offsets.evaluate(at: time, into: output, finished: &finished)
    groups.holds.release(outputsWithout: groups.offsets)
    groups.paused.evaluate(into: output)
    applyMappings(output)
  }

  /// Writes every value into `values`, grown to ``outputSlots`` if it is shorter: the array form
  /// of ``advance(to:into:)-(_,UnsafeMutableBufferPointer<Double>)``.
  public mutating func advance(to time: Double, into values: inout [Double]) {
    if values.count < outputCount {
      values.append(contentsOf: repeatElement(0, count: outputCount - values.count))
    }
    values.withUnsafeMutableBufferPointer { advance(to: time, into: $0) }
  }

  /// Reports the animation in `slot` as finished at `value` and removes it — or, for a lane of
  /// a composite, leaves it at rest there and reports the composite once its last lane rests.
  /// Indices are taken last first, so that each removal moves only an animation already
  /// evaluated and not finished. Offsets its additive retargets left running go on over a
  /// hold of `value`.
  mutating func complete(_ slot: Int32, at location: TimelineDirectory.Location, value: Double) {
    let entry = directory.entries[Int(slot)]
    if groups.offsets.disown(slot) { groups.holds.append(value, output: entry.output) }
    guard entry.parent >= 0 else {
      completions.append(
        Completion(handle: directory.handle(ofSlot: slot), reason: .finished, output: entry.output))
      detach(slot, at: location)
      return
    }
    detach(slot, at: location, keepSlot: true)
    directory.move(slot, to: .rested(value: value))
    guard case .composite(let first, let running) = directory.entries[Int(entry.parent)].location
    else { preconditionFailure("AnimationTimeline: lane \(slot) has no composite") }
    if running > 1 {
      directory.move(entry.parent, to: .composite(firstMember: first, running: running - 1))
      return
    }
    completions.append(
      Completion(
        handle: directory.handle(ofSlot: entry.parent), reason: .finished,
        output: directory.entries[Int(entry.parent)].output))
    for member in directory.members(from: first) { directory.release(member) }
    directory.release(entry.parent)
  }
}
