import Testing

/// Checks that `value` prints as the documentation shows it.
///
/// Numbers are compared one by one, in order, with the numbers of `String(describing:)` of the
/// value (an optional is unwrapped first): a shown number equals the printed one exactly, or,
/// when it ends in `…`, its digits begin the printed ones (a shortened display, never a rounded
/// one). A shown quoted string equals the printed text, where `…` in it stands for any text
/// (the pieces between must appear in order).
/// "−" is read as "-".
/// An optional's printed value, as the documentation shows it (nil, or the value unwrapped).
func expectPrinted<Wrapped>(
  _ value: Wrapped?, _ shown: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectPrinted(value as Any, shown, sourceLocation: sourceLocation)
}

func expectPrinted(
  _ value: Any, _ shown: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let printed = String(describing: unwrapped(value))
  let pattern = shown.replacingOccurrences(of: "−", with: "-")
  if pattern.hasPrefix("\"") {
    let parts = pattern.dropFirst().dropLast().components(separatedBy: "…")
    #expect(
      matchesGlob(printed, parts), "printed \(printed), shown \(shown)",
      sourceLocation: sourceLocation)
    return
  }
  let (expected, actual) = (numbers(in: pattern), numbers(in: printed))
  let matches =
    expected.count == actual.count && !expected.isEmpty
    && zip(expected, actual).allSatisfy { shownNumber, printedNumber in
      shownNumber.hasSuffix("…")
        ? printedNumber.hasPrefix(String(shownNumber.dropLast()))
        : Double(shownNumber) == Double(printedNumber)
    }
  #expect(matches, "printed \(printed), shown \(shown)", sourceLocation: sourceLocation)
}

/// Whether `text` is `parts` joined by runs of any text: the first part a prefix, the last a
/// suffix, the others in order between them.
private func matchesGlob(_ text: String, _ parts: [String]) -> Bool {
  guard parts.count > 1 else { return text == parts[0] }
  guard text.hasPrefix(parts[0]) else { return false }
  var rest = text.dropFirst(parts[0].count)
  for part in parts.dropFirst().dropLast() {
    guard let found = rest.range(of: part) else { return false }
    rest = rest[found.upperBound...]
  }
  return rest.hasSuffix(parts[parts.count - 1])
}

/// The wrapped value of an optional, or "nil"; any other value itself.
private func unwrapped(_ value: Any) -> Any {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .optional else { return value }
  return mirror.children.first.map { unwrapped($0.value) } ?? "nil"
}

/// The numbers written in `text`, as written (a trailing `…` kept): a digit or a minus sign
/// before one starts a number unless a letter, digit or underscore comes just before it (so the
/// 2 of `SIMD2` is not one).
private func numbers(in text: String) -> [String] {
  let characters = Array(text)
  var result: [String] = []
  var index = 0
  func isDigit(_ position: Int) -> Bool {
    position < characters.count && characters[position].isNumber
  }
  while index < characters.count {
    let startsNumber =
      isDigit(index) || (characters[index] == "-" && isDigit(index + 1))
    let previous = index > 0 ? characters[index - 1] : " "
    guard startsNumber && !(previous.isLetter || previous.isNumber || previous == "_") else {
      index += 1
      continue
    }
    var end = index + 1
    while isDigit(end) { end += 1 }
    if end < characters.count && characters[end] == "." && isDigit(end + 1) {
      end += 1
      while isDigit(end) { end += 1 }
    }
    if end < characters.count && characters[end] == "e" {
      var exponent = end + 1
      if exponent < characters.count && "+-".contains(characters[exponent]) { exponent += 1 }
      if isDigit(exponent) {
        end = exponent
        while isDigit(end) { end += 1 }
      }
    }
    if end < characters.count && characters[end] == "…" { end += 1 }
    result.append(String(characters[index..<end]))
    index = end
  }
  return result
}
