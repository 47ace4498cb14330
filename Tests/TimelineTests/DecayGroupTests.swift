import Motion
import Springs
import Testing

@testable import Timeline

/// Decays of several decelerations and tolerances share the timeline's decay group, each lane
/// naming its set of parameters: reads by handle give each decay's own `DecayMotion` values and
/// velocities bit for bit, and a decay paused and resumed (taken out of the group and put back)
/// keeps its own tolerance, so it comes to rest when its own motion does, the pause added.
@Suite struct DecayGroupTests {
  @Test func eachDecayKeepsItsOwnParameters() throws {
    let sets: [(Decay, RestTolerance)] = [
      (.normal, .unit), (.fast, RestTolerance(minimumVisibleChange: 0.5)),
      (Decay(rate: 0.995), RestTolerance(displacement: 2, velocity: 9)),
    ]
    var timeline = AnimationTimeline()
    var decays: [(motion: DecayMotion<Double>, handle: AnimationTimeline.Handle)] = []
    for index in 0..<12 {
      let (decay, tolerance) = sets[index % 3]
      let motion = DecayMotion(
        from: Double(index), initialVelocity: 400 + 50 * Double(index), decay: decay,
        tolerance: tolerance)
      decays.append((motion, timeline.add(motion, atTime: 10, output: index)))
    }
    #expect(timeline.groups.decays.parameterSets.count == 3)
    for time in [9.5, 10, 10.1, 10.4, 11.3] {
      for (motion, handle) in decays {
        #expect(try timeline.value(of: handle, atTime: time) == motion.value(atElapsed: time - 10))
        #expect(
          try timeline.velocity(of: handle, atTime: time) == motion.velocity(atElapsed: time - 10))
      }
    }
    // Each paused for a tenth of a second: at rest a tenth of a second after its own motion.
    var values = [Double](repeating: 0, count: decays.count)
    for (_, handle) in decays { try timeline.pause(handle, atTime: 10.2) }
    timeline.advance(to: 10.25, into: &values)
    for (_, handle) in decays { try timeline.resume(handle, atTime: 10.3) }
    var restingFrames: [Int: Int] = [:]
    for frame in 1...1200 {
      timeline.advance(to: 10.3 + Double(frame) / 120, into: &values)
      for completion in timeline.completions { restingFrames[completion.output] = frame }
    }
    for (output, (motion, _)) in decays.enumerated() {
      let completionTime = try #require(motion.completionTime)
      // The first frame at which elapsed 0.2 + frame/120 reaches the completion time.
      let expected = Int(((completionTime - 0.2) * 120).rounded(.up))
      #expect(restingFrames[output].map { abs($0 - expected) <= 1 } == true, "decay \(output)")
    }
  }
}
