import Affine
import Testing

/// Interpolation of the offset properties: the ray angles of the web-platform-tests file
/// css/motion/animation/offset-path-interpolation-005.html (ray(10deg closest-side) to
/// ray(20deg closest-side): 7deg at −0.3, 13 at 0.3, 16 at 0.6) and its two pairs that do not
/// interpolate; the other values worked by hand from the computed values CSS interpolates.
@Suite struct CSSMotionPathInterpolationTests {
  static func value(_ css: String) -> CSSMotionPath { try! CSSMotionPath(css: css) }

  static func mix(_ from: String, _ to: String, _ progress: Double) -> CSSMotionPath {
    CSSMotionPath.interpolate(from: value(from), to: value(to), progress: progress)
  }

  @Test(arguments: [(-0.3, 7.0), (0, 10), (0.3, 13), (0.6, 16), (1, 20)])
  func rayAnglesInterpolate(progress: Double, degrees: Double) throws {
    let mixed = Self.mix("ray(10deg closest-side)", "ray(20deg closest-side)", progress)
    guard case .ray(let ray) = mixed.path else {
      Issue.record("not a ray: \(mixed)")
      return
    }
    #expect(abs(ray.angle.value - degrees) < 1e-12 && ray.angle.unit == .degrees)
    #expect(ray.size == .closestSide)
  }

  /// Pairs that do not interpolate switch at 0.5 (offset-path-interpolation-005).
  @Test func unmatchedPathsAreDiscrete() {
    let path = "path('M 0 0 L 100 100 M 100 200 L 200 200 Z L 200 100 Z')"
    let ray = "ray(0deg closest-side)"
    #expect(Self.mix(path, ray, 0.4) == Self.value(path))
    #expect(Self.mix(path, ray, 0.5) == Self.value(ray))
    #expect(
      Self.mix("ray(0deg closest-corner)", "none", 0.4) == Self.value("ray(0deg closest-corner)"))
    #expect(Self.mix("ray(0deg closest-corner)", "none", 0.6) == Self.value("none"))
    #expect(Self.mix("ray(0deg contain)", "ray(90deg)", 0.3) == Self.value("ray(0deg contain)"))
  }

  /// path() values interpolate as CSS path data does; distances part by part.
  @Test func pathsAndDistances() {
    let mixed = Self.mix("path('M 0 0 H 100') 0%", "path('M 0 100 H 300') 100px", 0.25)
    // 0% holds no percentage to carry: the result is a plain length.
    #expect(mixed.description == #"path("M 0 25 H 150") 25px"#)
    #expect(Self.mix("none 10%", "none 30%", 0.5).distance == .percentage(20))
  }

  /// offset-rotate: reverse is auto + 180deg; a fixed angle and a path-following one are
  /// discrete.
  @Test func rotations() {
    let half = Self.mix("none auto", "none reverse", 0.5).rotation
    #expect(half == CSSMotionPath.Rotation(.auto, angle: .degrees(90)))
    let turns = Self.mix("none auto 0.25turn", "none auto 1turn", 0.5).rotation
    #expect(turns == CSSMotionPath.Rotation(.auto, angle: .degrees(225)))
    #expect(Self.mix("none 10deg", "none 50deg", 0.25).rotation.angle == .degrees(20))
    #expect(Self.mix("none 10deg", "none auto", 0.25).rotation == Self.value("none 10deg").rotation)
    #expect(Self.mix("none 10deg", "none auto", 0.75).rotation == .auto)
  }

  /// Positions: keywords as percentages, `right 10px` as 100% − 10px; keywords `auto` and
  /// `normal` are discrete.
  @Test func positions() {
    let mixed = Self.mix("left top", "right 10px bottom 0px", 0.5)
    #expect(mixed.description == "calc(50% - 5px) 50%")
    let anchors = Self.mix("none / 0px 0px", "none / 100px 40%", 0.25)
    #expect(anchors.description == "none / 25px 10%")
    #expect(Self.mix("auto", "left top", 0.4).startingPosition == .auto)
    #expect(Self.mix("auto", "left top", 0.6).description == "left top")
  }
}
