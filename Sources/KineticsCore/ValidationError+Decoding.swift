extension ValidationError {
  /// Runs `check` while decoding from `container`: a ``ValidationError`` becomes
  /// `DecodingError.dataCorrupted` at the key named after the rejected parameter (or at the
  /// container when no key has that name), its description carrying the error's text. The one
  /// way every decoder in Kinetics reports a value its type's validator rejects.
  package static func decoding<Key: CodingKey>(
    in container: KeyedDecodingContainer<Key>, _ check: () throws -> Void
  ) throws {
    do {
      try check()
    } catch let error as ValidationError {
      let parameter = String(error.parameter.prefix { $0.isLetter || $0.isNumber })
      if let key = Key(stringValue: parameter) {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: error.description)
      }
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: container.codingPath, debugDescription: error.description)
      )
    }
  }
}
