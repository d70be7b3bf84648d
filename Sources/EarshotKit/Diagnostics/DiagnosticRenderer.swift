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
    let path = VisibleText.echo(location.file.path, limit: VisibleText.maximumPath)
    let place = paint("\(path):\(line):\(column): ", nil)
    return place + paint("\(severity.rawValue): ", severity) + bold(message) + "\n"
  }

  /// The source line with a `^~~~` underline under the blamed range (clipped to that line).
  /// Characters that `VisibleText` escapes are shown as escapes (tabs stay, so the caret lines
  /// up in any terminal), and the underline follows them. A long line is shown as a window of
  /// `maximumLineWidth` characters around the caret, and only that part of it is read.
  private func snippet(_ location: SourceLocation) -> String {
    let file = location.file
    guard !file.bytes.isEmpty else { return "" }
    let lineIndex = file.lineIndex(of: location.range.start)
    let (lineStart, lineEnd) = (file.lineStarts[lineIndex], file.lineEnd(lineIndex))
    let caret = min(max(location.range.start, lineStart), lineEnd)
    let reach = maximumLineWidth * 4
    // The blamed part too is read only as far as it can be shown (a whole 15 MB line blamed
    // made a String of every character of it).
    let caretEnd = min(max(location.range.end, caret), lineEnd, caret + reach)
    let from = scalarStart(file.bytes, max(lineStart, caret - reach))
    let to = scalarStart(file.bytes, min(lineEnd, caretEnd + reach))
    let before = pieces(file.bytes[from..<caret])
    let blamed = pieces(file.bytes[caret..<max(caret, min(caretEnd, to))])
    let all = before + blamed + pieces(file.bytes[max(caret, min(caretEnd, to))..<to])
    var start = 0
    var end = all.count
    if all.count > maximumLineWidth {
      start = max(0, min(before.count - maximumLineWidth / 2, all.count - maximumLineWidth))
      end = start + maximumLineWidth
    }
    let leading = start > 0 || from > lineStart ? "…" : ""
    let trailing = end < all.count || to < lineEnd ? "…" : ""
    let shown = all[start..<end]
    let padding = shown.prefix(max(0, before.count - start)).map {
      $0 == "\t" ? "\t" : String(repeating: " ", count: $0.count)
    }.joined()
    let caretWidth = blamed.prefix(max(0, end - before.count)).map(\.count).reduce(0, +)
    let gutter = String(lineIndex + 1)
    let blank = String(repeating: " ", count: gutter.count)
    let underline = "^" + String(repeating: "~", count: max(0, caretWidth - 1))
    return "    \(gutter) | \(leading)\(shown.joined())\(trailing)\n"
      + "    \(blank) | \(leading.isEmpty ? "" : " ")\(padding)\(paint(underline, .error))\n"
  }

  /// The characters of some source bytes as they are shown, one string each (the source is
  /// shown as written, its invisible characters escaped; a character made of more than a few
  /// scalars, thousands of combining marks say, is cut).
  private func pieces(_ bytes: ArraySlice<UInt8>) -> [String] {
    String(decoding: bytes, as: UTF8.self).map { character in
      let text = String(character)
      let cut = text.unicodeScalars.count > 8 ? String(text.unicodeScalars.prefix(8)) + "…" : text
      return VisibleText.sanitized(cut, keepingTabs: true)
    }
  }

  /// `offset`, or the start of the UTF-8 sequence it falls inside.
  private func scalarStart(_ bytes: [UInt8], _ offset: Int) -> Int {
    var offset = offset
    while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
    return offset
  }

  private func paint(_ text: String, _ severity: Severity?) -> String {
    guard colored else { return text }
    let colour: TerminalColour
    switch severity {
    case .error: colour = .boldRed
    case .warning: colour = .boldMagenta
    case .info, .note: colour = .boldCyan
    case nil: colour = .bold
    }
    return colour.paint(text)
  }

  private func bold(_ text: String) -> String {
    colored ? TerminalColour.bold.paint(text) : text
  }
}
