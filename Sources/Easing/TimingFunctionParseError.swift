import KineticsCore

/// Why CSS text is not a valid `<easing-function>`, and where.
///
/// ```swift
/// do {
///   _ = try TimingFunction(css: "cubic-bezier(1.5, 0, 0.58, 1)")
/// } catch {
///   error.description  // "x1 must lie in [0, 1] at offset 13 ('1.5')"
/// }
/// ```
public typealias TimingFunctionParseError = CSSParseError
