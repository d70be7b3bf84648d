/// The swipe order a reader starts each test with, as numbered boxes. A screen from a capture
/// has bounds (`Bounds`): each stop is drawn where it is, scaled to the width of the drawing,
/// with its number, beside an ordered list of every stop's words (stops without bounds, an
/// element the platform adds or bounds no screen could hold, are in the list only). A screen
/// written by hand has no layout: its stops are stacked in order, indented by how deep each
/// sits. Either way the order is an ordered list, so a screen reader reads it as well.
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
    var out = ""
    // Stops drawn on top of each other would hide their numbers: then the order is listed.
    let boxes = placed.map { bounds($0.element)! }
    if boxes.indices.contains(where: { index in boxes[..<index].contains(boxes[index]) }) {
      out += "<p>The capture gives several stops the same bounds, so they are listed in order.</p>\n"
      placed = []
    }
    if !placed.isEmpty, width > 0, height > 0 {
      // The drawing holds the numbers only, each on its box's corner, where no box clips it
      // and a small box (an icon button) still shows two digits whole; the list beside it
      // holds every stop's words, whole, in order. A screen reader reads the list alone.
      out += "<div class=\"capture\">\n<div class=\"layout\" aria-hidden=\"true\" "
      out += "style=\"aspect-ratio:\(Bounds.text(width)) / \(Bounds.text(height))\">\n"
      var corners: Set<[Double]> = []
      for (position, node) in placed {
        let box = bounds(node)!
        let style =
          "left:\(percent(box.x, of: width));top:\(percent(box.y, of: height));"
          + "width:\(percent(box.width, of: width));height:\(percent(box.height, of: height))"
        // A box drawn from the corner of an earlier one has its number on its other corner.
        let corner = corners.insert([box.x, box.y]).inserted ? "n" : "n end"
        out += "<div class=\"box\" style=\"\(style)\" title=\"\(HTMLText.composed(model.describe(node)))\">"
        out += "<span class=\"\(corner)\">\(position + 1)</span></div>\n"
      }
      out += "</div>\n<ol class=\"legend\" aria-label=\"Swipe order over the captured layout\">\n"
      let drawn = Set(placed.map(\.offset))
      for (position, node) in order.enumerated() {
        out += "<li>\(stop(position, node, model))"
        out += drawn.contains(position) ? "</li>\n" : " <em>(no place in the capture)</em></li>\n"
      }
      return out + "</ol>\n</div>\n"
    }
    // Nothing to draw: every stop in order.
    out += "<ol class=\"stack\" aria-label=\"Swipe order\">\n"
    for (position, node) in order.enumerated() {
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
