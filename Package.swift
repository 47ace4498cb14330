// swift-tools-version:6.0
// Kinetics: animation numerics (timing curves, springs, affine geometry) for Swift.

import PackageDescription

let package = Package(
  name: "Kinetics",
  products: [
    .library(name: "Easing", targets: ["Easing"]),
    .library(name: "Springs", targets: ["Springs"]),
    .library(name: "Affine", targets: ["Affine"]),
    .executable(name: "bench", targets: ["bench"]),
  ],
  targets: [
    .target(name: "Easing"),
    .target(name: "Springs", dependencies: ["Easing"]),
    .target(name: "Affine", dependencies: ["Easing"]),
    .target(name: "BenchSupport"),
    .target(name: "References"),
    .executableTarget(
      name: "bench",
      dependencies: ["Easing", "Springs", "Affine", "BenchSupport", "References"]
    ),
    .target(name: "TestSupport", dependencies: ["References"], path: "Tests/TestSupport"),
    .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
    .testTarget(name: "BenchSupportTests", dependencies: ["BenchSupport", "TestSupport"]),
    .testTarget(name: "EasingTests", dependencies: ["Easing", "TestSupport"]),
    .testTarget(name: "SpringsTests", dependencies: ["Springs", "Easing", "TestSupport"]),
    .testTarget(name: "AffineTests", dependencies: ["Affine", "Easing", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
