import Easing
import FuzzDriver

/// libFuzzer entry: any bytes as UTF-8 text to the CSS easing parser. Invariants: it never
/// traps; a parsed function prints to text that parses back to an equal function; its values
/// at a few progresses are never NaN (they may overflow to ±infinity when the text's numbers
/// make the exact value exceed the double range, e.g. linear(0, 5e251, 7 1e-200%) extrapolated);
/// a `cubic-bezier()`'s direct solve (a new curve's) and its table (which a batch builds) agree
/// to 1e-12 of the curve's scale.
func fuzzCSS(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  guard let function = try? TimingFunction(css: text) else { return 0 }
  guard let reparsed = try? TimingFunction(css: function.cssText), reparsed == function else {
    fatalError("round trip failed for \(text.debugDescription) → \(function.cssText)")
  }
  for progress in [0.0, 0.25, 0.5, 1] where function.value(at: progress).isNaN {
    fatalError("NaN at \(progress) for \(function.cssText)")
  }
  if case .cubicBezier(let curve) = function {
    let progresses = [1e-300, 1e-9, 0.1, 0.3, 0.6, 0.75, 0.9, 1 - 1e-9, 1.0.nextDown]
    let direct = progresses.map { curve.value(at: $0) }
    let scale = max(1, abs(curve.y1), abs(curve.y2))
    for (index, table) in curve.values(at: progresses).enumerated() {
      let difference = abs(direct[index] - table)
      guard direct[index] == table || difference <= 1e-12 * scale else {
        fatalError(
          "\(function.cssText) at \(progresses[index]): solved \(direct[index]), table \(table)")
      }
    }
  }
  return 0
}

@_cdecl("FuzzCSS_main")
func main(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
  runFuzzer(argc: argc, argv: argv, fuzzCSS)
}
