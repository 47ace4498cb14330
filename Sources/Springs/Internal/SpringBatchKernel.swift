import KineticsKernels

/// Where a batch step reads its propagator coefficients.
protocol SpringCoefficientSource {
  /// Coefficients for springs index ..< index + 8.
  func vectors(at index: Int) -> (SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>)
  /// Coefficients for spring index.
  func scalars(at index: Int) -> (Double, Double, Double, Double)
}

/// One (a, b, c, d) for every spring, broadcast once.
struct SharedCoefficients: SpringCoefficientSource {
  let a: SIMD8<Double>, b: SIMD8<Double>, c: SIMD8<Double>, d: SIMD8<Double>
  let scalar: (Double, Double, Double, Double)

  init(_ pointer: UnsafePointer<Double>) {
    scalar = (pointer[0], pointer[1], pointer[2], pointer[3])
    (a, b, c, d) = (
      SIMD8(repeating: pointer[0]), SIMD8(repeating: pointer[1]), SIMD8(repeating: pointer[2]),
      SIMD8(repeating: pointer[3])
    )
  }

  @inline(__always)
  func vectors(at index: Int) -> (SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>) {
    (a, b, c, d)
  }

  @inline(__always)
  func scalars(at index: Int) -> (Double, Double, Double, Double) { scalar }
}

/// Per-spring coefficients in four arrays of `count` (all a, then all b, c, d).
struct PerSpringCoefficients: SpringCoefficientSource {
  let base: UnsafePointer<Double>
  let count: Int

  init(_ base: UnsafePointer<Double>, count: Int) {
    self.base = base
    self.count = count
  }

  @inline(__always)
  func load(_ array: Int, _ index: Int) -> SIMD8<Double> {
    UnsafeRawPointer(base + array * count + index).loadUnaligned(as: SIMD8<Double>.self)
  }

  @inline(__always)
  func vectors(at index: Int) -> (SIMD8<Double>, SIMD8<Double>, SIMD8<Double>, SIMD8<Double>) {
    (load(0, index), load(1, index), load(2, index), load(3, index))
  }

  @inline(__always)
  func scalars(at index: Int) -> (Double, Double, Double, Double) {
    (base[index], base[count + index], base[2 * count + index], base[3 * count + index])
  }
}

/// The arrays a batch step works on.
struct SpringBatchState {
  let count: Int
  let positions: UnsafeMutablePointer<Double>
  let velocities: UnsafeMutablePointer<Double>
  let targets: UnsafePointer<Double>
  let rest: (Double, Double)

  /// ``advance(_:)`` over the springs in `range` only, with the coefficients at `coefficients`
  /// (four shared ones, or four blocks of `count` per-spring ones).
  @inline(__always)
  func advance(
    _ range: Range<Int>, _ coefficients: UnsafePointer<Double>, isShared: Bool,
    kernelLevel: Int32
  ) {
    let start = range.lowerBound
    let part = SpringBatchState(
      count: range.count, positions: positions + start, velocities: velocities + start,
      targets: targets + start, rest: rest)
    if isShared && kernelLevel > 0 {
      part.advance(sharing: coefficients, kernelLevel: kernelLevel)
    } else if isShared {
      part.advance(SharedCoefficients(coefficients))
    } else if kernelLevel > 0 {
      part.advance(
        PerSpringCoefficients(coefficients + start, count: count), kernelLevel: kernelLevel)
    } else {
      // Each coefficient's block keeps the whole batch's length as its stride.
      part.advance(PerSpringCoefficients(coefficients + start, count: count))
    }
  }

  /// x = p − target; p = target + a·x + b·v; v = c·x + d·v; then springs within both rest
  /// thresholds are snapped to their target with zero velocity. Eight springs per iteration.
  /// Before each block, `accelerated` may step blocks itself from the given index (a C kernel)
  /// and returns the index it stopped at; the block found there, if any, is stepped here.
  @inline(__always)
  func advance<Source: SpringCoefficientSource>(
    _ source: Source, accelerated: (Int) -> Int = { $0 }
  ) {
    var index = 0
    while index + 8 <= count {
      index = accelerated(index)
      guard index + 8 <= count else { break }
      advanceBlock(index, source)
      index += 8
    }
    while index < count {
      advanceOne(index, source)
      index += 1
    }
  }

  /// As ``advance(_:accelerated:)`` with the four shared coefficients at `coefficients`, the
  /// blocks of eight taken by the C kernel of `kernelLevel` (KineticsKernels: AVX2 or AVX-512,
  /// the same bits) wherever it takes them; it leaves to Swift a block with a displacement
  /// beyond the double range or a NaN velocity.
  @inline(__always)
  func advance(sharing coefficients: UnsafePointer<Double>, kernelLevel: Int32) {
    advance(SharedCoefficients(coefficients)) { index in
      index
        + kinetics_spring_step_shared(
          kernelLevel, positions + index, velocities + index, targets + index, count - index,
          coefficients, rest.0 * rest.0, rest.1 * rest.1)
    }
  }

  /// As ``advance(_:accelerated:)`` with per-spring coefficients, the blocks of eight taken by
  /// the C kernel of `kernelLevel` wherever it takes them.
  @inline(__always)
  func advance(_ source: PerSpringCoefficients, kernelLevel: Int32) {
    let (base, stride) = (source.base, source.count)
    advance(source) { index in
      index
        + kinetics_spring_step_per_spring(
          kernelLevel, positions + index, velocities + index, targets + index, count - index,
          base + index, base + stride + index, base + 2 * stride + index,
          base + 3 * stride + index, rest.0 * rest.0, rest.1 * rest.1)
    }
  }

  /// The eight springs from `index` in vectors, or one by one when a displacement among them
  /// lies beyond the double range.
  @inline(__always)
  func advanceBlock<Source: SpringCoefficientSource>(_ index: Int, _ source: Source) {
    let restDisplacementSquared = rest.0 * rest.0
    let restVelocitySquared = rest.1 * rest.1
    let (a, b, c, d) = source.vectors(at: index)
    let target = UnsafeRawPointer(targets + index).loadUnaligned(as: SIMD8<Double>.self)
    let position = UnsafeRawPointer(positions + index).loadUnaligned(as: SIMD8<Double>.self)
    let velocity = UnsafeRawPointer(velocities + index).loadUnaligned(as: SIMD8<Double>.self)
    let displacement = position - target
    // A displacement beyond the double range (a position and target near ±1e308 on opposite
    // sides, or a position that overflowed): those eight springs take the scalar path, which
    // keeps such lanes finite. One comparison per eight springs otherwise.
    guard
      all(displacement .>= -.greatestFiniteMagnitude .& displacement .<= .greatestFiniteMagnitude)
    else {
      for lane in index..<index + 8 { advanceOne(lane, source) }
      return
    }
    let newDisplacement = a * displacement + b * velocity
    // A spring's speed can exceed the double range where its displacement does not (ω0 times
    // a displacement near 1e308): the velocity is held at the largest double then, so that
    // no infinity meets another in a later step (∞ − ∞ is NaN).
    let largest = SIMD8<Double>(repeating: .greatestFiniteMagnitude)
    var newVelocity = pointwiseMin(
      pointwiseMax(c * displacement + d * velocity, -largest), largest)
    let resting =
      (newDisplacement * newDisplacement .< restDisplacementSquared)
      .& (newVelocity * newVelocity .< restVelocitySquared)
    let newPosition = (target + newDisplacement).replacing(with: target, where: resting)
    newVelocity.replace(with: 0, where: resting)
    UnsafeMutableRawPointer(positions + index).storeBytes(of: newPosition, as: SIMD8<Double>.self)
    UnsafeMutableRawPointer(velocities + index).storeBytes(
      of: newVelocity, as: SIMD8<Double>.self)
  }

  /// One spring: as the vector loop, except that a displacement beyond the double range is
  /// replaced by the two-product forms a·p + (1 − a)·t and c·p − c·t (p and t have opposite
  /// signs then, so neither overflows into ∞ − ∞), and the position is kept finite.
  @inline(__always)
  func advanceOne<Source: SpringCoefficientSource>(_ index: Int, _ source: Source) {
    let (a, b, c, d) = source.scalars(at: index)
    let largest = Double.greatestFiniteMagnitude
    let (position, target, velocity) = (
      min(max(positions[index], -largest), largest), targets[index], velocities[index]
    )
    let displacement = position - target
    let (newPosition, newDisplacement, newVelocity): (Double, Double, Double)
    if displacement.isFinite {
      let moved = a * displacement + b * velocity
      (newPosition, newDisplacement) = (target + moved, moved)
      newVelocity = c * displacement + d * velocity
    } else {
      newPosition = a * position + (1 - a) * target + b * velocity
      newDisplacement = newPosition - target
      newVelocity = (c * position - c * target) + d * velocity
    }
    let resting =
      newDisplacement * newDisplacement < rest.0 * rest.0
      && newVelocity * newVelocity < rest.1 * rest.1
    positions[index] = resting ? target : min(max(newPosition, -largest), largest)
    velocities[index] = resting ? 0 : min(max(newVelocity, -largest), largest)
  }
}
