// CSSColor to and from CGColor. On Apple platforms against CoreGraphics itself; on Linux
// against the stand-in (Tests/AppleStandIns/CoreGraphics), which keeps a color's space and
// components as given.
import Colors
import Testing

#if canImport(KineticsInteropOnStandIns)
  import KineticsInteropOnStandIns
#else
  import KineticsInterop
#endif

#if canImport(CoreGraphics)
  import CoreGraphics

  @Suite struct ColorConversionTests {
    func expectSpace(_ color: CGColor, _ name: CFString) {
      #expect(color.colorSpace?.name == name)
    }

    @Test func rgbSpacesKeepTheirComponents() throws {
      let p3 = CSSColor(.displayP3, 1, 0.25, 0, alpha: 0.5)
      expectSpace(p3.cgColor, CGColorSpace.displayP3)
      #expect(p3.cgColor.components == [1, 0.25, 0, 0.5])
      #expect(CSSColor(p3.cgColor) == p3)
      let linear = CSSColor(.srgbLinear, 0.2, 0.4, 0.6)
      expectSpace(linear.cgColor, CGColorSpace.linearSRGB)
      #expect(CSSColor(linear.cgColor) == linear)
    }

    @Test func outOfGamutUsesTheExtendedSpace() throws {
      let bright = CSSColor(.srgb, 1.2, -0.1, 0.5)
      expectSpace(bright.cgColor, CGColorSpace.extendedSRGB)
      #expect(bright.cgColor.components == [1.2, -0.1, 0.5, 1])
      #expect(CSSColor(bright.cgColor) == bright)
    }

    /// Other spaces are converted to extended sRGB, by CSS Color 4's conversion.
    @Test func otherSpacesConvertToExtendedSRGB() throws {
      let color = CSSColor(.oklch, 0.7, 0.3, 150)
      let expected = color.converted(to: .srgb)
      let (red, green, blue) = expected.components
      let components = try #require(color.cgColor.components)
      #expect(components == [red, green, blue, 1].map { CGFloat($0!) })
      #expect(color.cgColor.colorSpace?.name == CGColorSpace.extendedSRGB)
    }

    @Test func unsupportedSpacesReadAsNil() throws {
      let space = try #require(CGColorSpace(name: CGColorSpace.genericRGBLinear))
      let components: [CGFloat] = [0.1, 0.2, 0.3, 1]
      let color = try #require(CGColor(colorSpace: space, components: components))
      #expect(CSSColor(color) == nil)
    }
  }
#endif
