/// A retarget or a removal accepted by a timeline and not yet applied to its groups: the
/// timeline applies a frame's changes together, before anything else changes it (the next
/// advance, pause, reverse…), so that it can fetch each animation's data from memory while it
/// applies the changes before it.
struct PendingChange: Sendable {
  enum Kind: Sendable {
    case retarget(target: Double, time: Double, policy: RetargetPolicy)
    case removal
  }

  /// The animation's slot in the directory.
  let slot: Int32
  /// The index of the slot's previous pending change, or −1.
  let previous: Int32
  let kind: Kind

  var isRemoval: Bool {
    if case .removal = kind { return true }
    return false
  }
}
