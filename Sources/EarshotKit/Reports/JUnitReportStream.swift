/// A JUnit report written as a run goes: each script's suites are rendered when it is
/// delivered and appended to a spool in the report's folder (`TextSpool`), and `finish` writes
/// the report atomically: the `testsuites` header with the totals, the spool, the footer. The
/// bytes are those of `JUnitReport.write` over the same outcome; only the tally stays in
/// memory.
public final class JUnitReportStream {
  private let report: JUnitReport
  private let path: String
  private let body: Result<TextSpool, FileError>
  private var tally = RunTally()
  private let compileFailures: Int
  private var nextID: Int

  /// Starts the report at `path` with the suites of the screen files that did not compile
  /// (known before anything runs). A spool that cannot be made fails `finish`, not the run.
  public init(_ report: JUnitReport, to path: String, compileFailures: [RunOutcome.CompileFailure]) {
    self.report = report
    self.path = path
    // Beside a file the report replaces; where it is written through as a stream (a pipe,
    // `/dev/stdout`), in the system's temporary folder.
    let folder = PathText.parent(of: path)
    if case .stream = WriteTarget.of(path, throughLinks: true) {
      body = Result { () throws(FileError) in try TextSpool(for: path) }
    } else {
      body = Result { () throws(FileError) in try TextSpool(in: folder, for: path) }
    }
    self.compileFailures = compileFailures.count
    nextID = compileFailures.count
    for (id, failure) in compileFailures.enumerated() {
      append(report.suites(of: failure, id: id))
    }
  }

  public func add(_ run: ScriptRun) {
    tally.add(run)
    append(report.suites(of: run, firstID: nextID))
    nextID += run.runs.count
  }

  /// Writes the report (`AtomicFile`); throws the path and the system's reason.
  public func finish() throws(FileError) {
    let body = try body.get()
    let header = report.header(tally, compileFailures: compileFailures)
    try AtomicFile.write(to: path, throughLinks: true) { (sink) throws(FileError) in
      sink(header)
      try body.copy(to: sink)
      sink(JUnitReport.footer)
    }
  }

  private func append(_ text: String) {
    if case .success(let spool) = body { spool.append(text) }
  }
}
