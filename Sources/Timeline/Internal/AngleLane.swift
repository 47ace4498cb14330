/// Turns the angle in lane `index` (radians) by whole turns to within half a turn of the
/// reference's, so that an animation toward it takes the shorter arc (a difference of exactly
/// half a turn is kept, as Core Animation keeps it).
func alignAngleLane(
  _ lanes: UnsafeMutableBufferPointer<Double>, at index: Int,
  near reference: UnsafeBufferPointer<Double>
) {
  let turn = lanes[index] - reference[index]
  guard abs(turn) > Double.pi else { return }
  lanes[index] -= (turn / (2 * Double.pi)).rounded() * (2 * Double.pi)
}
