import Affine
import Motion

extension PathPlacement: TimelineValue {
  /// Three lanes: x, y and the heading (radians). A path motion or path keyframes added to a
  /// timeline write all three, evaluated whole for each lane.
  public static var timelineLaneCount: Int { 3 }

  /// x, y, heading.
  public func writeTimelineLanes(into lanes: UnsafeMutableBufferPointer<Double>) {
    lanes[0] = point.x
    lanes[1] = point.y
    lanes[2] = heading
  }

  /// The placement of the lanes.
  public init(timelineLanes lanes: UnsafeBufferPointer<Double>) {
    self.init(point: Point2D(x: lanes[0], y: lanes[1]), heading: lanes[2])
  }

  /// Turns the target's heading by whole turns to within half a turn of the reference's: an
  /// interrupted traveller turns the shorter way to its new heading.
  public static func alignTimelineLanes(
    _ lanes: UnsafeMutableBufferPointer<Double>, near reference: UnsafeBufferPointer<Double>
  ) {
    alignAngleLane(lanes, at: 2, near: reference)
  }
}
