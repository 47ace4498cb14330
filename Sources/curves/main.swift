import CurveTool
import Foundation

/// `swift run curves EXPRESSION… [options]`: key facts, a terminal plot, samples, SVG, CSS.
func run() -> Int32 {
  let command: CurveToolCommand
  do {
    command = try CurveToolCommand.parse(Array(CommandLine.arguments.dropFirst()))
  } catch {
    FileHandle.standardError.write(Data("curves: \(error)\n\(CurveToolCommand.usage)\n".utf8))
    return 2
  }
  do {
    if let gallery = command.galleryPath {
      try FileManager.default.createDirectory(atPath: gallery, withIntermediateDirectories: true)
      for (name, expression) in CurveGallery.presets {
        let svg = CurvePlot.svg([try CurveExpression(expression)])
        try svg.write(toFile: "\(gallery)/\(name).svg", atomically: true, encoding: .utf8)
      }
      try CurveGallery.indexHTML().write(
        toFile: "\(gallery)/index.html", atomically: true, encoding: .utf8)
      print("wrote \(CurveGallery.presets.count) SVGs and index.html to \(gallery)")
    }
    let curves = try command.expressions.map { text in
      do { return try CurveExpression(text) } catch {
        throw CommandFailure(message: "'\(text)': \(error)")
      }
    }
    guard !curves.isEmpty else { return 0 }
    for curve in curves {
      CurveFacts.lines(for: curve).forEach { print($0) }
      print("")
    }
    let width =
      command.width
      ?? CurveToolCommand.terminalWidth(columns: ProcessInfo.processInfo.environment["COLUMNS"])
    CurvePlot.terminal(curves, width: width, height: command.height)
      .forEach { print($0) }
    if let count = command.samples {
      for curve in curves { CurveFacts.samples(curve, count: count).forEach { print($0) } }
    }
    if command.css {
      for curve in curves {
        do { print(try CurveFacts.css(curve, maximumError: command.maximumError)) } catch {
          throw CommandFailure(message: "'\(curve.text)' has no CSS linear() form: \(error)")
        }
      }
    }
    if let path = command.svgPath {
      try CurvePlot.svg(curves).write(toFile: path, atomically: true, encoding: .utf8)
      print("wrote \(path)")
    }
    return 0
  } catch {
    FileHandle.standardError.write(Data("curves: \(error)\n".utf8))
    return 1
  }
}

struct CommandFailure: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

exit(run())
