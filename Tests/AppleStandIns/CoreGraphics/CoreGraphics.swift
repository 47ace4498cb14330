// A stand-in for CoreGraphics on platforms that lack it (Linux): the declarations KineticsInterop
// uses, with the signatures Apple documents (developer.apple.com/documentation/coregraphics:
// CGAffineTransform, CGVector, CGColor, CGColorSpace), so that KineticsInterop's Apple-only
// code type-checks in Linux CI. The bodies are the documented behaviour at its simplest: the
// structs hold their fields, a color holds its space and components. They prove that our code
// compiles against these names and shapes, not how the real framework behaves.
// CGFloat, CGPoint, CGSize and CGRect come from Foundation on Linux, as on Apple platforms
// (where CoreGraphics declares them and Foundation re-exports them).

@_exported import Foundation

// MARK: Geometry

/// developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

/// developer.apple.com/documentation/corefoundation/cgvector
public struct CGVector: Equatable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  public init() { self.init(dx: 0, dy: 0) }
  public static let zero = CGVector()
}

// MARK: Color

/// Core Foundation's string type, by which CoreGraphics names its color spaces; a class, as
/// Core Foundation types are in Swift, compared by its characters (CFEqual).
public final class CFString: Hashable, Sendable {
  let characters: String
  init(_ characters: String) { self.characters = characters }
  public static func == (lhs: CFString, rhs: CFString) -> Bool {
    lhs.characters == rhs.characters
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(characters) }
}

/// developer.apple.com/documentation/coregraphics/cgcolorspace
public final class CGColorSpace: @unchecked Sendable {
  /// The space's name: nil for spaces without one (never, here).
  public let name: CFString?
  /// The number of color components (3 for the RGB spaces declared here).
  public var numberOfComponents: Int { 3 }
  /// The space called `name`; nil for names that are not one of the constants below.
  public init?(name: CFString) {
    let known = [
      CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB,
      CGColorSpace.extendedLinearSRGB, CGColorSpace.displayP3, CGColorSpace.extendedDisplayP3,
      CGColorSpace.genericRGBLinear,
    ]
    guard known.contains(name) else { return nil }
    self.name = name
  }
  public static let sRGB = CFString("kCGColorSpaceSRGB")
  public static let extendedSRGB = CFString("kCGColorSpaceExtendedSRGB")
  public static let linearSRGB = CFString("kCGColorSpaceLinearSRGB")
  public static let extendedLinearSRGB = CFString("kCGColorSpaceExtendedLinearSRGB")
  public static let displayP3 = CFString("kCGColorSpaceDisplayP3")
  public static let extendedDisplayP3 = CFString("kCGColorSpaceExtendedDisplayP3")
  public static let genericRGBLinear = CFString("kCGColorSpaceGenericRGBLinear")
}

/// developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor: @unchecked Sendable {
  public let colorSpace: CGColorSpace?
  /// The color components followed by alpha.
  public let components: [CGFloat]?
  public var numberOfComponents: Int { components?.count ?? 0 }
  public var alpha: CGFloat { components?.last ?? 1 }
  /// A color from its space's components followed by alpha (`numberOfComponents + 1` values).
  public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
    colorSpace = space
    self.components = Array(
      UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
  }
}
