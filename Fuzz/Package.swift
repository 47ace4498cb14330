// swift-tools-version:6.0
// libFuzzer targets for Kinetics' untrusted-input entry points. Kept out of the main package so
// that its fuzzer flags touch nothing else; built and run by `Fuzz/run` (see RELIABILITY.md).

import PackageDescription

let package = Package(
  name: "KineticsFuzz",
  dependencies: [.package(name: "Kinetics", path: "..")],
  targets: [
    .target(name: "FuzzDriver"),
    .executableTarget(
      name: "FuzzCSS", dependencies: ["FuzzDriver", .product(name: "Easing", package: "Kinetics")]),
    .executableTarget(
      name: "FuzzCurveExpression",
      dependencies: ["FuzzDriver", .product(name: "_CurveTool", package: "Kinetics")]),
    .executableTarget(
      name: "FuzzCurveCommand",
      dependencies: ["FuzzDriver", .product(name: "_CurveTool", package: "Kinetics")]),
    .executableTarget(
      name: "FuzzDecoding",
      dependencies: [
        "FuzzDriver", .product(name: "Easing", package: "Kinetics"),
        .product(name: "Springs", package: "Kinetics"),
        .product(name: "Affine", package: "Kinetics"),
        .product(name: "Motion", package: "Kinetics"),
      ]),
    .executableTarget(
      name: "FuzzSprings",
      dependencies: [
        "FuzzDriver", .product(name: "Springs", package: "Kinetics"),
        .product(name: "KineticsCore", package: "Kinetics"),
      ]),
    .executableTarget(
      name: "FuzzAffine",
      dependencies: ["FuzzDriver", .product(name: "Affine", package: "Kinetics")]),
    .executableTarget(
      name: "FuzzPath",
      dependencies: ["FuzzDriver", .product(name: "Affine", package: "Kinetics")]),
    .executableTarget(
      name: "FuzzColor",
      dependencies: ["FuzzDriver", .product(name: "Colors", package: "Kinetics")]),
    .executableTarget(
      name: "FuzzTimeline",
      dependencies: [
        "FuzzDriver", .product(name: "Timeline", package: "Kinetics"),
        .product(name: "Motion", package: "Kinetics"),
        .product(name: "Easing", package: "Kinetics"),
        .product(name: "Springs", package: "Kinetics"),
        .product(name: "KineticsCore", package: "Kinetics"),
      ]),
    .executableTarget(
      name: "FuzzVelocity",
      dependencies: [
        "FuzzDriver", .product(name: "Motion", package: "Kinetics"),
        .product(name: "Affine", package: "Kinetics"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
