// libFuzzer targets for earshot, built by Fuzz/run.sh together with the library's sources as one
// module and one binary (so they are not part of the package build). `EARSHOT_FUZZ_TARGET`
// chooses the target; any crash, hang or AddressSanitizer report is a finding.
//
//   frontend          lexer + parser + checker + diagnostic renderer: each input compiled as a
//                     script whose screen is the same bytes, as a script against a fixed screen,
//                     and as a screen
//   executor          each input compiled as a script against a fixed screen (or its own inline
//                     one) and, when it compiles, run on both platforms with transcripts, the
//                     console report, both JUnit profiles and GitHub annotations
//   uiautomator, appium-android, appium-ios, debugdescription
//                     each input imported as that capture format, then the swipe order rendered
//                     and a screen reader walked through it on the capture's platform

import Foundation

enum FuzzTarget: String, CaseIterable {
  case frontend, executor, uiautomator, appiumAndroid = "appium-android", appiumIOS = "appium-ios"
  case debugDescription = "debugdescription"

  static let current: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["EARSHOT_FUZZ_TARGET"] ?? "frontend"
    guard let target = FuzzTarget(rawValue: name) else {
      fatalError("unknown EARSHOT_FUZZ_TARGET \(name); targets: \(allCases.map(\.rawValue))")
    }
    return target
  }()
}

/// A realistic screen that fuzzed scripts are checked and run against.
let fixedScreen = Array(
  """
  screen "Fuzz" {
    heading "Checkout"
    button Submit @submit
    button "Delete" disabled
    switch "Wi-Fi" on @wifi
    list "Messages" { row "Inbox" selected { text "3 unread" }; row "Sent" }
    group label "Amount was $57 and is now $27" { text "$57" strikethrough; text "$27" }
    button "Filters" opens Filters
    sheet Filters half { grabber; button "Close"; switch "Open now" off }
  }
  """.utf8)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  switch FuzzTarget.current {
  case .frontend: fuzzFrontEnd(bytes)
  case .executor: fuzzExecutor(bytes)
  case .uiautomator: fuzzImporter(bytes, .uiautomator)
  case .appiumAndroid: fuzzImporter(bytes, .appiumAndroid)
  case .appiumIOS: fuzzImporter(bytes, .appiumIOS)
  case .debugDescription: fuzzImporter(bytes, .debugDescription)
  }
  return 0
}

/// The input compiled as a script; when it names no screen, again with `screen "PATH"` first.
func compile(_ bytes: [UInt8], screen path: String, _ screenBytes: [UInt8]) -> (Compiler, Compiler.Result) {
  let compiler = Compiler(reader: .memory([path: screenBytes]))
  let compiled = compiler.compileScript(SourceFile(path: "fuzz.audit", contents: bytes))
  guard compiled.script?.screen == nil else { return (compiler, compiled) }
  let withScreen = Array("screen \"\(path)\"\n".utf8) + bytes
  return (compiler, compiler.compileScript(SourceFile(path: "fuzz.audit", contents: withScreen)))
}

func fuzzFrontEnd(_ bytes: [UInt8]) {
  let (compiler, script) = compile(bytes, screen: "fuzz.screen", bytes)
  let screen = compiler.compileScreen(at: "fuzz.screen")
  _ = DiagnosticRenderer(colored: true).render(script.diagnostics + screen.diagnostics)
}

func fuzzExecutor(_ bytes: [UInt8]) {
  let (_, compiled) = compile(bytes, screen: "fixed.screen", fixedScreen)
  var outcome = RunOutcome()
  outcome.diagnostics = compiled.diagnostics
  if let run = Executor(keepsTraces: true).run(compiled) {
    _ = run.runs.map(\.transcript.text)
    _ = ConsoleReport(colored: true).render(run)
    outcome.scripts = [run]
  } else {
    outcome.compileFailures = [.init(path: compiled.path, diagnostics: compiled.diagnostics)]
  }
  for profile in JUnitReport.Profile.allCases { _ = JUnitReport(profile: profile).render(outcome) }
  _ = GitHubAnnotations.render(outcome)
  _ = HTMLReport.pages(outcome)
}

func fuzzImporter(_ bytes: [UInt8], _ format: CaptureFormat) {
  let file = SourceFile(path: "fuzz.capture", contents: bytes)
  let (screen, diagnostics) = CaptureImporter.importScreen(file, format: format)
  _ = DiagnosticRenderer().render(diagnostics)
  guard let screen, let platform = format.platform else { return }
  _ = SwipeOrderReport.render(screen, on: platform)
  var session = Session(model: ScreenModel(screen: screen, platform: platform))
  for _ in 0..<min(50, session.order.count + 1) {
    _ = session.swipe(forward: true)
    _ = session.activate()
  }
}
