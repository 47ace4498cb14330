import Foundation

/// A run of `bench`: where and how it ran, and one result per benchmark.
public struct BenchmarkReport: Codable, Sendable, Equatable {
  /// The processor and core count, as read from the system.
  public var machine: String
  /// The command line that produced the report.
  public var command: String
  /// Whether `--quick` was used (quick numbers are for CI, not for the record).
  public var quick: Bool
  /// One record per benchmark, in run order.
  public var results: [BenchmarkResult]

  /// Creates a report.
  public init(machine: String, command: String, quick: Bool, results: [BenchmarkResult]) {
    self.machine = machine
    self.command = command
    self.quick = quick
    self.results = results
  }

  /// The processor model and core count of this machine.
  public static func describeMachine() -> String {
    let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
    let model =
      cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
      .flatMap { $0.split(separator: ":", maxSplits: 1).last }
      .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown processor"
    return "\(model), \(ProcessInfo.processInfo.activeProcessorCount) cores"
  }

  /// The report rendered in `format`.
  public func rendered(as format: BenchOptions.Format) throws -> String {
    switch format {
    case .text: return table(markdown: false)
    case .markdown: return table(markdown: true)
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
  }

  private func table(markdown: Bool) -> String {
    let header = [
      "benchmark", "median ns", "p10", "p90", "MAD", "per 120 Hz frame", "checksum", "accuracy",
    ]
    let rows = results.map { result in
      [
        result.name, format(result.medianNanoseconds), format(result.p10Nanoseconds),
        format(result.p90Nanoseconds), format(result.madNanoseconds),
        formatCount(result.elementsPerFrame), "\(result.checksum)", result.accuracy ?? "",
      ]
    }
    if markdown {
      let lines =
        ["| " + header.joined(separator: " | ") + " |", "|" + header.map { _ in "---|" }.joined()]
        + rows.map { "| " + $0.joined(separator: " | ") + " |" }
      return lines.map { $0 }.joined(separator: "\n") + "\n"
    }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      zip(cells, widths).map { cell, width in
        cell.padding(toLength: width, withPad: " ", startingAt: 0)
      }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
  }

  private func format(_ nanoseconds: Double) -> String {
    nanoseconds >= 100
      ? String(format: "%.0f", nanoseconds)
      : nanoseconds >= 10
        ? String(format: "%.1f", nanoseconds) : String(format: "%.2f", nanoseconds)
  }

  private func formatCount(_ count: Double) -> String {
    guard count.isFinite else { return "∞" }
    if count >= 1e6 { return String(format: "%.2fM", count / 1e6) }
    if count >= 1e3 { return String(format: "%.1fk", count / 1e3) }
    return String(format: "%.0f", count)
  }
}
