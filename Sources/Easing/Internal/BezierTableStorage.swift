/// A bézier table's doubles (``BezierTable``) in one heap object. A `ManagedBuffer` rather
/// than an array, so that a holder of many curves can keep references to the tables that are
/// not counted (``UnretainedCubicBezier``). Written once, at creation; read-only after.
@usableFromInline
final class BezierTableStorage: ManagedBuffer<Int, Double> {
  /// A buffer holding `parts` one after another; its header is the number of doubles.
  static func holding(_ parts: [Double]...) -> BezierTableStorage {
    let count = parts.reduce(0) { $0 + $1.count }
    let buffer = BezierTableStorage.create(minimumCapacity: count) { _ in count }
    buffer.withUnsafeMutablePointerToElements { elements in
      var next = elements
      for part in parts {
        part.withUnsafeBufferPointer { source in
          next.initialize(from: source.baseAddress!, count: source.count)
        }
        next += part.count
      }
    }
    return unsafeDowncast(buffer, to: BezierTableStorage.self)
  }
}
