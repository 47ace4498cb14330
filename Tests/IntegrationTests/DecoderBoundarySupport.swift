import Foundation

/// Whether `json` decodes as `type`, with infinities written "inf" and "-inf" (as FuzzDecoding
/// reads them), so that a decoder's own finiteness rule decides, not the JSON parser.
func decodesAllowingInfinities<Value: Decodable>(_ type: Value.Type, _ json: String) -> Bool {
  let decoder = JSONDecoder()
  decoder.nonConformingFloatDecodingStrategy = .convertFromString(
    positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
  return (try? decoder.decode(type, from: Data(json.utf8))) != nil
}
