import EarshotKit
import Foundation
import Testing

/// A corpus of scripts and screens that carry their own expectations, in the languages' own
/// comment syntax, so that a new case costs no Swift code:
///
///     focus Submit; expect state on
///     # expect: 3:28 error state-not-of-component "`on` is not a state of Button"
///     # limits: steps=2 nesting=3 elements=3 errors=2 file-size=40 string=8
///
/// Each `# expect:` line names one diagnostic reported in *that* file: line and character
/// column, severity, id and optionally a piece of the message. A file with no `# expect:` line
/// must compile clean.
struct FixtureCorpus {
  struct Expected: Hashable, CustomStringConvertible {
    let path: String
    let line: Int
    let column: Int
    let severity: String
    let id: String
    var description: String { "\(path):\(line):\(column): \(severity) [\(id)]" }
  }

  let root: URL

  static let diagnostics = FixtureCorpus(
    root: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/diagnostics"))

  /// The scripts, standalone screens and captures at the top of the corpus (shared screens live
  /// in `screens/` and are checked through the scripts that use them).
  var cases: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    let extensions = [".audit", ".screen", ".xml", ".txt", ".json"]
    return names.filter { name in extensions.contains { name.hasSuffix($0) } }.sorted()
  }

  func path(_ name: String) -> String { root.appendingPathComponent(name).path }

  /// A fixture's text (bytes that are not UTF-8 replaced); an unreadable fixture fails the case.
  func text(of name: String) -> String {
    do {
      return String(decoding: try Data(contentsOf: root.appendingPathComponent(name)), as: UTF8.self)
    } catch {
      Issue.record("cannot read the fixture \(name): \(error)")
      return ""
    }
  }

  /// The `# expect:` lines of a file, and the substrings their messages must contain.
  func expectations(in name: String) -> (Set<Expected>, [Expected: String]) {
    let text = text(of: name)
    var expected = Set<Expected>()
    var messages: [Expected: String] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      guard let range = line.range(of: "# expect: ") else { continue }
      let fields = line[range.upperBound...].split(separator: " ", maxSplits: 3).map(String.init)
      let place = fields.first.map { $0.split(separator: ":").compactMap { Int($0) } } ?? []
      // A malformed expectation would silently expect nothing: it fails the case instead.
      guard fields.count >= 3, place.count == 2 else {
        Issue.record("\(name): malformed expectation `\(line)`")
        continue
      }
      let item = Expected(
        path: path(name), line: place[0], column: place[1], severity: fields[1], id: fields[2])
      expected.insert(item)
      if fields.count == 4 {
        // `\"` stands for a quote inside the quoted fragment.
        messages[item] = fields[3].trimmingCharacters(in: .whitespaces).trimmingCharacters(
          in: CharacterSet(charactersIn: "\"")
        ).replacingOccurrences(of: "\\\"", with: "\"")
      }
    }
    return (expected, messages)
  }

  /// `# limits: name=value …` overrides for one file.
  func limits(for name: String) -> Limits {
    let text = text(of: name)
    var limits = Limits.standard
    guard let range = text.range(of: "# limits: ") else { return limits }
    let line = text[range.upperBound...].prefix { !$0.isNewline }
    for pair in line.split(separator: " ") {
      let parts = pair.split(separator: "=")
      guard parts.count == 2, let value = Int(parts[1]) else {
        Issue.record("\(name): malformed limit `\(pair)`")
        continue
      }
      switch parts[0] {
      case "nesting": limits.maximumNesting = value
      case "elements": limits.maximumElements = value
      case "steps": limits.maximumStepsPerTest = value
      case "errors": limits.maximumErrorsPerFile = value
      case "file-size": limits.maximumFileSize = value
      case "string": limits.maximumStringLength = value
      case "attributes": limits.maximumAttributes = value
      default: Issue.record("\(name): unknown limit `\(pair)`")
      }
    }
    return limits
  }

  /// Compiles one case with its limits.
  func compile(_ name: String) -> [Diagnostic] {
    let compiler = Compiler(limits: limits(for: name))
    // Scripts are `.audit`; everything else (screens and captures) is compiled as a screen.
    return name.hasSuffix(".audit")
      ? compiler.compileScript(at: path(name)).diagnostics
      : compiler.compileScreen(at: path(name)).diagnostics
  }

  static func actual(_ diagnostic: Diagnostic) -> Expected {
    let (line, column) = diagnostic.lineAndColumn
    return Expected(
      path: diagnostic.location.file.path, line: line, column: column, severity: diagnostic.severity.rawValue,
      id: diagnostic.id.rawValue)
  }
}
