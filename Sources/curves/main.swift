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
    try command.report(columns: ProcessInfo.processInfo.environment["COLUMNS"])
      .forEach { print($0) }
    if let path = command.svgPath {
      let svg: String
      if let strip = try command.gradientStrip() {
        svg = strip.svg()
      } else {
        svg = CurvePlot.svg(try command.expressions.map { try CurveExpression($0) })
      }
      try svg.write(toFile: path, atomically: true, encoding: .utf8)
      print("wrote \(path)")
    }
    return 0
  } catch {
    FileHandle.standardError.write(Data("curves: \(error)\n".utf8))
    return 1
  }
}

exit(run())
