/// The dialogs and snackbars a capture shows, found by the parts their toolkits draw
/// (docs/research/components-wording.md §2.4, §11.5): an Android window holding an
/// `AlertDialog`'s `alertTitle` (framework `android:id/alertTitle`, AppCompat's own id) is a
/// `dialog` named by it, its `message` its message; the Material snackbar's layout around
/// `snackbar_text` is a `snackbar` named by it, holding its `snackbar_action`; an iOS
/// `XCUIElementTypeAlert` is a `dialog` named by its label, its first other text its message.
/// A dialog's title and message are no elements of their own: the screen model draws them from
/// its name and `message`, as it does for a dialog written by hand. Each keeps its reading.
extension ReaderMapper {
  /// Android: the element of a window root, made a dialog when the window holds an alert title.
  func androidWindow(_ root: Int, _ made: [Element]) -> [Element] {
    let tree = model.tree
    let inside = tree.descendants(of: root)
    guard let title = inside.first(where: { tree[$0].identifier == "alertTitle" }) else { return made }
    let message = inside.first { tree[$0].identifier == "message" }
    let parts = Set([title, message].compactMap { $0 })
    var dialog: Element
    if made.count == 1, made[0].captured?.node == root, !made[0].isSnackbar {
      dialog = made[0]
      dialog.kind = Located("dialog", dialog.kind.range)
    } else {
      dialog = Element(kind: Located("dialog", tree[root].range), range: tree[root].range)
      dialog.children = made
      dialog.captured = ElementReading(model: model, node: root, isStop: false, isUnreached: false)
    }
    dialog.name = text(of: title).map { Located($0, tree[title].range) }
    dialog.message = message.flatMap(text(of:)).map { Located($0, tree[message!].range) }
    dialog.label = nil
    dialog.hidden = false
    Self.remove(parts, from: &dialog.children)
    return [dialog]
  }

  /// Android: the stops reading a Material snackbar's text become snackbars, named by it.
  func androidSnackbars(_ elements: inout [Element]) {
    let tree = model.tree
    for index in elements.indices {
      androidSnackbars(&elements[index].children)
      guard let node = elements[index].captured?.node, elements[index].captured?.isStop == true,
        let text = model.readNodes(of: node).first(where: { tree[$0].identifier == "snackbar_text" })
      else { continue }
      elements[index].kind = Located("snackbar", elements[index].kind.range)
      elements[index].name = self.text(of: text).map { Located($0, tree[text].range) } ?? elements[index].name
      elements[index].label = nil
    }
  }

  /// iOS: the stops inside each alert, in VoiceOver's order, become a dialog at the place of
  /// the first of them.
  func iosAlerts(_ elements: inout [Element]) {
    let tree = model.tree
    for alert in tree.nodes.indices where tree[alert].type == "Alert" {
      let inside = tree.descendants(of: alert)
      let held = elements.indices.filter { elements[$0].captured.map { inside.contains($0.node) } ?? false }
      guard let first = held.first else { continue }
      let title = tree[alert].label ?? tree[alert].identifier
      var children = held.map { elements[$0] }
      var dialog = Element(kind: Located("dialog", tree[alert].range), range: tree[alert].range)
      dialog.captured = ElementReading(model: model, node: alert, isStop: false, isUnreached: false)
      dialog.bounds = tree[alert].frame
      dialog.bounds?.unit = unit
      dialog.name = title.map { Located($0, tree[alert].range) }
      if let at = children.firstIndex(where: { $0.kind.value == "text" && $0.name?.value == title }) {
        children.remove(at: at)
      }
      if let at = children.firstIndex(where: { $0.kind.value == "text" }) {
        dialog.message = children[at].name
        children.remove(at: at)
      }
      dialog.children = children
      for index in held.reversed() { elements.remove(at: index) }
      elements.insert(dialog, at: first)
    }
  }

  /// A text node's text, else its label.
  private func text(of node: Int) -> String? {
    model.tree[node].text ?? model.tree[node].label
  }

  /// Removes the elements standing for `nodes`, and the containers that held only them.
  private static func remove(_ nodes: Set<Int>, from elements: inout [Element]) {
    for index in elements.indices.reversed() {
      if let node = elements[index].captured?.node, nodes.contains(node), elements[index].children.isEmpty {
        elements.remove(at: index)
        continue
      }
      let had = elements[index].children.count
      remove(nodes, from: &elements[index].children)
      if had > 0, elements[index].children.isEmpty, elements[index].kind.value == "container" {
        elements.remove(at: index)
      }
    }
  }
}

extension Element {
  fileprivate var isSnackbar: Bool { kind.value == "snackbar" }
}
