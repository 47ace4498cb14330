/// An unevaluated sum hi + lo of two doubles (~106 significant bits), used only at
/// initialization to compute solver coefficients without cancellation error.
///
/// Algorithms: TwoSum (Knuth) and TwoProduct through a fused multiply-add (Dekker, Ogita–Rump–
/// Oishi 2005); each operation here is accurate to a few units of 2⁻¹⁰⁴ relative.
struct _DoubleDouble {
  var high: Double
  var low: Double

  init(_ value: Double) {
    high = value
    low = 0
  }

  init(high: Double, low: Double) {
    self.high = high
    self.low = low
  }

  static func + (lhs: _DoubleDouble, rhs: _DoubleDouble) -> _DoubleDouble {
    let sum = lhs.high + rhs.high
    let virtual = sum - lhs.high
    let error = (lhs.high - (sum - virtual)) + (rhs.high - virtual)
    return normalized(sum, error + lhs.low + rhs.low)
  }

  static prefix func - (value: _DoubleDouble) -> _DoubleDouble {
    _DoubleDouble(high: -value.high, low: -value.low)
  }

  static func - (lhs: _DoubleDouble, rhs: _DoubleDouble) -> _DoubleDouble { lhs + (-rhs) }

  static func * (lhs: _DoubleDouble, rhs: _DoubleDouble) -> _DoubleDouble {
    let product = lhs.high * rhs.high
    let error = (-product).addingProduct(lhs.high, rhs.high)
    return normalized(product, error + (lhs.high * rhs.low + lhs.low * rhs.high))
  }

  static func normalized(_ high: Double, _ low: Double) -> _DoubleDouble {
    let sum = high + low
    return _DoubleDouble(high: sum, low: low - (sum - high))
  }
}
