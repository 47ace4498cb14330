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
/// Rest: after each step a spring whose displacement and velocity are both within the
/// ``tolerance`` is snapped to its target with zero velocity, and stays there exactly until it
/// is retargeted; a nil tolerance never snaps. The default, ``RestTolerance/unit``, follows the
/// peers (<doc:FormulasAndSources>): a displacement of 0.001 (Flutter's tolerance, and Core
/// Animation's ε of a unit move) and a velocity of 0.001 × 62.5 = 0.0625 per second (AndroidX's
/// ratio: the speed that moves one threshold per 16 ms frame). Use units accordingly: for
/// points on screen, `RestTolerance(minimumVisibleChange: 1.0 / 3)` is invisible.
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
  /// A spring within both of its bounds is snapped to its target; nil never snaps.
  public var tolerance: RestTolerance?

  /// The frame time of the cached propagators.
  private var cachedDeltaTime: Double?
  /// The propagator coefficients for ``cachedDeltaTime``: four doubles (a, b, c, d), once for a
  /// shared spring or per spring in structure-of-arrays order (all a, then all b, …).
  private var cachedCoefficients: [Double] = []

  /// Creates a batch.
  ///
  /// - Precondition: the rules of ``validate(spring:positions:velocities:targets:tolerance:)``.
  public init(
    spring: DampedSpring, positions: [Double], velocities: [Double]? = nil, targets: [Double],
    tolerance: RestTolerance? = .unit
  ) {
    do {
      try SpringBatch.validate(
        spring: spring, positions: positions, velocities: velocities, targets: targets,
        tolerance: tolerance)
    } catch { error.stop() }
    self.init(
      parameters: .shared(spring), positions: positions, velocities: velocities, targets: targets,
      tolerance: tolerance)
  }

  /// Creates a batch in which spring i uses `springs[i]`.
  ///
  /// - Precondition: the rules of ``validate(springs:positions:velocities:targets:tolerance:)``.
  public init(
    springs: [DampedSpring], positions: [Double], velocities: [Double]? = nil, targets: [Double],
    tolerance: RestTolerance? = .unit
  ) {
    do {
      try SpringBatch.validate(
        springs: springs, positions: positions, velocities: velocities, targets: targets,
        tolerance: tolerance)
    } catch { error.stop() }
    self.init(
      parameters: .perSpring(springs), positions: positions, velocities: velocities,
      targets: targets, tolerance: tolerance)
  }

  /// Checks a batch description: `positions`, `targets` and `velocities` (if given) have equal
  /// counts and every value is finite.
  ///
  /// - Throws: `ValidationError` naming the array that is wrong.
  public static func validate(
    spring: DampedSpring, positions: [Double], velocities: [Double]? = nil, targets: [Double],
    tolerance: RestTolerance? = .unit
  ) throws(ValidationError) {
    func failure(
      _ parameter: String, _ requirement: String, _ value: String, _ kind: ValidationError.Kind
    )
      -> ValidationError
    {
      ValidationError(
        type: "SpringBatch", parameter: parameter, requirement: requirement, value: value,
        kind: kind)
    }
    let count = positions.count
    for (name, array) in [("targets", targets), ("velocities", velocities ?? positions)] {
      guard array.count == count else {
        throw failure(
          name, "must hold one value per position (\(count))", "\(array.count)", .wrongCount)
      }
    }
    for (name, array) in [
      ("positions", positions), ("velocities", velocities ?? []), ("targets", targets),
    ] {
      if let index = array.firstIndex(where: { !$0.isFinite }) {
        throw failure("\(name)[\(index)]", "must be finite", "\(array[index])", .notFinite)
      }
    }
  }

  /// Checks a batch description with one spring per position: the rules of
  /// ``validate(spring:positions:velocities:targets:tolerance:)``, and `springs` holds one
  /// spring per position.
  ///
  /// - Throws: `ValidationError` naming the array that is wrong.
  public static func validate(
    springs: [DampedSpring], positions: [Double], velocities: [Double]? = nil, targets: [Double],
    tolerance: RestTolerance? = .unit
  ) throws(ValidationError) {
    guard springs.count == positions.count else {
      throw ValidationError(
        type: "SpringBatch", parameter: "springs",
        requirement: "must hold one spring per position (\(positions.count))",
        value: "\(springs.count)", kind: .wrongCount)
    }
    guard let first = springs.first else { return }
    try validate(
      spring: first, positions: positions, velocities: velocities, targets: targets,
      tolerance: tolerance)
  }

  private init(
    parameters: Parameters, positions: [Double], velocities: [Double]?, targets: [Double],
    tolerance: RestTolerance?
  ) {
    self.parameters = parameters
    self.positions = positions
    self.velocities = velocities ?? Array(repeating: 0, count: positions.count)
    self.targets = targets
    self.tolerance = tolerance
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
  /// eight, so the SIMD kernel groups every spring as it would in one pass); below 65,536
  /// springs it runs on the calling thread either way. Where the Swift kernel runs (processors
  /// without AVX2) it pays from about 100,000 springs; the C kernel reaches memory bandwidth on
  /// one core, and two cores measured 0.8–1.1x of one at a million shared springs
  /// (Benchmarks.md).
  ///
  /// - Complexity: O(n), one propagator (exp, sin, cos) per distinct frame time, then ~10
  ///   floating-point operations per spring, eight springs per SIMD iteration; on x86-64
  ///   processors with AVX2 or AVX-512, in a C kernel of the same operations (the same bits)
  ///   with those wider vectors.
  /// - Precondition: `deltaTime` finite.
  public mutating func step(deltaTime: Double, concurrently: Bool = false) {
    step(deltaTime: deltaTime, concurrently: concurrently, kernelLevel: SpringKernel.level)
  }

  /// ``step(deltaTime:concurrently:)`` with the C kernel of `kernelLevel`:
  /// 0 for the Swift kernel alone, 2 for AVX2, 3 for AVX-512 (at most ``SpringKernel/level``).
  mutating func step(deltaTime: Double, concurrently: Bool, kernelLevel: Int32) {
    precondition(deltaTime.isFinite, "SpringBatch.step: deltaTime must be finite, got \(deltaTime)")
    guard deltaTime > 0 else { return }
    if cachedDeltaTime != deltaTime {
      SpringBatch.fillCoefficients(&cachedCoefficients, parameters, deltaTime: deltaTime)
      cachedDeltaTime = deltaTime
    }
    let rest = (tolerance?.displacement ?? 0, tolerance?.velocity ?? 0)
    let count = self.count
    let isShared = if case .shared = parameters { true } else { false }
    cachedCoefficients.withUnsafeBufferPointer { coefficients in
      targets.withUnsafeBufferPointer { targets in
        positions.withUnsafeMutableBufferPointer { positions in
          velocities.withUnsafeMutableBufferPointer { velocities in
            let state = SpringBatchState(
              count: count, positions: positions.baseAddress!,
              velocities: velocities.baseAddress!, targets: targets.baseAddress!, rest: rest)
            let coefficients = coefficients.baseAddress!
            guard concurrently else {
              return state.advance(
                0..<count, coefficients, isShared: isShared, kernelLevel: kernelLevel)
            }
            forEachConcurrentRange(count: count, minimumLength: 32_768, alignment: 8) { range in
              state.advance(range, coefficients, isShared: isShared, kernelLevel: kernelLevel)
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
      let response = SpringResponse(spring: spring, deltaTime: deltaTime)
      if coefficients.count != 4 { coefficients = [0, 0, 0, 0] }
      (coefficients[0], coefficients[1], coefficients[2], coefficients[3]) = (
        response.a, response.b, response.c, response.d
      )
    case .perSpring(let springs):
      let count = springs.count
      if coefficients.count != 4 * count { coefficients = Array(repeating: 0, count: 4 * count) }
      coefficients.withUnsafeMutableBufferPointer { buffer in
        for (index, spring) in springs.enumerated() {
          let response = SpringResponse(spring: spring, deltaTime: deltaTime)
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

  /// The count and the rest tolerance, without the arrays (a batch may hold millions).
  public var customMirror: Mirror {
    Mirror(
      self, children: ["count": count, "tolerance": tolerance as Any], displayStyle: .struct)
  }
}
