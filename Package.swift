// swift-tools-version:6.0
// Kinetics: animation numerics (timing curves, springs, affine geometry) for Swift.

import PackageDescription

/// `KINETICS_NATIVE=1 swift run -c release bench` compiles for znver4 (AVX-512, the reference machine class): an
/// experiment, reported separately in Benchmarks.md. Without it, no unsafe flags are used, so
/// packages that depend on Kinetics can build it.
let nativeSettings: [SwiftSetting] =
  Context.environment["KINETICS_NATIVE"] == nil ? [] : [.unsafeFlags(["-target-cpu", "znver4"])]

let package = Package(
  name: "Kinetics",
  products: [
    .library(name: "Easing", targets: ["Easing"]),
    .library(name: "Springs", targets: ["Springs"]),
    .library(name: "Affine", targets: ["Affine"]),
    .executable(name: "bench", targets: ["bench"]),
    .executable(name: "curves", targets: ["curves"]),
    // The curves tool's engine, a product so that the fuzzing package can reach its parser.
    .library(name: "CurveTool", targets: ["CurveTool"]),
    // Conversions to and from CoreGraphics and Core Animation types, outside the Foundation-free core.
    .library(name: "KineticsInterop", targets: ["KineticsInterop"]),
  ],
  targets: [
    .target(name: "Easing", swiftSettings: nativeSettings),
    .target(name: "Springs", dependencies: ["Easing"], swiftSettings: nativeSettings),
    .target(name: "Affine", dependencies: ["Easing"], swiftSettings: nativeSettings),
    .target(name: "KineticsInterop", dependencies: ["Easing", "Affine"]),
    .target(name: "BenchSupport"),
    .target(name: "References"),
    .executableTarget(
      name: "bench",
      dependencies: ["Easing", "Springs", "Affine", "BenchSupport", "References"],
      swiftSettings: nativeSettings
    ),
    .target(name: "CurveTool", dependencies: ["Easing", "Springs"]),
    .executableTarget(name: "curves", dependencies: ["CurveTool"]),
    .target(name: "TestSupport", dependencies: ["References"], path: "Tests/TestSupport"),
    .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
    .testTarget(name: "BenchSupportTests", dependencies: ["BenchSupport", "TestSupport"]),
    .testTarget(name: "EasingTests", dependencies: ["Easing", "TestSupport"]),
    .testTarget(name: "SpringsTests", dependencies: ["Springs", "Easing", "TestSupport"]),
    .testTarget(name: "AffineTests", dependencies: ["Affine", "Easing", "TestSupport"]),
    .testTarget(name: "KineticsInteropTests", dependencies: ["KineticsInterop", "Affine"]),
    .testTarget(name: "CurveToolTests", dependencies: ["CurveTool", "Easing", "Springs"]),
    .testTarget(
      name: "IntegrationTests",
      dependencies: ["Easing", "Springs", "Affine", "References", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
