/// `earshot run --list`: what a run would run, without running it.
public struct ListedTest: Sendable, Equatable {
  public let path: String
  public let platform: Platform
  public let name: String
  /// Where the test is written (its name; the implicit test's first statement).
  public let line: Int

  /// `scripts/a.audit:12 [ios] name`: the place first, so that it can be given back to `run`.
  public var text: String {
    "\(VisibleText.escaped(path)):\(line) [\(platform.rawValue)] \(VisibleText.echo(name))"
  }
}

extension SuiteRunner {
  /// Every test a run of `suite` would run, in the order its results would come: script by
  /// path, platform, then as written. A script that did not compile lists the tests that
  /// would fail. Each script is compiled again (on `jobs` workers) and dropped once listed.
  public func list(_ suite: CompiledSuite, options: Options) -> [ListedTest] {
    parallelMap(suite.scripts, jobs: options.jobs) { script -> [ListedTest] in
      let result = suite.compileAgain(script)
      guard let program = result.program else {
        let run = ScriptRun(notCompiled: result, platforms: options.platforms, selection: options.selection)
        return (run?.runs ?? []).flatMap { platformRun in
          platformRun.tests.map {
            ListedTest(
              path: result.path, platform: platformRun.platform, name: $0.name, line: $0.location.line)
          }
        }
      }
      let tests = program.tests.map { ($0.name, SourceLocation(file: program.file, range: $0.range).line) }
      let taken = options.selection.select(tests, in: result.path)
      let platforms = options.platforms.map { Array($0).sorted() } ?? program.platforms
      return platforms.flatMap { platform in
        taken.map { ListedTest(path: result.path, platform: platform, name: tests[$0].0, line: tests[$0].1) }
      }
    }.flatMap { $0 }
  }
}
