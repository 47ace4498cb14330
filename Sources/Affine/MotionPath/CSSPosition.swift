/// A CSS `<position>`: where a point sits in a box, as `offset-position`, `offset-anchor` and
/// `ray(… at <position>)` write it — `center`, `left top`, `100px 30%`, `right 10px bottom 20%`.
public struct CSSPosition: Hashable, Sendable, CustomStringConvertible {
  /// One axis of a position: a keyword with an optional offset from its edge, or a length.
  public enum Component: Hashable, Sendable {
    /// An edge keyword (`left`, `center`, `right` horizontally; `top`, `center`, `bottom`
    /// vertically) and, in the four-value form, a distance from that edge.
    case edge(Edge, offset: CSSLengthPercentage?)
    /// A length or percentage from the left or top edge.
    case length(CSSLengthPercentage)
  }

  /// The keywords of a position.
  public enum Edge: String, Hashable, Sendable {
    /// The left edge (0%).
    case left
    /// The middle (50%).
    case center
    /// The right edge (100%).
    case right
    /// The top edge (0%).
    case top
    /// The bottom edge (100%).
    case bottom
  }

  /// The horizontal component.
  public var horizontal: Component
  /// The vertical component.
  public var vertical: Component

  /// A position from its two components.
  public init(horizontal: Component, vertical: Component) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// The middle of the box.
  public static let center = CSSPosition(
    horizontal: .edge(.center, offset: nil), vertical: .edge(.center, offset: nil))

  /// The point in a box of `width` × `height` (pixels from its top-left corner).
  public func resolved(width: Double, height: Double) -> Point2D {
    Point2D(x: Self.resolve(horizontal, width), y: Self.resolve(vertical, height))
  }

  static func resolve(_ component: Component, _ size: Double) -> Double {
    switch component {
    case .length(let length): return length.resolved(against: size)
    case .edge(let edge, let offset):
      let distance = offset?.resolved(against: size) ?? 0
      switch edge {
      case .left, .top: return distance
      case .center: return size / 2
      case .right, .bottom: return size - distance
      }
    }
  }

  /// As CSS writes it: horizontal then vertical (`left top`, `100px center`), or `center` when
  /// both are the centre keyword.
  public var description: String {
    if horizontal == .edge(.center, offset: nil) && vertical == .edge(.center, offset: nil) {
      return "center"
    }
    return "\(Self.text(horizontal)) \(Self.text(vertical))"
  }

  static func text(_ component: Component) -> String {
    switch component {
    case .length(let length): return length.description
    case .edge(let edge, nil): return edge.rawValue
    case .edge(let edge, let offset?): return "\(edge.rawValue) \(offset)"
    }
  }
}
