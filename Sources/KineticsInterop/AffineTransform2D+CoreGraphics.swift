// Conversions between AffineTransform2D and CGAffineTransform, where CoreGraphics exists (Apple
// platforms). Both use the same row-vector convention and entry names, so the entries copy across.
#if canImport(CoreGraphics) && (canImport(Darwin) || APPLE_STAND_INS)
  import Affine
  import CoreGraphics

  extension AffineTransform2D {
    /// The transform with the same six entries, exactly.
    ///
    /// - Precondition: every entry is finite (see ``AffineTransform2D/init(a:b:c:d:tx:ty:)``).
    @inlinable public init(_ transform: CGAffineTransform) {
      self.init(
        a: Double(transform.a), b: Double(transform.b), c: Double(transform.c),
        d: Double(transform.d), tx: Double(transform.tx), ty: Double(transform.ty))
    }
  }

  extension CGAffineTransform {
    /// The CoreGraphics transform with the same six entries, exactly.
    @inlinable public init(_ transform: AffineTransform2D) {
      self.init(
        a: CGFloat(transform.a), b: CGFloat(transform.b), c: CGFloat(transform.c),
        d: CGFloat(transform.d), tx: CGFloat(transform.tx), ty: CGFloat(transform.ty))
    }
  }
#endif
