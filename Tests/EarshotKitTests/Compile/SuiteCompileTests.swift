import Synchronization
import Testing

@testable import EarshotKit

/// `Compiler.compile(scripts:screens:jobs:)` parses and checks each script in one go and
/// compiles each screen file once, on first use: every script that names a file, and the file
/// given on its own, share one compilation, whatever the number of jobs.
@Suite struct SuiteCompileTests {
  /// Six scripts in each of two folders, naming one screen file by two paths; one script
  /// naming another file, which is also given alone; and one naming a missing file.
  static let files: [String: String] = [
    "s/a.screen": "button Submit\n",
    // The reader is a table: the path a script names is looked up as resolved, not normalised.
    "t/../s/a.screen": "button Submit\n",
    "t/b.screen": "switch Wi-Fi on\n",
    "t/x.audit": "screen \"b.screen\"\nfocus Wi-Fi\nexpect state on\n",
    "s/missing.audit": "screen \"nope.screen\"\nfocus Submit\n",
  ]
  static let scripts: [String] =
    (0..<6).map { "s/\($0).audit" } + (0..<6).map { "t/\($0).audit" } + ["t/x.audit", "s/missing.audit"]

  /// How many times each path was read.
  final class Reads: Sendable {
    let counts = Mutex<[String: Int]>([:])
  }

  static func reader(counting reads: Reads) -> SourceReader {
    var files = Self.files
    for index in 0..<6 {
      files["s/\(index).audit"] = "screen \"a.screen\"\nfocus Submit\nexpect 'Submit, Button'\n"
      files["t/\(index).audit"] = "screen \"../s/a.screen\"\nfocus Submit\n"
    }
    let bytes = files.mapValues { Array($0.utf8) }
    return SourceReader { path, maximumSize in
      reads.counts.withLock { $0[path, default: 0] += 1 }
      return SourceReader.memory(bytes).read(path, maximumSize)
    }
  }

  @Test(arguments: [1, 2, 3])
  func eachScreenFileIsReadAndCompiledOnce(jobs: Int) {
    let reads = Reads()
    let compiler = Compiler(reader: Self.reader(counting: reads))
    let (scripts, screens) = compiler.compile(scripts: Self.scripts, screens: ["t/b.screen"], jobs: jobs)
    let counts = reads.counts.withLock { $0 }
    #expect(counts["s/a.screen"] == 1)
    #expect(counts["t/../s/a.screen"] == 1)
    #expect(counts["t/b.screen"] == 1)
    #expect(counts["s/nope.screen"] == 1)
    #expect(scripts.map(\.path) == Self.scripts)
    #expect(scripts.map(\.succeeded) == Array(repeating: true, count: 13) + [false])
    let missing = scripts[13].diagnostics
    #expect(missing.map(\.id) == [DiagnosticID.screenNotFound])
    #expect(missing.first.map { "\($0.message)" } == "screen file not found: s/nope.screen")
    // One compilation per file: the scripts' screens and the one given alone are the same.
    let first = scripts[0].compiledScreen!
    for result in scripts[1..<6] { #expect(result.compiledScreen!.isSame(as: first)) }
    for result in scripts[6..<12] { #expect(!result.compiledScreen!.isSame(as: first)) }
    #expect(scripts[12].screenPath == "t/b.screen")
    #expect(screens.count == 1 && screens[0].compiledScreen!.isSame(as: scripts[12].compiledScreen!))
  }

  @Test func theResultsAreTheSameWhateverTheJobs() {
    let reads = Reads()
    let compiler = Compiler(reader: Self.reader(counting: reads))
    func summary(_ jobs: Int) -> [String] {
      compiler.compile(scripts: Self.scripts, jobs: jobs).scripts.map { (result: Compiler.Result) in
        let messages = result.diagnostics.map { "\($0.message)" }
        return "\(result.path) \(result.screenPath ?? "-") \(messages) \(result.program?.tests.count ?? -1)"
      }
    }
    #expect(summary(1) == summary(2))
  }
}

/// Two screen files whose names differ only in Unicode normalization are two files (as the
/// file system has them), though Swift's `String` compares them equal: each script is checked
/// against the one it names, whatever the number of jobs.
@Suite struct ScreenPathBytesTests {
  static let composed = "s/caf\u{E9}.screen"
  static let decomposed = "s/cafe\u{301}.screen"

  /// A reader that finds files by their paths' bytes, as the file system does.
  static let reader: SourceReader = {
    let files: [[UInt8]: String] = [
      Array(composed.utf8): "button Submit\n",
      Array(decomposed.utf8): "button Cancel\n",
      Array("s/a.audit".utf8): "screen \"caf\u{E9}.screen\"\nfocus Submit\n",
      Array("s/b.audit".utf8): "screen \"cafe\u{301}.screen\"\nfocus Cancel\n",
    ]
    return SourceReader { path, _ in
      files[Array(path.utf8)].map { .success(Array($0.utf8)) } ?? .failure(.notFound)
    }
  }()

  @Test(arguments: [1, 2])
  func pathsThatDifferInNormalizationAreTwoFiles(jobs: Int) {
    for _ in 0..<20 {
      let results = Compiler(reader: Self.reader).compile(scripts: ["s/a.audit", "s/b.audit"], jobs: jobs)
        .scripts
      #expect(results.map { $0.diagnostics.map { "\($0.message)" } } == [[], []])
      #expect(
        results.map { $0.screenPath.map { Array($0.utf8) } } == [
          Array(Self.composed.utf8), Array(Self.decomposed.utf8),
        ])
    }
  }
}
