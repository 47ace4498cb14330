import KineticsCore
import KineticsNumerics

/// A rotation in space as a unit quaternion (x, y, z, w) = (u·sin(θ/2), cos(θ/2)): a turn by θ
/// radians about the unit axis u, in the sense of ``Transform3D/init(rotationAngle:x:y:z:)``.
/// It composes, inverts and interpolates without a matrix, so an engine can keep an
/// orientation as four numbers and build the matrix once per frame.
///
/// ```swift
/// let halfTurn = Quaternion(angle: .pi, x: 0, y: 0, z: 1)
/// halfTurn.image(of: Point3D(x: 1, y: 2, z: 3))  // (-1.0, -2.0, 3.0)
/// let halfway = Quaternion.slerp(from: .identity, to: halfTurn, progress: 0.5, arc: .shorter)
/// halfway.angle  // 1.570796326794896…: a quarter turn
/// ```
///
/// Every value has length 1: the initializers normalize what they are given (components
/// whose squared length is within 4e-16 of 1 are kept exactly, so a stored quaternion decodes
/// to itself). q and −q are the same rotation; equality and hashing compare components, as
/// Chromium's `gfx::Quaternion` does, and ``angle(to:)`` compares rotations.
///
/// The product follows Hamilton's rule, `a * b` turning by b first and then by a (the
/// composition of the matrices `b.transform.concatenating(a.transform)`); ``concatenating(_:)``
/// reads in the order Core Animation's matrices do.
@frozen
public struct Quaternion: Hashable, Sendable {
  /// The components (x, y, z, w), of length 1.
  public let storage: SIMD4<Double>

  /// The vector part's x component: u.x·sin(θ/2).
  @inlinable public var x: Double { storage.x }
  /// The vector part's y component.
  @inlinable public var y: Double { storage.y }
  /// The vector part's z component.
  @inlinable public var z: Double { storage.z }
  /// The scalar part: cos(θ/2).
  @inlinable public var w: Double { storage.w }

  /// No rotation: (0, 0, 0, 1).
  public static let identity = Quaternion(unchecked: SIMD4(0, 0, 0, 1))

  /// Components already of length 1 to rounding.
  @usableFromInline
  init(unchecked storage: SIMD4<Double>) { self.storage = storage }

  /// Components of any length scaled to 1, for the package's own arithmetic on lanes: the
  /// identity where they are all zero or one is not finite, instead of a trap.
  package init(normalizing components: SIMD4<Double>) {
    let isFinite =
      components.x.isFinite && components.y.isFinite && components.z.isFinite
      && components.w.isFinite
    self =
      isFinite && components != .zero
      ? Quaternion(unchecked: Quaternion.unit(components)) : .identity
  }

  /// The rotation of the quaternion (x, y, z, w) scaled to length 1.
  ///
  /// - Precondition: the components are finite and not all zero
  ///   (``validate(x:y:z:w:)``).
  public init(x: Double, y: Double, z: Double, w: Double) {
    do { try Quaternion.validate(x: x, y: y, z: z, w: w) } catch { error.stop() }
    self.init(unchecked: Quaternion.unit(SIMD4(x, y, z, w)))
  }

  /// Checks quaternion components: finite, and not all zero (which is no rotation).
  ///
  /// - Throws: `ValidationError` naming the first component that is not finite, or "w" for
  ///   the zero quaternion.
  public static func validate(x: Double, y: Double, z: Double, w: Double) throws(ValidationError) {
    try ValidationError.requireFinite(x, type: "Quaternion", parameter: "x")
    try ValidationError.requireFinite(y, type: "Quaternion", parameter: "y")
    try ValidationError.requireFinite(z, type: "Quaternion", parameter: "z")
    try ValidationError.requireFinite(w, type: "Quaternion", parameter: "w")
    if x == 0 && y == 0 && z == 0 && w == 0 {
      throw ValidationError(
        type: "Quaternion", parameter: "w",
        requirement: "must not be 0 when x, y and z are (the zero quaternion is no rotation)",
        value: "0", kind: .outOfRange)
    }
  }

  /// The turn by `angle` radians about the axis (x, y, z), of any non-zero length; the
  /// identity for a zero axis (as Chromium's `gfx::Quaternion` and CSS `rotate3d()`). Exact at
  /// multiples of π about any axis and of π/2 about a coordinate axis.
  ///
  /// - Precondition: the angle and the axis components are finite
  ///   (``Rotation3D/validate(angle:x:y:z:)``).
  public init(angle: Double, x: Double, y: Double, z: Double) {
    do { try Rotation3D.validate(angle: angle, x: x, y: y, z: z) } catch { error.stop() }
    guard let axis = Transform3D.unitAxis(x, y, z) else {
      self = .identity
      return
    }
    let (sine, cosine) = AffineTransform2D.sineCosine(angle / 2)
    self.init(unchecked: SIMD4(axis * sine, cosine))
  }

  /// The rotation of `rotation`: its angle about its axis (whole turns change the sign of the
  /// quaternion, not the rotation).
  public init(_ rotation: Rotation3D) {
    self.init(angle: rotation.angle, x: rotation.axis.x, y: rotation.axis.y, z: rotation.axis.z)
  }

  /// The rotation part of `transform`'s decomposition (``Transform3D/cssDecomposition``: the
  /// matrix with translation, perspective, scale and skew taken out), w ≥ 0; nil when the
  /// transform has none (singular, or m44 = 0).
  public init?(rotationOf transform: Transform3D) {
    guard let parts = transform.cssDecomposition else { return nil }
    self.init(unchecked: parts.quaternion)
  }

  /// The shortest turn that takes the direction of `start` to the direction of `end` (Chromium's
  /// vector-to-vector rotation): about start × end, by the angle between them. Opposite
  /// directions turn half a turn about a perpendicular axis — (−y, x, 0) of `start` when
  /// |x| > |z|, else (0, −z, y), Chromium's choice. A zero vector gives the identity.
  ///
  /// Accuracy: the angle is atan2(|u × v|, u · v) of the unit directions, accurate at every
  /// angle, so the turn takes the start's direction to the end's within a few roundings even
  /// 1e-12 radians short of opposite, where the bisector loses all its digits and Chromium
  /// snaps to a half turn (within about 5e-3 radians of opposite).
  ///
  /// - Precondition: the components are finite (``validate(rotating:onto:)``).
  public init(rotating start: SIMD3<Double>, onto end: SIMD3<Double>) {
    do { try Quaternion.validate(rotating: start, onto: end) } catch { error.stop() }
    guard let from = Transform3D.unitAxis(start.x, start.y, start.z),
      let to = Transform3D.unitAxis(end.x, end.y, end.z)
    else {
      self = .identity
      return
    }
    let normal = Transform3D.cross(from, to)
    let dot = (from * to).sum()
    guard let axis = Transform3D.unitAxis(normal.x, normal.y, normal.z) else {
      // Parallel or opposite directions.
      guard dot < 0 else {
        self = .identity
        return
      }
      let perpendicular =
        abs(from.x) > abs(from.z) ? SIMD3(-from.y, from.x, 0) : SIMD3(0, -from.z, from.y)
      self.init(unchecked: SIMD4(perpendicular / Transform3D.length(perpendicular), 0))
      return
    }
    let halfAngle = atan2(Quaternion.length(normal), dot) / 2
    self.init(unchecked: Quaternion.unit(SIMD4(axis * sin(halfAngle), cos(halfAngle))))
  }

  /// Checks the directions of a vector-to-vector rotation: every component finite.
  ///
  /// - Throws: `ValidationError` naming "start" or "end".
  public static func validate(rotating start: SIMD3<Double>, onto end: SIMD3<Double>)
    throws(ValidationError)
  {
    for (name, vector) in [("start", start), ("end", end)] where !isFinite(vector) {
      throw ValidationError(
        type: "Quaternion", parameter: name, requirement: "must have finite components",
        value: "\(vector)", kind: .notFinite)
    }
  }

  /// |vector|, computed after scaling by a power of two near the largest component, so that
  /// neither a subnormal nor a component near ±1e308 loses the length (it overflows only where
  /// the length itself exceeds the range).
  static func length(_ vector: SIMD3<Double>) -> Double {
    let largest = max(abs(vector.x), max(abs(vector.y), abs(vector.z)))
    guard largest > 0, largest.isFinite else { return largest }
    let exponent = largest.exponent
    let half = -exponent / 2
    let (down, up) = (
      Double(sign: .plus, exponent: half, significand: 1),
      Double(sign: .plus, exponent: -exponent - half, significand: 1)
    )
    let scaled = vector * down * up
    return (scaled * scaled).sum().squareRoot() / down / up
  }

  /// Whether every component is finite.
  static func isFinite(_ vector: SIMD3<Double>) -> Bool {
    vector.x.isFinite && vector.y.isFinite && vector.z.isFinite
  }

  /// `components` divided by their length, computed after scaling by a power of two near the
  /// largest so that no square overflows or underflows; kept as given when the squared length
  /// is already within 4e-16 of 1.
  @usableFromInline
  static func unit(_ components: SIMD4<Double>) -> SIMD4<Double> {
    let squaredLength = (components * components).sum()
    if abs(squaredLength - 1) <= 4e-16 { return components }
    let largest = max(
      max(abs(components.x), abs(components.y)), max(abs(components.z), abs(components.w)))
    let scaled = Transform3D.scaled(components, byPowerOfTwo: -Int(largest.exponent))
    return scaled / (scaled * scaled).sum().squareRoot()
  }
}

extension Quaternion {
  /// The turn's angle in radians, in [0, 2π]: 2·atan2(|(x, y, z)|, w), accurate for small
  /// turns (where acos(w) is not).
  public var angle: Double { 2 * atan2(Quaternion.length(SIMD3(x, y, z)), w) }

  /// The turn's unit axis; (0, 0, 1) for the identity.
  public var axis: SIMD3<Double> {
    Transform3D.unitAxis(x, y, z) ?? SIMD3(0, 0, 1)
  }

  /// The rotation as an angle in [0, 2π] about ``axis``.
  public var rotation: Rotation3D { Rotation3D(unitAxis: axis, angle: angle) }

  /// The rotation vector: the axis times the angle of the equivalent turn of at most half a
  /// turn (the quaternion's sign chosen so that w ≥ 0), radians; zero for the identity. It is
  /// where springs and velocities of orientation live: ``init(rotationVector:)`` turns it
  /// back, and for small turns it is 2·(x, y, z) to rounding.
  public var rotationVector: SIMD3<Double> {
    let sign: Double = w < 0 ? -1 : 1
    let vector = SIMD3(x, y, z) * sign
    let sine = Quaternion.length(vector)
    guard sine > 0 else { return .zero }
    return vector * (2 * atan2(sine, w * sign) / sine)
  }

  /// The turn by |vector| radians about `vector`: (u·sin(|v|/2), cos(|v|/2)) with u the unit
  /// axis; the identity for the zero vector. Half the length is taken from the unit axis
  /// (u·v/2), so it neither overflows for components near ±1e308 nor loses the digits of
  /// subnormal ones.
  ///
  /// - Precondition: the components are finite (``validate(rotationVector:)``).
  public init(rotationVector vector: SIMD3<Double>) {
    do { try Quaternion.validate(rotationVector: vector) } catch { error.stop() }
    guard let axis = Transform3D.unitAxis(vector.x, vector.y, vector.z) else {
      self = .identity
      return
    }
    let largest = max(abs(vector.x), max(abs(vector.y), abs(vector.z)))
    let halfAngle = largest < 0x1p1000 ? (axis * vector).sum() / 2 : (axis * (vector / 2)).sum()
    self.init(unchecked: Quaternion.unit(SIMD4(axis * sin(halfAngle), cos(halfAngle))))
  }

  /// Checks a rotation vector: every component finite.
  ///
  /// - Throws: `ValidationError` naming "rotationVector".
  public static func validate(rotationVector vector: SIMD3<Double>) throws(ValidationError) {
    guard isFinite(vector) else {
      throw ValidationError(
        type: "Quaternion", parameter: "rotationVector", requirement: "must have finite components",
        value: "\(vector)", kind: .notFinite)
    }
  }

  /// The rotation matrix, as ``Transform3D/init(rotationAngle:x:y:z:)`` builds it for the
  /// same turn (to rounding).
  public var transform: Transform3D {
    let (row1, row2, row3) = Transform3D.rotationRows(storage)
    return Transform3D(
      uncheckedRows: (SIMD4(row1, 0), SIMD4(row2, 0), SIMD4(row3, 0), SIMD4(0, 0, 0, 1)))
  }

  /// Where the rotation takes `point` (about the origin).
  public func image(of point: Point3D) -> Point3D {
    let vector = SIMD3(x, y, z)
    let twice = 2 * Transform3D.cross(vector, point.storage)
    return Point3D(point.storage + w * twice + Transform3D.cross(vector, twice))
  }
}
