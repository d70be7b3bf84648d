/// The swipe order a reader starts each test with, as numbered boxes. A screen from a capture
/// has bounds (`Bounds`): each stop is drawn where it is, scaled to the width of the drawing;
/// stops without bounds (an element the platform adds, or bounds no screen could hold) follow
/// in a list. A screen written by hand has no layout: its stops are stacked in order, indented by how deep each sits. Either
/// way the boxes are an ordered list, so a screen reader reads the order as well.
enum HTMLSwipeOrder {
  static func render(_ trace: Trace) -> String {
    let model = trace.model
    let order = trace.startOrder
    guard !order.isEmpty else { return "<p>Nothing can take focus.</p>\n" }
    let elements = model.screen.allElements
    func bounds(_ node: Int) -> Bounds? {
      model.nodes[node].elementIndex.flatMap { elements[$0].bounds }.flatMap { $0.isPlausible ? $0 : nil }
    }
    // The drawing spans every element with bounds, not only the stops.
    let all = elements.compactMap(\.bounds).filter(\.isPlausible)
    let width = all.map { $0.x + $0.width }.max() ?? 0
    let height = all.map { $0.y + $0.height }.max() ?? 0
    var placed = order.enumerated().filter { bounds($0.element) != nil }
    var unplaced = order.enumerated().filter { bounds($0.element) == nil }
    var out = ""
    // Stops drawn on top of each other would hide their numbers: then the order is listed.
    let boxes = placed.map { bounds($0.element)! }
    if boxes.indices.contains(where: { index in boxes[..<index].contains(boxes[index]) }) {
      out += "<p>The capture gives several stops the same bounds, so they are listed in order.</p>\n"
      (placed, unplaced) = ([], Array(order.enumerated()))
    }
    if !placed.isEmpty, width > 0, height > 0 {
      out += "<ol class=\"layout\" aria-label=\"Swipe order over the captured layout\" "
      out += "style=\"aspect-ratio:\(Bounds.text(width)) / \(Bounds.text(height))\">\n"
      for (position, node) in placed {
        let box = bounds(node)!
        let style =
          "left:\(percent(box.x, of: width));top:\(percent(box.y, of: height));"
          + "width:\(percent(box.width, of: width));height:\(percent(box.height, of: height))"
        out += "<li style=\"\(style)\" title=\"\(HTMLText.composed(model.describe(node)))\">"
        out += stop(position, node, model) + "</li>\n"
      }
      out += "</ol>\n"
      if !unplaced.isEmpty { out += "<p>Stops with no place in the capture:</p>\n" }
    }
    guard !unplaced.isEmpty else { return out }
    out += "<ol class=\"stack\" aria-label=\"Swipe order\">\n"
    for (position, node) in unplaced {
      out += "<li style=\"margin-left:\(depth(node, model))em\">\(stop(position, node, model))</li>\n"
    }
    return out + "</ol>\n"
  }

  /// `1 button "Submit"`: the number in a badge, the element as transcripts name it.
  private static func stop(_ position: Int, _ node: Int, _ model: ScreenModel) -> String {
    "<span class=\"n\">\(position + 1)</span>\(HTMLText.composed(model.describe(node)))"
  }

  /// How many ancestors a node has (its indent in the stacked layout).
  private static func depth(_ node: Int, _ model: ScreenModel) -> Int {
    var depth = 0
    var current = model.nodes[node].parent
    while let parent = current {
      depth += 1
      current = model.nodes[parent].parent
    }
    return depth
  }

  /// `12.5%`, to two decimals, the same on every machine.
  private static func percent(_ value: Double, of whole: Double) -> String {
    Bounds.text((value / whole * 10000).rounded() / 100) + "%"
  }
}
