import Affine
import Foundation
import FuzzDriver
import Motion

/// libFuzzer entry, structure-aware: a velocity tracker of any strategy, under Android's or
/// Flutter's rules, with fuzzed windows (accepted only if its validator accepts them), fed up
/// to 40 samples at fuzzed times — repeated, backward, bunched and at the ends of the double
/// range — and positions, in one or two dimensions, then queried at fuzzed times. Invariants: no trap; the velocity is finite; the confidence is nil
/// or in [0, 1]; a speed limit holds to rounding (1e-14, or two subnormal steps).
func fuzzVelocity(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let strategy: VelocityTracker<Point2D>.Strategy =
    switch input.choice(5) {
    case 0: .impulse
    case 1: .iOSScrollViewFling
    case 2: .macOSScrollViewFling
    default: .leastSquares(degree: input.choice(6))
    }
  let rules: VelocityTracker<Point2D>.Rules = input.choice(2) == 0 ? .android : .flutter
  let (horizon, stopThreshold) = (abs(input.double()), abs(input.double()))
  let maximumSamples = input.choice(25)
  guard
    (try? VelocityTracker<Point2D>.validate(
      strategy: strategy, horizon: horizon, stopThreshold: stopThreshold,
      maximumSamples: maximumSamples)) != nil
  else { return 0 }
  var plane = VelocityTracker<Point2D>(
    strategy: strategy, rules: rules, horizon: horizon, stopThreshold: stopThreshold,
    maximumSamples: maximumSamples)
  let lineStrategy: VelocityTracker<Double>.Strategy =
    switch strategy {
    case .impulse: .impulse
    case .iOSScrollViewFling: .iOSScrollViewFling
    case .macOSScrollViewFling: .macOSScrollViewFling
    case .leastSquares: .leastSquares(degree: 2)
    }
  var line = VelocityTracker<Double>(
    strategy: lineStrategy, rules: rules == .android ? .android : .flutter, horizon: horizon,
    stopThreshold: stopThreshold, maximumSamples: maximumSamples)
  var time = input.finiteDouble()
  for _ in 0..<(input.choice(40) + 1) {
    switch input.choice(4) {
    case 0: time = input.finiteDouble()
    case 1: break
    default:
      let step = time + abs(input.finiteDouble()) * Double(input.byte()) / 255
      if step.isFinite { time = step }
    }
    let position = Point2D(x: input.finiteDouble(), y: input.finiteDouble())
    plane.add(position, atTime: time)
    line.add(position.x, atTime: time)
    let query = input.choice(2) == 0 ? time : input.finiteDouble()
    let what = { "at \(query) after (\(time), \(position))" }
    let estimate = plane.estimate(atTime: query)
    check(
      estimate.velocity.x.isFinite && estimate.velocity.y.isFinite, "plane \(estimate) " + what())
    check(estimate.confidence.map { (0...1).contains($0) } ?? true, "plane \(estimate) " + what())
    check(line.velocity(atTime: query).isFinite, "line " + what())
    let limit = abs(input.finiteDouble())
    let limited = plane.velocity(atTime: query, maximumSpeed: limit)
    let length = hypot(limited.x, limited.y)
    check(
      length <= limit * (1 + 1e-14) + 2 * .leastNonzeroMagnitude,
      "limit \(limit): \(limited) " + what())
  }
  return 0
}

@_cdecl("FuzzVelocity_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzVelocity)
}
