/// Where a screen's dialogs lead a screen-reader user who goes on through their buttons
/// (`DialogHasButtonRule`). A dialog has a way out of its own when it holds a button that closes
/// it (`AuditTables.holdingSheetExit`); a button that opens another dialog leads the user on to
/// that one, and one that opens its own dialog leads back to it (a cycle of one). A dialog is
/// left by its buttons when the dialogs opened one from another reach one with a way out of its
/// own; dialogs that open each other in a cycle, or a chain that ends in a dialog opening none,
/// never lead out, and every dialog on the way is reported. A button that opens a sheet leads to
/// no way out: the sheet opens over its dialog, which stays open under it. Built once per
/// screen and platform, in time linear in its nodes.
struct DialogWaysOut {
  /// How a dialog's chain ends (`chain(from:)`).
  enum End: Equatable {
    /// The last dialog opens no other dialog.
    case opensNone
    /// The last dialog is one met before: the chain goes round.
    case returns
    /// The chain goes on past the dialogs listed.
    case goesOn
  }

  /// A control of a dialog that opens a window that is no dialog (a sheet) over it.
  struct Opener: Equatable {
    let control: Int
    let window: Int
  }

  /// For each dialog that opens one, the dialog the user goes on to: the first other dialog its
  /// own exposed controls open, else itself when its only way on is back to itself.
  private let onward: [Int: Int]
  /// For each dialog, its first exposed control that opens a sheet.
  private let opensSheet: [Int: Opener]
  /// The dialogs left by a button: one of their own, or one of a dialog they lead to.
  private let leavable: Set<Int>

  init(_ model: ScreenModel, holdingExit: Set<Int>) {
    func isDialog(_ node: Int) -> Bool { model.nodes[node].entry.window?.title != nil }
    var onward: [Int: Int] = [:]
    var openedBy: [Int: [Int]] = [:]
    var opensSheet: [Int: Opener] = [:]
    for node in model.nodes.indices where !model.nodes[node].isHidden {
      guard let dialog = model.nodes[node].sheets.last, isDialog(dialog),
        let next = model.sheet(openedBy: node)
      else { continue }
      guard isDialog(next) else {
        if opensSheet[dialog] == nil { opensSheet[dialog] = Opener(control: node, window: next) }
        continue
      }
      if onward[dialog] == nil || onward[dialog] == dialog { onward[dialog] = next }
      openedBy[next, default: []].append(dialog)
    }
    // From the dialogs with a way out of their own, back along the controls that open them.
    var leavable = Set(model.nodes.indices.filter { isDialog($0) && holdingExit.contains($0) })
    var pending = Array(leavable)
    while let dialog = pending.popLast() {
      for opener in openedBy[dialog] ?? [] where leavable.insert(opener).inserted {
        pending.append(opener)
      }
    }
    self.onward = onward
    self.opensSheet = opensSheet
    self.leavable = leavable
  }

  /// The first control of `dialog` that opens a sheet over it; nil when none does.
  func sheetOpener(in dialog: Int) -> Opener? { opensSheet[dialog] }

  /// Whether the user can leave `dialog` by a button, its own or one of a dialog it leads to.
  func leadsOut(_ dialog: Int) -> Bool { leavable.contains(dialog) }

  /// The dialogs the user goes through from `dialog`, each the one the dialog before it leads
  /// on to (`onward`), at most `limit` of them (a message names them, and one per dialog of a
  /// long chain must not grow with it); empty when it opens none, `[dialog]` with `.returns`
  /// when it opens only itself.
  func chain(from dialog: Int, limit: Int = 4) -> (dialogs: [Int], end: End) {
    var dialogs: [Int] = []
    var current = dialog
    while let next = onward[current] {
      let returns = next == dialog || dialogs.contains(next)
      dialogs.append(next)
      if returns { return (dialogs, .returns) }
      if dialogs.count == limit { return (dialogs, onward[next] == nil ? .opensNone : .goesOn) }
      current = next
    }
    return (dialogs, .opensNone)
  }
}
