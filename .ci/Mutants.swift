// The mutation run: applies each mutant of the catalogues in .ci/mutation/ (one per module,
// `Module.catalogue`, its mutants named `Module-NN`) to the sources, one at a time, runs the
// tests that cover it, and restores the source. A mutant is killed when its tests fail. Each
// run writes what it found into .ci/mutation/results.md (a row per mutant, the newest result
// of each kept, and a summary per module).
//
//   swift .ci/Mutants.swift [--sample N] [--seed S] [--only ID]
//   swift .ci/Mutants.swift --check   (only that every mutant applies and is named after the
//                                      module of its file and catalogue; CI runs it)
//
// In `from` and `to`, ⏎ stands for a line break. A mutant marked `rebuild` changes code that
// clients copy when they compile (a public function's default argument): the incremental build
// would not recompile them, so every source file is marked changed after the mutation and again
// after the restoration.
// Prints one line per mutant and, last, "K/N mutants killed". Exits 1 when a mutant survives, a
// mutant no longer applies (its text is not in the file exactly once) or does not compile.
// Before mutating a file it saves a copy under .build/mutants/; a run that was interrupted is
// repaired by the next one, which first restores any saved copy.
import Foundation

struct Mutant {
  var identifier = ""
  var file = ""
  var tests = ""
  var original = ""
  var replacement = ""
  var reason = ""
  var equivalent: String?
  var rebuildsClients = false
}

/// Reads the catalogue: blocks of `mutant ID`, `file PATH`, `tests FILTER`, `from TEXT`,
/// `to TEXT`, `why TEXT` and optionally `equivalent REASON` and `rebuild REASON`, ended by
/// `end`; `#` starts a comment line.
func readCatalogue(_ path: String) throws -> [Mutant] {
  let text = try String(contentsOfFile: path, encoding: .utf8)
  var mutants: [Mutant] = []
  var current: Mutant?
  for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false)
    .enumerated()
  {
    let line = rawLine.drop { $0 == " " }
    if line.isEmpty || line.hasPrefix("#") { continue }
    let keyword = line.prefix { $0 != " " }
    let value = String(line.dropFirst(keyword.count).dropFirst())
    switch keyword {
    case "mutant": current = Mutant(identifier: value)
    case "file": current?.file = value
    case "tests": current?.tests = value
    case "from": current?.original = value.replacingOccurrences(of: "⏎", with: "\n")
    case "to": current?.replacement = value.replacingOccurrences(of: "⏎", with: "\n")
    case "why": current?.reason = value
    case "equivalent": current?.equivalent = value
    case "rebuild": current?.rebuildsClients = true
    case "end":
      guard let mutant = current, !mutant.file.isEmpty, !mutant.original.isEmpty,
        !mutant.tests.isEmpty, mutant.original != mutant.replacement
      else { throw Failure("catalogue line \(number + 1): incomplete mutant before 'end'") }
      mutants.append(mutant)
      current = nil
    default: throw Failure("catalogue line \(number + 1): unknown keyword '\(keyword)'")
    }
  }
  return mutants
}

/// Every catalogue of `directory`, in name order: each mutant named `Module-NN` after the
/// catalogue's module, and its file inside `Sources/Module/`.
func readCatalogues(in directory: String) throws -> [Mutant] {
  let names = try FileManager.default.contentsOfDirectory(atPath: directory)
    .filter { $0.hasSuffix(".catalogue") }.sorted()
  var mutants: [Mutant] = []
  for name in names {
    let module = String(name.dropLast(".catalogue".count))
    for mutant in try readCatalogue(directory + "/" + name) {
      guard mutant.identifier.hasPrefix(module + "-"), mutant.file.hasPrefix("Sources/\(module)/")
      else {
        throw Failure(
          "\(name): mutant \(mutant.identifier) of \(mutant.file) must be named \(module)-NN "
            + "and mutate a file of Sources/\(module)")
      }
      mutants.append(mutant)
    }
  }
  let identifiers = mutants.map(\.identifier)
  guard Set(identifiers).count == identifiers.count else {
    throw Failure("catalogues: duplicate mutant identifiers")
  }
  return mutants
}

/// The results table: the rows of an earlier run (by mutant) updated with this run's, and a
/// summary per module of the newest result of every mutant.
func writeResults(_ results: [String: String], catalogue: [Mutant], to path: String) throws {
  var rows: [String: String] = [:]
  if let old = try? String(contentsOfFile: path, encoding: .utf8) {
    for line in old.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      if cells.count >= 3, cells[1] != "not run",
        catalogue.contains(where: { $0.identifier == cells[0] })
      {
        rows[cells[0]] = cells[1]
      }
    }
  }
  rows.merge(results) { $1 }
  let date = ISO8601DateFormatter().string(from: Date()).prefix(10)
  var modules: [String: (killed: Int, other: Int, notRun: Int)] = [:]
  for mutant in catalogue {
    let module = String(mutant.identifier.prefix { $0 != "-" })
    var counts = modules[module] ?? (0, 0, 0)
    switch rows[mutant.identifier] {
    case .some(let result) where result.hasPrefix("killed") || result.hasPrefix("equivalent"):
      counts.killed += 1
    case .some: counts.other += 1
    case nil: counts.notRun += 1
    }
    modules[module] = counts
  }
  var text = """
    # Mutation results

    Written by `swift .ci/Mutants.swift` (last run \(date)); each row keeps the newest result of
    its mutant. Killed or equivalent / other (survived, stale, did not compile) / not run yet:

    | module | killed or equivalent | other | not run |
    |---|---|---|---|

    """
  for module in modules.keys.sorted() {
    let counts = modules[module]!
    text += "| \(module) | \(counts.killed) | \(counts.other) | \(counts.notRun) |\n"
  }
  text += "\n| mutant | result | what it breaks |\n|---|---|---|\n"
  for mutant in catalogue {
    let result = rows[mutant.identifier] ?? "not run"
    text += "| \(mutant.identifier) | \(result) | \(mutant.reason.replacingOccurrences(of: "|", with: "\\|")) |\n"
  }
  try text.write(toFile: path, atomically: true, encoding: .utf8)
}

/// How many times the mutant's text occurs in its file (it applies when exactly once).
func occurrences(of mutant: Mutant) throws -> Int {
  let source = try String(contentsOfFile: mutant.file, encoding: .utf8)
  return source.components(separatedBy: mutant.original).count - 1
}

struct Failure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Runs a command, its output discarded; returns the exit status.
func run(_ arguments: [String]) throws -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  process.standardOutput = FileHandle.nullDevice
  process.standardError = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  return process.terminationStatus
}

/// Marks every Swift source of the package changed, so that the next build recompiles it.
func markEverySourceChanged() throws {
  let now = Date()
  for directory in ["Sources", "Tests"] {
    guard let files = FileManager.default.enumerator(atPath: directory) else { continue }
    for case let file as String in files where file.hasSuffix(".swift") {
      try FileManager.default.setAttributes(
        [.modificationDate: now], ofItemAtPath: directory + "/" + file)
    }
  }
}

/// Saved copies of mutated files, restored on the way out (and at the start of the next run).
let backups = URL(fileURLWithPath: ".build/mutants")

func restoreBackups() throws {
  guard
    let enumerator = FileManager.default.enumerator(at: backups, includingPropertiesForKeys: nil)
  else { return }
  for case let url as URL in enumerator where url.pathExtension == "original" {
    let relative = String(url.path.dropFirst(backups.path.count + 1).dropLast(".original".count))
    try Data(contentsOf: url).write(to: URL(fileURLWithPath: relative))
    try FileManager.default.removeItem(at: url)
    print("restored \(relative) from an interrupted run")
  }
}

/// A small deterministic generator for `--sample` (SplitMix64).
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

func main() throws -> Int32 {
  var arguments = Array(CommandLine.arguments.dropFirst())
  func option(_ name: String) throws -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else { throw Failure("\(name) needs a value") }
    defer { arguments.removeSubrange(index...index + 1) }
    return arguments[index + 1]
  }
  let sample = try option("--sample").map { text -> Int in
    guard let count = Int(text), count > 0 else { throw Failure("--sample: '\(text)' must be a positive integer") }
    return count
  }
  let seed = try option("--seed").map { text -> UInt64 in
    guard let seed = UInt64(text) else { throw Failure("--seed: '\(text)' must be an integer ≥ 0") }
    return seed
  } ?? 0x4B69_6E65
  let only = try option("--only")
  let checkOnly = arguments.contains("--check")
  arguments.removeAll { $0 == "--check" }
  guard arguments.isEmpty else { throw Failure("unknown arguments: \(arguments.joined(separator: " "))") }

  try restoreBackups()
  let catalogue = try readCatalogues(in: ".ci/mutation")
  if checkOnly {
    let stale = try catalogue.filter { try occurrences(of: $0) != 1 }
    for mutant in stale {
      print("\(mutant.identifier) STALE: its text does not occur exactly once in \(mutant.file)")
    }
    print("\(catalogue.count - stale.count)/\(catalogue.count) mutants apply")
    return stale.isEmpty ? 0 : 1
  }
  let equivalent = catalogue.filter { $0.equivalent != nil }
  var selected = catalogue.filter { $0.equivalent == nil }
  if let only { selected = selected.filter { $0.identifier == only } }
  if let sample {
    var generator = SplitMix(state: seed)
    selected = Array(selected.shuffled(using: &generator).prefix(sample))
  }
  print("\(catalogue.count) mutants in the catalogue, \(equivalent.count) equivalent; running \(selected.count)")
  guard try run(["swift", "build", "--build-tests"]) == 0 else {
    throw Failure("the unmutated sources do not build")
  }
  var killed = 0
  var problems = 0
  var results: [String: String] = [:]
  for mutant in selected {
    let url = URL(fileURLWithPath: mutant.file)
    let source = try String(contentsOf: url, encoding: .utf8)
    let count = try occurrences(of: mutant)
    guard count == 1 else {
      print("\(mutant.identifier) STALE: '\(mutant.original)' occurs \(count) times in \(mutant.file)")
      results[mutant.identifier] = "stale"
      problems += 1
      continue
    }
    let backup = backups.appendingPathComponent(mutant.file + ".original")
    try FileManager.default.createDirectory(
      at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(source.utf8).write(to: backup)
    let mutated = source.replacingOccurrences(of: mutant.original, with: mutant.replacement)
    try mutated.write(to: url, atomically: true, encoding: .utf8)
    if mutant.rebuildsClients { try markEverySourceChanged() }
    let compiled = try run(["swift", "build", "--build-tests"]) == 0
    // A mutant can make a test loop forever (V06 did): where coreutils' timeout exists, a test
    // run longer than ten minutes is stopped, and the mutant counts as killed (status 124).
    let watchdog =
      FileManager.default.isExecutableFile(atPath: "/usr/bin/timeout")
      ? ["timeout", "--kill-after=10", "600"] : []
    let status =
      compiled
      ? try run(watchdog + ["swift", "test", "--skip-build", "--filter", mutant.tests]) : 0
    try source.write(to: url, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: backup)
    if mutant.rebuildsClients { try markEverySourceChanged() }
    if !compiled {
      print("\(mutant.identifier) DOES NOT COMPILE (\(mutant.file)): \(mutant.reason)")
      results[mutant.identifier] = "does not compile"
      problems += 1
    } else if status != 0 {
      killed += 1
      let how = status == 124 ? " (timed out)" : ""
      print("\(mutant.identifier) killed\(how): \(mutant.reason)")
      results[mutant.identifier] = "killed\(how)"
    } else {
      print("\(mutant.identifier) SURVIVED (\(mutant.file), tests \(mutant.tests)): \(mutant.reason)")
      results[mutant.identifier] = "SURVIVED"
    }
  }
  for mutant in equivalent {
    print("\(mutant.identifier) equivalent, not run: \(mutant.equivalent!)")
    results[mutant.identifier] = "equivalent: \(mutant.equivalent!)"
  }
  // Rebuild the restored sources so that the next build starts from them.
  _ = try run(["swift", "build", "--build-tests"])
  try writeResults(results, catalogue: catalogue, to: ".ci/mutation/results.md")
  print("\(killed)/\(selected.count) mutants killed")
  return killed == selected.count && problems == 0 ? 0 : 1
}

// One line at a time, even into a file or a pipe: a long run shows its progress.
setvbuf(stdout, nil, _IOLBF, 0)
do {
  exit(try main())
} catch {
  FileHandle.standardError.write(Data("mutants: \(error)\n".utf8))
  exit(2)
}
