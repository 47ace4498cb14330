import Foundation
import Testing
@testable import BenchSupport

@Suite struct BenchmarkReportTests {
  let results = [
    BenchmarkResult(
      name: "a/b", elements: 10, iterationsPerSample: 3, samples: 5, medianNanoseconds: 2,
      p10Nanoseconds: 1.5, p90Nanoseconds: 3, madNanoseconds: 0.1, elementsPerFrame: 4e6,
      checksum: 1.5, accuracy: "max error 1e-16"),
    BenchmarkResult(
      name: "c/d", elements: 1, iterationsPerSample: 3, samples: 5, medianNanoseconds: 200,
      p10Nanoseconds: 150, p90Nanoseconds: 300, madNanoseconds: 10, elementsPerFrame: 4e4,
      checksum: 2, accuracy: nil),
  ]

  @Test func jsonHasOneRecordPerBenchmarkAndRoundTrips() throws {
    let report = BenchmarkReport(machine: "m", command: "bench", quick: true, results: results)
    let json = try report.rendered(as: .json)
    let decoded = try JSONDecoder().decode(BenchmarkReport.self, from: Data(json.utf8))
    #expect(decoded == report)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect((object?["results"] as? [Any])?.count == 2)
  }

  @Test func markdownAndTextTablesListEveryBenchmark() throws {
    let report = BenchmarkReport(machine: "m", command: "bench", quick: false, results: results)
    let markdown = try report.rendered(as: .markdown)
    #expect(markdown.split(separator: "\n").count == 4)
    #expect(markdown.contains("| a/b | 2.00 |"))
    let text = try report.rendered(as: .text)
    #expect(text.contains("c/d") && text.contains("4.00M") && text.contains("40.0k"))
    let wide = try report.rendered(as: .text, wide: true)
    #expect(wide.contains("max error 1e-16") && !text.contains("max error 1e-16"))
  }

  @Test func theDefaultTextTableFits100ColumnsAndNamesBaselines() throws {
    var long = results
    long[0].name = String(repeating: "Springs/value/", count: 10) + "end"
    long[0].baseline = "a baseline"
    long[0].ratioToBaseline = 0.3125
    let text = try BenchmarkReport(machine: "m", command: "bench", quick: false, results: long)
      .rendered(as: .text)
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(text)")
    #expect(text.contains("0.31x") && text.contains("vs a baseline"))
    #expect(text.hasPrefix("ns: median per value"))
  }

  @Test func comparisonFlagsSlowdownsBeyondTheThreshold() {
    var slower = results
    slower[0].medianNanoseconds = 3  // 1.5x slower
    slower[1].medianNanoseconds = 210  // 1.05x slower
    let comparisons = Comparison.compare(slower, with: results, threshold: 1.25)
    #expect(comparisons.map(\.isRegression) == [true, false])
    #expect(comparisons[0].ratio == 1.5)
    #expect(Comparison.render(comparisons, threshold: 1.25).contains("SLOWER  1.5x  a/b"))
  }
}
