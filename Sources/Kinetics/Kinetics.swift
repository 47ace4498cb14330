// `import Kinetics` imports every library of the package: the shared vocabulary
// (KineticsCore), timing curves (Easing), spring physics (Springs), geometry (Affine), colors
// (Colors) and what moves values over time (Motion).
@_exported import Affine
@_exported import Colors
@_exported import Easing
@_exported import KineticsCore
@_exported import Motion
@_exported import Springs
@_exported import Timeline
