import KineticsCore

/// SVG path data: a list of commands as written, relative ones included, parsed from text or
/// built in code.
///
/// `PathData` is the syntax: it keeps each command's letter and arguments so that text parses
/// and prints back as written (see ``init(svg:)`` and ``description``). For geometry — lengths,
/// points, tangents, transforms — convert it into a ``BezierPath``.
///
/// Validation: a non-empty list starts with a move, every argument is finite, and so is every
/// point the commands draw once made absolute (relative offsets that add up beyond 1.8e308, a
/// reflected control point beyond it, are rejected). The initializer stops on a list that
/// breaks this; ``validate(_:)`` reports it as an error, and the parser as a
/// ``PathDataError/Kind/numberOutOfRange`` at the command.
///
/// ```swift
/// let data = try PathData(svg: "m 10 20 h 30 v 40 z")
/// data.absolute.description  // "M 10 20 H 40 V 60 Z"
/// ```
@frozen
public struct PathData: Hashable, Sendable {
  /// The commands, in order.
  public private(set) var commands: [PathCommand]

  /// Creates path data from commands; an empty list is the empty path (`none` in CSS).
  ///
  /// - Precondition: the list is empty or starts with a move, and every argument is finite.
  public init(_ commands: [PathCommand] = []) {
    do { try Self.validate(commands) } catch { preconditionFailure(error.description) }
    self.commands = commands
  }

  /// Creates path data from commands known to be valid (the parser checks as it reads).
  @usableFromInline
  init(validated commands: [PathCommand]) { self.commands = commands }

  /// Checks what ``init(_:)`` requires.
  ///
  /// - Throws: `ValidationError` naming the first command that is not a move (`commands[0]`,
  ///   out of range), the first non-finite argument (`commands[i]`, not finite), or the first
  ///   command that draws a point beyond the double range (`commands[i]`, out of range).
  public static func validate(_ commands: [PathCommand]) throws(ValidationError) {
    if let first = commands.first, case .move = first.operation {
    } else if !commands.isEmpty {
      throw ValidationError(
        type: "PathData", parameter: "commands[0]", requirement: "must be a move",
        value: String(commands[0].letter), kind: .outOfRange)
    }
    for (index, command) in commands.enumerated() {
      for argument in command.arguments where !argument.isFinite {
        throw ValidationError(
          type: "PathData", parameter: "commands[\(index)]", requirement: "must be finite",
          value: argument)
      }
    }
    if let index = firstCommandDrawingBeyondRange(commands) {
      throw ValidationError(
        type: "PathData", parameter: "commands[\(index)]",
        requirement: "must draw points within the double range",
        value: String(commands[index].letter), kind: .outOfRange)
    }
  }

  /// The index of the first command whose absolute points are not finite, if any.
  static func firstCommandDrawingBeyondRange(_ commands: [PathCommand]) -> Int? {
    var walker = PathDataWalker()
    for (index, command) in commands.enumerated() {
      let points = walker.step(command).points
      if !points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) { return index }
    }
    return nil
  }

  /// The same path with every command in absolute coordinates, as CSS computes the `d` and
  /// `offset-path: path()` values: `H`, `V`, `S`, `T` and `A` stay themselves, only their
  /// coordinates change. A relative move at the start is relative to (0, 0); after a close, the
  /// current point is the closed subpath's start.
  public var absolute: PathData {
    var current = Point2D.zero
    var subpathStart = Point2D.zero
    var result: [PathCommand] = []
    result.reserveCapacity(commands.count)
    for command in commands {
      let offset = command.isRelative ? current.storage : .zero
      func moved(_ point: Point2D) -> Point2D { Point2D(point.storage + offset) }
      let operation: PathCommand.Operation
      switch command.operation {
      case .move(let point):
        operation = .move(to: moved(point))
        subpathStart = moved(point)
      case .line(let point): operation = .line(to: moved(point))
      case .horizontalLine(let x): operation = .horizontalLine(toX: x + offset.x)
      case .verticalLine(let y): operation = .verticalLine(toY: y + offset.y)
      case .cubic(let control1, let control2, let end):
        operation = .cubic(control1: moved(control1), control2: moved(control2), to: moved(end))
      case .smoothCubic(let control2, let end):
        operation = .smoothCubic(control2: moved(control2), to: moved(end))
      case .quadratic(let control, let end):
        operation = .quadratic(control: moved(control), to: moved(end))
      case .smoothQuadratic(let end): operation = .smoothQuadratic(to: moved(end))
      case .arc(let radiusX, let radiusY, let rotation, let largeArc, let sweep, let end):
        operation = .arc(
          radiusX: radiusX, radiusY: radiusY, rotation: rotation, largeArc: largeArc,
          sweep: sweep, to: moved(end))
      case .close: operation = .close
      }
      result.append(PathCommand(operation))
      current = Self.endPoint(of: operation, from: current, subpathStart: subpathStart)
    }
    return PathData(validated: result)
  }

  /// Where an absolute command leaves the current point.
  static func endPoint(
    of operation: PathCommand.Operation, from current: Point2D, subpathStart: Point2D
  ) -> Point2D {
    switch operation {
    case .move(let end), .line(let end), .cubic(_, _, let end), .smoothCubic(_, let end),
      .quadratic(_, let end), .smoothQuadratic(let end), .arc(_, _, _, _, _, let end):
      end
    case .horizontalLine(let x): Point2D(x: x, y: current.y)
    case .verticalLine(let y): Point2D(x: current.x, y: y)
    case .close: subpathStart
    }
  }
}
