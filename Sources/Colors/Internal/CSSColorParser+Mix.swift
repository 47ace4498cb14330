import KineticsCore
extension CSSColorParser {
  /// `color-mix( [in <space> [<arc> hue]?]? , [<color> && <percentage>?]# )`: the space
  /// defaults to Oklab; a hue arc only for polar spaces; percentages in [0%, 100%].
  mutating func parseColorMix() throws(Failure) -> CSSColor {
    skipWhitespace()
    var space = CSSColor.Space.oklab
    var hue = ColorInterpolation.HueInterpolation.shorter
    let mark = position
    if readName().lowercased() == "in" {
      skipWhitespace()
      let spaceStart = position
      let name = readName().lowercased()
      let spaces: [String: CSSColor.Space] = Dictionary(
        uniqueKeysWithValues: CSSColor.Space.allCases.map { ($0.cssName, $0) } + [("xyz", .xyzD65)])
      guard let chosen = spaces[name] else {
        if name.isEmpty { throw unexpected(expected: "a color space") }
        throw Failure(
          kind: .unknownName, message: "unknown interpolation color space '\(name)'", token: name,
          offset: spaceStart)
      }
      space = chosen
      skipWhitespace()
      let arcStart = position
      let arc = readName()
      if !arc.isEmpty {
        guard let method = ColorInterpolation.HueInterpolation(rawValue: arc.lowercased()),
          space.hueIndex != nil
        else {
          throw Failure(
            kind: .unexpectedToken,
            message: space.hueIndex == nil
              ? "a hue interpolation method needs a polar color space" : "expected a hue method",
            token: arc, offset: arcStart)
        }
        skipWhitespace()
        let keywordStart = position
        guard readName().lowercased() == "hue" else {
          position = keywordStart
          throw unexpected(expected: "'hue'")
        }
        hue = method
      }
      try expect(",")
    } else {
      position = mark
    }
    var items: [(color: CSSColor, weight: Double?)] = []
    repeat {
      if !items.isEmpty { position += 1 }
      var weight = try readMixPercentage()
      let color = try parseColor()
      if weight == nil { weight = try readMixPercentage() }
      items.append((color, weight))
      skipWhitespace()
    } while peek() == ","
    try expect(")")
    return CSSColor.mix(items, in: space, hue: hue)
  }

  /// A percentage in [0%, 100%] if one is next, as a fraction.
  mutating func readMixPercentage() throws(Failure) -> Double? {
    guard numberStartsHere() else { return nil }
    let written = try readComponent(named: "a color-mix() percentage")
    guard case .percentage(let fraction) = written.component else {
      throw Failure(
        kind: .unexpectedToken, message: "a color-mix() weight is a percentage",
        token: written.token, offset: written.offset)
    }
    guard (0...1).contains(fraction) else {
      throw Failure(
        kind: .valueOutOfRange, message: "a color-mix() percentage must lie in [0%, 100%]",
        token: written.token, offset: written.offset)
    }
    return fraction
  }
}
