// The timing-curve protocol and the interpolation vocabulary live in KineticsCore; a file that
// imports Easing sees them without importing it too.
@_exported import KineticsCore
