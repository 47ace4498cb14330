import KineticsKernels

/// What a `CubicBezier` solves with, in one heap object: the solver's head (thresholds and
/// anchors, as in ``BezierTable``) and a direct solver's guess, built at creation in well under
/// a microsecond; and the curve's ``BezierTable``, built only once the curve proves hot and
/// then published for every copy of the curve and every thread.
///
/// A curve proves hot with its first batch of values, or after ``valuesBeforeTable`` scalar
/// values: a table costs 10–45 µs to build and saves ~25 ns per value (the direct solve
/// against a table piece), so it pays after about a thousand values. Most custom curves serve
/// one animation (36 values for 0.3 s at 120 Hz) and never build one; presets build theirs at
/// once.
///
/// Thread safety: the table is published with an atomic compare-and-exchange that releases
/// its contents and read with an atomic acquiring load, so a reader that sees the table sees
/// it whole (two threads that build at once both succeed; the first to publish wins, the other
/// table is freed). The count of scalar values is relaxed and may lose increments when threads
/// count at once, which only delays the table. Everything else is written at creation. (The
/// class cannot say so itself: `ManagedBuffer` makes Sendable unavailable to subclasses;
/// ``SharedBezierStorage`` carries the assertion.)
@usableFromInline
final class BezierCurveStorage: ManagedBuffer<BezierCurveStorage.Header, Double> {
  /// The published table (nil until built) and the count of scalar values solved directly.
  /// The table comes first: its address is the header's, for the atomic operations (Swift
  /// lays a struct's stored properties out in declaration order: the ABI's type layout).
  @usableFromInline
  struct Header {
    @usableFromInline var table: BezierTableStorage?
    var directValues: Int
  }

  /// Scalar values solved directly before the table is built (see the type's discussion).
  static let valuesBeforeTable = 1_024

  /// The direct solver's nodes: x(k/16) for k = 0…16, the ends exactly 0 and 1.
  static let nodeCount = 16
  static let nodesOffset = BezierTable.headCount
  /// Per node interval, four doubles: the reciprocal of its width in progress, and the linear,
  /// quadratic and cubic coefficients of the Hermite guess of s in the interval's position.
  static let intervalsOffset = nodesOffset + nodeCount + 1
  static let intervalStride = 4
  static let count = intervalsOffset + nodeCount * intervalStride

  /// The storage of the curve through (0,0), (x1,y1), (x2,y2), (1,yEnd), with its table when
  /// `buildingTable` (presets, read millions of times), else without.
  static func make(
    x1: Double, y1: Double, x2: Double, y2: Double, yEnd: Double, buildingTable: Bool
  ) -> BezierCurveStorage {
    let buffer = BezierCurveStorage.create(minimumCapacity: count) { _ in
      Header(table: nil, directValues: 0)
    }
    assert(MemoryLayout<Header>.offset(of: \.table) == 0, "the table must be first")
    let storage = unsafeDowncast(buffer, to: BezierCurveStorage.self)
    storage.withUnsafeMutablePointerToElements { elements in
      BezierTable.writeHead(into: elements, x1: x1, y1: y1, x2: x2, y2: y2, yEnd: yEnd)
      writeGuess(into: elements)
    }
    if buildingTable { _ = storage.table() }
    return storage
  }

  /// Fills the direct solver's nodes and guess pieces after the head. With the nodes
  /// x_k = x(s_k) at s_k = k/16, a value's interval is found by comparing it with the nodes,
  /// and the guess is the cubic Hermite piece of s(x) between them with slopes ds/dx = 1/x′
  /// (the line where a slope is not finite or the piece is not monotone, Fritsch–Carlson as
  /// for the table's guess pieces): within ~1e-5 of the parameter on ordinary curves.
  static func writeGuess(into elements: UnsafeMutablePointer<Double>) {
    let start = BezierAnchor(loadingFrom: elements + BezierTable.anchorsOffset)
    let nodes = elements + nodesOffset
    let spacing = 1 / Double(nodeCount)
    for index in 1..<nodeCount { nodes[index] = start.xOffset(Double(index) * spacing) }
    (nodes[0], nodes[nodeCount]) = (0, 1)
    for index in 0..<nodeCount {
      let interval = elements + intervalsOffset + index * intervalStride
      let width = nodes[index + 1] - nodes[index]
      let (s0, s1) = (Double(index) * spacing, Double(index + 1) * spacing)
      let (m0, m1) = (width / start.xSlope(s0), width / start.xSlope(s1))
      let (alpha, beta) = (m0 / spacing, m1 / spacing)
      let monotone =
        alpha.isFinite && beta.isFinite && alpha >= 0 && beta >= 0
        && alpha * alpha + beta * beta <= 9
      interval[0] = width > 0 ? 1 / width : 0
      interval[1] = monotone ? m0 : spacing
      interval[2] = monotone ? 3 * spacing - 2 * m0 - m1 : 0
      interval[3] = monotone ? -2 * spacing + m0 + m1 : 0
    }
  }

  /// The published table, or nil before the curve proved hot. Valid while this storage is
  /// alive: the storage holds it.
  @inlinable @inline(__always)
  final var publishedTable: Unmanaged<BezierTableStorage>? {
    withUnsafeMutablePointerToHeader {
      _stdlib_atomicAcquiringLoadARCRef(object: BezierCurveStorage.tableSlot(of: $0))
    }
  }

  /// The table, built and published now if it was not yet.
  @usableFromInline
  final func table() -> Unmanaged<BezierTableStorage> {
    if let table = publishedTable { return table }
    let built = withUnsafeMutablePointerToElements { BezierTable.build(head: $0) }
    return withUnsafeMutablePointerToHeader {
      _stdlib_atomicAcquiringInitializeARCRef(
        object: BezierCurveStorage.tableSlot(of: $0), desired: built)
    }
  }

  /// The header's table, at the header's own address (the first stored property), for the
  /// standard library's atomic reference operations (compare-and-exchange that releases,
  /// load that acquires): the toolchain's `Atomic` needs macOS 15 and iOS 18 on Apple
  /// platforms, and these have no such floor.
  @inlinable @inline(__always)
  static func tableSlot(of header: UnsafeMutablePointer<Header>)
    -> UnsafeMutablePointer<BezierTableStorage?>
  {
    UnsafeMutableRawPointer(header).assumingMemoryBound(to: BezierTableStorage?.self)
  }

  /// Counts one scalar value solved directly: true at the ``valuesBeforeTable``th, when the
  /// caller builds the table.
  final func countDirectValue() -> Bool {
    let count = withUnsafeMutablePointerToHeader { header in
      let offset = MemoryLayout<Header>.offset(of: \.directValues)!
      return kinetics_relaxed_increment(
        (UnsafeMutableRawPointer(header) + offset).assumingMemoryBound(to: Int.self))
    }
    return count == BezierCurveStorage.valuesBeforeTable
  }
}

/// A ``BezierCurveStorage`` as a stored property of a Sendable value: Sendable by assertion,
/// for the reasons the storage gives.
@frozen @usableFromInline
struct SharedBezierStorage: @unchecked Sendable {
  @usableFromInline let object: BezierCurveStorage
}
