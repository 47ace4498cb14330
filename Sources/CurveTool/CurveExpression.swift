import Easing
import Springs

/// A curve named on the command line: CSS easing text (`ease-in-out`, `steps(4, jump-none)`,
/// `linear(0, 0.25 25% 75%, 1)`…), a Penner family (`elastic-out`, `back-in-out`…) or a spring
/// (`spring(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)` as UIKit,
/// `spring(response:dampingRatio:)` and `spring(duration:bounce:)` as SwiftUI,
/// `spring(mass:stiffness:damping:)`, `spring(tension:friction:)` as Origami).
public struct CurveExpression: TimingCurve {
  /// What the expression names.
  public enum Kind: Hashable, Sendable {
    /// A CSS easing function (keyword, `cubic-bezier()`, `steps()` or `linear()`).
    case css(TimingFunction)
    /// A Penner family curve, such as `elastic-out`.
    case ease(Ease)
    /// A spring over `curve.duration` seconds: UIKit's duration, or the exact settling time.
    case spring(DampedSpring, curve: SpringCurve)
  }

  /// The text as given.
  public let text: String
  /// The curve.
  public let kind: Kind

  /// Why an expression could not be read, and where.
  public struct ParseError: Error, CustomStringConvertible, Equatable {
    /// The character offset of the problem.
    public var offset: Int
    /// What was expected.
    public var message: String
    public var description: String { "\(message) at offset \(offset)" }
  }

  /// Parses `text`.
  public init(_ text: String) throws(ParseError) {
    self.text = text
    let trimmed = text.trimmingCharacters(in: " ")
    if trimmed.lowercased().hasPrefix("spring") {
      kind = try CurveExpression.parseSpring(text)
    } else if let ease = CurveExpression.penner(trimmed.lowercased()) {
      kind = .ease(ease)
    } else {
      do {
        kind = .css(try TimingFunction(css: text))
      } catch {
        throw ParseError(
          offset: error.offset,
          message: "\(error.message) (or a Penner name such as elastic-out, or spring(…))")
      }
    }
  }

  /// `family-mode` names: quad, cubic, quart, quint, sine, exponential (expo), circular (circ),
  /// back, elastic, bounce; in, out, in-out, out-in.
  static func penner(_ name: String) -> Ease? {
    let families: [(String, Ease.Family)] = [
      ("quad", .quad), ("cubic", .cubic), ("quart", .quart), ("quint", .quint), ("sine", .sine),
      ("exponential", .exponential), ("expo", .exponential), ("circular", .circular),
      ("circ", .circular),
      ("back", .back(overshoot: 1.70158)), ("elastic", .elastic(amplitude: 1, period: 0.3)),
      ("bounce", .bounce),
    ]
    let modes: [(String, Ease.Mode)] = [
      ("-in-out", .inOut), ("-out-in", .outIn), ("-in", .in), ("-out", .out),
    ]
    for (familyName, family) in families {
      for (suffix, mode) in modes where name == familyName + suffix { return Ease(family, mode) }
    }
    return nil
  }

  /// `spring(label: number, …)`.
  static func parseSpring(_ text: String) throws(ParseError) -> Kind {
    let characters = Array(text)
    var index = 0
    func skipSpaces() { while index < characters.count && characters[index] == " " { index += 1 } }
    func expect(_ character: Character) throws(ParseError) {
      skipSpaces()
      guard index < characters.count && characters[index] == character else {
        throw ParseError(offset: index, message: "expected '\(character)'")
      }
      index += 1
    }
    skipSpaces()
    index += 6  // "spring"
    try expect("(")
    var arguments: [String: Double] = [:]
    var order: [String] = []
    while true {
      skipSpaces()
      let start = index
      while index < characters.count && characters[index].isLetter { index += 1 }
      let label = String(characters[start..<index])
      guard !label.isEmpty else {
        throw ParseError(offset: start, message: "expected an argument label")
      }
      try expect(":")
      skipSpaces()
      let numberStart = index
      while index < characters.count && "+-.0123456789eE".contains(characters[index]) { index += 1 }
      guard let value = Double(String(characters[numberStart..<index])), value.isFinite else {
        throw ParseError(offset: numberStart, message: "expected a number for \(label)")
      }
      arguments[label] = value
      order.append(label)
      skipSpaces()
      if index < characters.count && characters[index] == "," {
        index += 1
        continue
      }
      try expect(")")
      break
    }
    skipSpaces()
    guard index == characters.count else {
      throw ParseError(offset: index, message: "expected the end of the expression")
    }
    return try springKind(arguments, labels: Set(order), offset: 0)
  }

  static func springKind(_ a: [String: Double], labels: Set<String>, offset: Int) throws(ParseError)
    -> Kind
  {
    func positive(_ name: String) throws(ParseError) -> Double {
      guard let value = a[name], value > 0 else {
        throw ParseError(offset: offset, message: "\(name) must be > 0")
      }
      return value
    }
    switch labels {
    case ["duration", "dampingRatio", "initialVelocity"], ["duration", "dampingRatio"]:
      let curve = SpringCurve.uiKit(
        duration: try positive("duration"), dampingRatio: a["dampingRatio"]!,
        initialVelocity: a["initialVelocity"] ?? 0)
      return .spring(curve.spring, curve: curve)
    case ["response", "dampingRatio"]:
      guard a["dampingRatio"]! >= 0 else {
        throw ParseError(offset: offset, message: "dampingRatio must be ≥ 0")
      }
      return settled(DampedSpring(response: try positive("response"), dampingRatio: a["dampingRatio"]!))
    case ["duration", "bounce"]:
      guard a["bounce"]! > -1 && a["bounce"]! <= 1 else {
        throw ParseError(offset: offset, message: "bounce must lie in (−1, 1]")
      }
      return settled(DampedSpring(duration: try positive("duration"), bounce: a["bounce"]!))
    case ["mass", "stiffness", "damping"]:
      guard a["damping"]! >= 0 else {
        throw ParseError(offset: offset, message: "damping must be ≥ 0")
      }
      return settled(
        DampedSpring(
          mass: try positive("mass"), stiffness: try positive("stiffness"), damping: a["damping"]!,
          allowOverDamping: true))
    case ["tension", "friction"]:
      let spring = DampedSpring(origamiTension: a["tension"]!, friction: a["friction"]!)
      return settled(spring)
    default:
      throw ParseError(
        offset: offset,
        message:
          "expected spring(duration:dampingRatio:initialVelocity:), (response:dampingRatio:), (duration:bounce:), (mass:stiffness:damping:) or (tension:friction:)"
      )
    }
  }

  /// A spring shown over its exact settling time (ε 0.001 of a unit move; 10 s if undamped).
  static func settled(_ spring: DampedSpring) -> Kind {
    let settle = spring.exactSettlingDuration(initialDisplacement: -1)
    let duration = settle.isFinite && settle > 0 ? settle : 10
    return .spring(spring, curve: SpringCurve(spring: spring, duration: duration))
  }

  public func value(at progress: Double) -> Double {
    switch kind {
    case .css(let function): function.value(at: progress)
    case .ease(let ease): ease.value(at: progress)
    case .spring(_, let curve): curve.value(at: progress)
    }
  }

  public func velocity(at progress: Double) -> Double {
    switch kind {
    case .css(let function): function.velocity(at: progress)
    case .ease(let ease): ease.velocity(at: progress)
    case .spring(_, let curve): curve.velocity(at: progress)
    }
  }
}

extension String {
  func trimmingCharacters(in set: Character) -> String {
    String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}
