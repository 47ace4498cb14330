/// Which group holds the animations of one key (a spring, a curve, a set of keyframes), or
/// which entry of a table holds one set of parameters: a dictionary, with the index found last
/// tried first, since engines add and retarget runs of animations that share their parameters.
struct GroupIndex<Key: Hashable & Sendable>: Sendable {
  var indices: [Key: Int] = [:]
  var last: (key: Key, index: Int)?

  /// The index of `key`'s group (or entry); `makeGroup` appends a new one (at index `count`)
  /// first when there is none.
  mutating func index(for key: Key, count: Int, makeGroup: () -> Void) -> Int {
    if let last, last.key == key { return last.index }
    let index: Int
    if let found = indices[key] {
      index = found
    } else {
      makeGroup()
      index = count
      indices[key] = index
    }
    last = (key, index)
    return index
  }
}
