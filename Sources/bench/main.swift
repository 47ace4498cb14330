import BenchSupport
import Foundation

#if DEBUG
  let isDebugBuild = true
#else
  let isDebugBuild = false
#endif

exit(
  BenchmarkDriver.main(
    [], arguments: Array(CommandLine.arguments.dropFirst()), isDebugBuild: isDebugBuild))
