extension Point2D {
  /// The point mapped by `transform`: (a·x + c·y + tx, b·x + d·y + ty).
  @inlinable
  public func applying(_ transform: AffineTransform2D) -> Point2D {
    Point2D(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty)
  }
}

extension Vector2D {
  /// The vector mapped by the transform's linear part (no translation).
  @inlinable
  public func applying(_ transform: AffineTransform2D) -> Vector2D {
    Vector2D(dx: transform.a * dx + transform.c * dy, dy: transform.b * dx + transform.d * dy)
  }
}

extension Size2D {
  /// `CGSize.applying`: (a·w + c·h, b·w + d·h), the linear part only; components may become
  /// negative.
  @inlinable
  public func applying(_ transform: AffineTransform2D) -> Size2D {
    Size2D(
      width: transform.a * width + transform.c * height,
      height: transform.b * width + transform.d * height)
  }
}

extension Rect2D {
  /// `CGRect.applying`: the axis-aligned bounding box of the four mapped corners (the null rect
  /// stays null).
  @inlinable
  public func applying(_ transform: AffineTransform2D) -> Rect2D {
    guard !isNull else { return self }
    // The x extent from a·x + c·y over the corners is tx + the extremes of a·x and c·y
    // separately (each is linear in one coordinate); likewise for y.
    let (x0, x1, y0, y1) = (minX, maxX, minY, maxY)
    let (ax0, ax1) = (transform.a * x0, transform.a * x1)
    let (cy0, cy1) = (transform.c * y0, transform.c * y1)
    let (bx0, bx1) = (transform.b * x0, transform.b * x1)
    let (dy0, dy1) = (transform.d * y0, transform.d * y1)
    let left = min(ax0, ax1) + min(cy0, cy1) + transform.tx
    let right = max(ax0, ax1) + max(cy0, cy1) + transform.tx
    let top = min(bx0, bx1) + min(dy0, dy1) + transform.ty
    let bottom = max(bx0, bx1) + max(dy0, dy1) + transform.ty
    return Rect2D(x: left, y: top, width: right - left, height: bottom - top)
  }
}
