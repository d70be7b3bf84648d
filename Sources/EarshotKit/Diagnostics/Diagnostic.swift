/// How bad a diagnostic is. Errors stop the run (exit code 2); warnings are reported and the
/// script still runs.
public enum Severity: String, Sendable, Comparable, CaseIterable {
  case error
  case warning
  /// An audit finding worth knowing that never fails a run (ATF's INFO).
  case info
  case note

  /// Most severe first: `error < warning`.
  public static func < (lhs: Severity, rhs: Severity) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }

  /// Whether a finding of this severity fails a run that fails on `threshold` and worse
  /// (`--fail-on error`: errors only; `--fail-on warning`: warnings too).
  public func fails(at threshold: Severity) -> Bool { self <= threshold && self != .info && self != .note }
}

/// A secondary location or remark attached to a diagnostic ("first defined here", a candidate).
public struct Note: Sendable {
  public let message: String
  public let location: SourceLocation?

  public init(_ message: Message, at location: SourceLocation? = nil) {
    self.message = message.text
    self.location = location
  }

  /// Notes that list things (candidates, declarations): the first `Message.maximumListed`,
  /// then one saying how many more, so that a name shared by 20,000 elements is one error
  /// with a short list, not 20,000 notes.
  public static func listed(_ notes: [Note]) -> [Note] {
    guard notes.count > Message.maximumListed else { return notes }
    return Array(notes.prefix(Message.maximumListed)) + [
      Note("and \(notes.count - Message.maximumListed) more")
    ]
  }
}

/// One problem found in a script, screen or capture: a value, never printed by the library.
/// Tests and tools key on `id`; the wording of `message` may change. Messages are built as
/// `Message` values, so the names they echo are escaped and cut (`VisibleText`).
public struct Diagnostic: Error, Sendable {
  public let id: DiagnosticID
  public let severity: Severity
  public let message: String
  public let location: SourceLocation
  public var notes: [Note]
  /// For `error-limit` and `warning-limit`: how many diagnostics this one stands for.
  public var omitted = 0

  public init(
    _ id: DiagnosticID, _ message: Message, at location: SourceLocation, notes: [Note] = [],
    severity: Severity? = nil
  ) {
    self.id = id
    self.severity = severity ?? id.defaultSeverity
    self.message = message.text
    self.location = location
    self.notes = notes
  }

  /// 1-based line and character column of the start of the blamed range.
  public var lineAndColumn: (line: Int, column: Int) {
    location.file.location(of: location.range.start)
  }
}

extension Array where Element == Diagnostic {
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// Diagnostics in a stable order (file, offset, id) with exact repeats removed, so that a
  /// screen shared by several scripts reports its problems once.
  public func sortedAndUnique() -> [Diagnostic] {
    var seen = Set<DiagnosticKey>()
    let unique = filter {
      seen.insert(
        DiagnosticKey(
          path: $0.location.file.path, start: $0.location.range.start, id: $0.id, message: $0.message)
      )
      .inserted
    }
    // Sorting pairs with their original index keeps equal positions in reporting order.
    return unique.enumerated()
      .sorted { lhs, rhs in
        let (a, b) = (lhs.element.location, rhs.element.location)
        if a.file.path != b.file.path { return a.file.path < b.file.path }
        if a.range.start != b.range.start { return a.range.start < b.range.start }
        return lhs.offset < rhs.offset
      }
      .map(\.element)
  }
}

/// What makes two diagnostics the same report.
private struct DiagnosticKey: Hashable {
  let path: String
  let start: Int
  let id: DiagnosticID
  let message: String
}
