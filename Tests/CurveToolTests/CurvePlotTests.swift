import CurveTool
import Easing
import Foundation
import Springs
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct CurvePlotTests {
  /// The plot's range comes from 401 samples; a narrow spike between them (to 10 at 50.05%)
  /// lands above the plot in a wide plot's columns, and those rows are skipped rather than used
  /// as an index.
  @Test func rowsOutsideThePlotAreSkipped() throws {
    let spike = try CurveExpression("linear(0, 0 50%, 10 50.05%, 0 50.1%, 1)")
    let lines = CurvePlot.terminal([spike], width: 1000, height: 2)
    #expect(lines.count == 2 && lines.allSatisfy { $0.count == 1000 })
  }

  @Suite struct SVGRendering {
    static let renderer = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Renders an SVG to PNG with librsvg's `rsvg-convert` when the machine has it. The project's
    /// files do not install it, so on a bare machine this is skipped (the reason is the trait's
    /// comment).
    @Test(.enabled(if: renderer != nil, "rsvg-convert is not installed; SVG rendering not checked"))
    func rendersToPNG() throws {
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "kinetics-svg-\(UUID())")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let svg = directory.appendingPathComponent("curve.svg")
      try CurvePlot.svg([try CurveExpression("elastic-out")]).write(
        to: svg, atomically: true, encoding: .utf8)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: Self.renderer!)
      process.arguments = [svg.path, "-o", directory.appendingPathComponent("curve.png").path]
      try process.run()
      process.waitUntilExit()
      #expect(process.terminationStatus == 0)
      #expect(
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("curve.png").path))
    }
  }
}
