/// Consumes a value so that the optimizer cannot delete the work that produced it.
///
/// It lives in its own module: inside the module of the kernel under test the optimizer can see
/// through it and remove the measured work.
@inline(never)
public func blackHole<Value>(_ value: Value) {
  withExtendedLifetime(value) {}
}
