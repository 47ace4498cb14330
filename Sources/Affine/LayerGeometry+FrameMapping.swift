extension LayerGeometry {
  /// The frame the layer has with an identity transform: its bounds placed so that the anchor
  /// point sits at ``position``.
  public var untransformedFrame: Rect2D {
    let anchor = anchorInBounds
    return Rect2D(
      x: bounds.origin.x + position.x - anchor.x, y: bounds.origin.y + position.y - anchor.y,
      width: bounds.size.width, height: bounds.size.height)
  }

  /// The ``transform`` that shows the layer's untransformed frame at `target`: the start of a
  /// snapshot zoom (a full-screen snapshot shrunk onto a button's frame), written about the
  /// anchor point as Core Animation applies it — ``AffineTransform2D/init(mapping:to:fitting:)``
  /// alone scales about the superlayer's origin and puts the layer in the wrong place.
  ///
  /// With `.fill`, setting the result makes ``frame`` equal `target` up to rounding error (a few
  /// ulps of the coordinates; tested within 1e-12 on screen-sized rects); interpolating from it
  /// to `.identity` with ``AffineTransform2D/interpolate(from:to:progress:)`` moves the frame
  /// linearly between the two rects.
  ///
  /// - Precondition: the bounds have a non-zero width and height; `target` is finite.
  public func transform(
    showingFrameAt target: Rect2D, fitting: AffineTransform2D.RectFitting = .fill
  )
    -> AffineTransform2D
  {
    precondition(
      bounds.width > 0 && bounds.height > 0,
      "LayerGeometry.transform(showingFrameAt:): bounds must have a non-zero width and height, got \(bounds)"
    )
    let mapping = AffineTransform2D(mapping: untransformedFrame, to: target, fitting: fitting)
    // Conjugate by the position: the transform acts on offsets from the anchor, which sits there.
    return AffineTransform2D(translationX: position.x, y: position.y)
      .concatenating(mapping)
      .concatenating(AffineTransform2D(translationX: -position.x, y: -position.y))
  }
}
