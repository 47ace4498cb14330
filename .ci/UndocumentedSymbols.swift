// Lists the public symbols declared in this package's sources that have no doc comment, from
// the symbol graph files given as arguments; exits 1 when there are any. Symbols the compiler
// synthesizes or inherits (==, hashValue, Codable conformances) carry no source location and
// are not counted, nor are those a stand-in for an Apple framework (Tests/AppleStandIns)
// declares, which a type of ours inherits there (a protocol's default implementation). Run by
// .ci/docs.
import Foundation

var undocumented: [String] = []
for path in CommandLine.arguments.dropFirst() {
  guard let data = FileManager.default.contents(atPath: path),
    let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
    let symbols = graph["symbols"] as? [[String: Any]]
  else {
    print("\(path): missing or not a symbol graph")
    exit(2)
  }
  for symbol in symbols where symbol["location"] != nil && symbol["docComment"] == nil {
    let name = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
    let location = symbol["location"] as? [String: Any]
    if (location?["uri"] as? String)?.contains("/Tests/AppleStandIns/") == true { continue }
    let file = (location?["uri"] as? String).map { URL(string: $0)?.lastPathComponent ?? $0 }
    undocumented.append("\(name) (\(file ?? "?"))")
  }
}
for line in undocumented.sorted() { print("undocumented public symbol: \(line)") }
exit(undocumented.isEmpty ? 0 : 1)
