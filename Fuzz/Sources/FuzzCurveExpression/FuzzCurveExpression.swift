import CurveTool
import FuzzDriver

/// libFuzzer entry: any bytes as UTF-8 to the `curves` tool's expression parser. Invariants:
/// no trap; a parsed curve's facts and samples are computed without NaN at the ends.
func fuzzCurveExpression(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let curve = try? CurveExpression(text) else { return 0 }
  for progress in [0.0, 0.5, 1] where curve.value(at: progress).isNaN {
    fatalError("NaN at \(progress) for \(text.debugDescription)")
  }
  return 0
}

@_cdecl("FuzzCurveExpression_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzCurveExpression)
}
