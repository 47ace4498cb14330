import Kinetics
/// The classic browser cubic-bezier solver, as WebKit, Chromium and Gecko describe it
/// (Chromium's `gfx::CubicBezier`, WebKit's `UnitBezier`): an 11-sample table for the first guess, at most 4 Newton steps that stop
/// when |x error| < 1e-7 and give up when |x′| < 1e-7, then bisection to the same tolerance.
/// It is the in-run baseline for Kinetics' solver; written here from that description.
struct BrowserBezierSolver {
  static let tolerance = 1e-7
  static let sampleCount = 11

  let ax: Double, bx: Double, cx: Double
  let ay: Double, by: Double, cy: Double
  var samples: [Double]

  init(x1: Double, y1: Double, x2: Double, y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    samples = []
    let step = 1 / Double(Self.sampleCount - 1)
    samples = (0..<Self.sampleCount).map { sampleX(Double($0) * step) }
  }

  @inline(__always) func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  @inline(__always) func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  @inline(__always) func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  func solveParameter(_ x: Double) -> Double {
    let step = 1 / Double(Self.sampleCount - 1)
    var guess = 0.0
    for index in 1..<Self.sampleCount where samples[index] >= x {
      let lower = samples[index - 1]
      let fraction = (x - lower) / (samples[index] - lower)
      guess = (Double(index - 1) + (fraction.isFinite ? fraction : 0)) * step
      break
    }
    var s = guess
    for _ in 0..<4 {
      let error = sampleX(s) - x
      if abs(error) < Self.tolerance { return s }
      let slope = slopeX(s)
      if abs(slope) < Self.tolerance { break }
      s -= error / slope
    }
    var (low, high) = (0.0, 1.0)
    s = x
    while low < high {
      let value = sampleX(s)
      if abs(value - x) < Self.tolerance { return s }
      if x > value { low = s } else { high = s }
      s = (high - low) / 2 + low
      if high - low < 1e-15 { break }
    }
    return s
  }

  func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return sampleY(solveParameter(x))
  }
}
