import CSSSyntax
import KineticsCore

extension TimingFunction {
  /// Parses a CSS `<easing-function>`: the keywords `linear`, `ease`, `ease-in`, `ease-out`,
  /// `ease-in-out`, `step-start`, `step-end` (ASCII case-insensitive), and the functions
  /// `cubic-bezier(x1, y1, x2, y2)`, `steps(n[, position])` and `linear(stop, …)`, with the
  /// validity rules of css-easing-1/2 (x1 and x2 in [0, 1], n ≥ 1 and ≥ 2 for `jump-none`, at
  /// least two `linear()` stops, finite numbers).
  ///
  /// - Throws: `CSSParseError` naming the offending token and its offset.
  public init(css text: String) throws(CSSParseError) {
    var parser = CSSEasingParser(text)
    self = try parser.parseEasingFunction()
  }
}

/// A recursive-descent parser of one CSS easing function.
struct CSSEasingParser: CSSScanning {
  let scalars: [Unicode.Scalar]
  var position = 0

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  typealias Failure = CSSParseError

  mutating func parseEasingFunction() throws(Failure) -> TimingFunction {
    skipWhitespace()
    let start = position
    let name = readName()
    guard !name.isEmpty else { throw unexpected(expected: "an easing function") }
    let lowered = name.lowercased()
    let result: TimingFunction
    if peek() == "(" {
      position += 1
      switch lowered {
      case "cubic-bezier": result = try parseCubicBezier()
      case "steps": result = try parseSteps()
      case "linear": result = try parseLinearFunction(nameOffset: start)
      default:
        throw Failure(
          kind: .unknownName, message: "unknown easing function '\(name)()'", token: name,
          offset: start)
      }
    } else {
      switch lowered {
      case "linear": result = .linear
      case "ease": result = .ease
      case "ease-in": result = .easeIn
      case "ease-out": result = .easeOut
      case "ease-in-out": result = .easeInOut
      case "step-start": result = .stepStart
      case "step-end": result = .stepEnd
      default:
        throw Failure(
          kind: .unknownName, message: "unknown easing keyword '\(name)'", token: name,
          offset: start)
      }
    }
    skipWhitespace()
    guard position == scalars.count else { throw unexpected(expected: "the end of the text") }
    return result
  }

  mutating func parseCubicBezier() throws(Failure) -> TimingFunction {
    var numbers: [(value: Double, token: String, offset: Int)] = []
    for (index, name) in ["x1", "y1", "x2", "y2"].enumerated() {
      if index > 0 { try expect(",") }
      numbers.append(try readNumber(named: name))
    }
    do {
      try CubicBezier.validate(
        x1: numbers[0].value, y1: numbers[1].value, x2: numbers[2].value, y2: numbers[3].value)
    } catch {
      let number = numbers[["x1", "y1", "x2", "y2"].firstIndex(of: error.parameter) ?? 0]
      throw outOfRange(error, token: number.token, offset: number.offset)
    }
    try expect(")")
    let values = numbers.map(\.value)
    return .cubicBezier(CubicBezier(x1: values[0], y1: values[1], x2: values[2], y2: values[3]))
  }

  /// A validator's error at the token that gave the rejected value.
  func outOfRange(_ error: ValidationError, token: String, offset: Int) -> Failure {
    Failure(
      kind: .valueOutOfRange, message: "\(error.parameter) \(error.requirement)", token: token,
      offset: offset)
  }

  mutating func parseSteps() throws(Failure) -> TimingFunction {
    skipWhitespace()
    let start = position
    let (value, token, _) = try readNumber(named: "the step count")
    guard !token.contains(where: { ".eE".contains($0) }) else {
      throw Failure(
        kind: .valueOutOfRange, message: "the step count must be an integer", token: token,
        offset: start)
    }
    // css-values-4: an integer beyond what the implementation supports is clamped to it.
    let largest = Double(Steps.largestCount)
    let count = Int(min(max(value, -largest), largest))
    var stepPosition = Steps.Position.end
    skipWhitespace()
    if peek() == "," {
      position += 1
      skipWhitespace()
      let keywordStart = position
      let keyword = readName()
      guard let parsed = Steps.Position(rawValue: keyword.lowercased()) else {
        if keyword.isEmpty { throw unexpected(expected: "a step position") }
        throw Failure(
          kind: .unknownName,
          message: "unknown step position (expected jump-start, jump-end, jump-none, jump-both, "
            + "start or end)", token: keyword, offset: keywordStart)
      }
      stepPosition = parsed
    }
    do { try Steps.validate(count: count, position: stepPosition) } catch {
      throw outOfRange(error, token: token, offset: start)
    }
    try expect(")")
    return .steps(Steps(count, stepPosition))
  }

  mutating func parseLinearFunction(nameOffset: Int) throws(Failure) -> TimingFunction {
    var stops: [PiecewiseLinear.Stop] = []
    repeat {
      if !stops.isEmpty { position += 1 }
      stops.append(try parseLinearStop())
      skipWhitespace()
    } while peek() == ","
    try expect(")")
    do { try PiecewiseLinear.validate(stops: stops) } catch {
      throw Failure(
        kind: .tooFewStops, message: "linear() \(error.parameter) \(error.requirement)",
        token: "linear", offset: nameOffset)
    }
    return .piecewiseLinear(PiecewiseLinear(stops: stops))
  }

  /// `<number> <percentage>{0,2}` or `<percentage>{1,2} <number>`.
  mutating func parseLinearStop() throws(Failure) -> PiecewiseLinear.Stop {
    var output: Double?
    var inputs: [Double] = []
    while true {
      skipWhitespace()
      guard let next = peek(),
        next == "." || next == "+" || next == "-" || next.properties.numericType != nil
      else { break }
      let (value, token, offset) = try readNumber(named: "a stop value")
      if peek() == "%" {
        position += 1
        guard inputs.count < 2 else {
          throw Failure(
            kind: .unexpectedToken, message: "a stop has at most two percentages",
            token: token + "%", offset: offset)
        }
        // Percent to fraction by moving the decimal point, then one rounding (see percentText).
        inputs.append(DecimalText(token)?.scaled(byPowerOfTen: -2).value ?? value / 100)
      } else {
        guard output == nil else {
          throw Failure(
            kind: .unexpectedToken, message: "a stop has one output number",
            token: token, offset: offset)
        }
        output = value
      }
    }
    guard let output else { throw unexpected(expected: "a stop's output number") }
    return PiecewiseLinear.Stop(output, inputs: inputs)
  }

  // MARK: Tokens

  /// A CSS number (``CSSScanning/scanNumber()``) that is finite — as a percentage when a `%`
  /// follows it.
  mutating func readNumber(named name: String) throws(Failure) -> (Double, String, Int) {
    guard let number = scanNumber() else { throw unexpected(expected: "a number for \(name)") }
    let finite =
      peek() == "%" ? Self.fraction(ofPercentage: number).isFinite : number.value.isFinite
    guard finite else {
      throw Failure(
        kind: .valueOutOfRange, message: "\(name) must be finite", token: number.token,
        offset: number.offset)
    }
    return (number.value, number.token, number.offset)
  }

}
