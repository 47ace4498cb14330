// The C math library (exp, sin, atan2, …) for every Kinetics module, imported once: each module
// that imports KineticsNumerics sees it, and nothing else needs Foundation for it.
#if canImport(Glibc)
  @_exported import Glibc
#elseif canImport(Musl)
  @_exported import Musl
#elseif canImport(Darwin)
  @_exported import Darwin
#endif
