/// Walks path data command by command as SVG 2 draws it: relative coordinates made absolute
/// from the current point, `H` and `V` as lines, the control points `S` and `T` reflect, the
/// current point after a close back at the subpath's start. What both drawing the data and
/// validating it need.
struct PathDataWalker {
  /// What one command draws, in absolute coordinates.
  enum Step {
    case move(Point2D)
    case line(Point2D)
    case quadratic(control: Point2D, end: Point2D)
    case cubic(control1: Point2D, control2: Point2D, end: Point2D)
    case arc(
      radiusX: Double, radiusY: Double, rotation: Double, largeArc: Bool, sweep: Bool, end: Point2D)
    case close

    /// Every point the step names (for arcs, the end point).
    var points: [Point2D] {
      switch self {
      case .move(let point), .line(let point): [point]
      case .quadratic(let control, let end): [control, end]
      case .cubic(let control1, let control2, let end): [control1, control2, end]
      case .arc(_, _, _, _, _, let end): [end]
      case .close: []
      }
    }
  }

  private(set) var current = Point2D.zero
  private var subpathStart = Point2D.zero
  /// The control point an `S` (cubic) or `T` (quadratic) reflects, when the previous command
  /// left one.
  private var cubicControl: Point2D?
  private var quadraticControl: Point2D?

  mutating func step(_ command: PathCommand) -> Step {
    let offset = command.isRelative ? current.storage : .zero
    let origin = current
    func moved(_ point: Point2D) -> Point2D { Point2D(point.storage + offset) }
    func reflected(_ control: Point2D?) -> Point2D {
      control.map { Point2D(origin.storage * 2 - $0.storage) } ?? origin
    }
    let step: Step
    var nextCubicControl: Point2D?
    var nextQuadraticControl: Point2D?
    switch command.operation {
    case .move(let point):
      step = .move(moved(point))
      subpathStart = moved(point)
    case .line(let point): step = .line(moved(point))
    case .horizontalLine(let x): step = .line(Point2D(x: x + offset.x, y: origin.y))
    case .verticalLine(let y): step = .line(Point2D(x: origin.x, y: y + offset.y))
    case .cubic(let control1, let control2, let end):
      step = .cubic(control1: moved(control1), control2: moved(control2), end: moved(end))
      nextCubicControl = moved(control2)
    case .smoothCubic(let control2, let end):
      step = .cubic(control1: reflected(cubicControl), control2: moved(control2), end: moved(end))
      nextCubicControl = moved(control2)
    case .quadratic(let control, let end):
      step = .quadratic(control: moved(control), end: moved(end))
      nextQuadraticControl = moved(control)
    case .smoothQuadratic(let end):
      let control = reflected(quadraticControl)
      step = .quadratic(control: control, end: moved(end))
      nextQuadraticControl = control
    case .arc(let radiusX, let radiusY, let rotation, let largeArc, let sweep, let end):
      step = .arc(
        radiusX: radiusX, radiusY: radiusY, rotation: rotation, largeArc: largeArc, sweep: sweep,
        end: moved(end))
    case .close: step = .close
    }
    cubicControl = nextCubicControl
    quadraticControl = nextQuadraticControl
    current = step.points.last ?? subpathStart
    return step
  }
}
