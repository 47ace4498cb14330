import KineticsCore
import Colors
import Foundation
import Testing

/// Text every browser rejects (WPTInvalidColorReferences.swift) throws a parse error.
@Suite struct WPTInvalidColorTests {
  @Test func invalidColorsAreRejected() {
    for text in wptInvalidColors {
      #expect(throws: CSSParseError.self, "\(text)") { try CSSColor(css: text) }
    }
  }
}
