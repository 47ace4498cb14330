import KineticsCore

/// The two SIMD2 lanes of a point, vector or size under two keys: decoded finite (or a thrown
/// error naming the key).
func decodeLanes<Key: CodingKey>(_ decoder: any Decoder, _ first: Key, _ second: Key)
  throws -> SIMD2<Double>
{
  let container = try decoder.container(keyedBy: Key.self)
  return SIMD2(
    try container.decodeFinite(Double.self, forKey: first),
    try container.decodeFinite(Double.self, forKey: second))
}

/// The two SIMD2 lanes under two keys, as they are.
func encodeLanes<Key: CodingKey>(
  _ lanes: SIMD2<Double>, _ encoder: any Encoder, _ first: Key, _ second: Key
) throws {
  var container = encoder.container(keyedBy: Key.self)
  try container.encode(lanes.x, forKey: first)
  try container.encode(lanes.y, forKey: second)
}
