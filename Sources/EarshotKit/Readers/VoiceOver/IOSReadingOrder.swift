/// Rule `iosReadingOrder`: the order of VoiceOver's swipes. Stops are sorted by the top-left
/// corner of their frame: by y when the two differ by at least 8 pt on a phone (13 pt on a pad),
/// else left to right. A tab bar's items stay together, placed by the bar's own frame, and are
/// sorted the same way among themselves. Each window is sorted on its own, windows in capture order.
///
/// Source: AccessibilitySnapshot `AccessibilityHierarchyParser.swift` (`sortedElements`:
/// `let minimumVerticalSeparation = userInterfaceIdiom == .phone ? 8.0 : 13.0`, "Derived via
/// experimentation"; `if origin1.y != origin2.y, abs(origin1.y - origin2.y) >= minimumVerticalSeparation
/// { return origin1.y < origin2.y }`, `return horizontalCompare(origin1.x, origin2.x)`; a tab
/// bar's group sorts by the bar's frame, `overridesElementFrame`). [derived]: the sort is stable
/// (a merge sort: the comparator is no strict weak order across chains of nearly equal rows, and
/// stability keeps document order where it cannot decide); a stop without a frame keeps its
/// place; a window wider than 700 pt is a pad; left to right (a capture records no layout
/// direction).
enum IOSReadingOrder {
  /// A unit of sorting: one stop, or a tab bar's stops placed by the bar's frame.
  struct Unit {
    var frame: Bounds?
    var stops: [Int]
  }

  static func threshold(windowWidth: Double?) -> Double {
    (windowWidth ?? 0) > 700 ? 13 : 8
  }

  static func precedes(_ first: Bounds?, _ second: Bounds?, threshold: Double) -> Bool {
    guard let first, let second else { return false }
    if first.y != second.y, abs(first.y - second.y) >= threshold { return first.y < second.y }
    return first.x < second.x
  }

  /// `items` sorted stably by `precedes` on their frames.
  static func sorted<Item>(_ items: [Item], threshold: Double, frame: (Item) -> Bounds?) -> [Item] {
    guard items.count > 1 else { return items }
    let middle = items.count / 2
    let left = sorted(Array(items[..<middle]), threshold: threshold, frame: frame)
    let right = sorted(Array(items[middle...]), threshold: threshold, frame: frame)
    var merged: [Item] = []
    merged.reserveCapacity(items.count)
    var (i, j) = (0, 0)
    while i < left.count, j < right.count {
      // The right one goes first only when it strictly precedes: ties keep document order.
      if precedes(frame(right[j]), frame(left[i]), threshold: threshold) {
        merged.append(right[j])
        j += 1
      } else {
        merged.append(left[i])
        i += 1
      }
    }
    merged += left[i...]
    merged += right[j...]
    return merged
  }

  /// The stops in swipe order. `group` names the tab bar a stop belongs to, if any.
  static func order(_ stops: [Int], in tree: PlatformTree, group: (Int) -> Int?) -> [Int] {
    var windows: [Int: [Int]] = [:]
    for stop in stops { windows[tree.nodes[stop].window, default: []].append(stop) }
    return tree.roots.flatMap { orderInWindow(windows[$0] ?? [], in: tree, group: group) }
  }

  private static func orderInWindow(_ stops: [Int], in tree: PlatformTree, group: (Int) -> Int?) -> [Int] {
    var units: [Unit] = []
    var unitOfBar: [Int: Int] = [:]
    for stop in stops {
      if let bar = group(stop) {
        if let unit = unitOfBar[bar] {
          units[unit].stops.append(stop)
        } else {
          unitOfBar[bar] = units.count
          units.append(Unit(frame: tree[bar].frame, stops: [stop]))
        }
      } else {
        units.append(Unit(frame: tree[stop].frame, stops: [stop]))
      }
    }
    let window = stops.first.map { tree.nodes[$0].window }
    let limit = threshold(windowWidth: window.flatMap { tree[$0].frame?.width })
    return sorted(units, threshold: limit, frame: \.frame).flatMap { unit in
      unit.stops.count > 1 ? sorted(unit.stops, threshold: limit) { tree[$0].frame } : unit.stops
    }
  }
}
