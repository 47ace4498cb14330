import KineticsCore
import Colors
import Foundation
import Testing

/// The computed values web-platform-tests expects for CSS colors (WPTComputedColorReferences.swift):
/// our serialization has the same text once numbers are set aside, and each number agrees
/// with the expected one to 1e-9 when that is written with fewer than 6 decimals (an exact
/// value: "0.33", "50"), to the last written digit when with more ("0.37222222" within 1e-8,
/// a rounded one, within 1e-7 since some were printed from single precision), or to WPT's own
/// tolerance where the test gives one (WPT allows 0.01 for all).
@Suite struct WPTComputedColorTests {
  static let numberPattern = try! NSRegularExpression(
    pattern: #"-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?"#, options: [.caseInsensitive])

  static func numbers(in text: String) -> [String] {
    let range = NSRange(text.startIndex..., in: text)
    return numberPattern.matches(in: text, range: range).map {
      String(text[Range($0.range, in: text)!])
    }
  }

  static func format(of text: String) -> String {
    numberPattern.stringByReplacingMatches(
      in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "#")
  }

  @Test func computedValuesMatchWPT() {
    var failures = 0
    for (file, specified, expected, tolerance) in wptComputedColorCases {
      let actual: String
      do { actual = try CSSColor(css: specified).cssText } catch {
        Issue.record("\(file): \(specified) did not parse: \(error)")
        failures += 1
        continue
      }
      let what = "\(file): \(specified) → \(actual), expected \(expected)"
      guard Self.format(of: actual) == Self.format(of: expected) else {
        Issue.record("format: \(what)")
        failures += 1
        continue
      }
      for (ours, theirs) in zip(Self.numbers(in: actual), Self.numbers(in: expected)) {
        let decimals = theirs.split(separator: ".").dropFirst().first?.count ?? 0
        // Long decimals are rounded, some from single-precision arithmetic (0.36666664 for
        // 11/30): within 1e-7 of their size.
        let allowed =
          tolerance
          ?? (decimals >= 6
            ? max(pow(10, -Double(decimals)), 1e-7 * max(1, abs(Double(theirs)!))) : 1e-9)
        if abs(Double(ours)! - Double(theirs)!) > allowed + 1e-12 {
          Issue.record("numbers: \(what)")
          failures += 1
          break
        }
      }
    }
    #expect(failures == 0, "\(failures) of \(wptComputedColorCases.count) cases differ")
  }
}
