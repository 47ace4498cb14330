import Foundation
import Kinetics
import Testing

/// The decoders' rules for geometry, transforms, layers, rotations and colors, at their
/// boundaries (as DecoderBoundaryTests): every number finite — the largest double accepted,
/// infinity refused, key by key — plus the rules beyond finiteness (components that make a
/// finite transform, a quaternion that is not zero, color components within ±1e100).
@Suite struct DecoderBoundaryGeometryTests {
  /// Whether `json` decodes as `type` (``decodesAllowingInfinities(_:_:)``).
  func accepts<Value: Decodable>(_ type: Value.Type, _ json: String) -> Bool {
    decodesAllowingInfinities(type, json)
  }

  let largest = "\(Double.greatestFiniteMagnitude)"

  /// `json` made from `template` by putting `value` for the placeholder `#`.
  func filled(_ template: String, _ value: String) -> String {
    template.replacingOccurrences(of: "#", with: value)
  }

  /// For each template (a valid value with `#` in one field): the largest double accepted,
  /// ±infinity refused.
  func expectFinitenessRule<Value: Decodable>(
    _ type: Value.Type, _ templates: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for template in templates {
      #expect(
        accepts(type, filled(template, largest)), "\(template)", sourceLocation: sourceLocation)
      #expect(
        accepts(type, filled(template, "-" + largest)), "\(template)",
        sourceLocation: sourceLocation)
      #expect(
        !accepts(type, filled(template, "\"inf\"")), "\(template)", sourceLocation: sourceLocation)
      #expect(
        !accepts(type, filled(template, "\"-inf\"")), "\(template)", sourceLocation: sourceLocation)
    }
  }

  @Test func pointsSizesVectorsAndRects() {
    expectFinitenessRule(Point2D.self, ["{\"x\": #, \"y\": 0}", "{\"x\": 0, \"y\": #}"])
    expectFinitenessRule(Vector2D.self, ["{\"dx\": #, \"dy\": 0}", "{\"dx\": 0, \"dy\": #}"])
    expectFinitenessRule(
      Size2D.self, ["{\"width\": #, \"height\": 0}", "{\"width\": 0, \"height\": #}"])
    expectFinitenessRule(
      Point3D.self, ["{\"x\": #, \"y\": 0, \"z\": 0}", "{\"x\": 0, \"y\": 0, \"z\": #}"])
    expectFinitenessRule(
      Rect2D.self,
      [
        "{\"origin\": {\"x\": #, \"y\": 0}, \"size\": {\"width\": 1, \"height\": 1}}",
        "{\"origin\": {\"x\": 0, \"y\": 0}, \"size\": {\"width\": 1, \"height\": #}}",
      ])
  }

  /// AffineTransform2D and Transform3D: every entry finite. Components: every part finite,
  /// and the transform they make finite: c = height·shear at rotation 0, so a height of 1e300
  /// with a shear of 1e8 (c = 1e308) is accepted and with a shear of 1e9 refused.
  @Test func transforms() {
    let entries = ["a", "b", "c", "d", "tx", "ty"]
    expectFinitenessRule(
      AffineTransform2D.self,
      entries.map { key in
        "{"
          + entries.map { "\"\($0)\": \($0 == key ? "#" : ($0 == "a" || $0 == "d" ? "1" : "0"))" }
          .joined(separator: ", ") + "}"
      })
    let names = (1...4).flatMap { row in (1...4).map { "m\(row)\($0)" } }
    expectFinitenessRule(
      Transform3D.self,
      ["m11", "m23", "m34", "m41", "m44"].map { key in
        "{"
          + names.map { name in
            let diagonal = name.dropFirst().first == name.last
            return "\"\(name)\": \(name == key ? "#" : diagonal ? "1" : "0")"
          }.joined(separator: ", ") + "}"
      })
    func components(
      width: String = "1", height: String = "1", shear: String = "0", rotation: String = "0"
    ) -> String {
      "{\"scale\": {\"width\": \(width), \"height\": \(height)}, \"horizontalShear\": \(shear),"
        + " \"rotation\": \(rotation), \"translation\": {\"dx\": 0, \"dy\": 0}}"
    }
    expectFinitenessRule(
      AffineTransform2D.Components.self, [components(rotation: "#"), components(width: "#")])
    #expect(accepts(AffineTransform2D.Components.self, components(height: "1e300", shear: "1e8")))
    #expect(!accepts(AffineTransform2D.Components.self, components(height: "1e300", shear: "1e9")))
  }

  /// LayerGeometry and LayerGeometry3D: their parts' rules, and zPosition and anchorPointZ
  /// finite.
  @Test func layers() {
    let bounds = "{\"origin\": {\"x\": 0, \"y\": 0}, \"size\": {\"width\": 10, \"height\": 10}}"
    let flat = "{\"a\": 1, \"b\": 0, \"c\": 0, \"d\": 1, \"tx\": 0, \"ty\": 0}"
    expectFinitenessRule(
      LayerGeometry.self,
      [
        "{\"bounds\": \(bounds), \"position\": {\"x\": #, \"y\": 1},"
          + " \"anchorPoint\": {\"x\": 0.5, \"y\": 0.5}, \"transform\": \(flat)}",
        "{\"bounds\": \(bounds), \"position\": {\"x\": 1, \"y\": 1},"
          + " \"anchorPoint\": {\"x\": 0.5, \"y\": 0.5}, \"transform\": {\"a\": 1, \"b\": 0,"
          + " \"c\": 0, \"d\": 1, \"tx\": #, \"ty\": 0}}",
      ])
    let layer3D =
      "{\"bounds\": \(bounds), \"position\": {\"x\": 1, \"y\": 1},"
      + " \"anchorPoint\": {\"x\": 0.5, \"y\": 0.5}, \"zPosition\": @Z@, \"anchorPointZ\": @A@}"
    expectFinitenessRule(
      LayerGeometry3D.self,
      [
        layer3D.replacingOccurrences(of: "@Z@", with: "#").replacingOccurrences(
          of: "@A@", with: "0"),
        layer3D.replacingOccurrences(of: "@Z@", with: "0").replacingOccurrences(
          of: "@A@", with: "#"),
      ])
  }

  /// Quaternion: every component finite, and not all zero (the smallest subnormal is a
  /// rotation).
  @Test func quaternions() {
    expectFinitenessRule(
      Quaternion.self,
      ["{\"x\": #, \"y\": 0, \"z\": 0, \"w\": 1}", "{\"x\": 0, \"y\": 0, \"z\": 0, \"w\": #}"])
    #expect(!accepts(Quaternion.self, "{\"x\": 0, \"y\": 0, \"z\": 0, \"w\": 0}"))
    #expect(!accepts(Quaternion.self, "{\"x\": -0.0, \"y\": 0, \"z\": 0, \"w\": -0.0}"))
    #expect(
      accepts(
        Quaternion.self,
        "{\"x\": \(Double.leastNonzeroMagnitude), \"y\": 0, \"z\": 0, \"w\": 0}"))
  }

  /// CSSColor: each component other than a hue within ±1e100, alpha finite; a hue any finite
  /// number.
  @Test func colors() {
    func color(_ css: String) -> String { "\"\(css)\"" }
    let limit = 1e100
    #expect(accepts(CSSColor.self, color("lab(\(limit) 0 0)")))
    #expect(!accepts(CSSColor.self, color("lab(\(limit.nextUp) 0 0)")))
    #expect(accepts(CSSColor.self, color("oklch(0.5 0.1 \(1e300))")))
    #expect(accepts(CSSColor.self, color("color(srgb 0 0 -\(limit))")))
    #expect(!accepts(CSSColor.self, color("color(srgb 0 0 -\(limit.nextUp))")))
  }
}
