extension ProjectedQuad {
  /// At most six elements kept inline — a quad's corners, or the polygon a clip leaves of it
  /// (3 to 5 vertices; 6 where rounding at the near plane makes the corners alternate in front
  /// and behind, two inside and four crossings) — so that projecting a layer allocates
  /// nothing. A random-access collection of its elements; equal when the elements are.
  @frozen
  public struct Vertices<Element: Hashable & Sendable & BitwiseCopyable>: RandomAccessCollection,
    Hashable, Sendable, CustomStringConvertible
  {
    /// The slots; those from `count` on hold the filler and are never read.
    @usableFromInline var slots: (Element, Element, Element, Element, Element, Element)
    /// How many slots hold elements.
    @usableFromInline var filled: Int

    /// No elements, the slots holding `filler`.
    @usableFromInline
    init(filler: Element) {
      slots = (filler, filler, filler, filler, filler, filler)
      filled = 0
    }

    /// Adds an element after the others.
    ///
    /// - Precondition: fewer than six elements.
    @usableFromInline
    mutating func append(_ element: Element) {
      precondition(filled < 6, "ProjectedQuad.Vertices holds at most six elements")
      let offset = filled * MemoryLayout<Element>.stride
      withUnsafeMutableBytes(of: &slots) {
        $0.storeBytes(of: element, toByteOffset: offset, as: Element.self)
      }
      filled += 1
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { filled }

    /// The element at `position`.
    ///
    /// - Precondition: `position` in `indices`.
    @inlinable
    public subscript(position: Int) -> Element {
      precondition(
        position >= 0 && position < filled,
        "ProjectedQuad.Vertices: index \(position) out of range 0..<\(filled)")
      return withUnsafeBytes(of: slots) {
        $0.load(fromByteOffset: position * MemoryLayout<Element>.stride, as: Element.self)
      }
    }

    @inlinable
    public static func == (lhs: Vertices, rhs: Vertices) -> Bool { lhs.elementsEqual(rhs) }

    @inlinable
    public func hash(into hasher: inout Hasher) {
      hasher.combine(filled)
      for element in self { hasher.combine(element) }
    }

    /// The elements as an array would print them: "[(0.0, 0.0), (10.0, 0.0), …]".
    public var description: String { "[" + map { "\($0)" }.joined(separator: ", ") + "]" }
  }
}
