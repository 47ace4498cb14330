import KineticsNumerics

/// Many color transitions evaluated together, per frame: a thousand rows of a list fading their
/// backgrounds, a particle field changing hue. Each pair is prepared once as
/// ``ColorInterpolation`` prepares it; a frame is a blend, a division by alpha and, in a polar
/// space, a hue reduction per color, with no allocation once the output buffer exists.
///
/// ```swift
/// let white = try CSSColor(css: "white"), blue = try CSSColor(css: "#0a84ff")
/// let rows = ColorBatch([(from: white, to: blue), (from: blue, to: white)], in: .oklab)
/// var components: [SIMD4<Double>] = []
/// rows.colors(at: 0.25, into: &components)  // Oklab (L, a, b, alpha) of both rows
/// ```
///
/// The output holds each color's components in the batch's space (a hue in [0, 360)), then
/// alpha, as ``ColorInterpolation/color(at:)`` computes them, without building ``CSSColor``
/// values; a component missing in both ends of a pair comes out as 0.
public struct ColorBatch: Sendable {
  /// The interpolation space of every pair.
  public let space: CSSColor.Space
  /// Premultiplied starts and ends.
  @usableFromInline let starts: [SIMD4<Double>]
  @usableFromInline let ends: [SIMD4<Double>]

  /// Prepares each (from, to) pair for interpolation in `space` along the hue arc `hue`.
  public init(
    _ transitions: [(from: CSSColor, to: CSSColor)], in space: CSSColor.Space,
    hue: ColorInterpolation.HueInterpolation = .shorter
  ) {
    self.space = space
    let prepared = transitions.map {
      ColorInterpolation(from: $0.from, to: $0.to, in: space, hue: hue)
    }
    starts = prepared.map(\.start)
    ends = prepared.map(\.end)
  }

  /// The number of transitions.
  @inlinable
  public var count: Int { starts.count }

  /// Every transition at `progress`, written to `output` (resized to ``count`` if it differs,
  /// the only allocation). With `concurrently`, the transitions are split into ranges of at
  /// least 16,384 (at most four per core) evaluated at once on the machine's cores; the results
  /// are the same bits.
  ///
  /// - Complexity: O(``count``).
  /// - Precondition: `progress` is finite.
  @inlinable
  public func colors(
    at progress: Double, into output: inout [SIMD4<Double>], concurrently: Bool = false
  ) {
    precondition(progress.isFinite, "ColorBatch.colors: progress must be finite, got \(progress)")
    write(into: &output, progresses: nil, progress: progress, concurrently: concurrently)
  }

  /// Transition i at `progresses[i]`, written to `output` (resized as above); `concurrently`
  /// as above.
  ///
  /// - Precondition: one finite progress per transition.
  @inlinable
  public func colors(
    at progresses: [Double], into output: inout [SIMD4<Double>], concurrently: Bool = false
  ) {
    precondition(
      progresses.count == count,
      "ColorBatch.colors: progresses must hold \(count) values, got \(progresses.count)")
    progresses.withUnsafeBufferPointer { progresses in
      write(
        into: &output, progresses: progresses.baseAddress, progress: 0,
        concurrently: concurrently)
    }
  }

  /// Writes every transition at `progresses[i]`, or at `progress` when `progresses` is nil.
  @inlinable
  func write(
    into output: inout [SIMD4<Double>], progresses: UnsafePointer<Double>?, progress: Double,
    concurrently: Bool
  ) {
    if output.count != count { output = Array(repeating: .zero, count: count) }
    starts.withUnsafeBufferPointer { starts in
      ends.withUnsafeBufferPointer { ends in
        output.withUnsafeMutableBufferPointer { output in
          guard let start = starts.baseAddress, let end = ends.baseAddress,
            let destination = output.baseAddress
          else { return }
          let work = Work(
            starts: start, ends: end, progresses: progresses, progress: progress,
            output: destination)
          if concurrently {
            concurrentlyBlend(work, count: count)
          } else {
            blend(work, in: 0..<count)
          }
        }
      }
    }
  }

  /// The pointers and the progress one call of ``write(into:progresses:progress:concurrently:)``
  /// works on.
  @usableFromInline
  struct Work {
    @usableFromInline let starts: UnsafePointer<SIMD4<Double>>
    @usableFromInline let ends: UnsafePointer<SIMD4<Double>>
    @usableFromInline let progresses: UnsafePointer<Double>?
    @usableFromInline let progress: Double
    @usableFromInline let output: UnsafeMutablePointer<SIMD4<Double>>

    @inlinable
    init(
      starts: UnsafePointer<SIMD4<Double>>, ends: UnsafePointer<SIMD4<Double>>,
      progresses: UnsafePointer<Double>?, progress: Double,
      output: UnsafeMutablePointer<SIMD4<Double>>
    ) {
      (self.starts, self.ends, self.progresses) = (starts, ends, progresses)
      (self.progress, self.output) = (progress, output)
    }
  }

  /// The concurrent form of ``blend(_:in:)`` over `0..<count`.
  @usableFromInline
  func concurrentlyBlend(_ work: Work, count: Int) {
    forEachConcurrentRange(count: count, minimumLength: 16_384, alignment: 1) { range in
      blend(work, in: range)
    }
  }

  /// The transitions in `range`: a blend, a division by alpha and a hue reduction each.
  @inlinable
  func blend(_ work: Work, in range: Range<Int>) {
    let limit = CSSColor.componentLimit
    Self.forEachLane(space.hueIndex) { finish in
      guard let progresses = work.progresses else {
        let t = min(max(work.progress, -limit), limit)
        for index in range {
          work.output[index] = finish(work.starts[index] * (1 - t) + work.ends[index] * t)
        }
        return
      }
      for index in range {
        let progress = progresses[index]
        precondition(
          progress.isFinite, "ColorBatch.colors: progress must be finite, got \(progress)")
        let t = min(max(progress, -limit), limit)
        work.output[index] = finish(work.starts[index] * (1 - t) + work.ends[index] * t)
      }
    }
  }

  /// Runs `body` with the finishing step for the space's hue lane (none, x or z), so that the
  /// loop inside is specialized to a fixed lane (a lane chosen inside the loop goes through
  /// memory).
  @inlinable
  @inline(__always)
  static func forEachLane(
    _ hueIndex: Int?, _ body: ((SIMD4<Double>) -> SIMD4<Double>) -> Void
  ) {
    switch hueIndex {
    case 0:
      body { blended in
        var result = unpremultiplied(blended)
        result.x = reducedHue(blended.x)
        return result
      }
    case 2:
      body { blended in
        var result = unpremultiplied(blended)
        result.z = reducedHue(blended.z)
        return result
      }
    default: body { unpremultiplied($0) }
    }
  }

  /// Un-premultiplies a blend (unless alpha is 0) and clamps alpha.
  @inlinable
  @inline(__always)
  static func unpremultiplied(_ blended: SIMD4<Double>) -> SIMD4<Double> {
    var result = blended
    let alpha = blended.w
    if alpha != 0 {
      let scale = 1 / alpha
      result *= SIMD4(scale, scale, scale, 1)
    }
    result.w = min(max(alpha, 0), 1)
    return result
  }

  /// A blended hue (not premultiplied) reduced to [0, 360). Blends of hues on an arc lie in
  /// [0, 720) but for extrapolation: one subtraction, and the general reduction only beyond.
  @inlinable
  @inline(__always)
  static func reducedHue(_ blended: Double) -> Double {
    var hue = blended
    if hue >= 360 { hue -= 360 }
    if !(hue >= 0 && hue < 360) { hue -= 360 * (hue / 360).rounded(.down) }
    return hue < 360 ? hue : 0
  }
}
