import Colors

/// The `curves` command line: what to show for which curves.
public struct CurveToolCommand: Equatable, Sendable {
  /// Curve expressions, overlaid in plots.
  public var expressions: [String] = []
  /// Rows of a sample table, if asked.
  public var samples: Int?
  /// Where to write an SVG plot.
  public var svgPath: String?
  /// Print the CSS linear() approximation.
  public var css = false
  /// Its maximum error.
  public var maximumError = 0.001
  /// Write the gallery into this folder.
  public var galleryPath: String?
  /// Plot size in characters (default: the terminal's width, 72 without one).
  public var width: Int?
  /// Plot height in character rows.
  public var height = 16
  /// Two CSS colors to crossfade as gradient strips (`--gradient FROM TO`), or none.
  public var gradient: [String] = []
  /// The strips' interpolation spaces (`--in srgb,oklab`).
  public var gradientSpaces: [CSSColor.Space] = [.srgb, .oklab]
  /// Their hue arc (`--hue shorter`).
  public var hue = ColorInterpolation.HueInterpolation.shorter

  /// A command with no curves and the default options.
  public init() {}

  /// The usage text.
  public static let usage = """
    usage: curves EXPRESSION... [--samples N] [--svg FILE] [--css [--max-error E]]
                  [--width W] [--height H]
           curves --gallery DIR
           curves --gradient FROM TO [--in SPACE,...] [--hue ARC] [--svg FILE]
    EXPRESSION: CSS easing text ('ease-in-out', 'steps(4, jump-none)', 'linear(0, 0.25, 1)'),
    a Penner name ('elastic-out', 'back-in-out'), or a spring: 'spring(duration: 0.6,
    dampingRatio: 0.49, initialVelocity: 0.81)', 'spring(duration: 0.5, bounce: 0.3)',
    'spring(response: 0.5, dampingRatio: 0.8)', 'spring(mass: 1, stiffness: 100, damping: 10)',
    'spring(tension: 40, friction: 7)', 'spring(bounciness: 8, speed: 12)',
    'spring(visualDuration: 0.3, bounce: 0.3)', 'spring(settlingDuration: 1, dampingRatio: 0.5)'.
    --samples N: 2 to 100000 rows; --width W, --height H: 4 to 1000 and 2 to 1000 characters.
    --gradient FROM TO: two CSS colors ('#0a84ff', 'oklch(0.7 0.1 30)') crossfaded in each
    interpolation space of --in (default srgb,oklab; any CSS Color 4 space), along the hue
    arc --hue (shorter, longer, increasing, decreasing), gamut-mapped to sRGB.
    """

  /// A command-line error: what was wrong with which argument.
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var description: String
    /// An error with this message.
    public init(description: String) { self.description = description }
  }

  /// How many sample rows `--samples` may ask for.
  public static let sampleLimits = 2...100_000
  /// The plot widths `--width` (and `COLUMNS`) may give, in characters.
  public static let widthLimits = 4...1_000
  /// The plot heights `--height` may give, in character rows.
  public static let heightLimits = 2...1_000

  /// The plot width for a terminal whose `COLUMNS` is `columns`: two less, within
  /// ``widthLimits``; 70 when it is absent or not a number.
  public static func terminalWidth(columns: String?) -> Int {
    guard let columns, let count = Int(columns) else { return 70 }
    let width = count < Int.min + 2 ? Int.min : count - 2
    return min(max(width, widthLimits.lowerBound), widthLimits.upperBound)
  }

  /// Parses the arguments (without the program name).
  public static func parse(_ arguments: [String]) throws(UsageError) -> CurveToolCommand {
    var command = CurveToolCommand()
    var remaining = arguments[...]
    func value(_ flag: String) throws(UsageError) -> String {
      guard let next = remaining.popFirst() else {
        throw UsageError(description: "\(flag) needs a value")
      }
      return next
    }
    func integer(_ flag: String, in limits: ClosedRange<Int>) throws(UsageError) -> Int {
      let text = try value(flag)
      guard let number = Int(text), limits.contains(number) else {
        throw UsageError(
          description:
            "\(flag): '\(text)' must be an integer from \(limits.lowerBound) to \(limits.upperBound)"
        )
      }
      return number
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--samples": command.samples = try integer(argument, in: sampleLimits)
      case "--svg": command.svgPath = try value(argument)
      case "--css": command.css = true
      case "--max-error":
        let text = try value(argument)
        guard let error = Double(text), error > 0, error.isFinite else {
          throw UsageError(description: "--max-error: '\(text)' must be a positive number")
        }
        command.maximumError = error
      case "--gallery": command.galleryPath = try value(argument)
      case "--width": command.width = try integer(argument, in: widthLimits)
      case "--height": command.height = try integer(argument, in: heightLimits)
      case "--gradient":
        let from = try value(argument)
        command.gradient = [from, try value(argument)]
      case "--in":
        let text = try value(argument)
        var spaces: [CSSColor.Space] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
          guard let space = CSSColor.Space(rawValue: name.lowercased()) else {
            throw UsageError(description: "--in: '\(name)' is not a CSS Color 4 color space")
          }
          spaces.append(space)
        }
        command.gradientSpaces = spaces
      case "--hue":
        let text = try value(argument)
        guard let arc = ColorInterpolation.HueInterpolation(rawValue: text) else {
          throw UsageError(
            description: "--hue: '\(text)' must be shorter, longer, increasing or decreasing")
        }
        command.hue = arc
      default:
        guard !argument.hasPrefix("--") else {
          throw UsageError(description: "unknown option '\(argument)'")
        }
        command.expressions.append(argument)
      }
    }
    guard !command.expressions.isEmpty || command.galleryPath != nil || !command.gradient.isEmpty
    else {
      throw UsageError(
        description: "give at least one curve expression, --gallery DIR or --gradient FROM TO")
    }
    if command.svgPath != nil && !command.expressions.isEmpty && !command.gradient.isEmpty {
      throw UsageError(description: "--svg draws either curves or a --gradient, not both")
    }
    return command
  }
}
