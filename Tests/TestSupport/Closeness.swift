import Testing

/// The error of a computed value against its expected value, measured three ways.
public struct ErrorMeasure: Sendable, Equatable, CustomStringConvertible {
  /// |actual − expected|.
  public var absolute: Double
  /// |actual − expected| / |expected| (infinite when expected is 0 and actual is not).
  public var relative: Double
  /// The number of representable doubles between actual and expected.
  public var ulps: Double

  /// Measures `actual` against `expected`. Equal values, including two NaNs or two equal
  /// infinities, have zero error; a NaN against a number has infinite error.
  public init(actual: Double, expected: Double) {
    if actual == expected || (actual.isNaN && expected.isNaN) {
      (absolute, relative, ulps) = (0, 0, 0)
    } else if actual.isNaN || expected.isNaN || !actual.isFinite || !expected.isFinite {
      (absolute, relative, ulps) = (.infinity, .infinity, .infinity)
    } else {
      absolute = abs(actual - expected)
      relative = expected == 0 ? .infinity : absolute / abs(expected)
      // The distance between bit patterns of opposite sign can exceed Int64: then in doubles.
      let (a, b) = (ErrorMeasure.orderedBits(actual), ErrorMeasure.orderedBits(expected))
      let (difference, overflow) = a.subtractingReportingOverflow(b)
      ulps = overflow ? abs(Double(a) - Double(b)) : Double(difference.magnitude)
    }
  }

  /// The bit pattern mapped to a signed integer that increases with the value (−0 and +0 meet).
  static func orderedBits(_ value: Double) -> Int64 {
    let bits = Int64(bitPattern: value.bitPattern)
    return bits < 0 ? Int64.min &- bits : bits
  }

  /// Whether the error is within at least one of the given tolerances (nil ones are not used).
  public func isWithin(absolute: Double?, relative: Double?, ulps: Double?) -> Bool {
    if let absolute, self.absolute <= absolute { return true }
    if let relative, self.relative <= relative { return true }
    if let ulps, self.ulps <= ulps { return true }
    return false
  }

  public var description: String {
    "absolute error \(absolute), relative error \(relative), \(ulps) ulps"
  }
}

/// Expects `actual` to be within at least one of the given tolerances of `expected`, recording an
/// issue that prints both values and the error in every measure otherwise. At least one tolerance
/// must be given.
public func expectClose(
  _ actual: Double, _ expected: Double, absolute: Double? = nil, relative: Double? = nil,
  ulps: Double? = nil, _ comment: @autoclosure () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation
) {
  precondition(
    absolute != nil || relative != nil || ulps != nil, "expectClose: give at least one tolerance")
  let error = ErrorMeasure(actual: actual, expected: expected)
  if !error.isWithin(absolute: absolute, relative: relative, ulps: ulps) {
    var tolerances: [String] = []
    if let absolute { tolerances.append("absolute \(absolute)") }
    if let relative { tolerances.append("relative \(relative)") }
    if let ulps { tolerances.append("\(ulps) ulps") }
    let note = comment()
    Issue.record(
      Comment(
        rawValue: "\(actual) is not close to \(expected): \(error); allowed "
          + tolerances.joined(separator: " or ") + (note.isEmpty ? "" : " — \(note)")),
      sourceLocation: sourceLocation)
  }
}
