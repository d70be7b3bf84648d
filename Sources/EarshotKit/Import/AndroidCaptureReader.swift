/// Android captures (`tree-formats.md` §1, §2): `uiautomator dump` XML (`<hierarchy>` of
/// `<node>`, every attribute written, `""` when empty, `NAF="true"` on unfriendly controls,
/// several window roots) and Appium UiAutomator2 page source (class names as tags, empty
/// attributes left out, `displayed`). Both read the `class` attribute, never the tag.
enum AndroidCaptureReader {
  /// The window roots; a node whose bounds no screen could hold is a located error.
  static func read(_ document: MarkupDocument, file: SourceFile) throws(Diagnostic) -> [CapturedNode] {
    // The <hierarchy> element holds one root per window.
    var roots: [CapturedNode] = []
    for child in document.children(of: MarkupDocument.root) {
      roots.append(try node(child, in: document, file))
    }
    return roots
  }

  private static func node(_ element: Int, in document: MarkupDocument, _ file: SourceFile) throws(Diagnostic)
    -> CapturedNode
  {
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
      case .className:
        type = lastSegment(of: attribute, in: document)
        node.className = document.string(attribute)
      case .contentDescription: node.label = CapturedNode.clean(attribute, in: document)
      case .text: node.text = CapturedNode.clean(attribute, in: document)
      case .hint: node.placeholder = CapturedNode.clean(attribute, in: document)
      case .resourceID: node.identifier = resourceName(of: attribute, in: document)
      case .checkable: checkable = isTrue()
      case .checked: checked = isTrue()
      case .clickable: node.clickable = isTrue()
      case .longClickable: node.longClickable = isTrue()
      case .focusable: node.focusable = isTrue()
      case .screenReaderFocusable: node.screenReaderFocusable = isTrue()
      case .a11yImportant: node.important = !isFalse()
      case .tooltipText: node.tooltip = CapturedNode.clean(attribute, in: document)
      case .textEntryKey: node.textEntryKey = isTrue()
      case .focused: node.focused = isTrue()
      case .drawingOrder: node.drawingOrder = Int(document.string(attribute))
      case .package: node.package = CapturedNode.clean(attribute, in: document)
      case .enabled: node.enabled = !isFalse()
      case .selected: node.selected = isTrue()
      case .displayed, .visibleToUser: node.hidden = node.hidden || isFalse()
      case .notAccessibilityFriendly: node.notAccessibilityFriendly = isTrue()
      case .heading: node.heading = isTrue()
      case .scrollable: node.scrollable = isTrue()
      case .password: node.password = isTrue()
      case .bounds:
        node.frame = document.withValue(attribute, frame)
        if let frame = node.frame, !Bounds.arePlausible(frame.x, frame.y, frame.maxX, frame.maxY) {
          throw Diagnostic(
            .malformedCapture, Bounds.implausible("`bounds` must hold finite numbers", unit: "pixels"),
            at: SourceLocation(file: file, range: document.range(of: attribute, in: element)))
        }
      default: break
      }
    }
    node.type = type ?? lastSegment(document.name(of: element))
    if node.className.isEmpty { node.className = document.name(of: element) }
    node.checkable = checkable
    if checkable { node.checked = checked }
    for child in document.children(of: element) {
      node.children.append(try Self.node(child, in: document, file))
    }
    return node
  }

  /// `[l,t][r,b]` (pixels; right and bottom exclusive) as a frame; nil when malformed. Read on
  /// bytes: every node of a dump has one. A number of more digits than any screen needs is
  /// held at a billion as it is read (no overflow; `Bounds.arePlausible` refuses it after).
  static func frame(_ value: UnsafeBufferPointer<UInt8>) -> Bounds? {
    // Four numbers in place: an array would be an allocation for every node of the dump.
    var numbers = SIMD4<Double>()
    var count = 0
    var current: Int?
    var negative = false
    for byte in value {
      if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        current = min(current ?? 0, 100_000_000) * 10 + Int(byte - UInt8(ascii: "0"))
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
  /// A density that is not a number within `Bounds.plausibleDensities`, or a screen size beyond
  /// `Bounds.largestCoordinate`, is a located error.
  static func unit(of document: MarkupDocument, roots: [CapturedNode], file: SourceFile) throws(Diagnostic)
    -> Bounds.Unit
  {
    let root = MarkupDocument.root
    func malformed(_ attribute: MarkupDocument.Attribute, _ message: Message) -> Diagnostic {
      Diagnostic(
        .malformedCapture, message,
        at: SourceLocation(file: file, range: document.range(of: attribute, in: root)))
    }
    if let attribute = document.attribute(.density, of: root),
      let text = CapturedNode.clean(attribute, in: document)
    {
      guard let stated = Bounds.density(stated: text) else {
        throw malformed(
          attribute,
          "`density` is not a screen density: earshot reads 80 to 1600 dpi (`420`) or 0.5 to 10 pixels a dp (`2.625`)"
        )
      }
      return .pixels(density: stated, stated: true)
    }
    func size(_ name: KnownName) throws(Diagnostic) -> Double? {
      guard let attribute = document.attribute(name, of: root), let size = Double(document.string(attribute))
      else { return nil }
      guard Bounds.arePlausible(size) else {
        throw malformed(
          attribute, Bounds.implausible("`\(name.spelling)` must be a finite number", unit: "pixels"))
      }
      return size
    }
    let width = try size(.width) ?? roots.compactMap { $0.frame?.maxX }.max() ?? 0
    let height = try size(.height) ?? roots.compactMap { $0.frame?.maxY }.max() ?? 0
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
