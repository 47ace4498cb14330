import Foundation
import Testing
@testable import BenchSupport

@Suite struct BenchOptionsTests {
  @Test func parsesEveryFlag() throws {
    let options = try BenchOptions.parse([
      "--filter", "bezier", "--quick", "--format", "json", "--output", "out.json", "--samples", "4",
      "--compare", "old.json", "--threshold", "1.5", "--allow-debug", "--list", "--untimed", "0",
    ])
    #expect(options.filter == "bezier")
    #expect(options.quick && options.allowDebug && options.list)
    #expect(options.format == .json)
    #expect(options.outputPath == "out.json")
    #expect(options.comparePath == "old.json")
    #expect(options.slowdownThreshold == 1.5)
    #expect(options.plan.samples == 4)
    #expect(options.untimedRuns == 0)
    #expect(options.selects("Easing/bezier/batch"))
    #expect(!options.selects("Springs/step"))
  }

  @Test(arguments: [
    (["--format", "xml"], "--format: 'xml' is not one of text, markdown, json"),
    (["--filter"], "--filter needs a value"),
    (["--filter", "("], "--filter: '(' is not a valid regular expression"),
    (["--samples", "0"], "--samples: '0' must be a positive integer"),
    (["--untimed", "-1"], "--untimed: '-1' must be a non-negative integer"),
    (["--threshold", "0.5"], "--threshold: '0.5' must be a number greater than 1"),
    (["--fast"], "unknown argument '--fast'"),
  ])
  func rejectsBadArguments(arguments: [String], message: String) {
    #expect(throws: BenchOptions.ParseError(description: message)) {
      try BenchOptions.parse(arguments)
    }
  }
}
