/// Seventeen doubles stored inline: a table of the curve parameter at x = k/16, k = 0…16.
@frozen @usableFromInline
struct _InverseTable: Sendable {
  @usableFromInline static let segments = 16

  @usableFromInline
  var storage:
    (
      Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
      Double, Double, Double, Double, Double, Double
    ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

  @usableFromInline init() {}

  /// The entry at `index` in 0…16.
  @inlinable
  subscript(index: Int) -> Double {
    get {
      withUnsafeBytes(of: storage) { $0.load(fromByteOffset: index &* 8, as: Double.self) }
    }
    set {
      withUnsafeMutableBytes(of: &storage) {
        $0.storeBytes(of: newValue, toByteOffset: index &* 8, as: Double.self)
      }
    }
  }
}
