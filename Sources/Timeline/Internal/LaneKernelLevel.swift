import KineticsKernels

/// The C lane kernels this processor runs for the timeline's groups (springs and decays): 3
/// for AVX-512, else none (the groups' Swift lanes).
let laneKernelLevel: Int32 = kinetics_spring_kernel_level()
