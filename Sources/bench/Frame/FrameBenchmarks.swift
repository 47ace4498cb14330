import BenchSupport
import Kinetics

/// The frame workload's benchmarks: the batch engine at 1k to 1M layers, on one core and on
/// both, the one-layer-at-a-time reference, and the Float-lane experiment.
enum FrameBenchmarks {
  static func all() -> [Benchmark] {
    let engine = [1_000, 10_000, 100_000, 1_000_000].map { count in
      let state = LazyState { FrameEngine(count: count) }
      return Benchmark(
        "Frame/soa/\(count) layers", elements: count,
        accuracy: { agreement(count: min(count, 10_000)) },
        checksum: { afterSixtyFrames(FrameEngine(count: count), \.checksum) { $0.step() } },
        run: { state.value.step() })
    }
    let float = [100_000, 1_000_000].map { count in
      let state = LazyState { FloatLaneExperiment(count: count) }
      return Benchmark(
        "Frame/soa float lanes (experiment)/\(count) layers", elements: count,
        accuracy: { floatAgreement(count: min(count, 10_000)) },
        checksum: { afterSixtyFrames(FloatLaneExperiment(count: count), \.checksum) { $0.step() } },
        run: { state.value.step() })
    }
    // Both cores through the library: each batch call (springs, curves, frames) splits its
    // work across the cores (`concurrently: true`); the clock and scale loops stay serial.
    let concurrent = [1_000_000].map { count in
      let state = LazyState { FrameEngine(count: count, concurrently: true) }
      return Benchmark(
        "Frame/soa, batches split across cores/\(count) layers", elements: count,
        baseline: "Frame/soa/\(count) layers",
        checksum: {
          afterSixtyFrames(FrameEngine(count: count, concurrently: true), \.checksum) { $0.step() }
        },
        run: { state.value.step() })
    }
    let reference = [10_000, 100_000].map { count in
      let state = LazyState { FrameReferenceEngine(count: count) }
      return Benchmark(
        "Frame/scalar baseline/\(count) layers", elements: count,
        checksum: {
          afterSixtyFrames(FrameReferenceEngine(count: count), \.checksum) { $0.step() }
        },
        run: { state.value.step() })
    }
    return engine + float + concurrent + reference
  }

  /// `property` of `engine` after 60 frames of `step`.
  static func afterSixtyFrames<Engine>(
    _ engine: Engine, _ property: KeyPath<Engine, Double>, _ step: (Engine) -> Void
  ) -> Double {
    for _ in 0..<60 { step(engine) }
    return engine[keyPath: property]
  }

  /// After 60 frames, the largest difference between the two engines' frames and opacities.
  static func agreement(count: Int) -> String {
    let (engine, reference) = (FrameEngine(count: count), FrameReferenceEngine(count: count))
    for _ in 0..<60 {
      engine.step()
      reference.step()
    }
    var worst = 0.0
    for (layer, state) in engine.layerStates {
      let (a, b) = (state.frame, reference.layers[layer].frame)
      worst = max(
        worst, abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.width - b.width),
        abs(a.height - b.height), abs(state.opacity - reference.layers[layer].opacity))
    }
    return "batch vs one-at-a-time engine after 60 frames: max difference \(worst) points"
  }

  /// After 60 frames, the largest difference between the Float-lane frames and the Double ones.
  static func floatAgreement(count: Int) -> String {
    let (engine, float) = (FrameEngine(count: count), FloatLaneExperiment(count: count))
    for _ in 0..<60 {
      engine.step()
      float.step()
    }
    let floatFrames = float.rectangles
    let worst = engine.layerStates.map { layer, state in
      let b = floatFrames[layer]!
      return max(
        abs(state.frame.minX - b.minX), abs(state.frame.minY - b.minY),
        abs(state.frame.width - b.width))
    }.max()!
    return "Float vs Double frames after 60 frames: max difference \(worst) points"
  }
}
