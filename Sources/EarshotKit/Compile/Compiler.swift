import Foundation

/// The front half of the pipeline (SPEC §1): read a script, lex and parse it, load and parse its
/// screen, and check both against the catalogue. The result carries every diagnostic; nothing
/// may run while any of them is an error.
public struct Compiler: Sendable {
  public var catalogue: Catalogue
  public var limits: Limits
  public var reader: SourceReader
  /// Screens already loaded by this compiler, by path: a suite's scripts share a few screens,
  /// and each is read and parsed once. Failures are not kept (their diagnostics blame the
  /// script that named the screen).
  private let screens = ScreenCache()

  public init(
    catalogue: Catalogue = .standard, limits: Limits = .standard, reader: SourceReader = .fileSystem
  ) {
    self.catalogue = catalogue
    self.limits = limits
    self.reader = reader
  }

  /// A compiled script: the AST, its screen and the platforms it runs on, when they could be
  /// built, and everything reported on the way.
  public struct Result: Sendable {
    public let path: String
    public let script: Script?
    public let screen: Screen?
    public let platforms: [Platform]
    public let diagnostics: [Diagnostic]
    /// The checker's view of the script, which the executor resolves targets with.
    public var context: CheckContext? = nil
    /// The screen file or capture the script names (resolved against the script's folder).
    public var screenPath: String? = nil

    public var succeeded: Bool { !diagnostics.hasErrors }
  }

  /// Compiles the script at `path` (a `.audit` file).
  public func compileScript(at path: String) -> Result {
    switch load(path) {
    case .failure(let diagnostic):
      return Result(path: path, script: nil, screen: nil, platforms: [], diagnostics: [diagnostic])
    case .success(let file):
      return compileScript(file)
    }
  }

  /// Compiles a script already in memory; its screen file, if any, is read with `reader`.
  public func compileScript(_ file: SourceFile) -> Result {
    let (script, parseDiagnostics) = Parser.parseScript(
      file, vocabulary: catalogue.vocabulary, limits: limits)
    var diagnostics = parseDiagnostics
    var screen: Screen?
    var index: ScreenIndex?
    var rules = SpecifiedRules.all
    var screenPath: String?
    switch script.screen {
    case .inline(let inline):
      screen = inline
    case .file(let name):
      let path = Compiler.resolve(name.value, relativeTo: file.path)
      screenPath = path
      switch cachedScreen(path, referencedBy: SourceLocation(file: file, range: name.range)) {
      case .success(let loaded):
        screen = loaded.screen
        index = loaded.index
        // The screen's own rules ran when it was loaded.
        diagnostics += loaded.diagnostics
        rules = SpecifiedRules.scriptRules
      case .failure(let diagnostic):
        diagnostics.append(diagnostic)
      }
    case nil:
      break
    }
    let context = CheckContext(
      script: script, scriptFile: file, screen: screen, catalogue: catalogue, index: index)
    diagnostics += Checker.check(context, rules: rules, limit: limits.maximumErrorsPerFile)
    return Result(
      path: file.path, script: script, screen: screen, platforms: context.platforms,
      diagnostics: capped(diagnostics.sortedAndUnique()), context: context, screenPath: screenPath)
  }

  /// Checks a screen file on its own (`earshot check x.screen`).
  public func compileScreen(at path: String) -> Result {
    switch loadScreen(path, referencedBy: nil) {
    case .failure(let diagnostic):
      return Result(path: path, script: nil, screen: nil, platforms: [], diagnostics: [diagnostic])
    case .success(let (screen, diagnostics)):
      let context = CheckContext(script: nil, scriptFile: nil, screen: screen, catalogue: catalogue)
      return Result(
        path: path, script: nil, screen: screen, platforms: context.platforms,
        diagnostics: capped(
          (diagnostics + Checker.check(context, limit: limits.maximumErrorsPerFile)).sortedAndUnique()))
    }
  }

  // MARK: Loading

  private func load(_ path: String, referencedBy reference: SourceLocation? = nil)
    -> Swift.Result<SourceFile, Diagnostic>
  {
    switch reader.read(path, limits.maximumFileSize) {
    case .success(let bytes):
      return .success(SourceFile(path: path, contents: bytes))
    case .failure(let failure):
      let blamed =
        reference ?? SourceLocation(file: SourceFile(path: path, contents: []), range: SourceRange(0, 0))
      let id: DiagnosticID
      let message: Message
      switch failure {
      case .notFound:
        id = reference == nil ? .fileNotFound : .screenNotFound
        message = reference == nil ? "no such file: \(path)" : "screen file not found: \(path)"
      case .isDirectory:
        id = .fileUnreadable
        message = "\(path) is a directory, not a file"
      case .tooLarge(let limit):
        id = .fileTooLarge
        message = "\(path) is larger than \(limit) bytes, the limit for one file"
      case .unreadable(let reason):
        id = .fileUnreadable
        message = "cannot read \(path): \(reason)"
      }
      var notes: [Note] = []
      if id == .screenNotFound {
        notes.append(
          Note("screen paths are relative to the script; write a `.screen` file or an inline `screen { … }`"))
      }
      return .failure(Diagnostic(id, message, at: blamed, notes: notes))
    }
  }

  private func loadScreen(_ path: String, referencedBy reference: SourceLocation?)
    -> Swift.Result<(Screen, [Diagnostic]), Diagnostic>
  {
    switch load(path, referencedBy: reference) {
    case .failure(let diagnostic):
      return .failure(diagnostic)
    case .success(let file):
      if let format = CaptureFormat.detect(file) {
        let (screen, diagnostics) = CaptureImporter.importScreen(
          file, format: format, catalogue: catalogue, limits: limits)
        guard let screen else {
          var failure =
            diagnostics.first { $0.severity == .error }
            ?? Diagnostic(
              .unsupportedScreenFormat, "\(path) could not be imported",
              at: SourceLocation(file: file, range: SourceRange(0, 0)))
          if let reference { failure.notes.append(Note("the script names this capture here", at: reference)) }
          return .failure(failure)
        }
        return .success((screen, diagnostics))
      }
      let (screen, diagnostics) = Parser.parseScreen(file, vocabulary: catalogue.vocabulary, limits: limits)
      return .success((screen, diagnostics))
    }
  }

  /// A screen file read, parsed and checked by the screen rules, with its index.
  struct LoadedScreen: Sendable {
    let screen: Screen
    let diagnostics: [Diagnostic]
    let index: ScreenIndex
  }

  private func cachedScreen(_ path: String, referencedBy reference: SourceLocation)
    -> Swift.Result<LoadedScreen, Diagnostic>
  {
    if let loaded = screens[path] { return .success(loaded) }
    switch loadScreen(path, referencedBy: reference) {
    case .failure(let diagnostic):
      return .failure(diagnostic)
    case .success(let (screen, parseDiagnostics)):
      let index = ScreenIndex(screen, catalogue: catalogue)
      let context = CheckContext(
        script: nil, scriptFile: nil, screen: screen, catalogue: catalogue, index: index)
      let loaded = LoadedScreen(
        screen: screen,
        diagnostics: parseDiagnostics
          + Checker.check(context, rules: SpecifiedRules.screenRules, limit: limits.maximumErrorsPerFile),
        index: index)
      screens[path] = loaded
      return .success(loaded)
    }
  }

  /// A path in a script is relative to the script's folder.
  static func resolve(_ path: String, relativeTo scriptPath: String) -> String {
    if path.hasPrefix("/") { return path }
    guard let slash = scriptPath.lastIndex(of: "/") else { return path }
    return String(scriptPath[...slash]) + path
  }

  /// At most `maximumErrorsPerFile` errors per file, then one diagnostic saying how many more.
  /// At most `maximumErrorsPerFile` errors and as many warnings per file, the first by
  /// position, then one diagnostic for each kind saying how many more there are. The stages
  /// counted some without building them (`DiagnosticCollector`); their summaries are added in.
  private func capped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    struct Tally {
      var file: SourceFile
      var errors = 0
      var warnings = 0
      var droppedErrors = 0
      var droppedWarnings = 0
    }
    let limit = limits.maximumErrorsPerFile
    var tallies: [String: Tally] = [:]
    var kept: [Diagnostic] = []
    for diagnostic in diagnostics {
      let path = diagnostic.location.file.path
      var tally = tallies[path] ?? Tally(file: diagnostic.location.file)
      defer { tallies[path] = tally }
      switch (diagnostic.id, diagnostic.severity) {
      case (.errorLimit, _): tally.droppedErrors += diagnostic.omitted
      case (.warningLimit, _): tally.droppedWarnings += diagnostic.omitted
      case (_, .error):
        tally.errors += 1
        if tally.errors > limit { tally.droppedErrors += 1 } else { kept.append(diagnostic) }
      case (_, .warning):
        tally.warnings += 1
        if tally.warnings > limit { tally.droppedWarnings += 1 } else { kept.append(diagnostic) }
      default:
        kept.append(diagnostic)
      }
    }
    for (path, tally) in tallies.sorted(by: { $0.key < $1.key }) {
      let end = SourceLocation(
        file: tally.file, range: SourceRange(tally.file.bytes.count, tally.file.bytes.count))
      if tally.droppedErrors > 0 {
        kept.append(
          Diagnostic(
            .errorLimit,
            "too many errors in \(path: path); \(tally.droppedErrors) more not shown (the limit is \(limit))",
            at: end))
      }
      if tally.droppedWarnings > 0 {
        kept.append(
          Diagnostic(
            .warningLimit,
            "too many warnings in \(path: path); \(tally.droppedWarnings) more not shown (the limit is \(limit))",
            at: end))
      }
    }
    return kept
  }
}

/// Loaded screens shared by the workers of one compiler.
final class ScreenCache: @unchecked Sendable {
  private var screens: [String: Compiler.LoadedScreen] = [:]
  private let lock = NSLock()

  subscript(path: String) -> Compiler.LoadedScreen? {
    get {
      lock.lock()
      defer { lock.unlock() }
      return screens[path]
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      screens[path] = newValue
    }
  }
}
