/// Outputs held at the value their animation finished at while offsets that its additive
/// retargets left are still running there: written at the start of every frame, so that the
/// offsets add to the value rather than to their own sums of earlier frames.
struct HeldOutputs: Sendable {
  var values: [Double] = []
  var outputs: [Int] = []

  mutating func append(_ value: Double, output: Int) {
    values.append(value)
    outputs.append(output)
  }

  func evaluate(into output: UnsafeMutablePointer<Double>) {
    for index in outputs.indices { output[outputs[index]] = values[index] }
  }

  /// Lets go of the outputs on which no offset runs any more.
  mutating func release(outputsWithout offsets: OffsetGroup) {
    for index in outputs.indices.reversed() where !offsets.runs(on: outputs[index]) {
      swapRemove(&values, at: index)
      swapRemove(&outputs, at: index)
    }
  }
}
