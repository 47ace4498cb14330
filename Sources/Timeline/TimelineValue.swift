/// A value a timeline animates as a few numbers side by side — its lanes — each run as a
/// `Double` animation in the timeline's batches and written to consecutive outputs: a point's
/// x and y, a rect's origin and size, a 2D transform's Core Animation components.
///
/// A spring, tween or decay of such a value is the same motion in every lane, so the
/// timeline's value is the motion's own (the spring's closed form, the curve's progress) lane
/// by lane: for the linear values (doubles, SIMD vectors, points, sizes, rects) it equals the
/// value type's own `Trajectory` to rounding. An engine reads a value back from its outputs
/// with ``init(timelineOutputs:startingAt:)``.
///
/// Conformances: `Double`, `SIMD2`, `SIMD3` and `SIMD4` of `Double`, and in the Affine module's
/// types `Point2D`, `Vector2D`, `Size2D`, `Rect2D`, `Point3D`, `AffineTransform2D` (Core
/// Animation's 2D components), `Transform3D` (its decomposition, the orientation as a turn
/// from a base) and `Quaternion` (the orientation alone, seven lanes). A color animates as its `ColorPoint.storage` (a `SIMD4<Double>`) in its space,
/// which the engine gives back with `ColorPoint(space:storage:)`.
///
/// The requirements carry the word "timeline" so that they cannot meet a name another module
/// gives these types.
public protocol TimelineValue: Sendable {
  /// How many lanes (outputs) a value takes, ≥ 1.
  static var timelineLaneCount: Int { get }

  /// Writes the value's lanes into `lanes`, which holds ``timelineLaneCount`` numbers.
  func writeTimelineLanes(into lanes: UnsafeMutableBufferPointer<Double>)

  /// The value made of `lanes` (``timelineLaneCount`` numbers).
  init(timelineLanes lanes: UnsafeBufferPointer<Double>)

  /// Moves `lanes` — a value's lanes about to become an animation's target — to the
  /// equivalent lanes nearest `reference` (the lanes it starts from): a rotation lane by
  /// whole turns to within half a turn, so that the animation takes the shorter arc, as Core
  /// Animation does. Values whose lanes are plain coordinates leave them as they are.
  static func alignTimelineLanes(
    _ lanes: UnsafeMutableBufferPointer<Double>, near reference: UnsafeBufferPointer<Double>)
}

extension TimelineValue {
  /// Coordinates need no alignment.
  public static func alignTimelineLanes(
    _ lanes: UnsafeMutableBufferPointer<Double>, near reference: UnsafeBufferPointer<Double>
  ) {}

  /// The value whose lanes an advance wrote to `values`, from output `output` on.
  ///
  /// - Precondition: `output` ≥ 0 and `values` holds ``timelineLaneCount`` values from it.
  public init(timelineOutputs values: [Double], startingAt output: Int) {
    precondition(
      output >= 0 && output <= values.count - Self.timelineLaneCount,
      "\(Self.self)(timelineOutputs:startingAt:): output must be in 0…\(values.count - Self.timelineLaneCount), got \(output)"
    )
    self = values.withUnsafeBufferPointer { buffer in
      Self(
        timelineLanes: UnsafeBufferPointer(
          rebasing: buffer[output..<output + Self.timelineLaneCount]))
    }
  }
}

extension Double: TimelineValue {
  /// One lane.
  public static var timelineLaneCount: Int { 1 }

  /// The number itself.
  public func writeTimelineLanes(into lanes: UnsafeMutableBufferPointer<Double>) { lanes[0] = self }

  /// The number in the lane.
  public init(timelineLanes lanes: UnsafeBufferPointer<Double>) { self = lanes[0] }
}

extension SIMD2: TimelineValue where Scalar == Double {
  /// Two lanes: x, y.
  public static var timelineLaneCount: Int { 2 }

  /// x, y.
  public func writeTimelineLanes(into lanes: UnsafeMutableBufferPointer<Double>) {
    for index in 0..<2 { lanes[index] = self[index] }
  }

  /// The vector of the lanes.
  public init(timelineLanes lanes: UnsafeBufferPointer<Double>) { self.init(lanes[0], lanes[1]) }
}

extension SIMD3: TimelineValue where Scalar == Double {
  /// Three lanes: x, y, z.
  public static var timelineLaneCount: Int { 3 }

  /// x, y, z.
  public func writeTimelineLanes(into lanes: UnsafeMutableBufferPointer<Double>) {
    for index in 0..<3 { lanes[index] = self[index] }
  }

  /// The vector of the lanes.
  public init(timelineLanes lanes: UnsafeBufferPointer<Double>) {
    self.init(lanes[0], lanes[1], lanes[2])
  }
}

extension SIMD4: TimelineValue where Scalar == Double {
  /// Four lanes: x, y, z, w.
  public static var timelineLaneCount: Int { 4 }

  /// x, y, z, w.
  public func writeTimelineLanes(into lanes: UnsafeMutableBufferPointer<Double>) {
    for index in 0..<4 { lanes[index] = self[index] }
  }

  /// The vector of the lanes.
  public init(timelineLanes lanes: UnsafeBufferPointer<Double>) {
    self.init(lanes[0], lanes[1], lanes[2], lanes[3])
  }
}
