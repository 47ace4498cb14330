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
/// Paths are `none`, `path()`, `ray()` and the basic shapes (`circle()`, `ellipse()`,
/// `inset()`, `rect()`, `xywh()`, `polygon()`); `url()`, `shape()` and a `<coord-box>` are not
/// read (a typed error names them): the reference box is the containing block's.
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
    /// A basic shape's outline, in the containing block's coordinates.
    case shape(CSSBasicShape)
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
  /// `offset-distance`: how far along the path the anchor sits.
  public var distance: CSSLengthPercentage
  /// `offset-rotate`.
  public var rotation: Rotation
  /// `offset-anchor`.
  public var anchor: Anchor

  /// The properties, each defaulting to its initial value.
  public init(
    startingPosition: StartingPosition = .normal, path: Path = .none,
    distance: CSSLengthPercentage = .zero, rotation: Rotation = .auto, anchor: Anchor = .auto
  ) {
    self.startingPosition = startingPosition
    self.path = path
    self.distance = distance
    self.rotation = rotation
    self.anchor = anchor
  }
}
