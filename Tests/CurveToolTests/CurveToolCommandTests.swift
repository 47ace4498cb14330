import CurveTool
import Easing
import Foundation
import Springs
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct CurveToolCommandTests {
  @Test func parsesOptions() throws {
    let command = try CurveToolCommand.parse([
      "ease-in", "elastic-out", "--samples", "5", "--svg", "out.svg", "--css", "--max-error",
      "0.01", "--width", "40",
    ])
    #expect(command.expressions == ["ease-in", "elastic-out"])
    #expect(
      command.samples == 5 && command.svgPath == "out.svg" && command.css
        && command.maximumError == 0.01)
    #expect(command.width == 40)
    #expect(try CurveToolCommand.parse(["--gallery", "dir"]).galleryPath == "dir")
  }

  @Test(arguments: [
    ([String](), "give at least one curve expression, --gallery DIR or --gradient FROM TO"),
    (["ease", "--samples", "1"], "--samples: '1' must be an integer from 2 to 100000"),
    (
      ["ease", "--samples", "9223372036854775807"],
      "--samples: '9223372036854775807' must be an integer from 2 to 100000"
    ),
    (
      ["ease", "--width", "4611686018427387904"],
      "--width: '4611686018427387904' must be an integer from 4 to 1000"
    ),
    (["ease", "--height", "-3"], "--height: '-3' must be an integer from 2 to 1000"),
    (["ease", "--max-error", "-1"], "--max-error: '-1' must be a positive number"),
    (["ease", "--max-error", "inf"], "--max-error: 'inf' must be a positive number"),
    (["ease", "--fast"], "unknown option '--fast'"),
    (["ease", "--svg"], "--svg needs a value"),
  ])
  func rejectsBadArguments(arguments: [String], message: String) {
    #expect(throws: CurveToolCommand.UsageError(description: message)) {
      try CurveToolCommand.parse(arguments)
    }
  }

  @Suite struct Output {
    /// The UIKit spring's overshoot is e^{−πζ/√(1−ζ²)} ≈ 0.1711 (see SpringCurveTests).
    @Test func factsMatchTheLibrary() throws {
      let curve = try CurveExpression(
        "spring(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)")
      let lines = CurveFacts.lines(for: curve)
      #expect(lines.contains { $0.contains("overshoot 0.171") })
      #expect(lines.contains("mass/stiffness/damping: 1 / 452.032426 / 20.835833"))
      let ease = CurveFacts.lines(for: try CurveExpression("ease-in-out"))
      #expect(ease.contains("css: ease-in-out") && ease.contains("velocity at 0: 0, at 1: 0"))
    }

    @Test func samplesAndCSS() throws {
      let curve = try CurveExpression("bounce-out")
      let table = CurveFacts.samples(curve, count: 11)
      #expect(table.count == 12)
      #expect(table[6].hasPrefix("0.5\t\(Ease.bounceOut.value(at: 0.5))"))
      let css = try CurveFacts.css(curve, maximumError: 0.002)
      let parsed = try TimingFunction(css: css)
      let worst = (0...5000).map {
        abs(parsed.value(at: Double($0) / 5000) - curve.value(at: Double($0) / 5000))
      }.max()!
      #expect(worst <= 0.002 * 1.001)
    }

    @Test func terminalPlotHasTheAskedSize() throws {
      let lines = CurvePlot.terminal(
        [try CurveExpression("ease"), try CurveExpression("elastic-out")], width: 30, height: 8)
      #expect(lines.count == 8 && lines.allSatisfy { $0.count == 30 })
      #expect(lines.joined().unicodeScalars.contains { $0.value > 0x2800 && $0.value <= 0x28FF })
    }

    /// The SVG is well-formed XML with an svg root, two polylines per curve (value and
    /// velocity), axis lines and labels.
    @Test func svgIsWellFormedWithTheExpectedElements() throws {
      let svg = CurvePlot.svg([
        try CurveExpression("ease-out"), try CurveExpression("spring(duration: 0.5, bounce: 0.3)"),
      ])
      final class Counter: NSObject, XMLParserDelegate {
        var elements: [String: Int] = [:]
        func parser(
          _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
          qualifiedName: String?, attributes: [String: String] = [:]
        ) {
          elements[name, default: 0] += 1
        }
      }
      let parser = XMLParser(data: Data(svg.utf8))
      let counter = Counter()
      parser.delegate = counter
      #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
      #expect(counter.elements["svg"] == 1)
      #expect(counter.elements["polyline"] == 4)
      #expect((counter.elements["line"] ?? 0) >= 2)
      #expect((counter.elements["text"] ?? 0) >= 6)
    }

    @Test func galleryIndexShowsEveryPreset() {
      let html = CurveGallery.indexHTML()
      for (name, _) in CurveGallery.presets { #expect(html.contains("\(name).svg")) }
      #expect(CurveGallery.presets.allSatisfy { (try? CurveExpression($0.1)) != nil })
    }

    /// docs/gallery, which the README embeds, shows the curves as the library computes them: every
    /// number in each committed SVG (the plotted points in pixels, the labels) is within 1e-6 px of
    /// what the library draws now, and the text between the numbers is the same. A difference at
    /// rounding level passes; a curve that moved fails with where and by how much — a regression
    /// unless the change was meant, in which case `swift run curves --gallery docs/gallery`
    /// regenerates the files.
    @Test func committedGalleryMatchesTheLibrary() throws {
      let gallery = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/gallery").standardized
      func committed(_ file: String) throws -> String {
        try String(contentsOf: gallery.appendingPathComponent(file), encoding: .utf8)
      }
      #expect(try committed("index.html") == CurveGallery.indexHTML())
      for (name, expression) in CurveGallery.presets {
        let (old, new) = (
          try committed("\(name).svg"), CurvePlot.svg([try CurveExpression(expression)])
        )
        let (oldNumbers, newNumbers) = (Self.numbers(in: old), Self.numbers(in: new))
        #expect(
          Self.skeleton(old) == Self.skeleton(new) && oldNumbers.count == newNumbers.count,
          "docs/gallery/\(name).svg: the plot's structure changed")
        let moved = zip(oldNumbers, newNumbers).enumerated().max {
          abs($0.1.0 - $0.1.1) < abs($1.1.0 - $1.1.1)
        }
        if let (index, (was, now)) = moved {
          #expect(
            abs(was - now) <= 1e-6,
            "docs/gallery/\(name).svg: number \(index) moved from \(was) to \(now) px")
        }
      }
    }

    /// The numbers in an SVG, in order.
    static func numbers(in text: String) -> [Double] {
      text.split { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "e") }.compactMap { Double($0) }
    }

    /// The SVG with its numbers removed.
    static func skeleton(_ text: String) -> String {
      String(text.filter { !($0.isNumber || $0 == ".") })
    }
  }

  /// `curves --gradient FROM TO`: strips of a color crossfade in several spaces.
  /// `curves --gradient FROM TO`: strips of a color crossfade in several spaces.
  @Suite struct Gradient {
    @Test func gradientOptionsParse() throws {
      let command = try CurveToolCommand.parse([
        "--gradient", "#0a84ff", "orange", "--in", "srgb,oklch", "--hue", "longer",
      ])
      #expect(command.gradient == ["#0a84ff", "orange"])
      #expect(command.gradientSpaces == [.srgb, .oklch] && command.hue == .longer)
      #expect(throws: CurveToolCommand.UsageError.self) {
        try CurveToolCommand.parse(["--gradient", "red", "blue", "--in", "srgb,cmyk"])
      }
      #expect(throws: CurveToolCommand.UsageError.self) {
        try CurveToolCommand.parse(["--gradient", "red", "blue", "--hue", "sideways"])
      }
      #expect(throws: CurveToolCommand.UsageError.self) {
        try CurveToolCommand.parse(["ease", "--gradient", "red", "blue", "--svg", "x.svg"])
      }
      let bad = try CurveToolCommand.parse(["--gradient", "red", "bleu"])
      #expect(throws: CurveToolCommand.Failure.self) { try bad.report(columns: nil) }
    }

    /// In sRGB the stops are plain blends of the channels: #0a84ff → #ffa500 at ¼ is
    /// (10·¾ + 255·¼, 132·¾ + 165·¼, 255·¾ + 0·¼) = (71.25, 140.25, 191.25), #478cbf; at ½
    /// (132.5, 148.5, 127.5) rounds to #859580; at ¾ (193.75, 156.75, 63.75), #c29d40.
    @Test func reportShowsTheStopsOfEachSpace() throws {
      let command = try CurveToolCommand.parse(["--gradient", "#0a84ff", "orange"])
      let lines = try command.report(columns: nil)
      #expect(lines[0] == "rgb(10, 132, 255) → rgb(255, 165, 0), shorter hue:")
      #expect(lines[1] == "  in srgb   #0a84ff #478cbf #859580 #c29d40 #ffa500")
      #expect(lines[2].hasPrefix("  in oklab  #0a84ff ") && lines[2].hasSuffix(" #ffa500"))
      #expect(lines[2] != lines[1].replacingOccurrences(of: "srgb ", with: "oklab"))
    }

    @Test func svgHasAStripPerSpace() throws {
      let strip = try #require(
        try CurveToolCommand.parse(["--gradient", "red", "blue", "--in", "srgb,oklab,oklch"])
          .gradientStrip())
      let svg = strip.svg()
      #expect(svg.components(separatedBy: "<rect ").count - 1 == 3 * 96)
      #expect(svg.contains(">oklch</text>") && svg.hasPrefix("<svg "))
    }
  }
}
