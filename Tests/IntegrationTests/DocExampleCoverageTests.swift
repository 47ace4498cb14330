import Foundation
import Testing

/// Every Swift example in the documentation — doc comments under Sources, the DocC articles and
/// the README — is run by a test, and every value it shows is checked there.
///
/// The rule, checked here mechanically: each line of code in an example appears, whitespace
/// aside, in the example tests (the DocExamples*.swift files and the articles' tests); and each
/// line whose comment starts with a value (`curve.value(at: 0.25)  // 0.1291619310473198`)
/// appears there as `expectPrinted(code, "value")` or `code == value`, so that a test compares
/// the code's result with the value as printed. Editing an example without its test, or a value
/// without the code, fails this suite.
@Suite struct DocExampleCoverageTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

  /// A line of an example, with where it came from.
  struct ExampleLine: CustomStringConvertible {
    let file: String
    let line: Int
    let code: String
    let comment: String?
    var description: String { "\(file):\(line): \(code)" }
  }

  /// The files whose examples must be tested.
  static func documentedFiles() throws -> [String] {
    var files = ["README.md"]
    let enumerator = FileManager.default.enumerator(
      atPath: root.appendingPathComponent("Sources").path)
    while let path = enumerator?.nextObject() as? String {
      if path.hasSuffix(".swift") || (path.hasSuffix(".md") && path.contains(".docc/")) {
        files.append("Sources/" + path)
      }
    }
    return files.sorted()
  }

  /// The Swift example lines of `file`: fenced blocks in doc comments (`///`) of Swift files,
  /// fenced `swift` blocks of Markdown files.
  static func exampleLines(in file: String) throws -> [ExampleLine] {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    let isSwift = file.hasSuffix(".swift")
    var result: [ExampleLine] = []
    var inBlock = false
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      var line = Substring(rawLine)
      if isSwift {
        let trimmed = line.drop(while: { $0 == " " })
        guard trimmed.hasPrefix("///") else {
          inBlock = false
          continue
        }
        line = trimmed.dropFirst(3)
        if line.hasPrefix(" ") { line = line.dropFirst() }
      }
      let fence = line.trimmingCharacters(in: .whitespaces)
      if fence.hasPrefix("```") {
        inBlock =
          !inBlock && (isSwift ? (fence == "```" || fence == "```swift") : fence == "```swift")
        continue
      }
      guard inBlock else { continue }
      let (code, comment) = splitComment(String(line))
      result.append(ExampleLine(file: file, line: index + 1, code: code, comment: comment))
    }
    return result
  }

  /// Code and trailing `//` comment of a line (a `//` inside a string literal is code).
  static func splitComment(_ line: String) -> (code: String, comment: String?) {
    var inString = false
    var previous: Character = " "
    for index in line.indices {
      let character = line[index]
      if character == "\"" { inString.toggle() }
      if !inString && character == "/" && previous == "/" {
        let code = line[..<line.index(before: index)]
        let comment = line[line.index(after: index)...]
        return (
          code.trimmingCharacters(in: .whitespaces),
          comment.trimmingCharacters(in: .whitespaces)
        )
      }
      previous = character
    }
    return (line.trimmingCharacters(in: .whitespaces), nil)
  }

  /// The value a comment starts with, or nil when it is prose: a number (with `…` for digits
  /// left out, and `...` between two for a range), a parenthesized or bracketed list, a quoted
  /// string, `true`, `false`, `nil`, a name such as `CubicBezier.easeOut` or a construction
  /// such as `SIMD2(25, 12.5)`.
  static func shownValue(_ comment: String) -> String? {
    guard let first = comment.first else { return nil }
    if first == "(" || first == "[" { return balanced(comment) }
    if first == "\"" {
      guard let end = comment.dropFirst().firstIndex(of: "\"") else { return comment }
      return String(comment[...end])
    }
    let signed = (first == "-" || first == "−") && comment.dropFirst().first?.isNumber == true
    if first.isNumber || signed {
      let number = comment.prefix { $0.isNumber || "-−+.e…".contains($0) }
      return String(number.hasSuffix(".") && !number.hasSuffix("...") ? number.dropLast() : number)
    }
    let word = comment.prefix { $0.isLetter || $0.isNumber || $0 == "." }
    if ["true", "false", "nil"].contains(word) { return String(word) }
    guard first.isUppercase else { return nil }
    if comment.dropFirst(word.count).first == "(" { return balanced(comment) }
    return word.contains(".") && !word.hasSuffix(".") ? String(word) : nil
  }

  /// The start of `text` up to the bracket that closes its first one.
  static func balanced(_ text: String) -> String {
    var depth = 0
    for index in text.indices {
      if "([".contains(text[index]) { depth += 1 }
      if ")]".contains(text[index]) {
        depth -= 1
        if depth == 0 { return String(text[...index]) }
      }
    }
    return text
  }

  /// The name a `let` or `var` line declares, or nil for other code.
  static func declaredName(_ code: String) -> String? {
    for keyword in ["let ", "var "] where code.hasPrefix(keyword) {
      let name = code.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      if !name.isEmpty { return String(name) }
    }
    return nil
  }

  /// `text` without whitespace.
  static func compact(_ text: String) -> String { text.filter { !$0.isWhitespace } }

  /// The example tests, whitespace removed: those of IntegrationTests, and those of the
  /// interop tests (examples that reach Apple's types, through the stand-ins on Linux).
  static func exampleTests() throws -> String {
    try ["Tests/IntegrationTests", "Tests/KineticsInteropTests"].flatMap { folder in
      let directory = root.appendingPathComponent(folder)
      let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasPrefix("DocExamples") || $0.hasPrefix("TransitionArticle") }
      return try names.sorted().map {
        compact(try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8))
      }
    }.joined(separator: "\n")
  }

  @Test func everyExampleLineIsRunAndEveryShownValueChecked() throws {
    let tests = try Self.exampleTests()
    var checkedValues = 0
    for file in try Self.documentedFiles() {
      for line in try Self.exampleLines(in: file) {
        let code = Self.compact(line.code)
        guard !code.isEmpty, !code.hasPrefix("import") else { continue }
        let isRun = tests.contains(code)
        #expect(isRun, "not run by an example test: \(line)")
        guard let comment = line.comment, let value = Self.shownValue(comment) else { continue }
        let shown = Self.compact(value)
        // `let name = expression  // value` shows the value of `name`.
        let checkedCode = Self.declaredName(line.code) ?? code
        let checked = [",\"\(shown)\"", ",#\"\(shown)\"#", "==\(shown)"].contains {
          tests.contains(checkedCode + $0)
        }
        #expect(checked, "value \(value) not checked: \(line)")
        checkedValues += 1
      }
    }
    // The README alone shows more than ten values: an extraction that finds none is broken.
    #expect(checkedValues > 30)
  }

  /// The extraction itself, on lines like those of the documentation.
  @Test func valuesAreReadFromComments() {
    #expect(Self.shownValue("0.1291619310473198") == "0.1291619310473198")
    #expect(Self.shownValue("1.16…: the overshoot") == "1.16…")
    #expect(Self.shownValue("−54.48: past the resting place") == "−54.48")
    #expect(Self.shownValue("-0.09071…...1.09071…") == "-0.09071…...1.09071…")
    #expect(Self.shownValue("(0, −390, 844, 390), as CALayer reports") == "(0, −390, 844, 390)")
    #expect(Self.shownValue("\"ease-in-out\" and more") == "\"ease-in-out\"")
    #expect(Self.shownValue("true: past half-way") == "true")
    #expect(Self.shownValue("CubicBezier.easeOut") == "CubicBezier.easeOut")
    #expect(Self.shownValue("SIMD2(25, 12.5) exactly") == "SIMD2(25, 12.5)")
    #expect(Self.shownValue("499.") == "499")
    #expect(Self.shownValue("the position 0.1 s after the start") == nil)
    #expect(Self.shownValue("UISpringTimingParameters") == nil)
    #expect(Self.declaredName("let progress = curve.value(at: 0.25)") == "progress")
    #expect(Self.declaredName("progress.value") == nil)
    #expect(Self.splitComment("let s = \"a // b\"  // c") == ("let s = \"a // b\"", "c"))
  }
}
