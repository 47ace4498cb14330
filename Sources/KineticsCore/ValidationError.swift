/// A parameter outside its allowed range: which type and parameter, what the range is, and the
/// value given. Every Kinetics type validates its parameters in one place; initializers stop
/// with this error's ``description`` as their precondition message, decoders throw it inside a
/// `DecodingError`, parsers report it with the position of the offending text.
///
/// ```swift
/// do {
///   try CubicBezier.validate(x1: 1.5, y1: 0, x2: 0.58, y2: 1)
/// } catch {
///   error.description  // "CubicBezier: x1 must lie in [0, 1], got 1.5"
/// }
/// ```
public struct ValidationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The type whose parameter was rejected ("CubicBezier").
  public var type: String
  /// The parameter ("x1"), or a derived quantity named after its parameters ("stiffness / mass").
  public var parameter: String
  /// What the parameter must satisfy, in words ("must lie in [0, 1]").
  public var requirement: String
  /// The value given, as text.
  public var value: String

  /// Creates an error.
  public init(type: String, parameter: String, requirement: String, value: String) {
    self.type = type
    self.parameter = parameter
    self.requirement = requirement
    self.value = value
  }

  /// Creates an error for a number.
  public init(type: String, parameter: String, requirement: String, value: Double) {
    self.init(type: type, parameter: parameter, requirement: requirement, value: "\(value)")
  }

  /// "Type: parameter requirement, got value".
  public var description: String { "\(type): \(parameter) \(requirement), got \(value)" }
}

extension ValidationError {
  /// Stops the program with this error as the message: how an initializer reports a
  /// programmer error that its throwing counterpart would throw.
  public func stop(file: StaticString = #file, line: UInt = #line) -> Never {
    preconditionFailure(description, file: file, line: line)
  }
}
