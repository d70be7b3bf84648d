/// The colours earshot writes on a terminal, as ANSI SGR codes: diagnostics as compilers colour
/// them, results as test runners do, diffs as `git diff` does. Every coloured output takes its
/// code from here, and `VisibleText.terminalSafe` lets exactly these through unescaped: a colour
/// earshot writes is a colour, and any other escape sequence is shown as text.
public enum TerminalColour: String, CaseIterable, Sendable {
  case reset = "0"
  /// Locations, messages, a diff's file names.
  case bold = "1"
  /// A diff's removed lines.
  case red = "31"
  /// A diff's added lines.
  case green = "32"
  /// A diff's hunk headers.
  case cyan = "36"
  /// `error:` and `FAIL`.
  case boldRed = "1;31"
  /// `PASS` and a summary with no failure.
  case boldGreen = "1;32"
  /// `SKIP`.
  case boldYellow = "1;33"
  /// `warning:`.
  case boldMagenta = "1;35"
  /// `note:` and `info:`.
  case boldCyan = "1;36"

  /// ESC `[` code `m`.
  public var sequence: String { "\u{1B}[\(rawValue)m" }

  /// `text` in this colour, then the reset.
  public func paint(_ text: some StringProtocol) -> String {
    sequence + text + TerminalColour.reset.sequence
  }
}
