import EarshotKit

/// The console side of `earshot run` as scripts finish: each script's results are printed as
/// it is delivered (in path order, above the progress line), or held in a spool when something
/// that comes before them is not known until the run ends (`--format github` annotations of
/// every failure; warnings only running can find, which are printed with the diagnostics
/// first). `--show-transcripts` transcripts, which follow every result, are always held. What
/// is printed, and in what order, is the same either way; nothing is kept in memory. With
/// `--format json` stdout holds JSON Lines instead (`JSONReport`): the diagnostics, every
/// test, the summary; stderr still has the diagnostics as a person reads them.
final class RunConsole {
  private let console: Earshot.Console
  private let report: ConsoleReport
  private let json: Bool
  private let failuresOnly: Bool
  private let progress: ProgressLine?
  /// Results printed as they come; else held in `results`.
  let live: Bool
  private let results: Held?
  private let annotations: Held?
  private let transcripts: Held?

  init(
    _ console: Earshot.Console, failuresOnly: Bool, live: Bool, format: RunCommand.Format,
    showTranscripts: Bool, progress: ProgressLine?
  ) {
    self.console = console
    report = ConsoleReport(colored: console.colorOutput)
    json = format == .json
    self.failuresOnly = failuresOnly
    self.progress = progress
    self.live = live
    results = live ? nil : Held()
    annotations = format == .github ? Held() : nil
    transcripts = showTranscripts ? Held() : nil
  }

  func add(_ run: ScriptRun) {
    let text = json ? JSONReport.tests(run) : report.render(run, failuresOnly: failuresOnly)
    if let results {
      results.append(text)
    } else if !text.isEmpty {
      if let progress { progress.above { console.out(text) } } else { console.out(text) }
    }
    annotations?.append(GitHubAnnotations.failures(run))
    for platformRun in run.runs { transcripts?.append("\n" + platformRun.transcript.text) }
  }

  /// What comes before the results once the run is over, then the results held: the
  /// diagnostics (when they were not printed before the run) and the annotations.
  func printResults(_ outcome: RunOutcome, renderer: DiagnosticRenderer) {
    guard !live else { return }
    printDiagnostics(outcome.diagnostics, renderer: renderer)
    if let annotations {
      console.out(GitHubAnnotations.render(outcome.diagnostics))
      copy(annotations)
      console.out(GitHubAnnotations.orphans(outcome.orphans))
    }
    results.map(copy)
  }

  /// The diagnostics on stderr, and with `--format json` their records on stdout: before the
  /// results when they are known then, else once the run is over.
  func printDiagnostics(_ diagnostics: [Diagnostic], renderer: DiagnosticRenderer) {
    console.err(renderer.render(diagnostics))
    if json { console.out(JSONReport.diagnostics(diagnostics)) }
  }

  /// The transcripts held, then the summary line (with `--format json`, its record, which
  /// holds no time).
  func printEnd(_ outcome: RunOutcome, seconds: Double) {
    transcripts.map(copy)
    console.out(
      json
        ? JSONReport.summary(outcome.tally) : report.summary(outcome.tally, seconds: seconds))
  }

  private func copy(_ held: Held) {
    if let failure = held.copy(to: console.out) {
      console.error(
        "output held until the end of the run was lost: \(path: failure.reason(for: failure.path))")
    }
  }

  /// Text held until the end of the run: in a spool in the temporary folder, else (when none
  /// can be made there) in memory, so that the output is whole either way.
  private final class Held {
    private let spool = try? TextSpool(for: "the console's output")
    private var memory = ""

    func append(_ text: String) {
      if let spool { spool.append(text) } else { memory += text }
    }

    /// Prints what is held; the spool's failure when some of it could not be.
    func copy(to out: (String) -> Void) -> FileError? {
      guard let spool else {
        out(memory)
        return nil
      }
      do throws(FileError) { try spool.copy(to: out) } catch { return error }
      return nil
    }
  }
}
