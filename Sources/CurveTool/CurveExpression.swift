import Easing
import KineticsCore
import Springs

/// A curve named on the command line: CSS easing text (`ease-in-out`, `steps(4, jump-none)`,
/// `linear(0, 0.25 25% 75%, 1)`…), a Penner family (`elastic-out`, `back-in-out`…) or a spring
/// (`spring(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)` as UIKit,
/// `spring(response:dampingRatio:)`, `spring(duration:bounce:)` and
/// `spring(settlingDuration:dampingRatio:)` as SwiftUI, `spring(mass:stiffness:damping:)`,
/// `spring(tension:friction:)` as Origami, `spring(bounciness:speed:)` as React Native,
/// `spring(visualDuration:bounce:)` as Framer Motion).
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
    var offsets: [String: Int] = [:]
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
      guard arguments[label] == nil else {
        throw ParseError(offset: start, message: "\(label) is given twice")
      }
      arguments[label] = value
      offsets[label] = numberStart
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
    return try springKind(arguments, offsets: offsets, labels: Set(order))
  }

  /// The spring the labels name, checked by the spring's own validator; an error points at the
  /// argument it names.
  static func springKind(
    _ a: [String: Double], offsets: [String: Int], labels: Set<String>
  ) throws(ParseError) -> Kind {
    func checked(_ validate: () throws -> Void) throws(ParseError) {
      do { try validate() } catch {
        let failure = error as? ValidationError
        let parameter = failure.map { String($0.parameter.prefix { $0.isLetter }) } ?? ""
        throw ParseError(
          offset: offsets[parameter] ?? 0,
          message: failure.map { "\($0.parameter) \($0.requirement)" } ?? "\(error)")
      }
    }
    switch labels {
    case ["duration", "dampingRatio", "initialVelocity"], ["duration", "dampingRatio"]:
      let (duration, ratio, velocity) = (
        a["duration"]!, a["dampingRatio"]!, a["initialVelocity"] ?? 0
      )
      try checked {
        try DampedSpring.validate(
          uiKitDuration: duration, dampingRatio: ratio, initialVelocity: velocity)
      }
      let curve = SpringCurve.uiKit(
        duration: duration, dampingRatio: ratio, initialVelocity: velocity)
      return .spring(curve.spring, curve: curve)
    case ["response", "dampingRatio"]:
      let (response, ratio) = (a["response"]!, a["dampingRatio"]!)
      try checked { try DampedSpring.validate(response: response, dampingRatio: ratio) }
      return settled(DampedSpring(response: response, dampingRatio: ratio))
    case ["duration", "bounce"]:
      let (duration, bounce) = (a["duration"]!, a["bounce"]!)
      try checked { try DampedSpring.validate(duration: duration, bounce: bounce) }
      return settled(DampedSpring(duration: duration, bounce: bounce))
    case ["mass", "stiffness", "damping"]:
      let (mass, stiffness, damping) = (a["mass"]!, a["stiffness"]!, a["damping"]!)
      try checked { try DampedSpring.validate(mass: mass, stiffness: stiffness, damping: damping) }
      return settled(
        DampedSpring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true))
    case ["tension", "friction"]:
      let (tension, friction) = (a["tension"]!, a["friction"]!)
      try checked { try DampedSpring.validate(origamiTension: tension, friction: friction) }
      return settled(DampedSpring(origamiTension: tension, friction: friction))
    case ["bounciness", "speed"]:
      let (bounciness, speed) = (a["bounciness"]!, a["speed"]!)
      try checked { try DampedSpring.validate(bounciness: bounciness, speed: speed) }
      return settled(DampedSpring(bounciness: bounciness, speed: speed))
    case ["visualDuration", "bounce"]:
      let (duration, bounce) = (a["visualDuration"]!, a["bounce"]!)
      try checked { try DampedSpring.validate(visualDuration: duration, bounce: bounce) }
      return settled(DampedSpring(visualDuration: duration, bounce: bounce))
    case ["settlingDuration", "dampingRatio"]:
      let (duration, ratio) = (a["settlingDuration"]!, a["dampingRatio"]!)
      try checked {
        try DampedSpring.validate(settlingDuration: duration, dampingRatio: ratio, epsilon: 0.001)
      }
      return settled(DampedSpring(settlingDuration: duration, dampingRatio: ratio))
    default:
      throw ParseError(
        offset: 0,
        message:
          "expected spring(duration:dampingRatio:initialVelocity:), (response:dampingRatio:), "
          + "(duration:bounce:), (mass:stiffness:damping:), (tension:friction:), "
          + "(bounciness:speed:), (visualDuration:bounce:) or (settlingDuration:dampingRatio:)")
    }
  }

  /// A spring shown over its exact settling time (ε 0.001 of a unit move; 10 s if undamped or
  /// if it settles beyond 1e300 s).
  static func settled(_ spring: DampedSpring) -> Kind {
    let settle = spring.exactSettlingDuration(initialDisplacement: -1)
    let duration = settle > 0 && settle < 1e300 ? settle : 10
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
