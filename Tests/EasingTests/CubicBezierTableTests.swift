import Easing
import Testing

/// A curve solves its first values directly and builds its table once it proves hot: with its
/// first batch of values or at its 1,024th scalar value. The two paths round differently in
/// the last bits (both within 1e-14 of the exact value), which is what lets these tests see
/// which path served a value. A batch always reads a table: its values are the table's.
@Suite struct CubicBezierTableTests {
  static let points = (0.25, 0.1, 0.25, 1.0)
  /// 999 inputs: fewer than the scalar values that build a table.
  static let inputs = (1..<1_000).map { Double($0) / 1_000 }
  /// The table's values at ``inputs``.
  static let tableValues = CubicBezier.made(points, hot: false).values(at: inputs)

  /// Whether `curve`'s scalar values at ``inputs`` are the table's, bit for bit.
  func readsItsTable(_ curve: CubicBezier) -> Bool {
    zip(Self.inputs, Self.tableValues).allSatisfy { curve.value(at: $0) == $1 }
  }

  /// Without a difference between the paths the tests below could not fail.
  @Test func theTwoPathsDifferOnlyInTheLastBits() {
    let cold = CubicBezier.made(Self.points, hot: false)
    let differences = zip(Self.inputs, Self.tableValues).map { abs(cold.value(at: $0) - $1) }
    #expect(differences.contains { $0 > 0 })
    #expect(differences.allSatisfy { $0 <= 1e-14 })
  }

  /// The 1,024th scalar value builds the table: every value after it is the table's.
  @Test func aThousandScalarValuesBuildTheTable() {
    let curve = CubicBezier.made(Self.points, hot: false)
    for x in Self.inputs + Self.inputs.prefix(25) { _ = curve.value(at: x) }
    #expect(readsItsTable(curve))
  }

  /// Values outside (0, 1) and velocities are not counted: 999 values and as many
  /// velocities and outside values leave the curve solving directly.
  @Test func onlyValuesInsideTheUnitIntervalCount() {
    let curve = CubicBezier.made(Self.points, hot: false)
    let cold = CubicBezier.made(Self.points, hot: false)
    for x in Self.inputs {
      _ = curve.value(at: x + 1)
      _ = curve.velocity(at: x)
    }
    #expect(Self.inputs.allSatisfy { curve.value(at: $0) == cold.value(at: $0) })
  }

  /// A batch builds the table for the curve and every copy of it, made before or after.
  @Test func aBatchBuildsTheTableForEveryCopy() {
    let curve = CubicBezier.made(Self.points, hot: false)
    let copy = curve
    _ = curve.values(at: [0.5])
    #expect(readsItsTable(copy))
    #expect(readsItsTable(curve))
  }

  /// Presets serve their values from a table from the start.
  @Test func presetsAreHotFromTheStart() {
    let preset = CubicBezier.default
    #expect(preset == CubicBezier(x1: Self.points.0, y1: Self.points.1, x2: Self.points.2, y2: 1))
    #expect(readsItsTable(preset))
  }
}
