/// Android captures (`tree-formats.md` §1, §2): `uiautomator dump` XML (`<hierarchy>` of
/// `<node>`, every attribute written, `""` when empty, `NAF="true"` on unfriendly controls,
/// several window roots) and Appium UiAutomator2 page source (class names as tags, empty
/// attributes left out, `displayed`). Both read the `class` attribute, never the tag.
enum AndroidCaptureReader {
  static func read(_ document: MarkupDocument) -> [CapturedNode] {
    // The <hierarchy> element holds one root per window.
    document.children(of: MarkupDocument.root).map { node($0, in: document) }
  }

  private static func node(_ element: Int, in document: MarkupDocument) -> CapturedNode {
    // One pass over the attributes (a dump writes about twenty per node); Strings only for the
    // values kept.
    var node = CapturedNode(type: "", range: document.range(of: element))
    var type: String?
    var checkable = false
    var checked = false
    for index in document.elements[element].attributes {
      let attribute = document.attributes[index]
      guard let name = KnownName(rawValue: attribute.name) else { continue }
      func isTrue() -> Bool { document.value(attribute, is: "true") }
      func isFalse() -> Bool { document.value(attribute, is: "false") }
      switch name {
      case .className: type = lastSegment(of: attribute, in: document)
      case .contentDescription: node.label = CapturedNode.clean(attribute, in: document)
      case .text: node.text = CapturedNode.clean(attribute, in: document)
      case .hint: node.placeholder = CapturedNode.clean(attribute, in: document)
      case .resourceID: node.identifier = resourceName(of: attribute, in: document)
      case .checkable: checkable = isTrue()
      case .checked: checked = isTrue()
      case .clickable, .longClickable: node.clickable = node.clickable || isTrue()
      case .enabled: node.enabled = !isFalse()
      case .selected: node.selected = isTrue()
      case .displayed, .visibleToUser: node.hidden = node.hidden || isFalse()
      case .notAccessibilityFriendly: node.notAccessibilityFriendly = isTrue()
      case .heading: node.heading = isTrue()
      case .scrollable: node.scrollable = isTrue()
      case .password: node.password = isTrue()
      case .bounds: node.frame = document.withValue(attribute, frame)
      default: break
      }
    }
    node.type = type ?? lastSegment(document.name(of: element))
    if checkable { node.checked = checked }
    node.children = document.children(of: element).map { Self.node($0, in: document) }
    return node
  }

  /// `[l,t][r,b]` (pixels; right and bottom exclusive) as a frame; nil when malformed. Read on
  /// bytes: every node of a dump has one.
  static func frame(_ value: UnsafeBufferPointer<UInt8>) -> Bounds? {
    // Four numbers in place: an array would be an allocation for every node of the dump.
    var numbers = SIMD4<Double>()
    var count = 0
    var current: Int?
    var negative = false
    for byte in value {
      if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        current = (current ?? 0) &* 10 &+ Int(byte - UInt8(ascii: "0"))
      } else if byte == UInt8(ascii: "-"), current == nil {
        negative = true
      } else {
        if let number = current {
          guard count < 4 else { return nil }
          numbers[count] = Double(negative ? -number : number)
          count += 1
        }
        current = nil
        negative = false
      }
    }
    guard count == 4, current == nil else { return nil }
    return Bounds(
      x: numbers[0], y: numbers[1], width: numbers[2] - numbers[0], height: numbers[3] - numbers[1],
      unit: .points)
  }

  /// The unit of a dump's bounds: pixels at the density `<hierarchy density="…">` states, else
  /// at the one its screen size implies (`Bounds.assumedDensity`): Appium's `<hierarchy width
  /// height>`, or the extent of the window roots.
  static func unit(of document: MarkupDocument, roots: [CapturedNode]) -> Bounds.Unit {
    let root = MarkupDocument.root
    if let stated = document.attribute(.density, of: root).flatMap({
      Bounds.density(stated: document.string($0))
    }) {
      return .pixels(density: stated, stated: true)
    }
    func size(_ name: KnownName) -> Double? {
      document.attribute(name, of: root).flatMap { Double(document.string($0)) }
    }
    let width = size(.width) ?? roots.compactMap { $0.frame?.maxX }.max() ?? 0
    let height = size(.height) ?? roots.compactMap { $0.frame?.maxY }.max() ?? 0
    return .pixels(density: Bounds.assumedDensity(shorterSide: min(width, height)), stated: false)
  }

  /// `com.example:id/title` → `title`, from the trimmed value; nil when it is blank.
  private static func resourceName(of attribute: MarkupDocument.Attribute, in document: MarkupDocument)
    -> String?
  {
    document.withValue(attribute) { value in
      guard CapturedNode.needsNoTrimming(value) else {
        return CapturedNode.clean(String(decoding: value, as: UTF8.self)).map(resourceName)
      }
      return String(decoding: value.afterIDMarker(), as: UTF8.self)
    }
  }

  /// `com.example:id/title` → `title`, found on bytes.
  private static func resourceName(_ id: String) -> String {
    var id = id
    return id.withUTF8 { String(decoding: $0.afterIDMarker(), as: UTF8.self) }
  }

  /// `android.widget.Switch` → `Switch`, on bytes.
  private static func lastSegment(of attribute: MarkupDocument.Attribute, in document: MarkupDocument)
    -> String
  {
    document.withValue(attribute) { value in
      guard let dot = value.lastIndex(of: UInt8(ascii: ".")) else {
        return String(decoding: value, as: UTF8.self)
      }
      return String(decoding: UnsafeBufferPointer(rebasing: value[(dot + 1)...]), as: UTF8.self)
    }
  }

  /// `android.widget.Switch` → `Switch`, on bytes.
  static func lastSegment(_ className: String) -> String {
    let bytes = className.utf8
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return className }
    return String(className[className.utf8.index(after: dot)...])
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// What follows the first `:id/` in an Android resource id, or all of it when there is none.
  fileprivate func afterIDMarker() -> UnsafeBufferPointer<UInt8> {
    let marker: StaticString = ":id/"
    let length = marker.utf8CodeUnitCount
    var index = 0
    while index + length <= count {
      if self[index] == 0x3A, (0..<length).allSatisfy({ self[index + $0] == marker.utf8Start[$0] }) {
        return UnsafeBufferPointer(rebasing: self[(index + length)...])
      }
      index += 1
    }
    return self
  }
}
