/// Rule `iosReadingOrder`: the order of VoiceOver's swipes. Stops are sorted by the top-left
/// corner of their frame: by y when the two differ by at least 8 pt on a phone (13 pt on a pad),
/// else left to right. A tab bar's items stay together, placed by the bar's own frame, and are
/// sorted the same way among themselves; a segmented control's segments stay together in their
/// own order (an accessibility container's), placed by the first of them. Each window is sorted
/// on its own, windows in capture order.
///
/// Source: AccessibilitySnapshot `AccessibilityHierarchyParser.swift` (`sortedElements`:
/// `let minimumVerticalSeparation = userInterfaceIdiom == .phone ? 8.0 : 13.0`, "Derived via
/// experimentation"; `if origin1.y != origin2.y, abs(origin1.y - origin2.y) >= minimumVerticalSeparation
/// { return origin1.y < origin2.y }`, `return horizontalCompare(origin1.x, origin2.x)`; a tab
/// bar's group sorts by the bar's frame, `overridesElementFrame`; any other group by "their
/// first-selected child using the same thresholded comparator", `accessibilitySortFrame`;
/// `explicitlyOrdered` groups keep their order). [derived]: the sort is stable
/// (a merge sort: the comparator is no strict weak order across chains of nearly equal rows, and
/// stability keeps document order where it cannot decide); a stop without a frame precedes
/// nothing and nothing precedes it, so it stays by its document neighbours; a window wider than
/// 700 pt is a pad; left to right (a capture records no layout direction).
enum IOSReadingOrder {
  /// A unit of sorting: one stop, or a group's stops.
  struct Unit {
    var frame: Bounds?
    var stops: [Int]
    var keepsOrder = false
  }

  /// The container whose stops are read together: placed by its own frame (a tab bar) or by its
  /// first stop, its stops then in their own order (a segmented control).
  struct Group {
    var container: Int
    var placedByContainer: Bool
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

  /// The stops in swipe order. `group` names the group a stop belongs to, if any.
  static func order(_ stops: [Int], in tree: PlatformTree, group: (Int) -> Group?) -> [Int] {
    var windows: [Int: [Int]] = [:]
    for stop in stops { windows[tree.nodes[stop].window, default: []].append(stop) }
    return tree.roots.flatMap { orderInWindow(windows[$0] ?? [], in: tree, group: group) }
  }

  private static func orderInWindow(_ stops: [Int], in tree: PlatformTree, group: (Int) -> Group?) -> [Int] {
    var units: [Unit] = []
    var unitOfGroup: [Int: Int] = [:]
    let window = stops.first.map { tree.nodes[$0].window }
    let limit = threshold(windowWidth: window.flatMap { tree[$0].frame?.width })
    for stop in stops {
      guard let group = group(stop) else {
        units.append(Unit(frame: tree[stop].frame, stops: [stop]))
        continue
      }
      if let unit = unitOfGroup[group.container] {
        units[unit].stops.append(stop)
      } else {
        unitOfGroup[group.container] = units.count
        units.append(
          Unit(frame: tree[group.container].frame, stops: [stop], keepsOrder: !group.placedByContainer))
      }
    }
    // A group placed by its first stop: the frame of the stop that would be read first.
    for index in units.indices where units[index].keepsOrder {
      units[index].frame = sorted(units[index].stops, threshold: limit) { tree[$0].frame }.first.flatMap {
        tree[$0].frame
      }
    }
    return sorted(units, threshold: limit, frame: \.frame).flatMap { unit in
      unit.keepsOrder ? unit.stops : sorted(unit.stops, threshold: limit) { tree[$0].frame }
    }
  }
}
