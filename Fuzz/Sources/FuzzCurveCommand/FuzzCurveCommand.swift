import CurveTool
import Foundation
import FuzzDriver

/// libFuzzer entry: the `curves` tool's command line, one argument per line of the input (a
/// first line `COLUMNS=…` sets the terminal width), parsed and carried out as the tool does,
/// except that nothing is written to files. Invariants: no trap and no hang (bad arguments are
/// a `UsageError`, bad curves a `Failure`); no NaN printed.
func fuzzCurveCommand(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  var arguments = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var columns: String?
  if let first = arguments.first, first.hasPrefix("COLUMNS=") {
    columns = String(first.dropFirst("COLUMNS=".count))
    arguments.removeFirst()
  }
  guard var command = try? CurveToolCommand.parse(arguments) else { return 0 }
  (command.svgPath, command.galleryPath) = (nil, nil)
  guard let lines = try? command.report(columns: columns) else { return 0 }
  for line in lines {
    // Printed numbers only: the expressions' own text is echoed and may say anything.
    let printed = command.expressions.reduce(line) { $0.replacingOccurrences(of: $1, with: "") }
    let words = printed.split { !($0.isLetter || $0 == "-") }
    check(!words.contains("nan") && !words.contains("-nan"), "NaN printed: \(line)")
  }
  return 0
}

@_cdecl("FuzzCurveCommand_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzCurveCommand)
}
