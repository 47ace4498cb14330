/// A bézier table's doubles (``BezierTable``) in one heap object, with the grid of its value
/// pieces in the header. A `ManagedBuffer` rather than an array, so that holders can read it
/// through references that are not counted (``BezierCurveStorage`` publishes it once built).
/// Written once, while the table is built; read-only after.
@usableFromInline
final class BezierTableStorage: ManagedBuffer<BezierTableStorage.Grid, Double> {
  /// The grid of value pieces: their number as a double (progress times it is the piece
  /// coordinate) and the index of the last, the sentinel after them.
  @frozen @usableFromInline
  struct Grid {
    @usableFromInline let valuePieceScale: Double
    @usableFromInline let lastValuePiece: Int
  }

  /// A buffer holding `parts` one after another, with `grid` in its header.
  static func holding(_ parts: [Double]..., grid: Grid) -> BezierTableStorage {
    let count = parts.reduce(0) { $0 + $1.count }
    let buffer = BezierTableStorage.create(minimumCapacity: count) { _ in grid }
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

  /// y at x in (0, 1): the table's value path (``BezierTable/value(_:in:valuePieceScale:lastValuePiece:)``).
  @inlinable @inline(__always)
  final func value(_ x: Double) -> Double {
    withUnsafeMutablePointers { grid, elements in
      BezierTable.value(
        x, in: elements, valuePieceScale: grid.pointee.valuePieceScale,
        lastValuePiece: grid.pointee.lastValuePiece)
    }
  }
}

/// An unmanaged reference to a table, Sendable by assertion: the table is read-only once built.
@frozen @usableFromInline
struct UnmanagedBezierTable: @unchecked Sendable {
  @usableFromInline let reference: Unmanaged<BezierTableStorage>
}
