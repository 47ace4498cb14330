import KineticsKernels

/// The C spring kernel this processor runs (KineticsKernels): 0 for none (the Swift kernel),
/// 2 for AVX2, 3 for AVX-512. Read once.
enum SpringKernel {
  static let level: Int32 = kinetics_spring_kernel_level()
}
