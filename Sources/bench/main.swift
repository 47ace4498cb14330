import Kinetics
import BenchSupport
import Foundation

#if DEBUG
  let isDebugBuild = true
#else
  let isDebugBuild = false
#endif

let benchmarks =
  EasingBenchmarks.all() + SpringsBenchmarks.all() + AffineBenchmarks.all() + TimingBenchmarks.all()
  + FrameBenchmarks.all() + ColorBenchmarks.all() + Transform3DBenchmarks.all()
  + EnginePathBenchmarks.all() + ProtocolPathBenchmarks.all() + TimelineBenchmarks.all()
  + TimelineRetargetBenchmarks.all()
  + PathBenchmarks.all()
exit(
  BenchmarkDriver.main(
    benchmarks, arguments: Array(CommandLine.arguments.dropFirst()), isDebugBuild: isDebugBuild))
