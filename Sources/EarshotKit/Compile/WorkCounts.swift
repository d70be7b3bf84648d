import Synchronization

/// How often earshot did a piece of work whose count must not grow with the wrong thing: a
/// table of the whole screen built for each `audit` step, an element's actions listed for each
/// swipe, a name split into words by each rule, the numbers tried for each test named alike.
/// Tests hold the counts to what the input calls for (`WorkCounts.$current.withValue(counts)
/// { … }`), which a duration on a busy machine cannot; a run sets none, and then counting
/// costs one task-local read.
final class WorkCounts: Sendable {
  enum Work: Hashable, Sendable {
    /// A table of `AuditTables` built by scanning the screen (or the allowances).
    case auditTable(AuditTables.Table)
    /// An element's name split into words (`NameWords.of`).
    case nameSplit
    /// An element's custom actions listed as its reader lists them (`ScreenModel.actionItems`).
    case actionList
    /// A UTF-8 byte of a language tag read to find a table's locale (`SpeechLocale.resolved`):
    /// looked up in the table, or read by Android's match (`AndroidLocaleMatch.Locale`).
    case localeByteLookedUp
    /// A numbered name tried for a test whose name another test has (`TestNames.unique`).
    case testNameTried
  }

  /// The counts of the task that set them; nil while nothing is counted.
  @TaskLocal static var current: WorkCounts?

  private let counts = Mutex<[Work: Int]>([:])

  /// Adds `amount` to `work`'s count, when a task counts.
  static func count(_ work: Work, _ amount: Int = 1) {
    guard let current else { return }
    current.counts.withLock { $0[work, default: 0] += amount }
  }

  /// How often `work` was done.
  subscript(work: Work) -> Int { counts.withLock { $0[work] ?? 0 } }

  /// The count of every kind of audit table built, by table.
  var auditTables: [AuditTables.Table: Int] {
    counts.withLock { counts in
      var tables: [AuditTables.Table: Int] = [:]
      for (work, count) in counts {
        if case .auditTable(let table) = work { tables[table] = count }
      }
      return tables
    }
  }
}
