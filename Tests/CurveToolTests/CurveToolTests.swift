import CurveTool
import Easing
import Foundation
import Springs
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct CurveExpressionTests {
  @Test func parsesCSSPennerAndSprings() throws {
    #expect(
      try CurveExpression("ease-in-out").value(at: 0.3) == CubicBezier.easeInOut.value(at: 0.3))
    #expect(try CurveExpression("steps(4, jump-none)").value(at: 0.3) == 1.0 / 3)
    // d3-ease's definitions in 40-digit arithmetic: elasticOut(0.3) (amplitude 1, period 0.3)
    // and backInOut(0.3) (overshoot 1.70158) = 0.36·(2.70158·0.6 − 1.70158)/2.
    expectClose(try CurveExpression("elastic-out").value(at: 0.3), 0.8758553274682307, ulps: 8)
    expectClose(try CurveExpression("back-in-out").value(at: 0.3), -0.01451376, relative: 1e-14)
    // UIKit's spring for (0.6 s, 0.49, 0.81) at 0.1 s (progress 1/6): 1 − 30.1358747975419445/390,
    // from the transition articles' 40-digit reference (scripts/references/transition_articles.py).
    let uiKit = try CurveExpression(
      "spring(duration: 0.6, dampingRatio: 0.49, initialVelocity: 0.81)")
    expectClose(uiKit.value(at: 1.0 / 6), 0.9227285261601489, relative: 1e-13)
    // spring(duration: 0.5, bounce: 0.3): ω0 = 4π, ζ = 0.7, so k = 16π² and c = 5.6π;
    // spring(tension: 40, friction: 7): Origami's (40 − 30)·3.62 + 194 = 230.2 and
    // (7 − 8)·3 + 25 = 22; spring(mass: 2, stiffness: 50, damping: 30) as given (ζ = 1.5:
    // over-damped springs are kept, not clamped).
    for (text, mass, stiffness, damping) in [
      ("spring(duration: 0.5, bounce: 0.3)", 1.0, 157.91367041742973, 17.592918860102841),
      ("spring(tension: 40, friction: 7)", 1, 230.2, 22),
      ("spring(mass: 2, stiffness: 50, damping: 30)", 2, 50, 30),
    ] {
      guard case .spring(let spring, _) = try CurveExpression(text).kind else {
        Issue.record("\(text) is not a spring")
        continue
      }
      #expect(spring.mass == mass, "\(text)")
      expectClose(spring.stiffness, stiffness, relative: 1e-15, "\(text)")
      expectClose(spring.damping, damping, relative: 1e-15, "\(text)")
    }
  }

  @Test(arguments: [
    ("spring(duration 0.5)", 16, "expected ':'"),
    ("spring(duration: x)", 17, "expected a number for duration"),
    ("spring(duration: 0.5, bounce: 0.3", 33, "expected ')'"),
    (
      "spring(duration: 0.5, weight: 2)", 0,
      "expected spring(duration:dampingRatio:initialVelocity:)"
    ),
    ("cubic-bezier(2, 0, 1, 1)", 13, "x1 must lie in [0, 1]"),
    ("spring(tension: 40, friction: -1)", 30, "friction must be ≥ −1/3"),
    ("spring(response: 1e-300, dampingRatio: 0.5)", 17, "response must give ω0"),
    ("spring(mass: 1, stiffness: 100, damping: -2)", 41, "damping must be finite and ≥ 0"),
    ("spring(duration: 0.5, bounce: 2)", 30, "bounce must lie in (−1, 1]"),
    ("spring(bounciness: -1, speed: 12)", 19, "bounciness must be finite and ≥ 0"),
    ("spring(duration: 0.5, duration: 0.6)", 22, "duration is given twice"),
    ("wobble-in", 0, "unknown easing keyword"),
    ("spring(duration: 0.5, bounce: 0.3) x", 35, "expected the end of the expression"),
  ])
  func errorsNameThePositionAndWhatWasExpected(text: String, offset: Int, message: String) {
    #expect {
      try CurveExpression(text)
    } throws: { error in
      guard let error = error as? CurveExpression.ParseError else { return false }
      return error.offset == offset && error.message.hasPrefix(message)
    }
  }
}

@Suite struct CurveToolSpringFormsTests {
  /// Every spring form goes through the spring's own initializer: the tool shows the spring the
  /// library makes, over-damping kept (mass 3, stiffness 1000, damping 500 stays at ζ 4.56).
  @Test func everyFormIsTheLibrarysSpring() throws {
    let cases: [(String, DampedSpring)] = [
      ("spring(mass: 3, stiffness: 1000, damping: 500)", .uiKitSystem),
      ("spring(bounciness: 8, speed: 12)", DampedSpring(bounciness: 8, speed: 12)),
      ("spring(visualDuration: 0.3, bounce: 0.3)", .framerMotionDefault),
      (
        "spring(settlingDuration: 3, dampingRatio: 0.25)",
        DampedSpring(settlingDuration: 3, dampingRatio: 0.25)
      ),
      ("spring(response: 0.5, dampingRatio: 2)", DampedSpring(response: 0.5, dampingRatio: 2)),
    ]
    for (text, expected) in cases {
      guard case .spring(let spring, _) = try CurveExpression(text).kind else {
        Issue.record("\(text) is not a spring")
        continue
      }
      #expect(spring == expected, "\(text)")
    }
  }

  /// Extreme but valid expressions plot, print facts and CSS without trapping or NaN; a curve
  /// whose values leave the double range (a steep `linear()` extrapolated to −∞) has no CSS
  /// form, which is an error, not a trap.
  @Test func extremeExpressionsDoNotTrap() throws {
    for text in ["linear(-1e308, 1e308)", "linear(0, 5e251, 7 1e-200%)"] {
      let curve = try CurveExpression(text)
      _ = CurveFacts.lines(for: curve)
      _ = CurvePlot.terminal([curve], width: 20, height: 4)
      #expect(!CurvePlot.svg([curve]).contains("nan"))
      do {
        #expect(!(try CurveFacts.css(curve, maximumError: 0.001)).contains("nan"))
      } catch {
        #expect(text == "linear(0, 5e251, 7 1e-200%)", "\(error)")
      }
    }
  }

  /// `COLUMNS` from the environment: two less, within 4…1000; absent or garbage gives 70.
  @Test func terminalWidthFromColumns() {
    #expect(CurveToolCommand.terminalWidth(columns: "80") == 78)
    #expect(CurveToolCommand.terminalWidth(columns: "-9223372036854775808") == 4)
    #expect(CurveToolCommand.terminalWidth(columns: "9223372036854775807") == 1000)
    #expect(CurveToolCommand.terminalWidth(columns: "wide") == 70)
    #expect(CurveToolCommand.terminalWidth(columns: nil) == 70)
  }
}

@Suite struct CurveToolOutputTests {
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

@Suite struct CurvePlotTests {
  /// The plot's range comes from 401 samples; a narrow spike between them (to 10 at 50.05%)
  /// lands above the plot in a wide plot's columns, and those rows are skipped rather than used
  /// as an index.
  @Test func rowsOutsideThePlotAreSkipped() throws {
    let spike = try CurveExpression("linear(0, 0 50%, 10 50.05%, 0 50.1%, 1)")
    let lines = CurvePlot.terminal([spike], width: 1000, height: 2)
    #expect(lines.count == 2 && lines.allSatisfy { $0.count == 1000 })
  }
}

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
}

@Suite struct SVGRenderingTests {
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

/// `curves --gradient FROM TO`: strips of a color crossfade in several spaces.
@Suite struct CurveToolGradientTests {
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
