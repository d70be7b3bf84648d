/// The HTML report written as a run goes: each script's page is written into the report's
/// folder (`HTMLReport.folder(replacing:)`, an `AtomicFolder`) when the script is delivered,
/// and only its row of the index is kept; `finish` writes `index.html`, which needs every row,
/// and puts the report in place whole. The first page that cannot be written stops the report
/// (no later page, no index, the earlier report left as it was, but for a folder written in
/// place, which keeps the pages written so far and its earlier index) and is thrown by
/// `finish`; the run goes on.
public final class HTMLReportStream {
  private let report: Result<AtomicFolder, FileError>
  private var rows: [HTMLIndexPage.Row] = []
  private var tally = RunTally()
  private var failure: FileError?

  /// Starts a report that replaces `folder` (made when missing) once it is finished.
  public init(folder: String) {
    report = Result { () throws(FileError) in try HTMLReport.folder(replacing: folder) }
    if case .failure(let error) = report { failure = error }
  }

  /// How many scripts' rows the index keeps (one each, a few words: the page holds the rest).
  public var keptRows: Int { rows.count }

  public func add(_ script: ScriptRun) {
    guard failure == nil, case .success(let folder) = report else { return }
    do throws(FileError) {
      try folder.write(HTMLScriptPage.render(script), to: HTMLReport.pageName(forScript: script.path))
      rows.append(HTMLIndexPage.Row(script))
      tally.add(script)
    } catch {
      failure = error
      folder.discard()
    }
  }

  /// Writes `index.html` and puts the report in place, or throws the first failure.
  public func finish(compileFailures: [RunOutcome.CompileFailure], passed: Bool) throws(FileError) {
    if let failure { throw failure }
    guard case .success(let folder) = report else { return }
    let index = HTMLIndexPage.render(
      rows: rows, tally: tally, compileFailures: compileFailures, passed: passed)
    do throws(FileError) {
      try folder.write(index, to: "index.html")
      try folder.commit()
    } catch {
      folder.discard()
      throw error
    }
  }
}
