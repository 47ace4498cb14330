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
  /// The kinds of rejection, to switch on.
  public enum Kind: Hashable, Sendable {
    /// A number that is NaN or infinite where a finite one is required.
    case notFinite
    /// A finite number, or a value made of numbers, outside its allowed range (a control point
    /// x of 1.5, a negative mass, a zero-width rect, a derived rate beyond its limits).
    case outOfRange
    /// A collection with the wrong number of elements (key times, timing functions, springs,
    /// stops).
    case wrongCount
    /// Elements in the wrong order (key times or `linear()` inputs that decrease).
    case outOfOrder
  }

  /// What kind of rejection.
  public var kind: Kind
  /// The type whose parameter was rejected ("CubicBezier").
  public var type: String
  /// The parameter ("x1"), or a derived quantity named after its parameters ("stiffness / mass").
  public var parameter: String
  /// What the parameter must satisfy, in words ("must lie in [0, 1]").
  public var requirement: String
  /// The value given, as text.
  public var value: String

  /// Creates an error of `kind` with the value given as text.
  public init(
    type: String, parameter: String, requirement: String, value: String, kind: Kind
  ) {
    self.kind = kind
    self.type = type
    self.parameter = parameter
    self.requirement = requirement
    self.value = value
  }

  /// Creates an error for a number: ``Kind/notFinite`` when it is NaN or infinite, else
  /// ``Kind/outOfRange``.
  public init(type: String, parameter: String, requirement: String, value: Double) {
    self.init(
      type: type, parameter: parameter, requirement: requirement, value: "\(value)",
      kind: value.isFinite ? .outOfRange : .notFinite)
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

extension ValidationError {
  /// Throws the error for `type`'s `parameter` unless `value` is finite. Checks made one
  /// parameter at a time, not by looping over an array of names and values, which cost an
  /// array and its generic destruction on every call.
  package static func requireFinite(_ value: Double, type: String, parameter: String)
    throws(ValidationError)
  {
    guard value.isFinite else {
      throw ValidationError(
        type: type, parameter: parameter, requirement: "must be finite", value: value)
    }
  }

  /// Throws the error for `type`'s `parameter` unless `value` is finite and > 0.
  package static func requirePositive(_ value: Double, type: String, parameter: String)
    throws(ValidationError)
  {
    guard value.isFinite && value > 0 else {
      throw ValidationError(
        type: type, parameter: parameter, requirement: "must be finite and > 0", value: value)
    }
  }
}
