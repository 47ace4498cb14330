import CSSSyntax
import KineticsCore

extension CSSMotionPathParser {
  /// One word of a position: an edge keyword or a length.
  enum PositionItem: Equatable {
    case edge(CSSPosition.Edge)
    case length(CSSLengthPercentage)
  }

  /// A `<position>` of one, two or four items (CSS Values 4); nil (nothing read) when no item is
  /// next.
  mutating func parsePosition() throws(Failure) -> CSSPosition? {
    skipWhitespace()
    let start = position
    var items: [PositionItem] = []
    while items.count < 4, let item = try parsePositionItem() { items.append(item) }
    guard !items.isEmpty else { return nil }
    guard let result = Self.position(of: items) else {
      let end = position
      position = start
      let text = String(String.UnicodeScalarView(scalars[start..<end]))
      throw Failure(
        kind: .unexpectedToken, message: "not a valid <position>", token: text, offset: start)
    }
    return result
  }

  /// The next position item, or nil (nothing read) when another word or the end is next.
  mutating func parsePositionItem() throws(Failure) -> PositionItem? {
    skipWhitespace()
    if nextIsLengthPercentage() { return .length(try parseLengthPercentage()) }
    let mark = position
    if let edge = CSSPosition.Edge(rawValue: readName().lowercased()), peek() != "(" {
      return .edge(edge)
    }
    position = mark
    return nil
  }

  /// The position the items make, or nil when they make none.
  static func position(of items: [PositionItem]) -> CSSPosition? {
    typealias Component = CSSPosition.Component
    func component(_ item: PositionItem) -> Component {
      switch item {
      case .edge(let edge): return .edge(edge, offset: nil)
      case .length(let length): return .length(length)
      }
    }
    let horizontalEdges: [CSSPosition.Edge] = [.left, .center, .right]
    let verticalEdges: [CSSPosition.Edge] = [.top, .center, .bottom]
    func fits(_ item: PositionItem, _ edges: [CSSPosition.Edge]) -> Bool {
      if case .edge(let edge) = item { return edges.contains(edge) }
      return true
    }
    switch items.count {
    case 1:
      if case .edge(let edge) = items[0], edge == .top || edge == .bottom {
        return CSSPosition(horizontal: .edge(.center, offset: nil), vertical: component(items[0]))
      }
      return CSSPosition(horizontal: component(items[0]), vertical: .edge(.center, offset: nil))
    case 2:
      if fits(items[0], horizontalEdges) && fits(items[1], verticalEdges) {
        return CSSPosition(horizontal: component(items[0]), vertical: component(items[1]))
      }
      // Keywords in the other order: `top left`, `bottom center`.
      if case .edge = items[0], case .edge = items[1], fits(items[0], verticalEdges),
        fits(items[1], horizontalEdges)
      {
        return CSSPosition(horizontal: component(items[1]), vertical: component(items[0]))
      }
      return nil
    case 4:
      guard case .edge(let first) = items[0], case .length(let firstOffset) = items[1],
        case .edge(let second) = items[2], case .length(let secondOffset) = items[3],
        first != .center, second != .center
      else { return nil }
      let firstIsHorizontal = first == .left || first == .right
      let secondIsHorizontal = second == .left || second == .right
      guard firstIsHorizontal != secondIsHorizontal else { return nil }
      let a = Component.edge(first, offset: firstOffset)
      let b = Component.edge(second, offset: secondOffset)
      return firstIsHorizontal
        ? CSSPosition(horizontal: a, vertical: b) : CSSPosition(horizontal: b, vertical: a)
    default:
      return nil
    }
  }
}
