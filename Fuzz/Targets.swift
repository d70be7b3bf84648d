// libFuzzer targets for earshot, built by Fuzz/run.sh together with the library's sources as one
// module and one binary (so they are not part of the package build). `EARSHOT_FUZZ_TARGET`
// chooses the target; any crash, hang or AddressSanitizer report is a finding.
//
//   frontend          lexer + parser + checker + diagnostic renderer: each input compiled as a
//                     script whose screen is the same bytes, as a script against a fixed screen,
//                     and as a screen
//   executor          each input compiled as a script against a fixed screen (or its own inline
//                     one, or a fixed capture it names) and, when it compiles, run on both
//                     platforms (its `audit` steps too) with transcripts and every report
//   uiautomator, appium-android, appium-ios, debugdescription
//                     each input imported as that capture format, then the swipe order rendered
//                     and a screen reader walked through it on the capture's platform; then
//                     audited on both platforms (`earshot audit`), its starter script written
//                     (`earshot init`), compiled back and run on both platforms, and every
//                     report rendered: console, both JUnit profiles, GitHub annotations and
//                     the HTML report with the drawing of the capture's bounds. A starter
//                     script that does not compile, or fails on the capture's platform, is a
//                     finding too (`EARSHOT_FUZZ_INIT_CHECK=off` leaves that check out)

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

/// A small capture with bounds that fuzzed scripts may name (`screen "fixed.xml"`): their
/// `audit` steps meet the touch-target rule and the HTML report draws the capture's layout.
let fixedCapture = Array(
  """
  <hierarchy rotation="0" density="420">
  <node class="android.widget.FrameLayout" package="com.example" bounds="[0,0][1080,1920]">
  <node text="Send" class="android.widget.Button" clickable="true" focusable="true" bounds="[40,40][120,120]"/>
  <node content-desc="Close" class="android.widget.ImageButton" clickable="true" bounds="[900,40][1040,180]"/>
  <node text="Wi-Fi" class="android.widget.Switch" checkable="true" checked="true" clickable="true" bounds="[0,300][1080,440]"/>
  </node>
  </hierarchy>
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
/// `files` holds the screens and captures it may name, `path` the one named when it names none.
func compile(_ bytes: [UInt8], screen path: String, _ files: [String: [UInt8]]) -> (Compiler, Compiler.Result)
{
  let compiler = Compiler(reader: .memory(files))
  let compiled = compiler.compileScript(SourceFile(path: "fuzz.audit", contents: bytes))
  guard compiled.script?.screen == nil else { return (compiler, compiled) }
  let withScreen = Array("screen \"\(path)\"\n".utf8) + bytes
  return (compiler, compiler.compileScript(SourceFile(path: "fuzz.audit", contents: withScreen)))
}

func fuzzFrontEnd(_ bytes: [UInt8]) {
  let (compiler, script) = compile(bytes, screen: "fuzz.screen", ["fuzz.screen": bytes])
  let screen = compiler.compileScreen(at: "fuzz.screen")
  _ = DiagnosticRenderer(colored: true).render(script.diagnostics + screen.diagnostics)
}

func fuzzExecutor(_ bytes: [UInt8]) {
  let (_, compiled) = compile(
    bytes, screen: "fixed.screen", ["fixed.screen": fixedScreen, "fixed.xml": fixedCapture])
  var outcome = RunOutcome()
  outcome.diagnostics = compiled.diagnostics
  add(compiled, to: &outcome)
  renderReports(outcome)
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
  // `earshot audit`, on both platforms as `--platform` allows.
  let compiler = Compiler()
  let compiled = compiler.compile(screen, diagnostics: diagnostics)
  var outcome = RunOutcome()
  let (audit, warnings) = ScreenAuditor.audit(
    compiled, path: file.path, platforms: Platform.allCases, failOn: .info)
  outcome.scripts.append(audit)
  // `earshot init`: the starter script, compiled back against the same capture and run with
  // traces, so that the HTML report draws the capture's bounds.
  let starter = StarterScript(compiled: compiled, platforms: [platform]).script(screenPath: file.path)
  let parsed = compiler.parseScript(SourceFile(path: "fuzz.audit", text: starter))
  let script = compiler.check(parsed, screen: .compiled(compiled))
  outcome.diagnostics = (compiled.diagnostics + warnings + script.diagnostics).sortedAndUnique()
  let run = add(script, to: &outcome, platforms: Set(Platform.allCases))
  renderReports(outcome)
  // `earshot init` promises a script that compiles and passes at once on the capture's platform.
  guard checksStarterScripts else { return }
  guard let own = run?.runs.first(where: { $0.platform == platform }), own.passed else {
    let why =
      run.map { ConsoleReport(colored: false).render($0, failuresOnly: true) }
      ?? DiagnosticRenderer().render(script.diagnostics)
    fatalError("the starter script does not \(run == nil ? "compile" : "pass"):\n\(why)\n\(starter)")
  }
}

/// Whether a starter script that does not compile, or fails on its capture's platform, is a
/// finding (`EARSHOT_FUZZ_INIT_CHECK=off` leaves it out while such a finding is open).
let checksStarterScripts = ProcessInfo.processInfo.environment["EARSHOT_FUZZ_INIT_CHECK"] != "off"

/// Runs a compiled script with traces into `outcome`, or records it as not compiled.
@discardableResult
func add(_ compiled: Compiler.Result, to outcome: inout RunOutcome, platforms: Set<Platform>? = nil)
  -> ScriptRun?
{
  guard let run = Executor(keepsTraces: true).run(compiled, platforms: platforms) else {
    outcome.compileFailures.append(.init(path: compiled.path, diagnostics: compiled.diagnostics))
    return nil
  }
  _ = run.runs.map(\.transcript.text)
  outcome.scripts.append(run)
  return run
}

/// Every report of a run: console (each script and the summary), both JUnit profiles, GitHub
/// annotations and the HTML report's pages.
func renderReports(_ outcome: RunOutcome) {
  let console = ConsoleReport(colored: true)
  for run in outcome.scripts { _ = console.render(run) }
  _ = console.summary(outcome.scripts)
  for profile in JUnitReport.Profile.allCases { _ = JUnitReport(profile: profile).render(outcome) }
  _ = GitHubAnnotations.render(outcome)
  _ = HTMLReport.pages(outcome)
}
