import Foundation
import Testing

@testable import EarshotKit

/// Compiling a suite keeps of each script only its summary (its path, screen path, own
/// diagnostics, platforms, whether it compiled): no text, AST or program, which its worker
/// compiles again just before running it. The diagnostics are those compiling every script in
/// full reports, a shared screen's once.
@Suite struct ScriptSummaryTests {
  /// Scripts naming a clean screen file, one naming a broken one, one with an inline screen,
  /// one with an error of its own and one that does not exist.
  static let files: [String: String] = [
    "s/clean.screen": "button Submit\nswitch \"Wi-Fi\" on\n",
    "s/broken.screen": "button Submit\nfrobnicate Thing\n",
    "s/inline.audit": "screen { button Go }\nfocus Go\nexpect 'Go, Button'\n",
    "s/own-error.audit": "screen \"clean.screen\"\nfocus Nowhere\n",
    "s/names-broken.audit": "screen \"broken.screen\"\nfocus Submit\n",
  ]
  static let cleanScripts = (0..<20).map { "s/\(String(format: "%02d", $0)).audit" }
  static let scripts =
    cleanScripts + ["s/inline.audit", "s/names-broken.audit", "s/own-error.audit", "s/gone.audit"]

  static let reader: SourceReader = {
    var files = Self.files
    for path in cleanScripts {
      files[path] = "screen \"clean.screen\"\nfocus Submit\nexpect 'Submit, Button'\npress space\n"
    }
    return .memory(files.mapValues { Array($0.utf8) })
  }()

  /// The types a summary must not hold, directly or through anything it holds.
  static func heldCompilerState(_ value: Any) -> [String] {
    var found: [String] = []
    var visited = Set<ObjectIdentifier>()
    func walk(_ value: Any, depth: Int) {
      switch value {
      case is SourceFile, is Script, is Program, is CompiledScreen, is Screen, is Compiler.Result:
        found.append("\(type(of: value))")
        return
      default: break
      }
      guard depth < 12 else { return }
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .class {
        guard visited.insert(ObjectIdentifier(value as AnyObject)).inserted else { return }
      }
      for child in mirror.children { walk(child.value, depth: depth + 1) }
    }
    walk(value, depth: 0)
    return found
  }

  @Test(arguments: [1, 2])
  func aSummaryHoldsNoTextASTOrProgram(jobs: Int) {
    let compilation = Compiler(reader: Self.reader).summarize(scripts: Self.scripts, jobs: jobs)
    #expect(compilation.scripts.map(\.path) == Self.scripts)
    #expect(
      compilation.scripts.map(\.succeeded) == Array(repeating: true, count: 21) + [false, false, false])
    for summary in compilation.scripts where summary.succeeded {
      #expect(Self.heldCompilerState(summary).isEmpty, "\(summary.path)")
      #expect(summary.diagnostics.isEmpty && summary.platforms == Platform.allCases)
    }
    // A script that did not compile keeps its own diagnostics (and so its text), nothing else
    // of its own; the broken screen's errors are the suite's, not the script's.
    #expect(compilation.scripts[21].diagnostics.isEmpty)
    #expect(compilation.scripts[22].diagnostics.map(\.id) == [.unknownElement])
    #expect(compilation.scripts[23].diagnostics.map(\.id) == [.fileNotFound])
    #expect(compilation.screenDiagnostics.map(\.location.file.path) == ["s/broken.screen"])
    #expect(MemoryLayout<ScriptSummary>.size <= 64)
  }

  /// What a suite reports is what compiling each script in full reports: the broken screen's
  /// error once, every script's own.
  @Test func theDiagnosticsAreThoseOfTheScriptsCompiledInFull() {
    let compiler = Compiler(reader: Self.reader)
    let renderer = DiagnosticRenderer(colored: false)
    let full = compiler.compile(scripts: Self.scripts, screens: ["s/clean.screen"])
    let summarized = compiler.summarize(scripts: Self.scripts, screens: ["s/clean.screen"])
    let expected = renderer.render((full.scripts + full.screens).flatMap(\.diagnostics).sortedAndUnique())
    #expect(renderer.render(summarized.diagnostics.sortedAndUnique()) == expected)
    #expect(expected.contains("broken.screen:2:1: error"), "\(expected)")
  }

  /// A suite compiled for running keeps no script's compiled state: each runs compiled again.
  @Test func aCompiledSuiteKeepsNoScriptsCompiledState() throws {
    let folder = temporaryFolder()
    for (path, text) in Self.files {
      try FileManager.default.createDirectory(atPath: folder + "/s", withIntermediateDirectories: true)
      try text.write(toFile: folder + "/" + path, atomically: true, encoding: .utf8)
    }
    for path in Self.cleanScripts {
      try "screen \"clean.screen\"\nfocus Submit\nexpect 'Submit, Button'\n".write(
        toFile: folder + "/" + path, atomically: true, encoding: .utf8)
    }
    let runner = SuiteRunner()
    let options = SuiteRunner.Options(
      jobs: 2, project: ProjectRoot(path: folder, workingDirectory: FileManager.default.currentDirectoryPath))
    let suite = runner.compile([folder + "/s"], options: options)
    #expect(suite.scripts.count == 23)
    for script in suite.scripts where script.summary.succeeded {
      #expect(Self.heldCompilerState(script).isEmpty, "\(script.summary.path)")
    }
    #expect(MemoryLayout<SuiteRunner.CompiledScript>.size <= 128)
    let outcome = runner.run(suite, options: options)
    #expect(
      outcome.scripts.map { $0.path.split(separator: "/").last! }.prefix(2) == ["00.audit", "01.audit"])
    #expect(outcome.tally.scripts == 23 && outcome.tally.notCompiled == 2 && outcome.tally.failedScripts == 2)
  }
}
