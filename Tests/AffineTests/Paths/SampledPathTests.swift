@testable import Affine
import Foundation
import TestSupport
import Testing

/// Sampled paths against the measured paths they sample (an independent computation: Newton
/// steps on Gauss–Legendre arc length, certified against 40-digit references in
/// MeasuredPathTests): points within the stated error at distances spread over every interval,
/// tangents within a matching angle, corners, cusps and degenerate paths as documented.
@Suite struct SampledPathTests {
  /// The hard ring of the benchmarks (16 cubics bending hard, corners at every join), an arc
  /// path, a cusp, and a path of lines and quadratics.
  static let paths: [(String, BezierPath)] = [
    ("ring", ring()),
    ("arcs", BezierPath(try! PathData(svg: "M 0 0 A 100 60 30 1 1 200 50 A 20 20 0 0 0 240 90"))),
    ("cusp", BezierPath(try! PathData(svg: "M 0 0 C 100 100 0 100 100 0"))),
    ("mixed", BezierPath(try! PathData(svg: "M 0 0 L 50 0 Q 100 0 100 50 T 150 150 H 90 Z"))),
  ]

  static func ring() -> BezierPath {
    var path = BezierPath()
    func point(_ index: Int, radius: Double) -> Point2D {
      let angle = Double(index) / 16 * 2 * .pi
      return Point2D(x: 200 + radius * cos(angle), y: 200 + radius * sin(angle))
    }
    path.move(to: point(0, radius: 180))
    for index in 1...16 {
      path.addCurve(
        to: point(index, radius: index % 2 == 0 ? 180 : 140),
        control1: point(index - 1, radius: 220), control2: point(index, radius: 100))
    }
    return path
  }

  /// Both evaluations — the Swift reference (every processor) and the processor's own (the C
  /// kernel with fused multiply-adds where it runs, else the reference again) — against the
  /// measured path: points within the stated error, tangents within a matching angle and of
  /// unit length within 4e-16 (the normalization's truncation is below 1.5e-16).
  @Test(arguments: paths.map(\.0))
  func pointsAreWithinTheStatedError(name: String) {
    let measured = MeasuredPath(Self.paths.first { $0.0 == name }!.1)
    let sampled = SampledPath(measured)
    #expect(sampled.maximumError == 1e-10 * measured.length)
    let count = 20_000
    let distances = (0...count).map { measured.length * Double($0) / Double(count) }
    for level in [0, SampledPath.kernelLevel] {
      let positions = Self.positions(of: sampled, at: distances, kernelLevel: level)
      var worst = 0.0
      var worstAngle = 0.0
      var worstLength = 0.0
      for (distance, fast) in zip(distances, positions) {
        let exact = measured.position(atDistance: distance)
        let miss = fast.point.storage - exact.point.storage
        worst = max(worst, (miss * miss).sum().squareRoot())
        let cross = fast.tangent.dx * exact.tangent.dy - fast.tangent.dy * exact.tangent.dx
        worstAngle = max(worstAngle, abs(cross))
        let squaredLength = fast.tangent.dx * fast.tangent.dx + fast.tangent.dy * fast.tangent.dy
        worstLength = max(worstLength, abs(squaredLength - 1))
      }
      #expect(worst <= sampled.maximumError * 1.01, "\(name), level \(level): \(worst)")
      #expect(worstAngle < 2e-6, "\(name), level \(level): tangents \(worstAngle)")
      #expect(worstLength <= 8e-16, "\(name), level \(level): squared length \(worstLength)")
    }
  }

  /// Positions at `distances` by the evaluation at `kernelLevel` (0: the Swift reference).
  static func positions(
    of sampled: SampledPath, at distances: [Double], kernelLevel: Int32
  ) -> [PathPosition] {
    [PathPosition](unsafeUninitializedCapacity: distances.count) { buffer, initialized in
      distances.withUnsafeBufferPointer { distances in
        sampled.withTables {
          $0.positions(
            atDistances: distances, into: buffer, of: sampled, kernelLevel: kernelLevel)
        }
      }
      initialized = distances.count
    }
  }

  /// The index finds the interval a search of every start finds — the last starting at or
  /// before the distance — on paths whose bins hold one start each (the ring, the arcs) and
  /// on paths whose bins are capped and walked: one interval a millionth of the others' length
  /// (a segment that short among long ones), and a cusp (halved to the shortest intervals
  /// beside it).
  @Test func binsFindTheIntervalASearchFinds() throws {
    let capped = BezierPath(
      try PathData(svg: "M 0 0 L 1000 0 l 0.001 0 C 1100 0 1100 100 1000 100"))
    let cases: [(BezierPath, Bool)] = [
      (Self.paths[0].1, true), (Self.paths[1].1, true), (capped, false), (Self.paths[2].1, false),
    ]
    var generator = SplitMix64(seed: 7)
    for (path, holdOneStart) in cases {
      let sampled = SampledPath(MeasuredPath(path))
      #expect(sampled.binsHoldOneStart == holdOneStart)
      let starts = sampled.spans.map(\.start)
      var distances = starts.dropLast().flatMap { [$0, $0.nextDown, $0.nextUp] }
      distances += (0..<5_000).map { _ in
        Double.random(in: 0...sampled.sampledEnd, using: &generator)
      }
      sampled.withTables { tables in
        for distance in distances {
          let clamped = tables.clamped(distance)
          let expected = starts.lastIndex { $0 <= clamped }!
          #expect(tables.interval(atDistance: distance).0 == expected, "\(path) at \(distance)")
        }
      }
    }
  }

  /// The batch gives `position(atDistance:)` bit for bit: on every test path, a path with no
  /// length, paths near the double range and lines whose interpolants' derivatives square
  /// beyond it or below it, at random distances with the ends, beyond them, NaN, infinities
  /// and the cusp's distance (where the measured path answers) among them, for counts below,
  /// at and across its blocks of 64.
  @Test func batchMatchesTheScalarPositions() throws {
    var generator = SplitMix64(seed: 29)
    let extra = try [
      "M 5 5", "M -1e307 0 C 0 1e307 1e307 1e307 1e307 0", "M 0 0 L 1e200 0",
      "M 0 0 L 1e-170 1e-170",
    ].map { BezierPath(try PathData(svg: $0)) }
    for path in Self.paths.map(\.1) + extra {
      let measured = MeasuredPath(path)
      let sampled = SampledPath(measured)
      for count in [0, 1, 2, 63, 64, 65, 301] {
        // Half the length is the cusp's distance on the cusp path, where an interval answers
        // exactly: beside served elements, at odd places (the kernel works in pairs).
        let special = [
          0, measured.length, -1, .nan, .infinity, -.infinity, 2 * measured.length,
          measured.length / 2,
        ]
        let distances = (0..<count).map { index in
          index % 10 == 9
            ? special[index / 10 % special.count]
            : Double.random(in: 0...1, using: &generator) * measured.length
        }
        let batch = [PathPosition](unsafeUninitializedCapacity: count) { buffer, initialized in
          distances.withUnsafeBufferPointer { sampled.positions(atDistances: $0, into: buffer) }
          initialized = count
        }
        for (distance, position) in zip(distances, batch) {
          let scalar = sampled.position(atDistance: distance)
          #expect(
            position.point.x.bitPattern == scalar.point.x.bitPattern
              && position.point.y.bitPattern == scalar.point.y.bitPattern
              && position.tangent.dx.bitPattern == scalar.tangent.dx.bitPattern
              && position.tangent.dy.bitPattern == scalar.tangent.dy.bitPattern,
            "\(path) at \(distance): \(position) against \(scalar)")
        }
      }
    }
  }

  /// The intervals the documentation counts for the benchmark ring, and a cusp that stops halving
  /// with the few intervals beside it answering exactly.
  @Test func knotCounts() {
    #expect(SampledPath(MeasuredPath(Self.ring())).interpolants.count == 1248)
    #expect(SampledPath(MeasuredPath(Self.paths[1].1)).interpolants.count == 80)
    #expect(SampledPath(MeasuredPath(Self.paths[3].1)).interpolants.count == 83)
    let cusp = SampledPath(MeasuredPath(Self.paths[2].1))
    #expect(cusp.interpolants.count <= 1024)
    #expect(cusp.interpolants.filter { $0.c0.x.isNaN }.count <= 4)
  }

  /// The ends, beyond them, NaN, and paths without length.
  @Test func endsAndDegeneratePaths() throws {
    let measured = MeasuredPath(Self.paths[3].1)
    let sampled = SampledPath(measured)
    #expect(sampled.position(atDistance: -5) == measured.position(atDistance: 0))
    #expect(sampled.position(atDistance: .nan) == measured.position(atDistance: 0))
    let end = sampled.position(atDistance: .infinity)
    #expect(abs(end.point.x) < 1e-9 && abs(end.point.y) < 1e-9)
    for svg in ["M 5 5", "M 5 5 L 5 5 Z"] {
      let still = MeasuredPath(BezierPath(try PathData(svg: svg)))
      #expect(SampledPath(still).position(atDistance: 3) == still.position(atDistance: 3))
    }
  }

  /// Corners between segments keep each side's tangent: just before and after the first join
  /// of the mixed path (a line into a quadratic leaving along it) and of a square.
  @Test func cornersAreExact() throws {
    let square = MeasuredPath(BezierPath(try PathData(svg: "M 0 0 H 100 V 100")))
    let sampled = SampledPath(square)
    #expect(sampled.position(atDistance: 99.999).tangent == Vector2D(dx: 1, dy: 0))
    #expect(sampled.position(atDistance: 100.001).tangent == Vector2D(dx: 0, dy: 1))
    let point = sampled.position(atDistance: 150).point
    #expect(point == Point2D(x: 100, y: 50))
  }

  /// Coordinates near the double range sample without NaN; a short path far from the origin
  /// is sampled within the rounding of its coordinates (64 ulps), not 1e-10 of its length.
  @Test func extremeCoordinates() throws {
    let far = MeasuredPath(BezierPath(try PathData(svg: "M 1e10 1e10 c 0 1e-3 1e-3 1e-3 1e-3 0")))
    let farSampled = SampledPath(far)
    #expect(farSampled.maximumError == 64 * (1e10 + 1e-3).ulp)
    #expect(farSampled.interpolants.count < 100)
    for svg in [
      "M -1e307 0 C 0 1e307 1e307 1e307 1e307 0", "M 0 0 C 0 1e-300 1e-300 1e-300 1e-300 0",
      "M -1.7e308 0 L 1.7e308 0",
      // Found by FuzzPath: a segment of subnormal length beside ones near 1e308.
      "M 0 0 A 1e308 1e-308 45 1 0 1e308 -1e308 L 5e-324 0",
      // Found by FuzzPath: a path of subnormal length, whose 64th rounds to zero.
      "M 0 0v85e-324 0",
    ] {
      let measured = MeasuredPath(BezierPath(try PathData(svg: svg)))
      let sampled = SampledPath(measured)
      for fraction in stride(from: 0.0, through: 1, by: 0.01) {
        let position = sampled.position(atDistance: fraction * measured.length)
        #expect(position.point.x.isFinite && position.point.y.isFinite, "\(svg) at \(fraction)")
        #expect(position.tangent.dx.isFinite && position.tangent.dy.isFinite)
      }
    }
  }
}
