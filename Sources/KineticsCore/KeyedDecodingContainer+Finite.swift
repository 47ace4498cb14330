extension KeyedDecodingContainer {
  /// A value for `key` whose components are all finite (its length is), or
  /// `DecodingError.dataCorrupted` naming the key: what a decoded motion's start, target and
  /// velocities must be so that it evaluates without NaN.
  package func decodeFinite<Value: Interpolatable & Decodable>(_ type: Value.Type, forKey key: Key)
    throws
    -> Value
  {
    let value = try decode(Value.self, forKey: key)
    guard euclideanLength(value).isFinite else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "\(key.stringValue) must be finite, got \(value)")
    }
    return value
  }
}
