import KineticsCore
import KineticsNumerics

/// A 3D homogeneous transform with Core Animation's conventions (`CATransform3D`): the 4×4
/// matrix
///
///     | m11 m12 m13 m14 |
///     | m21 m22 m23 m24 |
///     | m31 m32 m33 m34 |
///     | m41 m42 m43 m44 |
///
/// applied to row vectors, so (x, y, z, 1) maps to (x·m11 + y·m21 + z·m31 + m41, …) with
/// w = x·m14 + y·m24 + z·m34 + m44, translation in m41…m43 and perspective in m34 (−1/d for an
/// eye at distance d). The same sixteen numbers in the same order are CSS `matrix3d()`'s
/// arguments and DOMMatrix's m11…m44.
///
/// `a.concatenating(b)` applies a first (`CATransform3DConcat(a, b)` = a·b);
/// `translatedBy`, `scaledBy` and `rotated(by:x:y:z:)` prepend their operation, as
/// `CATransform3DTranslate`, `Scale` and `Rotate` do. The common card-flip recipe:
///
/// ```swift
/// let flip = Transform3D.perspective(eyeDistance: 500).rotated(by: .pi / 4, x: 0, y: 1, z: 0)
/// flip.m14  // 0.001414213562373095 (sin 45° / 500): the rotation, then the perspective
/// ```
@frozen
public struct Transform3D: Hashable, Sendable {
  /// Row 1: the image of the x axis (and, in m14, its share of w). Entry m11; setting it to a non-finite value stops.
  public var m11: Double { didSet { checkEntries() } }
  /// Row 1: the image of the x axis (and, in m14, its share of w). Entry m12; setting it to a non-finite value stops.
  public var m12: Double { didSet { checkEntries() } }
  /// Row 1: the image of the x axis (and, in m14, its share of w). Entry m13; setting it to a non-finite value stops.
  public var m13: Double { didSet { checkEntries() } }
  /// Row 1: the image of the x axis (and, in m14, its share of w). Entry m14; setting it to a non-finite value stops.
  public var m14: Double { didSet { checkEntries() } }
  /// Row 2: the image of the y axis. Entry m21; setting it to a non-finite value stops.
  public var m21: Double { didSet { checkEntries() } }
  /// Row 2: the image of the y axis. Entry m22; setting it to a non-finite value stops.
  public var m22: Double { didSet { checkEntries() } }
  /// Row 2: the image of the y axis. Entry m23; setting it to a non-finite value stops.
  public var m23: Double { didSet { checkEntries() } }
  /// Row 2: the image of the y axis. Entry m24; setting it to a non-finite value stops.
  public var m24: Double { didSet { checkEntries() } }
  /// Row 3: the image of the z axis; m34 is the perspective entry (−1/d). Entry m31; setting it to a non-finite value stops.
  public var m31: Double { didSet { checkEntries() } }
  /// Row 3: the image of the z axis; m34 is the perspective entry (−1/d). Entry m32; setting it to a non-finite value stops.
  public var m32: Double { didSet { checkEntries() } }
  /// Row 3: the image of the z axis; m34 is the perspective entry (−1/d). Entry m33; setting it to a non-finite value stops.
  public var m33: Double { didSet { checkEntries() } }
  /// Row 3: the image of the z axis; m34 is the perspective entry (−1/d). Entry m34; setting it to a non-finite value stops.
  public var m34: Double { didSet { checkEntries() } }
  /// Row 4: the translation (m41, m42, m43, in points) and m44. Entry m41; setting it to a non-finite value stops.
  public var m41: Double { didSet { checkEntries() } }
  /// Row 4: the translation (m41, m42, m43, in points) and m44. Entry m42; setting it to a non-finite value stops.
  public var m42: Double { didSet { checkEntries() } }
  /// Row 4: the translation (m41, m42, m43, in points) and m44. Entry m43; setting it to a non-finite value stops.
  public var m43: Double { didSet { checkEntries() } }
  /// Row 4: the translation (m41, m42, m43, in points) and m44. Entry m44; setting it to a non-finite value stops.
  public var m44: Double { didSet { checkEntries() } }

  /// Creates the transform from its sixteen entries, row by row. Each entry can be set later;
  /// a non-finite value stops with the same message.
  ///
  /// - Precondition: every entry is finite (``validate(m11:m12:m13:m14:m21:m22:m23:m24:m31:m32:m33:m34:m41:m42:m43:m44:)``;
  ///   decode untrusted data through `Codable`, which throws instead, naming the entry).
  @inlinable
  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    self.init(
      unchecked: m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44)
    checkEntries()
  }

  /// Checks the sixteen entries: each finite.
  ///
  /// - Throws: `ValidationError` naming the first entry that is not.
  public static func validate(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) throws(ValidationError) {
    let transform = Transform3D(
      unchecked: m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44)
    if !transform.isFinite { throw Transform3D.firstNonFiniteEntry(of: transform) }
  }

  /// Stops with the validator's message when an entry is not finite.
  @inlinable
  func checkEntries() {
    if !isFinite { Transform3D.firstNonFiniteEntry(of: self).stop() }
  }

  /// The transform from entries known to be finite (or derived from finite ones by arithmetic,
  /// where overflow to infinity is the caller's input's fault): no checks on per-frame paths.
  @inlinable
  init(
    unchecked m11: Double, _ m12: Double, _ m13: Double, _ m14: Double,
    _ m21: Double, _ m22: Double, _ m23: Double, _ m24: Double,
    _ m31: Double, _ m32: Double, _ m33: Double, _ m34: Double,
    _ m41: Double, _ m42: Double, _ m43: Double, _ m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The transform whose rows are `rows` (row i holds mi1…mi4), unchecked.
  @inlinable
  init(uncheckedRows rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)) {
    let (r1, r2, r3, r4) = rows
    self.init(
      unchecked: r1.x, r1.y, r1.z, r1.w, r2.x, r2.y, r2.z, r2.w, r3.x, r3.y, r3.z, r3.w,
      r4.x, r4.y, r4.z, r4.w)
  }

  /// The four rows (row i holds mi1…mi4).
  @inlinable
  var rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>) {
    (
      SIMD4(m11, m12, m13, m14), SIMD4(m21, m22, m23, m24), SIMD4(m31, m32, m33, m34),
      SIMD4(m41, m42, m43, m44)
    )
  }

  /// The sixteen entries with their names, row by row.
  var namedEntries: [(name: String, value: Double)] {
    [
      ("m11", m11), ("m12", m12), ("m13", m13), ("m14", m14),
      ("m21", m21), ("m22", m22), ("m23", m23), ("m24", m24),
      ("m31", m31), ("m32", m32), ("m33", m33), ("m34", m34),
      ("m41", m41), ("m42", m42), ("m43", m43), ("m44", m44),
    ]
  }

  /// The error for the first non-finite entry: the slow path of the initializer's check.
  @usableFromInline @inline(never)
  static func firstNonFiniteEntry(of transform: Transform3D) -> ValidationError {
    let (name, value) = transform.namedEntries.first { !$0.value.isFinite } ?? ("entries", .nan)
    return ValidationError(
      type: "Transform3D", parameter: name, requirement: "must be finite", value: value)
  }

  /// The largest |entry| of a row (NaN entries are skipped).
  @inlinable
  static func largestMagnitude(_ row: SIMD4<Double>) -> Double {
    max(max(abs(row.x), abs(row.y)), max(abs(row.z), abs(row.w)))
  }

  /// The identity.
  public static let identity = Transform3D(
    unchecked: 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)

  /// Whether every entry is finite: true for any transform made through the checked
  /// initializers; products of extreme transforms can overflow.
  @inlinable
  public var isFinite: Bool {
    // x − x is 0 for a finite x and NaN for an infinite or NaN one.
    let first = (m11 - m11) + (m12 - m12) + (m13 - m13) + (m14 - m14)
    let second = (m21 - m21) + (m22 - m22) + (m23 - m23) + (m24 - m24)
    let third = (m31 - m31) + (m32 - m32) + (m33 - m33) + (m34 - m34)
    let fourth = (m41 - m41) + (m42 - m42) + (m43 - m43) + (m44 - m44)
    return first + second + third + fourth == 0
  }
}
