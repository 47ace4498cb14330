import Foundation

/// The `bench` command: parses arguments, runs the selected benchmarks with progress on standard
/// error, writes the report and, with `--compare`, the ratios against a previous JSON report.
public enum BenchmarkDriver {
  /// Runs `benchmarks` as the command line asks and returns the process exit status:
  /// 0 on success, 1 when a comparison flags a regression, 2 on a usage error or a debug build.
  public static func main(
    _ benchmarks: [Benchmark], arguments: [String], isDebugBuild: Bool
  ) -> Int32 {
    let options: BenchOptions
    do {
      options = try BenchOptions.parse(arguments)
    } catch {
      printError("bench: \(error)\n\(BenchOptions.usage)")
      return 2
    }
    if options.help {
      print(BenchOptions.usage)
      return 0
    }
    let names = benchmarks.map(\.name)
    if let duplicate = Dictionary(grouping: names, by: { $0 }).first(where: { $1.count > 1 }) {
      printError("bench: benchmark name '\(duplicate.key)' is registered twice")
      return 2
    }
    let selected = benchmarks.filter { options.selects($0.name) }
    if options.list {
      selected.forEach { print($0.name) }
      return 0
    }
    if isDebugBuild && !options.allowDebug {
      printError(
        "bench: this is a debug build; its timings mean nothing. Run `swift run -c release bench`"
          + " (or pass --allow-debug).")
      return 2
    }
    let byName = Dictionary(
      benchmarks.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    if let missing = benchmarks.first(where: { $0.baseline.map { byName[$0] == nil } ?? false }) {
      printError("bench: '\(missing.name)' names an unknown baseline '\(missing.baseline!)'")
      return 2
    }
    if let runs = options.untimedRuns {
      for benchmark in selected {
        for _ in 0..<runs { benchmark.run() }
        print("\(benchmark.name): \(runs) untimed runs, checksum \(benchmark.checksum())")
      }
      return 0
    }
    var results: [BenchmarkResult] = []
    for (index, benchmark) in selected.enumerated() {
      printError("[\(index + 1)/\(selected.count)] \(benchmark.name)")
      if let baseline = benchmark.baseline.flatMap({ byName[$0] }) {
        results.append(options.plan.measure(benchmark, against: baseline))
      } else {
        results.append(options.plan.measure(benchmark))
      }
    }
    let report = BenchmarkReport(
      machine: BenchmarkReport.describeMachine(),
      command: (["bench"] + arguments).joined(separator: " "), quick: options.quick,
      results: results)
    do {
      let text = try report.rendered(as: options.format, wide: options.wide)
      if let path = options.outputPath {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        printError("bench: wrote \(path)")
      } else {
        print(text, terminator: "")
      }
      guard let comparePath = options.comparePath else { return 0 }
      let previous = try JSONDecoder().decode(
        BenchmarkReport.self, from: Data(contentsOf: URL(fileURLWithPath: comparePath)))
      let comparisons = Comparison.compare(
        results, with: previous.results, threshold: options.slowdownThreshold)
      printError(Comparison.render(comparisons, threshold: options.slowdownThreshold))
      return comparisons.contains(where: \.isRegression) ? 1 : 0
    } catch {
      printError("bench: \(error)")
      return 2
    }
  }

  static func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
