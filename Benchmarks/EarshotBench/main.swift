// earshot-bench: the in-process measurements of Benchmarks/run.py (release build).
//
//   earshot-bench frontend DIR   lex + parse + check every DIR/scripts/*.audit against its
//                                DIR/screens/*.screen, all read into memory first, on one core
//   earshot-bench import FILE    import a uiautomator dump (XML reader, reader, mapper)
//
// Each prints one line of `key=value` fields; the best of five rounds is reported, so that a
// busy machine shows its capacity rather than its noise.
import EarshotKit
import Foundation

func seconds(_ body: () -> Void) -> Double {
  let clock = ContinuousClock()
  let start = clock.now
  body()
  let elapsed = start.duration(to: clock.now).components
  return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
}

func files(in folder: String, ending suffix: String) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(suffix) }
    .sorted()
}

func read(_ path: String) -> [UInt8] {
  Array((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())
}

/// `EARSHOT_BENCH_ROUNDS=1` for profiling under valgrind.
let rounds = Int(ProcessInfo.processInfo.environment["EARSHOT_BENCH_ROUNDS"] ?? "") ?? 5
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: earshot-bench frontend DIR | import FILE\n".utf8))
  exit(64)
}

switch arguments[1] {
case "frontend":
  let root = arguments[2]
  var memory: [String: [UInt8]] = [:]
  for name in files(in: root + "/screens", ending: ".screen") {
    memory["scripts/../screens/" + name] = read(root + "/screens/" + name)
  }
  let scripts = files(in: root + "/scripts", ending: ".audit").map { "scripts/" + $0 }
  var bytes = 0
  for path in scripts {
    memory[path] = read(root + "/" + path)
    bytes += memory[path]!.count
  }
  var best = Double.infinity
  var freeBest = Double.infinity
  var errors = 0
  for _ in 0..<rounds {
    // A new compiler each round: screens are compiled again, as in a real run. The round
    // counts freeing the results too (timed apart as well, to see its share).
    let compiler = Compiler(reader: .memory(memory))
    var results: [Compiler.Result] = []
    let compiling = seconds {
      results = compiler.compile(scripts: scripts, jobs: 1).scripts
      errors = results.filter { !$0.succeeded }.count
    }
    let freeing = seconds { results = [] }
    best = min(best, compiling + freeing)
    freeBest = min(freeBest, freeing)
  }
  // Parsing and checking apart (best of the rounds each; each phase over every script, so
  // each reads the other's data cold), to see where the time goes.
  let compiler = Compiler(reader: .memory(memory))
  var parseBest = Double.infinity
  var checkBest = Double.infinity
  for _ in 0..<rounds {
    var parsed: [Compiler.ParsedScript] = []
    parseBest = min(parseBest, seconds { parsed = scripts.map { compiler.parseScript(at: $0) } })
    var screens: [String: Compiler.ScreenLoad] = [:]
    for path in Set(parsed.compactMap(\.screenPath)) { screens[path] = compiler.loadScreen(at: path) }
    var results: [Compiler.Result] = []
    checkBest = min(checkBest, seconds { results = parsed.map { compiler.check($0, screens: screens) } })
    withExtendedLifetime(results) {}
  }
  print(
    "frontend parse=\(String(format: "%.3f", parseBest)) free=\(String(format: "%.3f", freeBest)) check=\(String(format: "%.3f", checkBest)) scripts=\(scripts.count) bytes=\(bytes) seconds=\(String(format: "%.3f", best)) mbps=\(String(format: "%.1f", Double(bytes) / best / 1e6)) errors=\(errors)"
  )
case "import":
  let bytes = read(arguments[2])
  var best = Double.infinity
  var elements = 0
  for _ in 0..<rounds {
    let time = seconds {
      let file = SourceFile(path: arguments[2], contents: bytes)
      let (screen, _) = CaptureImporter.importScreen(file, format: CaptureFormat.detect(file) ?? .uiautomator)
      elements = screen?.allElements.count ?? 0
    }
    best = min(best, time)
  }
  print(
    "import bytes=\(bytes.count) elements=\(elements) seconds=\(String(format: "%.3f", best)) mbps=\(String(format: "%.1f", Double(bytes.count) / best / 1e6))"
  )
default:
  FileHandle.standardError.write(Data("earshot-bench: unknown command \(arguments[1])\n".utf8))
  exit(64)
}
