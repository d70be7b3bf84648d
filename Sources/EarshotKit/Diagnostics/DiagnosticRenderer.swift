/// Renders diagnostics the way compilers do, for terminals, logs and editors:
///
///     scripts/checkout.audit:3:29: error: `on` is not a state of Button; … [state-not-of-component]
///         3 | focus Submit; expect state on
///           |                            ^~
///     scripts/checkout.screen:2:3: note: Submit is declared here
///
/// The first line is the `path:line:col: severity: message` shape that gcc/clang problem
/// matchers, Xcode and CI annotators read. Columns count characters, not bytes. Rendering is a
/// pure function; colour is a flag the caller sets (on a terminal, and never with NO_COLOR).
public struct DiagnosticRenderer: Sendable {
  public var colored: Bool
  /// Lines longer than this are shown as a window around the caret.
  public var maximumLineWidth: Int

  public init(colored: Bool = false, maximumLineWidth: Int = 160) {
    self.colored = colored
    self.maximumLineWidth = maximumLineWidth
  }

  public func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map(render).joined()
  }

  public func render(_ diagnostic: Diagnostic) -> String {
    render(
      at: diagnostic.location, diagnostic.severity, diagnostic.message + " [\(diagnostic.id.rawValue)]",
      notes: diagnostic.notes)
  }

  /// Any located problem in the same shape: a failed expectation of a run, say.
  public func render(at location: SourceLocation, _ severity: Severity, _ message: String, notes: [Note])
    -> String
  {
    var out = header(location, severity, message)
    out += snippet(location)
    for note in notes {
      if let location = note.location {
        out += header(location, .note, note.message)
      } else {
        out += paint("note: ", .note) + note.message + "\n"
      }
    }
    return out
  }

  private func header(_ location: SourceLocation, _ severity: Severity, _ message: String) -> String {
    let (line, column) = location.file.location(of: location.range.start)
    let place = paint("\(location.file.path):\(line):\(column): ", nil)
    return place + paint("\(severity.rawValue): ", severity) + bold(message) + "\n"
  }

  /// The source line with a `^~~~` underline under the blamed range (clipped to that line).
  private func snippet(_ location: SourceLocation) -> String {
    let file = location.file
    guard !file.bytes.isEmpty else { return "" }
    let lineIndex = file.lineIndex(of: location.range.start)
    var text = Array(file.lineText(lineIndex))
    let (_, column) = file.location(of: location.range.start)
    let endOffset = min(location.range.end, file.lineEnd(lineIndex))
    let endColumn = endOffset > location.range.start ? file.location(of: endOffset).column : column + 1
    var caretStart = column - 1
    var caretLength = max(1, endColumn - column)
    var prefix = ""
    if text.count > maximumLineWidth {
      let windowStart = max(0, min(caretStart - maximumLineWidth / 2, text.count - maximumLineWidth))
      let windowEnd = min(text.count, windowStart + maximumLineWidth)
      text = Array(text[windowStart..<windowEnd])
      if windowStart > 0 { prefix = "…" }
      caretStart -= windowStart
      caretLength = min(caretLength, max(1, text.count - caretStart))
    }
    // Keep tabs under tabs so that the caret lines up in any terminal.
    let padding = text.prefix(max(0, caretStart)).map { $0 == "\t" ? "\t" : " " }.joined()
    let gutter = String(lineIndex + 1)
    let blank = String(repeating: " ", count: gutter.count)
    let underline = "^" + String(repeating: "~", count: max(0, caretLength - 1))
    return "    \(gutter) | \(prefix)\(String(text))\n"
      + "    \(blank) | \(prefix.isEmpty ? "" : " ")\(padding)\(paint(underline, .error))\n"
  }

  private func paint(_ text: String, _ severity: Severity?) -> String {
    guard colored else { return text }
    let code: String
    switch severity {
    case .error: code = "1;31"
    case .warning: code = "1;35"
    case .note: code = "1;36"
    case nil: code = "1"
    }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }

  private func bold(_ text: String) -> String {
    colored ? "\u{1B}[1m\(text)\u{1B}[0m" : text
  }
}
