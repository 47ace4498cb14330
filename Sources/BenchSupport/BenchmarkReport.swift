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

  /// The report rendered in `format`: text as a table that fits 100 columns with a legend
  /// (every column with `wide`), markdown and JSON with every column.
  public func rendered(as format: BenchOptions.Format, wide: Bool = false) throws -> String {
    switch format {
    case .text: return wide ? wideTable(markdown: false) : narrowTable()
    case .markdown: return wideTable(markdown: true)
    case .json:
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
  }

  /// What the narrow table's columns mean, in one line.
  static let legend =
    "ns: median per value (a curve value, a spring, a point…); p10–p90: spread of samples; "
    + "frame: values per 120 Hz frame (8.33 ms) at the median; vs: time ÷ its baseline's, "
    + "median of alternating samples (below 1 is faster)"

  /// The default text table: name, median, spread, values per frame and the ratio to the
  /// baseline, names shortened to keep every line within 100 columns.
  private func narrowTable() -> String {
    let header = ["benchmark", "ns", "p10–p90", "frame", "vs"]
    let numbers = results.map { result in
      [
        format(result.medianNanoseconds),
        format(result.p10Nanoseconds) + "–" + format(result.p90Nanoseconds),
        formatCount(result.elementsPerFrame),
        result.ratioToBaseline.map { String(format: "%.2fx", $0) } ?? "",
      ]
    }
    let numberWidths = (0..<4).map { column in
      ([Array(header.dropFirst())] + numbers).map { $0[column].count }.max() ?? 0
    }
    let nameWidth = min(
      (results.map(\.name.count) + [header[0].count]).max() ?? 0,
      100 - numberWidths.reduce(0, +) - 2 * numberWidths.count)
    func shortened(_ name: String) -> String {
      name.count <= nameWidth ? name : String(name.prefix(nameWidth - 1)) + "…"
    }
    func line(_ name: String, _ cells: [String]) -> String {
      ([shortened(name).padding(toLength: nameWidth, withPad: " ", startingAt: 0)]
        + zip(cells, numberWidths).map { cell, width in
          String(repeating: " ", count: max(0, width - cell.count)) + cell
        }).joined(separator: "  ").trimmingCharacters(in: .whitespaces)
    }
    var lines = [line(header[0], Array(header.dropFirst()))]
    lines += zip(results, numbers).map { line($0.name, $1) }
    let baselines = results.compactMap { result in
      result.baseline.map { "  " + shortened(result.name) + "\n    vs " + $0 }
    }
    if !baselines.isEmpty { lines += ["", "baselines:"] + baselines }
    return wrap(Self.legend, width: 100) + "\n\n" + lines.joined(separator: "\n") + "\n"
  }

  /// `text` broken into lines of at most `width` characters at spaces.
  private func wrap(_ text: String, width: Int) -> String {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty && current.count + 1 + word.count > width {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    return (lines + [current]).joined(separator: "\n")
  }

  /// Every column: the spread, the checksum, the accuracy and the baseline ratio.
  private func wideTable(markdown: Bool) -> String {
    let header = [
      "benchmark", "median ns", "p10", "p90", "MAD", "per 120 Hz frame", "vs baseline", "checksum",
      "accuracy",
    ]
    let rows = results.map { result in
      [
        result.name, format(result.medianNanoseconds), format(result.p10Nanoseconds),
        format(result.p90Nanoseconds), format(result.madNanoseconds),
        formatCount(result.elementsPerFrame),
        result.ratioToBaseline.map { String(format: "%.2fx ", $0) + (result.baseline ?? "") } ?? "",
        "\(result.checksum)", result.accuracy ?? "",
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
