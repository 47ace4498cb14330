import Easing
import Springs

/// A retarget or a removal accepted by a timeline and not yet applied to its groups: the
/// timeline applies a frame's changes together, before anything else changes it (the next
/// advance, pause, reverse…), so that it can fetch each animation's data from memory while it
/// applies the changes before it.
///
/// A change is small (80 bytes): a frame's changes are written by the engine's calls and read
/// again when they are applied, and at a million animations that array outgrows the cache. A
/// retarget into a spring names the spring's group, found (or made) when the retarget is
/// made, rather than carrying the spring's eleven numbers.
struct PendingChange: Sendable {
  enum Kind: Sendable {
    /// Value and velocity carried into a motion of spring group `group` (its spring and its
    /// tolerance).
    case carry(target: Double, time: Double, group: Int32)
    case additive(target: Double, time: Double, duration: Double, curve: AnyTimingCurve)
    case rescaled(target: Double, time: Double)
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
