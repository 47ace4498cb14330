import KineticsCore
import Testing

@Suite struct ValidationErrorTests {
  /// A number's error says whether it was not finite or out of range; the text form takes its
  /// kind as given; the description is "Type: parameter requirement, got value".
  @Test func numbersTellTheirKind() {
    let infinite = ValidationError(
      type: "DampedSpring", parameter: "mass", requirement: "must be finite and > 0",
      value: .infinity)
    #expect(infinite.kind == .notFinite)
    #expect(infinite.description == "DampedSpring: mass must be finite and > 0, got inf")
    let nan = ValidationError(type: "T", parameter: "p", requirement: "r", value: .nan)
    #expect(nan.kind == .notFinite)
    let negative = ValidationError(type: "T", parameter: "p", requirement: "r", value: -1)
    #expect(negative.kind == .outOfRange)
    let count = ValidationError(
      type: "T", parameter: "stops", requirement: "must hold at least 2", value: "1",
      kind: .wrongCount)
    #expect(
      count.kind == .wrongCount && count.description == "T: stops must hold at least 2, got 1")
  }
}
