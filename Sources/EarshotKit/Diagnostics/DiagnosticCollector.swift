/// Diagnostics as one stage finds them (the lexer, the parser, one checker rule), in the order
/// it finds them: at most `limit` errors and `limit` warnings are built and kept, and the rest
/// are only counted. `finished` adds one `error-limit` (or `warning-limit`) diagnostic standing
/// for them, which the compiler adds up when it keeps the first `limit` of the whole file. So
/// a file of a million mistakes costs a million counts, not a million messages, notes and
/// suggestions (a 16 MB script of typos took 20 s and 2 GB before).
public struct DiagnosticCollector: Sendable {
  public let limit: Int
  public private(set) var diagnostics: [Diagnostic] = []
  private var kept = (errors: 0, warnings: 0)
  private var omitted = (errors: 0, warnings: 0)

  public init(limit: Int = Limits.standard.maximumErrorsPerFile) {
    self.limit = limit
  }

  /// Whether a diagnostic of `severity` would be kept; build an expensive one only then.
  public func keeps(_ severity: Severity) -> Bool {
    switch severity {
    case .error: return kept.errors < limit
    case .warning: return kept.warnings < limit
    case .info, .note: return true
    }
  }

  public mutating func add(_ diagnostic: Diagnostic) {
    add(diagnostic.severity) { diagnostic }
  }

  /// Counts a diagnostic that is not kept, without building it.
  public mutating func omit(_ severity: Severity) {
    if severity == .error { omitted.errors += 1 } else if severity == .warning { omitted.warnings += 1 }
  }

  /// Builds the diagnostic with `make` when it is kept; else counts it.
  public mutating func add(_ severity: Severity, _ make: () -> Diagnostic) {
    guard keeps(severity) else { return omit(severity) }
    switch severity {
    case .error: kept.errors += 1
    case .warning: kept.warnings += 1
    case .info, .note: break
    }
    diagnostics.append(make())
  }

  /// Nothing was added or omitted.
  public var isEmpty: Bool {
    diagnostics.isEmpty && omitted.errors == 0 && omitted.warnings == 0
  }

  /// The diagnostics kept, and one for those counted only, at `end`.
  public func finished(at end: SourceLocation) -> [Diagnostic] {
    var all = diagnostics
    if omitted.errors > 0 {
      var summary = Diagnostic(.errorLimit, "\(omitted.errors) more errors not shown", at: end)
      summary.omitted = omitted.errors
      all.append(summary)
    }
    if omitted.warnings > 0 {
      var summary = Diagnostic(.warningLimit, "\(omitted.warnings) more warnings not shown", at: end)
      summary.omitted = omitted.warnings
      all.append(summary)
    }
    return all
  }
}
