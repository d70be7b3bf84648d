import Foundation

/// The front half of the pipeline, in three steps for each script: read and parse it;
/// read, parse (or import) and check the screen it names, once however many name it
/// (`CompiledScreen`, `ScreenLoads`); check the script against its compiled screen and, when it
/// checks clean, resolve it into the `Program` the runner executes. Every diagnostic is kept; nothing
/// may run while any of them is an error.
public struct Compiler: Sendable {
  public var catalogue: Catalogue
  public var limits: Limits
  public var reader: SourceReader
  /// The platforms every script runs on, overriding their headers (`--platform`): the checker
  /// walks focus on the platforms the run will use.
  public var platforms: [Platform]?
  /// The language every script speaks in, overriding their `locale` headers (`--locale`).
  public var locale: SpeechLocale?

  public init(
    catalogue: Catalogue = .standard, limits: Limits = .standard, reader: SourceReader = .fileSystem,
    platforms: [Platform]? = nil, locale: SpeechLocale? = nil
  ) {
    self.catalogue = catalogue
    self.limits = limits
    self.reader = reader
    self.platforms = platforms
    self.locale = locale
  }

  /// A compiled script (or screen): the AST, its screen and the platforms it runs on, when they
  /// could be built; the program, when it checked clean; and everything reported on the way.
  public struct Result: Sendable {
    public let path: String
    public let script: Script?
    public let compiledScreen: CompiledScreen?
    public let platforms: [Platform]
    public let diagnostics: [Diagnostic]
    /// What the runner executes; nil while any diagnostic is an error.
    public var program: Program? = nil
    /// The screen file or capture the script names (resolved against the script's folder).
    public var screenPath: String? = nil
    /// The script's text, when it could be read (a script that did not compile reports its
    /// tests where they are written).
    public var file: SourceFile? = nil

    public var screen: Screen? { compiledScreen?.screen }
    public var succeeded: Bool { !diagnostics.hasErrors }
  }

  /// A script read and parsed, not yet checked (step 1).
  public struct ParsedScript: Sendable {
    public let path: String
    public let file: SourceFile?
    public let script: Script?
    public let diagnostics: [Diagnostic]
    /// The screen file the script names, resolved against its folder.
    public internal(set) var screenPath: String?
  }

  /// A screen file compiled, or why it could not be read (step 2).
  public enum ScreenLoad: Sendable {
    case compiled(CompiledScreen)
    case failed(LoadFailure)
  }

  /// Why a file could not be read, or a capture imported. Each script that names a screen
  /// file is blamed where it does (`diagnostic(referencedBy:)`).
  public struct LoadFailure: Sendable {
    let path: String
    let reading: SourceReader.Failure?
    let importing: Diagnostic?
  }

  // MARK: Phases

  /// Step 1: reads and parses the script at `path`. A script is one script however it was
  /// reached: through a symbolic link, its implicit test is named after the file the link names,
  /// as its key is (`ProjectRoot`), so that its golden's sections are the same.
  public func parseScript(at path: String) -> ParsedScript {
    switch reader.read(path, limits.readableFileSize) {
    case .success(let bytes):
      // Looked up only for a script with statements outside any test.
      return parseScript(SourceFile(path: path, contents: bytes)) {
        PathText.name(of: FileSystem.isLink(path) ? FileSystem.realPath(path) ?? path : path)
      }
    case .failure(let failure):
      let diagnostic = LoadFailure(path: path, reading: failure, importing: nil).diagnostic(referencedBy: nil)
      return ParsedScript(path: path, file: nil, script: nil, diagnostics: [diagnostic], screenPath: nil)
    }
  }

  /// `implicitTestName`: see `Parser.parseScript`.
  public func parseScript(_ file: SourceFile, implicitTestName: (() -> String)? = nil) -> ParsedScript {
    let (script, diagnostics) = Parser.parseScript(
      file, vocabulary: catalogue.vocabulary, limits: limits, implicitTestName: implicitTestName)
    var screenPath: String?
    if case .file(let name) = script.screen {
      screenPath = Compiler.screenPath(script.value(name.value), inScriptAt: file.path)
    }
    return ParsedScript(
      path: file.path, file: file, script: script, diagnostics: diagnostics, screenPath: screenPath)
  }

  /// Step 2: reads, parses (or imports) and checks the screen file at `path`.
  public func loadScreen(at path: String) -> ScreenLoad {
    let file: SourceFile
    switch reader.read(path, limits.readableFileSize) {
    case .success(let bytes):
      if let problem = CaptureImporter.wideEncodingProblem(bytes, path: path) {
        return .failed(LoadFailure(path: path, reading: nil, importing: problem))
      }
      file = SourceFile(path: path, contents: bytes)
    case .failure(let failure): return .failed(LoadFailure(path: path, reading: failure, importing: nil))
    }
    if !PathText.hasSuffix(path, "." + InputFinder.screenExtension),
      let problem = CaptureImporter.emptyCaptureProblem(file)
    {
      return .failed(LoadFailure(path: path, reading: nil, importing: problem))
    }
    let screen: Screen
    let diagnostics: [Diagnostic]
    if let format = CaptureFormat.detect(file) {
      let (imported, importDiagnostics) = CaptureImporter.importScreen(
        file, format: format, catalogue: catalogue, limits: limits)
      guard let imported else {
        let failure =
          importDiagnostics.first { $0.severity == .error }
          ?? Diagnostic(
            .unsupportedScreenFormat, "\(path) could not be imported", at: .unrecognisedFile(path))
        return .failed(LoadFailure(path: path, reading: nil, importing: failure))
      }
      (screen, diagnostics) = (imported, importDiagnostics)
    } else {
      (screen, diagnostics) = Parser.parseScreen(file, vocabulary: catalogue.vocabulary, limits: limits)
      // A file passed by mistake (`earshot check README.md`) is one error, not a hundred: a
      // file that is neither a `.screen` nor a capture and does not read as a screen. None of
      // its lines is shown: it may be any readable file (`screen "/proc/self/environ"`).
      if !PathText.hasSuffix(path, "." + InputFinder.screenExtension), diagnostics.hasErrors {
        let failure = Diagnostic(
          .unsupportedScreenFormat,
          "\(path) is not a screen: it is not a .screen file, no capture format (uiautomator, Appium or XCUITest debugDescription) was recognised, and it does not read as a screen",
          at: .unrecognisedFile(path))
        return .failed(LoadFailure(path: path, reading: nil, importing: failure))
      }
      if !PathText.hasSuffix(path, "." + InputFinder.screenExtension),
        let problem = CaptureImporter.elementlessScreenProblem(screen)
      {
        return .failed(LoadFailure(path: path, reading: nil, importing: problem))
      }
    }
    return .compiled(compile(screen, diagnostics: diagnostics))
  }

  /// A screen's models and index, and its screen rules' findings after `diagnostics` (internal:
  /// the fuzz targets compile a capture imported in the format they are for).
  func compile(_ screen: Screen, diagnostics: [Diagnostic]) -> CompiledScreen {
    var compiled = CompiledScreen(screen, catalogue: catalogue)
    let context = CheckContext(script: nil, scriptFile: nil, screen: compiled, catalogue: catalogue)
    compiled.diagnostics =
      diagnostics
      + Checker.check(context, rules: SpecifiedRules.screenRules, limit: limits.maximumErrorsPerFile)
    return compiled
  }

  /// Step 3: checks a parsed script against its screen (`screens`, by path, holds the
  /// screen file it names) and resolves it into a program when nothing is an error.
  public func check(_ parsed: ParsedScript, screens: [String: ScreenLoad]) -> Result {
    check(parsed, screen: parsed.screenPath.flatMap { screens[$0] })
  }

  /// The same, given the load of the screen file the script names (nil: it names none, or
  /// it was not loaded).
  func check(_ parsed: ParsedScript, screen load: ScreenLoad?) -> Result {
    guard let file = parsed.file, let script = parsed.script else {
      return Result(
        path: parsed.path, script: nil, compiledScreen: nil, platforms: [], diagnostics: parsed.diagnostics)
    }
    var diagnostics = parsed.diagnostics
    var compiled: CompiledScreen?
    switch script.screen {
    case .inline(let inline):
      compiled = compile(inline, diagnostics: [])
    case .file(let name):
      switch load {
      case .compiled(let screen): compiled = screen
      case .failed(let failure):
        diagnostics.append(failure.diagnostic(referencedBy: SourceLocation(file: file, range: name.range)))
      case nil: break
      }
    case nil:
      break
    }
    diagnostics += compiled?.diagnostics ?? []
    let context = CheckContext(
      script: script, scriptFile: file, screen: compiled, catalogue: catalogue, platforms: platforms,
      locale: locale)
    diagnostics += Checker.check(
      context, rules: SpecifiedRules.scriptRules, limit: limits.maximumErrorsPerFile)
    // Nearly every script has none: sorting and capping an empty list still built a set, a
    // dictionary and three lists.
    if !diagnostics.isEmpty { diagnostics = capped(diagnostics.sortedAndUnique()) }
    return Result(
      path: file.path, script: script, compiledScreen: compiled, platforms: context.platforms,
      diagnostics: diagnostics, program: diagnostics.hasErrors ? nil : Program(context),
      screenPath: parsed.screenPath, file: file)
  }

  // MARK: Whole files

  /// Compiles the script at `path` (a `.audit` file) and the screen it names.
  public func compileScript(at path: String) -> Result {
    compile(parseScript(at: path))
  }

  /// Compiles a script already in memory (smaller than 4 GiB, as every file read is:
  /// `Limits.readableFileSize`); its screen file, if any, is read with `reader`.
  public func compileScript(_ file: SourceFile) -> Result {
    compile(parseScript(file))
  }

  private func compile(_ parsed: ParsedScript) -> Result {
    check(parsed, screen: parsed.screenPath.map(loadScreen(at:)))
  }

  /// Checks a screen file on its own (`earshot check x.screen`, `earshot screen x.screen`).
  public func compileScreen(at path: String) -> Result {
    switch loadScreen(at: path) {
    case .failed(let failure):
      return Result(
        path: path, script: nil, compiledScreen: nil, platforms: [],
        diagnostics: [failure.diagnostic(referencedBy: nil)])
    case .compiled(let compiled):
      let context = CheckContext(
        script: nil, scriptFile: nil, screen: compiled, catalogue: catalogue, platforms: platforms)
      return Result(
        path: path, script: nil, compiledScreen: compiled, platforms: context.platforms,
        diagnostics: capped(compiled.diagnostics.sortedAndUnique()))
    }
  }

  /// Compiles scripts and screen files on `jobs` workers. Each script is read, parsed and
  /// checked in one go, while its text and AST are still in the processor's cache (parsing
  /// every script before checking any read each one back from memory); each screen file a
  /// script names, or given in `screens`, is compiled once, when first needed, and shared
  /// (`ScreenLoads`). Results are in the order given, whatever `jobs` is.
  public func compile(scripts: [String], screens: [String] = [], jobs: Int = 1) -> (
    scripts: [Result], screens: [Result]
  ) {
    let loads = ScreenLoads()
    let checked = parallelMap(scripts, jobs: jobs) { self.compileScript(at: $0, sharing: loads) }
    return (checked, compile(screens: screens, sharing: loads, jobs: jobs))
  }

  /// Compiles the script at `path`; the screen file it names is the one `loads` holds, compiled
  /// now if no script named it before.
  func compileScript(at path: String, sharing loads: ScreenLoads) -> Result {
    compile(parseScript(at: path), sharing: loads)
  }

  /// Compiles a script in memory against the screen file `loads` holds for it.
  func compileScript(_ file: SourceFile, sharing loads: ScreenLoads) -> Result {
    compile(parseScript(file), sharing: loads)
  }

  private func compile(_ parsed: ParsedScript, sharing loads: ScreenLoads) -> Result {
    var parsed = parsed
    guard let screenPath = parsed.screenPath else { return check(parsed, screen: nil) }
    let (shared, load) = loads.load(screenPath, loadScreen)
    parsed.screenPath = shared
    return check(parsed, screen: load)
  }

  /// The screen files given on their own, each compiled once with those the scripts name.
  func compile(screens: [String], sharing loads: ScreenLoads, jobs: Int) -> [Result] {
    parallelMap(screens, jobs: jobs) { path in
      switch loads.load(path, self.loadScreen).load {
      case .failed(let failure):
        return Result(
          path: path, script: nil, compiledScreen: nil, platforms: [],
          diagnostics: [failure.diagnostic(referencedBy: nil)])
      case .compiled(let compiled):
        return Result(
          path: path, script: nil, compiledScreen: compiled, platforms: [],
          diagnostics: self.capped(compiled.diagnostics.sortedAndUnique()))
      }
    }
  }

  /// The screen file a script at `scriptPath` names as `path`. A script is one script however
  /// it was reached: one reached through a symbolic link names its screen from the file the
  /// link names (its real path, shown relative to the working directory when `scriptPath` is
  /// relative), as it is keyed, so that every spelling of it runs against one screen. (A folder
  /// on the way that is a link needs nothing: the system reads `..` after it as the parent of
  /// its target.)
  static func screenPath(_ path: String, inScriptAt scriptPath: String) -> String {
    guard !PathText.isAbsolute(path), FileSystem.isLink(scriptPath),
      let real = FileSystem.realPath(scriptPath)
    else { return resolve(path, relativeTo: scriptPath) }
    guard !PathText.isAbsolute(scriptPath), let here = FileSystem.currentDirectory() else {
      return resolve(path, relativeTo: real)
    }
    return resolve(path, relativeTo: ProjectRoot.relative(real, to: here))
  }

  /// A path in a script is relative to the script's folder: the part of the script's path up
  /// to its last `/` byte (`PathText`).
  static func resolve(_ path: String, relativeTo scriptPath: String) -> String {
    guard !PathText.isAbsolute(path), let slash = PathText.lastSlash(in: scriptPath) else { return path }
    // One allocation for both parts (`+` made the folder, then grew it; appending the
    // folder and the name to a reserved string cost more than validating the bytes).
    let folder = scriptPath.utf8[...slash]
    return String(unsafeUninitializedCapacity: folder.count + path.utf8.count) { buffer in
      let end = buffer.initialize(fromContentsOf: folder)
      return buffer[end...].initialize(fromContentsOf: path.utf8)
    }
  }

  /// At most `maximumErrorsPerFile` errors per file, then one diagnostic saying how many more.
  /// At most `maximumErrorsPerFile` errors and as many warnings per file, the first by
  /// position, then one diagnostic for each kind saying how many more there are. The stages
  /// counted some without building them (`DiagnosticCollector`); their summaries are added in.
  func capped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
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

extension Compiler.LoadFailure {
  /// The error for this failure, blamed on the script that names the file (`reference`), or
  /// on the file itself when it was given alone.
  func diagnostic(referencedBy reference: SourceLocation?) -> Diagnostic {
    if var failure = importing {
      if let reference { failure.notes.append(Note("the script names this capture here", at: reference)) }
      return failure
    }
    let blamed = reference ?? .unrecognisedFile(path)
    let id: DiagnosticID
    let message: Message
    switch reading ?? .notFound {
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
    return Diagnostic(id, message, at: blamed, notes: notes)
  }
}
