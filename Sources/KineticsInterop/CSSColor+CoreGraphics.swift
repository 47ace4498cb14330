// Colors to and from CGColor, where CoreGraphics exists (Apple platforms; on Linux the
// stand-in in Tests/AppleStandIns type-checks them). CoreGraphics stores components as CGFloat
// (a Double on 64-bit platforms), so an RGB color in one of the spaces below copies exactly.
#if canImport(CoreGraphics) && (canImport(Darwin) || APPLE_STAND_INS)
  import Colors
  import CoreGraphics

  extension CSSColor {
    /// The CSS space and CoreGraphics space names of the RGB spaces both have: each CSS space
    /// with its clamped name, then its extended one (components beyond [0, 1] allowed).
    static let coreGraphicsSpaces: [(space: Space, clamped: CFString, extended: CFString)] = [
      (.srgb, CGColorSpace.sRGB, CGColorSpace.extendedSRGB),
      (.srgbLinear, CGColorSpace.linearSRGB, CGColorSpace.extendedLinearSRGB),
      (.displayP3, CGColorSpace.displayP3, CGColorSpace.extendedDisplayP3),
    ]

    /// The color of a CGColor in sRGB, linear sRGB or Display P3 (each also extended), with
    /// its components and alpha exactly; nil for a color in any other space, or whose
    /// components are not finite or beyond CSSColor's ±1e100.
    public init?(_ color: CGColor) {
      guard let name = color.colorSpace?.name,
        let space = Self.coreGraphicsSpaces.first(where: {
          $0.clamped == name || $0.extended == name
        })?.space,
        let components = color.components, components.count == 4
      else { return nil }
      let (red, green, blue, alpha) = (
        Double(components[0]), Double(components[1]), Double(components[2]),
        Double(components[3])
      )
      do { try CSSColor.validate(space, red, green, blue, alpha: alpha) } catch { return nil }
      self.init(space, red, green, blue, alpha: alpha)
    }

    /// The color as a CGColor: in its own space when that is sRGB, linear sRGB or Display P3
    /// (the extended variant when a component lies outside [0, 1]), otherwise converted to
    /// extended sRGB, which holds every color. Missing components count as 0.
    public var cgColor: CGColor {
      let entry =
        Self.coreGraphicsSpaces.first { $0.space == space } ?? Self.coreGraphicsSpaces[0]
      let color = entry.space == space ? self : converted(to: entry.space)
      let (red, green, blue) = color.components
      let values = [red ?? 0, green ?? 0, blue ?? 0]
      let name =
        values.allSatisfy { (0...1).contains($0) } ? entry.clamped : entry.extended
      let components = (values + [color.alpha ?? 0]).map { CGFloat($0) }
      guard let colorSpace = CGColorSpace(name: name),
        let made = components.withUnsafeBufferPointer({
          CGColor(colorSpace: colorSpace, components: $0.baseAddress!)
        })
      else { preconditionFailure("CSSColor.cgColor: CoreGraphics refused an RGB color space") }
      return made
    }
  }
#endif
