/// Runs libFuzzer with `callback` as the fuzz target: the executables' entry point (SwiftPM
/// links an executable's `main` to `<Target>_main`, so each target defines that symbol and calls
/// this instead of relying on libFuzzer's own `main`).
@_silgen_name("LLVMFuzzerRunDriver")
func llvmFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

public func runFuzzer(
  argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
  var count = argc
  var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
  return llvmFuzzerRunDriver(&count, &arguments, callback)
}
