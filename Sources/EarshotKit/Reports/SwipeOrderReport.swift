/// `earshot screen FILE`: the swipe order of a screen on one platform with what the reader
/// says at each stop, then the same for each sheet that opens later and each disclosure that is
/// collapsed. Names are quoted and
/// announcements escaped (`VisibleText`), so a capture's labels cannot act on the terminal.
///
///     "Checkout" (scripts/button/button.screen) on ios (VoiceOver)
///       1  heading "Checkout"    Checkout, Heading
///       2  button "Submit"       Submit, Button
///                                hint: Double-tap to activate
public enum SwipeOrderReport {
  public static func render(
    _ screen: Screen, on platform: Platform, catalogue: Catalogue = .standard, words: ReaderWords = .english
  ) -> String {
    let model = ScreenModel(screen: screen, platform: platform, catalogue: catalogue)
    var settings = ReaderSettings()
    settings.words = words
    let session = Session(model: model, settings: settings)
    let title = screen.title.map { VisibleText.quoted($0.value) + " " } ?? ""
    var out =
      "\(title)(\(VisibleText.escaped(screen.file.path))) on \(platform.rawValue) (\(platform.readerName)"
      + (words.isDefault ? "" : ", \(words.locale.tag)") + ")\n"
    out += rows(session)
    let open = Set(session.openSheets.map(\.sheet))
    let closed = model.nodes.indices.filter {
      model.nodes[$0].entry.structure == .sheet && !open.contains($0)
    }
    var openers: [Int: [Int]] = [:]
    for node in model.nodes.indices {
      if let sheet = model.sheet(openedBy: node) {
        openers[sheet, default: []].append(node)
      }
    }
    for sheet in closed {
      var opened = session
      opened.present(sheet)
      // A dialog, a snackbar or a drop-down's menu has no size; a snackbar is shown, not opened.
      let window = model.nodes[sheet].entry.window
      let shown = window?.isShown == true
      let by =
        openers[sheet].map {
          (shown ? "shown by " : "opened by ") + $0.map(model.describe).joined(separator: ", ")
        }
      let sized = window == nil && !(model.nodes[sheet].entry.exclusiveStates.first ?? []).isEmpty
      let said = ([sized ? opened.size(ofSheet: sheet).rawValue : nil] + [by]).compactMap { $0 }
      let state = shown ? "showing" : "open"
      out +=
        "\nwhile \(model.describe(sheet)) is \(state)\(said.isEmpty ? "" : " (" + said.joined(separator: ", ") + ")"):\n"
      out += rows(opened)
    }
    // What each collapsed disclosure holds, as the order reads once it is expanded.
    for disclosure in model.disclosuresCollapsedAtStart {
      var expanded = session
      expanded.reveal(disclosure)
      out += "\nwhile \(model.describe(disclosure)) is expanded:\n"
      out += rows(expanded)
    }
    return out
  }

  private static func rows(_ session: Session) -> String {
    let model = session.model
    let order = session.order
    guard !order.isEmpty else { return "  (nothing can take focus)\n" }
    // Long names are shortened so that the announcements stay in one column.
    let names = order.map(model.describe).map { $0.count > 40 ? String($0.prefix(39)) + "…" : $0 }
    let width = names.map(\.count).max()! + 2
    let numberWidth = String(order.count).count
    var out = ""
    for (position, stop) in order.enumerated() {
      let number = String(position + 1)
      let lead = "  " + String(repeating: " ", count: numberWidth - number.count) + number + "  "
      let name = names[position] + String(repeating: " ", count: width - names[position].count)
      // Each stop as reached by swiping from the one before (TalkBack's `In list` on entering
      // a collection and `Out of list` on leaving it, where positions are spoken).
      let announcement = session.focusAnnouncement(of: stop, from: position > 0 ? order[position - 1] : nil)
      out += lead + name + VisibleText.escaped(announcement.withoutHint.text) + "\n"
      for hint in announcement.utterances where hint.kind == .hint {
        out +=
          String(repeating: " ", count: lead.count + width) + "hint: " + VisibleText.escaped(hint.text) + "\n"
      }
    }
    return out
  }
}
