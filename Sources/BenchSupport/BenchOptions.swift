/// The command line of `bench`.
public struct BenchOptions: Sendable, Equatable {
  /// How results are printed.
  public enum Format: String, Sendable, CaseIterable {
    case text, markdown, json
  }

  /// Only benchmarks whose name matches this regular expression run.
  public var filter: String?
  /// List the benchmark names and stop.
  public var list = false
  /// A few samples per benchmark, for CI.
  public var quick = false
  /// The output format.
  public var format: Format = .text
  /// Where to write the results (standard output when nil).
  public var outputPath: String?
  /// A previous JSON result to compare against.
  public var comparePath: String?
  /// Slowdown ratio above which `--compare` flags a benchmark.
  public var slowdownThreshold = 1.25
  /// Run even in a debug build.
  public var allowDebug = false
  /// Override of the number of samples.
  public var samples: Int?
  /// Print usage and stop.
  public var help = false
  /// The text table with every column (spread, checksum, accuracy), wider than 100 columns.
  public var wide = false
  /// Run each selected benchmark's work this many times, untimed, and print only its checksum:
  /// a fixed amount of work for tools that watch the process from outside (a profiler, probes
  /// counting allocations: the difference between two counts is the work's own).
  public var untimedRuns: Int?

  /// Default options.
  public init() {}

  /// A command-line error: what was wrong with which argument.
  public struct ParseError: Error, Equatable, CustomStringConvertible {
    /// The explanation, naming the argument.
    public var description: String
  }

  /// The usage text.
  public static let usage = """
    usage: bench [--filter REGEX] [--list] [--quick] [--samples N] [--wide] [--untimed N]
                 [--format text|markdown|json] [--output PATH]
                 [--compare PREVIOUS.json] [--threshold RATIO] [--allow-debug]
    """

  /// Parses the arguments (without the program name).
  public static func parse(_ arguments: [String]) throws(ParseError) -> BenchOptions {
    var options = BenchOptions()
    var remaining = arguments[...]
    func value(for flag: String) throws(ParseError) -> String {
      guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
        throw ParseError(description: "\(flag) needs a value")
      }
      return next
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--filter":
        let pattern = try value(for: argument)
        guard (try? Regex(pattern)) != nil else {
          throw ParseError(description: "--filter: '\(pattern)' is not a valid regular expression")
        }
        options.filter = pattern
      case "--list": options.list = true
      case "--quick": options.quick = true
      case "--allow-debug": options.allowDebug = true
      case "--wide": options.wide = true
      case "--help", "-h": options.help = true
      case "--format":
        let name = try value(for: argument)
        guard let format = Format(rawValue: name) else {
          throw ParseError(description: "--format: '\(name)' is not one of text, markdown, json")
        }
        options.format = format
      case "--output": options.outputPath = try value(for: argument)
      case "--compare": options.comparePath = try value(for: argument)
      case "--threshold":
        let text = try value(for: argument)
        guard let ratio = Double(text), ratio.isFinite, ratio > 1 else {
          throw ParseError(description: "--threshold: '\(text)' must be a number greater than 1")
        }
        options.slowdownThreshold = ratio
      case "--samples":
        let text = try value(for: argument)
        guard let count = Int(text), count > 0 else {
          throw ParseError(description: "--samples: '\(text)' must be a positive integer")
        }
        options.samples = count
      case "--untimed":
        let text = try value(for: argument)
        guard let count = Int(text), count >= 0 else {
          throw ParseError(description: "--untimed: '\(text)' must be a non-negative integer")
        }
        options.untimedRuns = count
      default:
        throw ParseError(description: "unknown argument '\(argument)'")
      }
    }
    return options
  }

  /// Whether a benchmark named `name` is selected by the filter.
  public func selects(_ name: String) -> Bool {
    guard let filter, let regex = try? Regex(filter) else { return true }
    return name.contains(regex)
  }

  /// The measurement plan these options ask for.
  public var plan: MeasurementPlan {
    var plan = quick ? MeasurementPlan.quick : MeasurementPlan()
    if let samples { plan.samples = samples }
    return plan
  }
}
