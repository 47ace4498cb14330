import KineticsCore

/// The 3D geometry of a `CALayer`: bounds, position, anchor point, `anchorPointZ`,
/// `zPosition`, transform and `sublayerTransform` — what places a layer in its superlayer
/// once 3D transforms are involved (card flips, cubes, cover flow).
///
/// A point p of the layer's bounds (z = 0) appears in the superlayer at
///
///     (p − anchor)·transform + (position.x, position.y, zPosition)
///
/// with anchor = (minX + anchorPoint.x·w, minY + anchorPoint.y·h, anchorPointZ): the transform
/// turns the layer about its anchor point, and `position` with `zPosition` says where the anchor
/// lands (Apple documents `zPosition` as the layer's position on the z axis and the anchor as
/// the point the transform is applied about; that zPosition enters as a translation is how Core
/// Animation renders it, not a documented formula). The superlayer's ``sublayerTransform``
/// then applies about the superlayer's own anchor point, giving the perspective its
/// vanishing point there:
///
/// ```swift
/// var stage = LayerGeometry3D(bounds: Rect2D(x: 0, y: 0, width: 400, height: 400),
///                             position: Point2D(x: 200, y: 200))
/// stage.sublayerTransform = .perspective(eyeDistance: 500)
/// var card = LayerGeometry3D(bounds: Rect2D(x: 0, y: 0, width: 200, height: 100),
///                            position: Point2D(x: 200, y: 200))
/// card.transform = Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)
/// card.projectedQuad(in: stage).corners![1]  // (242.61829480634603, 157.381705193654): receding
/// ```
@frozen
public struct LayerGeometry3D: Hashable, Sendable {
  /// The layer's own coordinate space (points).
  public var bounds: Rect2D
  /// Where the anchor point sits in the superlayer's x and y (points).
  public var position: Point2D
  /// Where the anchor point sits in the superlayer's z (points; `CALayer.zPosition`, 0 by
  /// default).
  public var zPosition: Double
  /// The point of the bounds the transform turns about, in unit coordinates ((0.5, 0.5) by
  /// default, as CALayer).
  public var anchorPoint: Point2D
  /// The anchor's z in the layer's own space (points; `CALayer.anchorPointZ`, 0 by default): a
  /// cube face turns about an axis behind it with anchorPointZ = −(half the cube's width).
  public var anchorPointZ: Double
  /// The transform applied about the anchor point.
  public var transform: Transform3D
  /// The transform applied to the sublayers, about this layer's anchor point (usually a
  /// perspective: all sublayers then share one vanishing point).
  public var sublayerTransform: Transform3D

  /// Creates a layer geometry.
  public init(
    bounds: Rect2D, position: Point2D, zPosition: Double = 0,
    anchorPoint: Point2D = Point2D(x: 0.5, y: 0.5), anchorPointZ: Double = 0,
    transform: Transform3D = .identity, sublayerTransform: Transform3D = .identity
  ) {
    self.bounds = bounds
    self.position = position
    self.zPosition = zPosition
    self.anchorPoint = anchorPoint
    self.anchorPointZ = anchorPointZ
    self.transform = transform
    self.sublayerTransform = sublayerTransform
  }

  /// The 3D geometry of a 2D layer: its affine transform acting in the z = 0 plane.
  public init(_ layer: LayerGeometry) {
    self.init(
      bounds: layer.bounds, position: layer.position, anchorPoint: layer.anchorPoint,
      transform: Transform3D(layer.transform))
  }

  /// The anchor point in the layer's coordinates, z included.
  public var anchorInBounds: Point3D {
    Point3D(
      x: bounds.minX + anchorPoint.x * bounds.width,
      y: bounds.minY + anchorPoint.y * bounds.height, z: anchorPointZ)
  }

  /// The transform from the layer's coordinates to its superlayer's (before the superlayer's
  /// sublayer transform): translate by −anchor, apply ``transform``, translate to
  /// (position, zPosition).
  public var toSuperlayer: Transform3D {
    let anchor = anchorInBounds
    return Transform3D(translationX: -anchor.x, y: -anchor.y, z: -anchor.z)
      .concatenating(transform)
      .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
  }

  /// The superlayer's ``sublayerTransform`` applied about its anchor point, as it acts on
  /// points of its sublayers given in its coordinates.
  public var sublayerTransformAboutAnchor: Transform3D {
    let anchor = anchorInBounds
    return Transform3D(translationX: -anchor.x, y: -anchor.y, z: -anchor.z)
      .concatenating(sublayerTransform)
      .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: anchor.z))
  }

  /// The transform from the layer's coordinates to those of `superlayer`, its sublayer
  /// transform included.
  public func toSuperlayer(_ superlayer: LayerGeometry3D) -> Transform3D {
    toSuperlayer.concatenating(superlayer.sublayerTransformAboutAnchor)
  }

  /// The layer's bounds as they appear in the superlayer (no sublayer transform).
  public var projectedQuad: ProjectedQuad { ProjectedQuad(bounds, transform: toSuperlayer) }

  /// The layer's bounds as they appear in `superlayer`, through its sublayer transform: the
  /// corners, the visible part, the frame (``ProjectedQuad/boundingBox``), hit testing and
  /// whether the layer faces away.
  public func projectedQuad(in superlayer: LayerGeometry3D) -> ProjectedQuad {
    ProjectedQuad(bounds, transform: toSuperlayer(superlayer))
  }
}
