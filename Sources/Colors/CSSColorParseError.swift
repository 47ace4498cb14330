import KineticsCore

/// Why CSS text is not a valid `<color>`, and where.
///
/// ```swift
/// do {
///   _ = try CSSColor(css: "rgb(10 20 30 40)")
/// } catch {
///   error.description  // "expected '/' or ')' at offset 13 ('40')"
/// }
/// ```
public typealias CSSColorParseError = CSSParseError
