/// An element's CSS Motion Path properties — `offset-position`, `offset-path`,
/// `offset-distance`, `offset-rotate` and `offset-anchor` — as the `offset` shorthand writes them
/// (Motion Path Module Level 1, W3C Working Draft of 5 November 2024), and the transform they
/// give the element (``placement(in:)``).
///
/// ```swift
/// let offset = try CSSMotionPath(css: "path('M 0 0 H 100 V 100') 150px auto")
/// offset.description  // path("M 0 0 H 100 V 100") 150px, in the shortest form
/// ```
///
/// Paths are `none`, `path()`, `ray()`, the basic shapes (`circle()`, `ellipse()`, `inset()`,
/// `rect()`, `xywh()`, `polygon()`) and `url()`, each with an optional `<coord-box>` choosing
/// the reference box, or a `<coord-box>` alone (the box's own outline). CSS Shapes 2's
/// `shape()` is not read (a typed error names it).
public struct CSSMotionPath: Hashable, Sendable {
  /// Where paths without a start of their own begin (`offset-position`).
  public enum StartingPosition: Hashable, Sendable {
    /// No starting position (the initial value): `ray()` starts at the centre of the
    /// containing block, `path()` at the block's origin.
    case normal
    /// The element's own top-left corner.
    case auto
    /// A point in the containing block.
    case position(CSSPosition)
  }

  /// The path (`offset-path`).
  public enum Path: Hashable, Sendable {
    /// No path: the element has no offset transform (the initial value).
    case none
    /// SVG path data, in the containing block's coordinates (pixels).
    case path(PathData)
    /// A straight line from a starting point at a bearing.
    case ray(Ray)
    /// A basic shape's outline, in the reference box.
    case shape(CSSBasicShape)
    /// A reference to an SVG shape element, whose geometry the layout supplies
    /// (`Layout.referencedShapes`, keyed by this text as written).
    case url(String)
    /// The reference box's own outline, rounded by the containing block's corner radii: a
    /// `<coord-box>` alone.
    case box
  }

  /// Which box of the containing block's element paths are laid out in (`<coord-box>`, CSS
  /// Box Model 4): lengths and percentages resolve in it, from its top-left corner. The
  /// boxes an element without SVG geometry lacks stand for the ones CSS says they do
  /// (``used``).
  public enum ReferenceBox: String, Hashable, Sendable, CaseIterable {
    /// Inside the padding.
    case contentBox = "content-box"
    /// Inside the border.
    case paddingBox = "padding-box"
    /// The outer edge of the border (the default).
    case borderBox = "border-box"
    /// The object bounding box: the content box for a box laid out by CSS.
    case fillBox = "fill-box"
    /// The stroke bounding box: the border box for a box laid out by CSS.
    case strokeBox = "stroke-box"
    /// The nearest SVG viewport: the border box for a box laid out by CSS.
    case viewBox = "view-box"

    /// The box a CSS layout box uses for this value: fill-box is the content box, stroke-box
    /// and view-box the border box (Motion Path Level 1, § 2.1).
    public var used: ReferenceBox {
      switch self {
      case .fillBox: .contentBox
      case .strokeBox, .viewBox: .borderBox
      default: self
      }
    }
  }

  /// How long a ray is (`<ray-size>`): the distance from its start to a side or corner of the
  /// containing block.
  public enum RaySize: String, Hashable, Sendable, CaseIterable {
    /// To the nearest side (the default).
    case closestSide = "closest-side"
    /// To the nearest corner.
    case closestCorner = "closest-corner"
    /// To the farthest side.
    case farthestSide = "farthest-side"
    /// To the farthest corner.
    case farthestCorner = "farthest-corner"
    /// To where the ray leaves the block (0 from a start on or outside its edge).
    case sides
  }

  /// `ray(<angle> <ray-size>? contain? [at <position>]?)`.
  public struct Ray: Hashable, Sendable {
    /// The bearing: 0 points up, positive angles turn clockwise.
    public var angle: CSSAngle
    /// The length, as written (nil: omitted, which means ``RaySize/closestSide``).
    public var size: RaySize?
    /// Whether the length is shortened by half the element's larger dimension, so that the
    /// element stays inside at 100%.
    public var contain: Bool
    /// Where the ray starts; nil uses the starting position (or the block's centre).
    public var position: CSSPosition?

    /// Creates a ray.
    public init(
      angle: CSSAngle, size: RaySize? = nil, contain: Bool = false, position: CSSPosition? = nil
    ) {
      self.angle = angle
      self.size = size
      self.contain = contain
      self.position = position
    }
  }

  /// How the element turns (`offset-rotate`).
  public struct Rotation: Hashable, Sendable {
    /// Whether the turn follows the path.
    public enum Mode: Hashable, Sendable {
      /// The path's direction plus ``angle`` (`auto`, the initial value).
      case auto
      /// The path's direction plus half a turn plus ``angle`` (`reverse`).
      case reverse
      /// ``angle`` alone.
      case fixed
    }

    /// Whether the turn follows the path.
    public var mode: Mode
    /// The angle added (nil: none written).
    public var angle: CSSAngle?

    /// Creates a rotation.
    public init(_ mode: Mode, angle: CSSAngle? = nil) {
      self.mode = mode
      self.angle = angle
    }

    /// `auto`: along the path's direction.
    public static let auto = Rotation(.auto)
  }

  /// Which point of the element sits on the path (`offset-anchor`).
  public enum Anchor: Hashable, Sendable {
    /// The transform origin (the initial value).
    case auto
    /// A point of the element's border box.
    case position(CSSPosition)
  }

  /// `offset-position`.
  public var startingPosition: StartingPosition
  /// `offset-path`.
  public var path: Path
  /// The `<coord-box>` written with `offset-path` (nil: none written, the border box).
  public var referenceBox: ReferenceBox?
  /// `offset-distance`: how far along the path the anchor sits.
  public var distance: CSSLengthPercentage
  /// `offset-rotate`.
  public var rotation: Rotation
  /// `offset-anchor`.
  public var anchor: Anchor

  /// The properties, each defaulting to its initial value.
  public init(
    startingPosition: StartingPosition = .normal, path: Path = .none,
    referenceBox: ReferenceBox? = nil, distance: CSSLengthPercentage = .zero,
    rotation: Rotation = .auto, anchor: Anchor = .auto
  ) {
    self.startingPosition = startingPosition
    self.path = path
    self.referenceBox = referenceBox
    self.distance = distance
    self.rotation = rotation
    self.anchor = anchor
  }
}
