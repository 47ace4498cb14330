import KineticsNumerics

/// The doubles the closed-form batch kernels process together. Eight lanes: four SSE2
/// registers on baseline x86-64 (four independent dependency chains per operation; measured
/// ~5% faster than four lanes), one AVX-512 register where the target has it, four NEON
/// registers on arm64.
typealias SpringLanes = SIMD8<Double>
