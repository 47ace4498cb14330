import Kinetics

/// The scene of the frame workload, the design's headline: N animated layers of a transition
/// engine. Each layer has a spring-driven position (two springs, ζ 0.49, 1 or 3 by layer, every
/// third one retargeted mid-flight), an opacity and a scale eased by cubic béziers over its own
/// start time and duration, a fixed tilt, and a frame: the bounding box of the layer scaled
/// (0.85 → 1) and tilted about its center at the spring's position.
///
/// The two engines (``FrameEngine``, structure of arrays with the library's batch APIs, and
/// ``FrameReferenceEngine``, one layer at a time) read every parameter from here.
enum FrameScene {
  static let deltaTime = 1.0 / 120
  /// The springs: layer i uses springs[i % 3].
  static let springs = [
    DampedSpring(response: 0.6, dampingRatio: 0.49), DampedSpring(response: 0.5, dampingRatio: 1),
    DampedSpring(response: 0.4, dampingRatio: 3),
  ]
  static let opacityCurve = CubicBezier.easeOut
  static let scaleCurve = CubicBezier.easeInOut

  static func startTime(_ layer: Int) -> Double { Double(layer % 50) * 0.004 }
  static func duration(_ layer: Int) -> Double { 0.3 + Double(layer % 4) * 0.1 }
  static func tilt(_ layer: Int) -> Double { Double(layer % 13 - 6) * 0.02 }
  static func size(_ layer: Int) -> (width: Double, height: Double) {
    (Double(100 + layer % 50), Double(60 + layer % 30))
  }
  static func target(_ layer: Int) -> (Double, Double) {
    (Double(layer % 390), Double(layer % 844))
  }

  /// The scale at eased progress `eased`: 0.85 → 1.
  static func scale(eased: Double) -> Double { 0.85 + 0.15 * eased }

  /// Frames per cycle of the clock. Measurements run hundreds of frames; so that every one of
  /// them is mid-flight (an engine's steady state under continuous interaction, not a settled
  /// scene), the clock loops over [0.2 s, 0.3 s), where every layer has started (the latest
  /// start is 0.196 s) and none has ended (the shortest ends at 0.3 s), and the retargeted
  /// springs flip their targets at the start of every cycle.
  static let cycle = 12

  /// The animation clock at frame `frame` (seconds).
  static func clock(frame: Int) -> Double { 0.2 + Double(frame % cycle) * deltaTime }

  /// Whether frame `frame` flips the retargeted springs' targets.
  static func retargets(frame: Int) -> Bool { frame % cycle == 0 }

  /// The layers of spring group `group` (0, 1, 2), in order: group, group + 3, …
  static func layers(group: Int, count: Int) -> [Int] {
    Array(stride(from: group, to: count, by: 3))
  }
}
