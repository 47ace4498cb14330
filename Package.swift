// swift-tools-version:6.2
// Kinetics: animation numerics for Swift — timing curves, springs, geometry and the motions an
// animation engine runs, on Linux and Apple platforms, with no dependency beyond the toolchain.

import PackageDescription

/// `KINETICS_NATIVE=1 swift run -c release bench` compiles for znver4 (AVX-512, the reference
/// machine class): an experiment, reported separately in Benchmarks.md. Without it, no unsafe
/// flags are used, so packages that depend on Kinetics can build it.
let nativeSettings: [SwiftSetting] =
  Context.environment["KINETICS_NATIVE"] == nil ? [] : [.unsafeFlags(["-target-cpu", "znver4"])]

/// Test targets build with warnings as errors: a test that warns (a subnormal literal that loses
/// precision, an optional printed as Any) is usually a test that checks less than it says.
let testSettings: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// Where Apple's frameworks exist, the tests use them; elsewhere, stand-ins declaring their
/// names (Tests/AppleStandIns) take their place, and KineticsInterop's sources are compiled a
/// second time against them, as KineticsInteropOnStandIns (a directory link to
/// Sources/KineticsInterop), so that every Apple-only line type-checks on Linux too.
#if os(macOS) || os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
  let onApplePlatforms = true
#else
  let onApplePlatforms = false
#endif
let appleStandIns = ["CoreGraphics", "QuartzCore", "UIKit", "SwiftUI"]
let swiftUIStandIn: [Target.Dependency] = onApplePlatforms ? [] : ["SwiftUI"]
let interopUnderTest: [Target.Dependency] =
  onApplePlatforms
  ? ["KineticsInterop"]
  : ["KineticsInteropOnStandIns"] + appleStandIns.map { .target(name: $0) }
/// Swift Testing declares cross-import overlays for CoreGraphics and UIKit, which exist only
/// beside the real frameworks: a test importing the stand-ins turns them off.
let interopTestSettings: [SwiftSetting] =
  testSettings
  + (onApplePlatforms ? [] : [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])])
let interopDependencies: [Target.Dependency] = [
  "KineticsCore", "KineticsNumerics", "Easing", "Springs", "Affine", "Motion", "Colors", "Timeline",
]

let package = Package(
  name: "Kinetics",
  products: [
    // Every library below in one import.
    .library(name: "Kinetics", targets: ["Kinetics"]),
    // The vocabulary every module shares: Interpolatable values and ValidationError.
    .library(name: "KineticsCore", targets: ["KineticsCore"]),
    // Timing curves: progress in, eased progress out.
    .library(name: "Easing", targets: ["Easing"]),
    // Spring physics: parameterizations, exact solution, stepping, batches.
    .library(name: "Springs", targets: ["Springs"]),
    // Geometry: points, rects, 2D transforms, layer geometry.
    .library(name: "Affine", targets: ["Affine"]),
    // What moves values over time: clocks, keyframes, tweens, spring and decay motions,
    // gestures and interactive transitions.
    .library(name: "Motion", targets: ["Motion"]),
    // Many animations on one clock, advanced in one call per frame at batch speed.
    .library(name: "Timeline", targets: ["Timeline"]),
    // Colors as CSS Color 4 defines them: spaces, conversions, interpolation, parsing, gamut
    // mapping, and colors as interpolatable values.
    .library(name: "Colors", targets: ["Colors"]),
    // Conversions to and from CoreGraphics and Core Animation types (Foundation-dependent).
    .library(name: "KineticsInterop", targets: ["KineticsInterop"]),
    // Not API: the `curves` tool's engine, a product only so that the fuzzing package (Fuzz/)
    // can reach its parser. The underscore says so; its declarations may change at any time.
    .library(name: "_CurveTool", targets: ["CurveTool"]),
    .executable(name: "bench", targets: ["bench"]),
    .executable(name: "curves", targets: ["curves"]),
  ],
  targets: [
    // Numerics shared by the libraries (libm, double-double, rounding, polynomial evaluation):
    // internal, in no product; its declarations are `package`, invisible to clients.
    .target(name: "KineticsNumerics", swiftSettings: nativeSettings),
    .target(name: "KineticsCore", swiftSettings: nativeSettings),
    // The token-level CSS reading and number printing the parsers share: internal, in no product.
    .target(name: "CSSSyntax", dependencies: ["KineticsCore"]),
    .target(
      name: "Easing",
      dependencies: ["KineticsCore", "KineticsNumerics", "CSSSyntax", "KineticsKernels"],
      swiftSettings: nativeSettings),
    // Vector kernels in C with per-function target attributes (AVX2, AVX-512), chosen at run
    // time by the processor's features, the Swift kernels staying the reference; and a relaxed
    // atomic counter: internal.
    .target(name: "KineticsKernels"),
    .target(
      name: "Springs", dependencies: ["KineticsCore", "KineticsNumerics", "KineticsKernels"],
      swiftSettings: nativeSettings),
    .target(
      name: "Affine",
      dependencies: ["KineticsCore", "KineticsNumerics", "CSSSyntax", "KineticsKernels"],
      swiftSettings: nativeSettings),
    .target(
      name: "Motion",
      dependencies: ["KineticsCore", "KineticsNumerics", "Easing", "Springs", "Affine"],
      swiftSettings: nativeSettings),
    .target(
      name: "Colors", dependencies: ["KineticsCore", "KineticsNumerics", "CSSSyntax"],
      swiftSettings: nativeSettings),
    .target(
      name: "Timeline",
      dependencies: [
        "KineticsCore", "KineticsNumerics", "KineticsKernels", "Easing", "Springs", "Motion",
        "Affine",
      ],
      swiftSettings: nativeSettings),
    .target(
      name: "Kinetics",
      dependencies: ["KineticsCore", "Easing", "Springs", "Affine", "Motion", "Colors", "Timeline"]),
    .target(name: "KineticsInterop", dependencies: interopDependencies),
    // The benchmark harness (clock, statistics, report) and the double-double references that
    // tests and bench share.
    .target(name: "BenchSupport"),
    .target(name: "References", dependencies: ["KineticsNumerics"]),
    .executableTarget(
      name: "bench",
      dependencies: ["Kinetics", "KineticsNumerics", "BenchSupport", "References"],
      swiftSettings: nativeSettings
    ),
    .target(name: "CurveTool", dependencies: ["Easing", "Springs", "KineticsCore", "Colors"]),
    .executableTarget(name: "curves", dependencies: ["CurveTool"]),
    .target(
      name: "TestSupport", dependencies: ["References"], path: "Tests/TestSupport",
      swiftSettings: testSettings),
    .testTarget(
      name: "TestSupportTests", dependencies: ["TestSupport", "KineticsNumerics"],
      swiftSettings: testSettings),
    .testTarget(
      name: "BenchSupportTests", dependencies: ["BenchSupport", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "KineticsCoreTests", dependencies: ["KineticsCore", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "ColorsTests", dependencies: ["Colors", "KineticsCore", "Motion", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "EasingTests",
      dependencies: ["Easing", "KineticsCore", "KineticsNumerics", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "SpringsTests",
      dependencies: ["Springs", "Easing", "KineticsCore", "KineticsNumerics", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "AffineTests", dependencies: ["Affine", "KineticsCore", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "MotionTests",
      dependencies: ["Motion", "Easing", "Springs", "Affine", "KineticsCore", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "TimelineTests",
      dependencies: [
        "Timeline", "Motion", "Easing", "Springs", "Affine", "KineticsCore", "TestSupport",
      ],
      swiftSettings: testSettings),
    .testTarget(
      name: "KineticsNumericsTests",
      dependencies: ["KineticsNumerics", "References", "TestSupport"], swiftSettings: testSettings),
    .testTarget(
      name: "KineticsInteropTests",
      dependencies: interopUnderTest + [
        "Affine", "Easing", "Springs", "Motion", "Colors", "TestSupport",
      ],
      swiftSettings: interopTestSettings),
    .testTarget(
      name: "CurveToolTests",
      dependencies: ["CurveTool", "Colors", "Easing", "Springs", "TestSupport"],
      swiftSettings: testSettings),
    .testTarget(
      name: "SwiftUICoexistenceTests",
      dependencies: ["Kinetics", "KineticsInterop"] + swiftUIStandIn, swiftSettings: testSettings),
    .testTarget(
      name: "IntegrationTests", dependencies: ["Kinetics", "References", "TestSupport"],
      swiftSettings: testSettings),
  ],
  swiftLanguageModes: [.v6]
)

// Where Apple's frameworks do not exist, stand-ins declaring their names let the coexistence
// test prove that a file importing SwiftUI and Kinetics compiles, and KineticsInterop's
// Apple-only code type-check; on Apple platforms the tests import the real frameworks.
if !onApplePlatforms {
  let standInDependencies: [String: [Target.Dependency]] = [
    "QuartzCore": ["CoreGraphics"], "UIKit": ["QuartzCore"],
  ]
  for name in appleStandIns {
    package.targets.append(
      .target(
        name: name, dependencies: standInDependencies[name] ?? [],
        path: "Tests/AppleStandIns/\(name)"))
  }
  package.targets.append(
    .target(
      name: "KineticsInteropOnStandIns",
      dependencies: interopDependencies + appleStandIns.map { .target(name: $0) },
      path: "Tests/KineticsInteropOnStandIns",
      // The sources compile their Apple-only parts where Darwin exists or under this flag,
      // never merely because a stand-in module happens to be in the build directory.
      swiftSettings: [.define("APPLE_STAND_INS")]))
}
