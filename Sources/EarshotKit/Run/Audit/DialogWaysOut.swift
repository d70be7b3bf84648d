/// Where a screen's dialogs lead a screen-reader user who goes on through their buttons
/// (`DialogHasButtonRule`). A dialog has a way out of its own when it holds a button that closes
/// it (`AuditTables.holdingSheetExit`); a button that opens another dialog leads the user on to
/// that one. A dialog is left by its buttons when the dialogs opened one from another reach one
/// with a way out of its own; dialogs that open each other in a cycle, or a chain that ends in a
/// dialog opening none, never lead out, and every dialog on the way is reported. Built once per
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

  /// For each dialog, the other dialogs its own exposed controls open, in document order.
  private let opened: [Int: [Int]]
  /// The dialogs left by a button: one of their own, or one of a dialog they lead to.
  private let leavable: Set<Int>

  init(_ model: ScreenModel, holdingExit: Set<Int>) {
    func isDialog(_ node: Int) -> Bool { model.nodes[node].entry.window?.title != nil }
    var opened: [Int: [Int]] = [:]
    var openedBy: [Int: [Int]] = [:]
    for node in model.nodes.indices where !model.nodes[node].isHidden {
      guard let dialog = model.nodes[node].sheets.last, isDialog(dialog),
        let next = model.sheet(openedBy: node), next != dialog, isDialog(next)
      else { continue }
      opened[dialog, default: []].append(next)
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
    self.opened = opened
    self.leavable = leavable
  }

  /// Whether the user can leave `dialog` by a button, its own or one of a dialog it leads to.
  func leadsOut(_ dialog: Int) -> Bool { leavable.contains(dialog) }

  /// The dialogs the user goes through from `dialog`, each the first that the one before it
  /// opens, at most `limit` of them (a message names them, and one per dialog of a long chain
  /// must not grow with it); empty when it opens none.
  func chain(from dialog: Int, limit: Int = 4) -> (dialogs: [Int], end: End) {
    var dialogs: [Int] = []
    var current = dialog
    while let next = opened[current]?.first {
      let returns = next == dialog || dialogs.contains(next)
      dialogs.append(next)
      if returns { return (dialogs, .returns) }
      if dialogs.count == limit { return (dialogs, opened[next] == nil ? .opensNone : .goesOn) }
      current = next
    }
    return (dialogs, .opensNone)
  }
}
