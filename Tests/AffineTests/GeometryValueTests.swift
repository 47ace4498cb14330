import KineticsCore
import Affine
import Foundation
import Testing

@Suite struct GeometryValueTests {
  @Test func vectorArithmeticOfPointsVectorsAndSizes() {
    var vector = Vector2D(dx: 3, dy: 4)
    #expect(vector.length == 5)
    #expect(vector + Vector2D(dx: 1, dy: 1) == Vector2D(dx: 4, dy: 5))
    #expect(vector - Vector2D(dx: 1, dy: 1) == Vector2D(dx: 2, dy: 3))
    #expect(vector * 2 == Vector2D(dx: 6, dy: 8))
    #expect(vector.squaredMagnitude == 25)
    vector.multiply(by: 0.5)
    #expect(vector == Vector2D(dx: 1.5, dy: 2))
    vector.dx = 7
    vector.dy = -1
    #expect(vector.storage == SIMD2(7, -1))
    // The length does not overflow for huge components, and is 0 for the zero vector.
    #expect(Vector2D(dx: 3e300, dy: 4e300).length == 5e300)
    #expect(Vector2D.zero.length == 0)

    var point = Point2D(x: 1, y: 2)
    point.x = 3
    point.y = 4
    #expect(point + Point2D(x: 1, y: 1) == Point2D(x: 4, y: 5))
    #expect(point - Point2D(x: 1, y: 1) == Point2D(x: 2, y: 3))
    #expect(point + Vector2D(dx: 1, dy: -1) == Point2D(x: 4, y: 3))
    #expect(point.vector(from: .zero) == Vector2D(dx: 3, dy: 4))
    #expect(point.squaredMagnitude == 25)
    #expect(point.multiplied(by: 2) == Point2D(x: 6, y: 8))

    var size = Size2D(width: 2, height: 3)
    size.width = 4
    size.height = 5
    #expect(size + Size2D(width: 1, height: 1) == Size2D(width: 5, height: 6))
    #expect(size - Size2D(width: 1, height: 1) == Size2D(width: 3, height: 4))
    #expect(size.multiplied(by: 2) == Size2D(width: 8, height: 10))
    #expect(size.squaredMagnitude == 41)
    #expect(Size2D.zero == Size2D(width: 0, height: 0))
  }

  @Test func rectsAreVectorArithmeticAndOffset() {
    let rect = Rect2D(x: 1, y: 2, width: 3, height: 4)
    #expect(rect + rect == Rect2D(x: 2, y: 4, width: 6, height: 8))
    #expect(rect - rect == .zero)
    #expect(rect.squaredMagnitude == 30)
    #expect(rect.offsetBy(dx: 1, dy: -1) == Rect2D(x: 2, y: 1, width: 3, height: 4))
    #expect(Rect2D.null.offsetBy(dx: 1, dy: 1).isNull)
    #expect(Rect2D.null.standardized.isNull)
    #expect(Rect2D.null.insetBy(dx: 1, dy: 1).isNull)
    #expect(Rect2D.null.isEmpty && Rect2D(x: 0, y: 0, width: 0, height: 5).isEmpty && !rect.isEmpty)
    #expect(rect.center == Point2D(x: 2.5, y: 4))
    #expect(!Rect2D.null.contains(rect) && !rect.contains(.null))
  }

  /// Every geometry type round-trips through JSON and refuses non-finite numbers, naming the
  /// key. (JSON has no NaN or infinity; a decoder configured to read them from strings, as
  /// some services send them, does deliver them.)
  @Test func codableRoundTripsAndValidates() throws {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let point = Point2D(x: 1, y: -2)
    #expect(try decoder.decode(Point2D.self, from: encoder.encode(point)) == point)
    let vector = Vector2D(dx: 1, dy: -2)
    #expect(try decoder.decode(Vector2D.self, from: encoder.encode(vector)) == vector)
    let size = Size2D(width: 3, height: 4)
    #expect(try decoder.decode(Size2D.self, from: encoder.encode(size)) == size)
    let rect = Rect2D(x: 1, y: 2, width: 3, height: 4)
    #expect(try decoder.decode(Rect2D.self, from: encoder.encode(rect)) == rect)
    let components = AffineTransform2D(rotationAngle: 0.5).scaledBy(x: 2, y: 3).components
    #expect(
      try decoder.decode(AffineTransform2D.Components.self, from: encoder.encode(components))
        == components)
    for (type, json, key) in [
      (0, #"{"x": "nan", "y": 0}"#, "x"), (1, #"{"dx": 0, "dy": "-inf"}"#, "dy"),
      (2, #"{"width": "inf", "height": 0}"#, "width"),
      (3, #"{"origin": {"x": 0, "y": 0}, "size": {"width": 1, "height": "nan"}}"#, "height"),
      (
        4,
        #"{"scale": {"width": 1, "height": 1}, "horizontalShear": "inf", "rotation": 0, "translation": {"dx": 0, "dy": 0}}"#,
        "horizontalShear"
      ),
    ] {
      let data = Data(json.utf8)
      #expect {
        switch type {
        case 0: _ = try decoder.decode(Point2D.self, from: data)
        case 1: _ = try decoder.decode(Vector2D.self, from: data)
        case 2: _ = try decoder.decode(Size2D.self, from: data)
        case 3: _ = try decoder.decode(Rect2D.self, from: data)
        default: _ = try decoder.decode(AffineTransform2D.Components.self, from: data)
        }
      } throws: { "\($0)".contains("\(key) must be finite") }
    }
  }
}
