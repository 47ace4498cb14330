import KineticsCore
import KineticsNumerics

/// Many springs stepped together, in structure-of-arrays storage: positions, velocities and
/// targets in contiguous arrays, advanced once per frame by a SIMD kernel with the exact
/// propagator (``SpringResponse``).
///
/// The springs share one ``DampedSpring`` (a frame then computes one propagator and costs a few
/// multiply-adds per spring) or each has its own (a frame with a new frame time recomputes one
/// propagator per spring — exp, sin and cos — and reuses them while the frame time holds).
///
/// ```swift
/// var batch = SpringBatch(spring: .snappy(), positions: [0, 0, 0], targets: [100, 200, 300])
/// batch.step(deltaTime: 1.0 / 120)
/// batch.retarget(1, to: 50)   // position and velocity carry over
/// ```
///
/// Rest: after each step a spring whose displacement and velocity are both within the rest
/// thresholds is snapped to its target with zero velocity, and stays there exactly until it is
/// retargeted. The defaults follow the peers (<doc:FormulasAndSources>): a displacement of 0.001
/// (Flutter's tolerance, and Core Animation's ε of a unit move) and a velocity of
/// 0.001 × 62.5 = 0.0625 per second (AndroidX's ratio: the speed that moves one threshold per
/// 16 ms frame). Use units accordingly: for points on screen, 0.5 and 31.25 are invisible.
public struct SpringBatch: Sendable {
  /// The springs' parameters: one shared spring, or one per spring.
  public enum Parameters: Sendable, Equatable {
    /// Every spring uses this one.
    case shared(DampedSpring)
    /// DampedSpring i uses element i.
    case perSpring([DampedSpring])
  }

  /// The parameters.
  public let parameters: Parameters
  /// Current positions.
  public private(set) var positions: [Double]
  /// Current velocities, units per second.
  public private(set) var velocities: [Double]
  /// Targets.
  public private(set) var targets: [Double]
  /// A spring within this distance of its target (and below ``restVelocity``) is snapped to it.
  public var restDisplacement: Double
  /// A spring slower than this (units per second, and within ``restDisplacement``) is snapped.
  public var restVelocity: Double

  /// The frame time of the cached propagators.
  private var cachedDeltaTime: Double?
  /// The propagator coefficients for ``cachedDeltaTime``: four doubles (a, b, c, d), once for a
  /// shared spring or per spring in structure-of-arrays order (all a, then all b, …).
  private var cachedCoefficients: [Double] = []

  /// Creates a batch.
  ///
  /// - Precondition: `positions`, `targets` and `velocities` (if given) have equal counts, and
  ///   every value is finite; thresholds are ≥ 0.
  public init(
    spring: DampedSpring, positions: [Double], velocities: [Double]? = nil, targets: [Double],
    restDisplacement: Double = 0.001, restVelocity: Double = 0.0625
  ) {
    self.init(
      parameters: .shared(spring), positions: positions, velocities: velocities, targets: targets,
      restDisplacement: restDisplacement, restVelocity: restVelocity)
  }

  /// Creates a batch in which spring i uses `springs[i]`.
  ///
  /// - Precondition: as ``init(spring:positions:velocities:targets:restDisplacement:restVelocity:)``,
  ///   and `springs` has one element per position.
  public init(
    springs: [DampedSpring], positions: [Double], velocities: [Double]? = nil, targets: [Double],
    restDisplacement: Double = 0.001, restVelocity: Double = 0.0625
  ) {
    precondition(
      springs.count == positions.count,
      "SpringBatch: springs (\(springs.count)) and positions (\(positions.count)) must have equal counts"
    )
    self.init(
      parameters: .perSpring(springs), positions: positions, velocities: velocities,
      targets: targets, restDisplacement: restDisplacement, restVelocity: restVelocity)
  }

  private init(
    parameters: Parameters, positions: [Double], velocities: [Double]?, targets: [Double],
    restDisplacement: Double, restVelocity: Double
  ) {
    let velocities = velocities ?? Array(repeating: 0, count: positions.count)
    precondition(
      targets.count == positions.count && velocities.count == positions.count,
      "SpringBatch: positions (\(positions.count)), velocities (\(velocities.count)) and "
        + "targets (\(targets.count)) must have equal counts")
    precondition(
      (positions + velocities + targets).allSatisfy(\.isFinite),
      "SpringBatch: positions, velocities and targets must be finite")
    precondition(
      restDisplacement >= 0 && restVelocity >= 0,
      "SpringBatch: rest thresholds must be ≥ 0, got \(restDisplacement), \(restVelocity)")
    self.parameters = parameters
    self.positions = positions
    self.velocities = velocities
    self.targets = targets
    self.restDisplacement = restDisplacement
    self.restVelocity = restVelocity
  }

  /// The number of springs.
  public var count: Int { positions.count }

  /// Moves spring `index`'s target; its position and velocity carry over.
  ///
  /// - Precondition: `index` in range, `target` finite.
  public mutating func retarget(_ index: Int, to target: Double) {
    precondition(target.isFinite, "SpringBatch.retarget: target must be finite, got \(target)")
    targets[index] = target
  }

  /// Whether spring `index` rests exactly at its target.
  public func isResting(_ index: Int) -> Bool {
    positions[index] == targets[index] && velocities[index] == 0
  }

  /// Whether every spring rests.
  public var isResting: Bool { (0..<count).allSatisfy(isResting) }

  /// Advances every spring by `deltaTime` seconds; ≤ 0 does nothing.
  ///
  /// With `concurrently`, the springs are split into ranges of at least 32,768 (at most four
  /// per core) advanced at once on the machine's cores, and the call returns when all are
  /// done; the results are bit for bit those of one pass (each range starts at a multiple of
  /// eight, so the SIMD kernel groups every spring as it would in one pass). It pays from
  /// about 100,000 springs; below 65,536 it runs on the calling thread either way.
  ///
  /// - Complexity: O(n), one propagator (exp, sin, cos) per distinct frame time, then ~10
  ///   floating-point operations per spring, eight springs per SIMD iteration.
  /// - Precondition: `deltaTime` finite.
  public mutating func step(deltaTime: Double, concurrently: Bool = false) {
    precondition(deltaTime.isFinite, "SpringBatch.step: deltaTime must be finite, got \(deltaTime)")
    guard deltaTime > 0 else { return }
    if cachedDeltaTime != deltaTime {
      SpringBatch.fillCoefficients(&cachedCoefficients, parameters, deltaTime: deltaTime)
      cachedDeltaTime = deltaTime
    }
    let rest = (restDisplacement, restVelocity)
    let count = self.count
    let isShared = if case .shared = parameters { true } else { false }
    cachedCoefficients.withUnsafeBufferPointer { coefficients in
      targets.withUnsafeBufferPointer { targets in
        positions.withUnsafeMutableBufferPointer { positions in
          velocities.withUnsafeMutableBufferPointer { velocities in
            let state = _SpringBatchState(
              count: count, positions: positions.baseAddress!,
              velocities: velocities.baseAddress!, targets: targets.baseAddress!, rest: rest)
            let coefficients = coefficients.baseAddress!
            guard concurrently else {
              return state.advance(0..<count, coefficients, isShared: isShared)
            }
            forEachConcurrentRange(count: count, minimumLength: 32_768, alignment: 8) { range in
              state.advance(range, coefficients, isShared: isShared)
            }
          }
        }
      }
    }
  }

  /// Writes the propagator coefficients for `deltaTime` in the layout of
  /// ``cachedCoefficients``, reusing its storage (no allocation after the first frame).
  static func fillCoefficients(
    _ coefficients: inout [Double], _ parameters: Parameters, deltaTime: Double
  ) {
    switch parameters {
    case .shared(let spring):
      let response = SpringResponse(spring: spring, time: deltaTime)
      if coefficients.count != 4 { coefficients = [0, 0, 0, 0] }
      (coefficients[0], coefficients[1], coefficients[2], coefficients[3]) = (
        response.a, response.b, response.c, response.d
      )
    case .perSpring(let springs):
      let count = springs.count
      if coefficients.count != 4 * count { coefficients = Array(repeating: 0, count: 4 * count) }
      coefficients.withUnsafeMutableBufferPointer { buffer in
        for (index, spring) in springs.enumerated() {
          let response = SpringResponse(spring: spring, time: deltaTime)
          buffer[index] = response.a
          buffer[count + index] = response.b
          buffer[2 * count + index] = response.c
          buffer[3 * count + index] = response.d
        }
      }
    }
  }
}

extension SpringBatch: CustomStringConvertible, CustomReflectable {
  /// "SpringBatch(1000 springs, shared DampedSpring(…))".
  public var description: String {
    switch parameters {
    case .shared(let spring): "SpringBatch(\(count) springs, shared \(spring))"
    case .perSpring: "SpringBatch(\(count) springs, one spring each)"
    }
  }

  /// The count and the rest thresholds, without the arrays (a batch may hold millions).
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "count": count, "restDisplacement": restDisplacement, "restVelocity": restVelocity,
      ], displayStyle: .struct)
  }
}
