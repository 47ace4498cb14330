import Colors
import Easing
import KineticsCore

extension CurveToolCommand {
  /// A command that names a valid option but cannot be carried out: a curve expression that
  /// does not parse, or a curve without a CSS `linear()` form.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    /// What failed, naming the expression.
    public var description: String
    /// A failure with this message.
    public init(description: String) { self.description = description }
  }

  /// The gradient strips `--gradient` asks for, nil without it.
  ///
  /// - Throws: ``Failure`` naming a color that does not parse.
  public func gradientStrip() throws(Failure) -> ColorStrip? {
    guard gradient.count == 2 else { return nil }
    var colors: [CSSColor] = []
    for text in gradient {
      do { colors.append(try CSSColor(css: text)) } catch {
        throw Failure(description: "'\(text)': \(error)")
      }
    }
    return ColorStrip(from: colors[0], to: colors[1], in: gradientSpaces, hue: hue)
  }

  /// What the tool prints for this command, line by line: each curve's facts, the terminal
  /// plot, the sample tables and the CSS forms that were asked for. Writing files (the SVG and
  /// the gallery) is left to the caller.
  ///
  /// - Parameter columns: the terminal's `COLUMNS`, which sets the plot's width when
  ///   ``width`` is nil (see ``terminalWidth(columns:)``).
  /// - Throws: ``Failure`` naming the expression that does not parse or has no CSS form.
  public func report(columns: String?) throws(Failure) -> [String] {
    var lines = try gradientStrip()?.lines() ?? []
    var curves: [CurveExpression] = []
    for text in expressions {
      do { curves.append(try CurveExpression(text)) } catch {
        throw Failure(description: "'\(text)': \(error)")
      }
    }
    guard !curves.isEmpty else { return lines }
    for curve in curves {
      lines += CurveFacts.lines(for: curve) + [""]
    }
    lines += CurvePlot.terminal(
      curves, width: width ?? CurveToolCommand.terminalWidth(columns: columns), height: height)
    if let count = samples {
      for curve in curves { lines += CurveFacts.samples(curve, count: count) }
    }
    if css {
      for curve in curves {
        do { lines.append(try CurveFacts.css(curve, maximumError: maximumError)) } catch {
          throw Failure(description: "'\(curve.text)' has no CSS linear() form: \(error)")
        }
      }
    }
    return lines
  }
}
