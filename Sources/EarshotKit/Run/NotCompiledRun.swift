extension ScriptRun {
  /// A script that did not compile (it, or the screen it names, has an error), as results: each
  /// test it writes fails on each platform it would run on, where the test is written, with the
  /// diagnostics; nothing ran, so its transcripts are empty and no golden is compared. One
  /// failing test named `compile` stands for a script whose tests cannot be read (a file that
  /// cannot be read, or one with no test); on both platforms when its own are not known.
  init(notCompiled compiled: Compiler.Result, platforms override: Set<Platform>?) {
    self.init(notCompiled: compiled, platforms: override, selection: TestSelection())!
  }

  /// The same, with only the tests `selection` takes; nil when it takes none.
  init?(notCompiled compiled: Compiler.Result, platforms override: Set<Platform>?, selection: TestSelection) {
    let errors = compiled.diagnostics.filter { $0.severity == .error }
    let file = compiled.file ?? errors.first?.location.file ?? SourceFile(path: compiled.path, contents: [])
    var tests = (compiled.script?.tests ?? []).map {
      (name: $0.name.value, location: SourceLocation(file: file, range: $0.writtenAt))
    }
    if tests.isEmpty {
      // The first error in the script itself, else its first line.
      let own = errors.first { $0.location.file.path == compiled.path }
      tests = [("compile", own?.location ?? SourceLocation(file: file, range: SourceRange(0, 0)))]
    }
    let taken = selection.select(tests.map { ($0.name, $0.location.line) }, in: compiled.path)
    guard !taken.isEmpty else { return nil }
    tests = taken.map { tests[$0] }
    // The first error's place, so that one line (a JUnit message, a console failure) says
    // where to look, the screen's file included.
    var summary = "\(errors.count) error\(errors.count == 1 ? "" : "s")"
    if let first = errors.first {
      let (line, column) = first.lineAndColumn
      let path = VisibleText.echo(first.location.file.path, limit: VisibleText.maximumPath)
      summary += ", the first at \(path):\(line):\(column)"
    }
    let platforms =
      !compiled.platforms.isEmpty
      ? compiled.platforms : override.map { Array($0).sorted() } ?? Platform.allCases
    let runs = platforms.map { platform in
      PlatformRun(
        platform: platform,
        tests: tests.map { test in
          var failure = Failure("did not compile: \(raw: summary)", at: test.location, kind: .compile)
          failure.diagnostics = compiled.diagnostics
          return TestResult(name: test.name, location: test.location, failures: [failure])
        },
        transcript: Transcript(text: ""))
    }
    let title = compiled.script?.title?.value ?? PathText.name(of: compiled.path)
    self.init(path: compiled.path, title: title, runs: runs, compiled: false)
  }
}
