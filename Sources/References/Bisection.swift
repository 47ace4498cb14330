import KineticsNumerics

/// Root finding for the references, in double-double arithmetic.
package enum Bisection {
  /// The root of `function` in `lower...upper`, where the function changes sign, by bisection
  /// until the interval stops shrinking (about 2⁻¹⁰⁶ of its size) or 240 halvings.
  package static func root(
    lower: DoubleDouble, upper: DoubleDouble, _ function: (DoubleDouble) -> DoubleDouble
  ) -> DoubleDouble {
    var (low, high) = (lower, upper)
    let lowValue = function(low)
    if lowValue.high == 0 { return low }
    if function(high).high == 0 { return high }
    let lowIsNegative = lowValue.high < 0
    for _ in 0..<240 {
      let middle = low + (high - low).scaled(byPowerOfTwo: -1)
      if !(low < middle) || !(middle < high) { break }
      let value = function(middle)
      if value.high == 0 && value.low == 0 { return middle }
      if (value < DoubleDouble(0)) == lowIsNegative { low = middle } else { high = middle }
    }
    return function(low).magnitude < function(high).magnitude ? low : high
  }
}
