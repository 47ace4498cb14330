import Foundation
import KineticsCore
import Affine
import Testing

/// CGRect's documented semantics: standardization of negative sizes, insetBy returning null
/// for a negative result, union/intersection with the null rect, contains on the min edges.
@Suite struct Rect2DTests {
  @Test func negativeSizesExtendLeftAndUp() {
    let rect = Rect2D(x: 10, y: 20, width: -4, height: -6)
    #expect((rect.minX, rect.maxX, rect.minY, rect.maxY) == (6, 10, 14, 20))
    #expect((rect.width, rect.height) == (4, 6))
    #expect(rect.standardized == Rect2D(x: 6, y: 14, width: 4, height: 6))
    #expect((rect.midX, rect.midY) == (8, 17))
  }

  @Test func insetByStandardizesAndReturnsNullWhenTooSmall() {
    let rect = Rect2D(x: 0, y: 0, width: -10, height: 10)
    #expect(rect.insetBy(dx: 1, dy: 2) == Rect2D(x: -9, y: 2, width: 8, height: 6))
    #expect(rect.insetBy(dx: 6, dy: 0).isNull)
    #expect(rect.insetBy(dx: -1, dy: -1) == Rect2D(x: -11, y: -1, width: 12, height: 12))
  }

  @Test func unionAndIntersection() {
    let a = Rect2D(x: 0, y: 0, width: 10, height: 10)
    let b = Rect2D(x: 5, y: 5, width: 10, height: 10)
    #expect(a.union(b) == Rect2D(x: 0, y: 0, width: 15, height: 15))
    #expect(a.intersection(b) == Rect2D(x: 5, y: 5, width: 5, height: 5))
    #expect(a.intersection(Rect2D(x: 20, y: 0, width: 1, height: 1)).isNull)
    #expect(a.union(.null) == a)
    #expect(Rect2D.null.union(b) == b)
    #expect(Rect2D.null.intersection(a).isNull)
    #expect(
      a.intersection(Rect2D(x: 10, y: 0, width: 5, height: 5))
        == Rect2D(x: 10, y: 0, width: 0, height: 5))
  }

  @Test func containsIncludesTheMinimumEdgesOnly() {
    let rect = Rect2D(x: 0, y: 0, width: 10, height: 10)
    #expect(rect.contains(Point2D(x: 0, y: 0)))
    #expect(!rect.contains(Point2D(x: 10, y: 5)))
    #expect(rect.contains(Rect2D(x: 2, y: 2, width: 8, height: 8)))
    #expect(!rect.contains(Rect2D(x: 2, y: 2, width: 9, height: 8)))
    #expect(!Rect2D.null.contains(Point2D(x: 0, y: 0)))
  }

  @Test func framesInterpolateAsFourNumbers() {
    let start = Rect2D(x: 20, y: 100, width: 80, height: 60)
    let end = Rect2D(x: 0, y: 0, width: 390, height: 844)
    #expect(interpolate(from: start, to: end, progress: 0) == start)
    #expect(interpolate(from: start, to: end, progress: 1) == end)
    #expect(
      interpolate(from: start, to: end, progress: 0.5)
        == Rect2D(x: 10, y: 50, width: 235, height: 452))
  }

  /// The null rect (its origin at infinity, which JSON cannot hold) encodes its origin as null
  /// and decodes back to the null rect; other rects round-trip as they are.
  @Test func theNullRectSurvivesCoding() throws {
    let data = try JSONEncoder().encode(Rect2D.null)
    #expect(String(decoding: data, as: UTF8.self).contains("\"origin\":null"))
    #expect(try JSONDecoder().decode(Rect2D.self, from: data) == .null)
    let rect = Rect2D(x: 1, y: 2, width: 3, height: 4)
    #expect(try JSONDecoder().decode(Rect2D.self, from: JSONEncoder().encode(rect)) == rect)
  }
}
