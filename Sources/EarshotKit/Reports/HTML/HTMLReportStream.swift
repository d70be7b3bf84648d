/// The HTML report written as a run goes: each script's page is written (atomically) into the
/// folder when the script is delivered, and only its row of the index is kept; `finish`
/// writes `index.html`, which needs every row. The first page that cannot be written stops
/// the report (no later page, no index) and is thrown by `finish`; the run goes on.
public final class HTMLReportStream {
  private let folder: String
  private var rows: [HTMLIndexPage.Row] = []
  private var tally = RunTally()
  private var failure: FileError?

  /// Starts a report in `folder` (made when missing), removing the temporary files a stopped
  /// run left in it.
  public init(folder: String) {
    self.folder = folder
    AtomicFile.removeStaleTemporaries(under: folder)
  }

  /// How many scripts' rows the index keeps (one each, a few words: the page holds the rest).
  public var keptRows: Int { rows.count }

  public func add(_ script: ScriptRun) {
    guard failure == nil else { return }
    do throws(FileError) {
      try AtomicFile.write(
        HTMLScriptPage.render(script), to: folder + "/" + HTMLReport.pageName(forScript: script.path))
      rows.append(HTMLIndexPage.Row(script))
      tally.add(script)
    } catch {
      failure = error
    }
  }

  /// Writes `index.html`, or throws the first failure.
  public func finish(compileFailures: [RunOutcome.CompileFailure], passed: Bool) throws(FileError) {
    if let failure { throw failure }
    let index = HTMLIndexPage.render(
      rows: rows, tally: tally, compileFailures: compileFailures, passed: passed)
    try AtomicFile.write(index, to: folder + "/index.html")
  }
}
