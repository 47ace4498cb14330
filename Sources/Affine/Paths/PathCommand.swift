/// One command of SVG path data, as written: its operation and whether its coordinates are
/// relative to the current point.
///
/// The commands are those of SVG 2, "Paths", section "Path data": `M`/`m` move, `L`/`l` line,
/// `H`/`h` and `V`/`v` horizontal and vertical lines, `C`/`c` and `S`/`s` cubic béziers (`S`
/// reflects the previous cubic's second control point), `Q`/`q` and `T`/`t` quadratic béziers
/// (`T` reflects the previous quadratic's control point), `A`/`a` elliptical arcs and `Z`/`z`
/// close. Lower-case letters are relative: their coordinates are offsets from the current point.
///
/// ```swift
/// let command = PathCommand(.line(to: Point2D(x: 10, y: 20)), isRelative: true)
/// command.letter  // "l"
/// ```
@frozen
public struct PathCommand: Hashable, Sendable {
  /// What a command draws, with its arguments.
  @frozen
  public enum Operation: Hashable, Sendable {
    /// `M`: starts a new subpath at `to`. Further coordinate pairs after it are lines.
    case move(to: Point2D)
    /// `L`: a straight line to `to`.
    case line(to: Point2D)
    /// `H`: a horizontal line to the x coordinate `toX`.
    case horizontalLine(toX: Double)
    /// `V`: a vertical line to the y coordinate `toY`.
    case verticalLine(toY: Double)
    /// `C`: a cubic bézier with two control points.
    case cubic(control1: Point2D, control2: Point2D, to: Point2D)
    /// `S`: a cubic bézier whose first control point is the reflection of the previous cubic's
    /// second control point about the current point (the current point itself after any other
    /// command).
    case smoothCubic(control2: Point2D, to: Point2D)
    /// `Q`: a quadratic bézier.
    case quadratic(control: Point2D, to: Point2D)
    /// `T`: a quadratic bézier whose control point is the reflection of the previous
    /// quadratic's control point (the current point after any other command).
    case smoothQuadratic(to: Point2D)
    /// `A`: an elliptical arc to `to` with radii `radiusX`, `radiusY` (points), the ellipse's
    /// x axis rotated by `rotation` degrees, and the two flags choosing one of the four arcs.
    case arc(
      radiusX: Double, radiusY: Double, rotation: Double, largeArc: Bool, sweep: Bool, to: Point2D)
    /// `Z`: a straight line back to the subpath's start, closing it.
    case close
  }

  /// What the command draws.
  public let operation: Operation
  /// Whether the coordinates are offsets from the current point (a lower-case letter); always
  /// false for a close.
  public let isRelative: Bool

  /// Creates a command. A close is never relative (it has no coordinates), so `z` and `Z` are
  /// one command.
  @inlinable
  public init(_ operation: Operation, isRelative: Bool = false) {
    self.operation = operation
    self.isRelative = isRelative && operation != .close
  }

  /// The command's letter: upper case when absolute, lower case when relative (`Z` is written
  /// upper case either way, as CSS serializes it).
  public var letter: Character {
    let upper: Character
    switch operation {
    case .move: upper = "M"
    case .line: upper = "L"
    case .horizontalLine: upper = "H"
    case .verticalLine: upper = "V"
    case .cubic: upper = "C"
    case .smoothCubic: upper = "S"
    case .quadratic: upper = "Q"
    case .smoothQuadratic: upper = "T"
    case .arc: upper = "A"
    case .close: return "Z"
    }
    return isRelative ? Character(upper.lowercased()) : upper
  }

  /// The numbers the command is written with, in the order SVG writes them (arc flags as 0 or 1).
  public var arguments: [Double] {
    switch operation {
    case .move(let point), .line(let point), .smoothQuadratic(let point): [point.x, point.y]
    case .horizontalLine(let x): [x]
    case .verticalLine(let y): [y]
    case .cubic(let control1, let control2, let end):
      [control1.x, control1.y, control2.x, control2.y, end.x, end.y]
    case .smoothCubic(let control, let end), .quadratic(let control, let end):
      [control.x, control.y, end.x, end.y]
    case .arc(let radiusX, let radiusY, let rotation, let largeArc, let sweep, let end):
      [radiusX, radiusY, rotation, largeArc ? 1 : 0, sweep ? 1 : 0, end.x, end.y]
    case .close: []
    }
  }
}
