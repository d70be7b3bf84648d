/// XCUITest `debugDescription` text (`tree-formats.md` §4): only the `Element subtree:`
/// section is the tree (or the whole text, when it starts with the application element: the
/// tree pasted without its header) (`Path to element:` and `Query chain:` repeat elements and are ignored);
/// nesting comes from indentation alone; each line is
/// `Type[ (Main)][, 0xADDR][, pid: N][, {{x, y}, {w, h}}]{, field}{, Flag}` where quoted fields
/// are not escaped (`label: 'Indian Laurel Fig Tree 'Green Gem''`), `value:` is unquoted, and
/// trailing capitalised words (`Selected`, `Disabled`) are flags. Lines that do not start an
/// element continue the previous one's label.
///
/// The limits of XML captures hold here too: indentation nested deeper than `maximumNesting`,
/// more than `maximumElements` elements, or a field longer than `maximumStringLength` is a
/// located error (the tree is built and walked by recursion, and its labels are echoed).
enum DebugDescriptionReader {
  /// One line's bytes, without its line break.
  struct Line {
    let start: Int
    let end: Int
  }

  /// The lines of a text, broken as `SourceFile` breaks them (LF, CR LF or CR), one at a time.
  struct Lines: Sequence, IteratorProtocol {
    let bytes: [UInt8]
    private var cursor = 0
    private var done = false

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> Line? {
      guard !done else { return nil }
      let start = cursor
      var index = start
      while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
      if index == bytes.count {
        done = true
      } else {
        cursor =
          bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? index + 2 : index + 1
      }
      return Line(start: start, end: index)
    }
  }

  /// The tree, or nil when the text has no `Element subtree:` section.
  static func read(_ file: SourceFile, limits: Limits = .standard) throws(Diagnostic) -> [CapturedNode]? {
    func located(_ id: DiagnosticID, _ message: Message, line: Line) -> Diagnostic {
      Diagnostic(id, message, at: SourceLocation(file: file, range: SourceRange(line.start, line.end)))
    }
    var count = 0
    var roots: [CapturedNode] = []
    // Open nodes with their indentation; a node is attached to its parent when it closes.
    var stack: [(indent: Int, node: CapturedNode)] = []
    // The start of the first line that is not blank: enough to tell the application element
    // (a line can be megabytes long).
    let firstLine = Lines(bytes: file.bytes).lazy.map { line in
      String(decoding: file.bytes[line.start..<min(line.end, line.start + 256)], as: UTF8.self)
    }.first { !$0.allSatisfy(\.isWhitespace) }
    var inSubtree = firstLine.map(CaptureFormat.startsWithApplication) ?? false
    func close(to indent: Int) {
      while let last = stack.last, last.indent >= indent {
        stack.removeLast()
        if stack.isEmpty {
          roots.append(last.node)
        } else {
          stack[stack.count - 1].node.children.append(last.node)
        }
      }
    }
    // A line longer than any element line can be is refused (in the subtree) or passed over
    // (before it) before a String is made of it: a 15 MB line took half a gigabyte to refuse.
    let longestLine = fieldKeys.count * (limits.maximumStringLength + 32) + 1_024
    let bytes = file.bytes
    // Line by line on the bytes, never the file's table of line starts: 8 bytes a line, a
    // file of blank lines took 170 MB for it.
    for line in Lines(bytes: bytes) {
      let length = line.end - line.start
      // Blank lines are passed over on their bytes: a file of millions took minutes as Strings.
      if !(line.start..<line.end).contains(where: { bytes[$0] != 0x20 && bytes[$0] != 0x09 }) { continue }
      if length > longestLine {
        guard inSubtree else { continue }
        throw located(
          .stringTooLong,
          "this line is \(length) bytes long, longer than an element's line can be: each of its fields is limited to \(limits.maximumStringLength) bytes",
          line: line)
      }
      let text = String(decoding: bytes[line.start..<line.end], as: UTF8.self)
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if trimmed == "Element subtree:" {
        inSubtree = true
        continue
      }
      guard inSubtree else { continue }
      if trimmed.hasPrefix("Path to element:") || trimmed.hasPrefix("Query chain:") { break }
      guard !trimmed.isEmpty else { continue }
      let indent = text.prefix { $0 == " " }.count
      var body = Substring(trimmed)
      for marker in ["→", "↳", "↪︎", "↪"] where body.hasPrefix(marker) { body = body.dropFirst(marker.count) }
      let start = line.start
      guard let node = element(String(body), range: SourceRange(start, start + text.utf8.count)) else {
        // A label with a line break: the rest of it, appended in place (a new string for each
        // line would copy the label again for every line of it).
        if let last = stack.indices.last, stack[last].node.label != nil {
          stack[last].node.label!.append("\n")
          stack[last].node.label!.append(trimmed)
          if stack[last].node.label!.utf8.count > limits.maximumStringLength {
            throw located(
              .stringTooLong, "this label is longer than \(limits.maximumStringLength) bytes, the limit",
              line: line)
          }
        }
        continue
      }
      if let long = [node.label, node.value, node.identifier, node.placeholder].compactMap({ $0 }).first(
        where: {
          $0.utf8.count > limits.maximumStringLength
        })
      {
        throw located(
          .stringTooLong,
          "this field is \(long.utf8.count) bytes long; the limit is \(limits.maximumStringLength)",
          line: line)
      }
      if let frame = node.frame, !Bounds.arePlausible(frame.x, frame.y, frame.width, frame.height) {
        throw Diagnostic(
          .malformedCapture, Bounds.implausible("the frame must hold finite numbers", unit: "points"),
          at: SourceLocation(file: file, range: frameRange(inLine: text, at: start)))
      }
      close(to: indent)
      guard stack.count < limits.maximumNesting else {
        throw located(
          .nestingTooDeep,
          "elements are nested more than \(limits.maximumNesting) deep; the limit is \(limits.maximumNesting)",
          line: line)
      }
      count += 1
      guard count <= limits.maximumElements else {
        throw located(
          .tooManyElements, "the capture has more than \(limits.maximumElements) elements, the limit",
          line: line)
      }
      stack.append((indent, node))
    }
    close(to: -1)
    return inSubtree ? roots : nil
  }

  static let fieldKeys = ["identifier", "label", "placeholderValue", "title", "value"]
  static let flags = ["Selected", "Disabled", "Focused", "Keyboard Focused", "Hittable", "Not Hittable"]

  /// One element line, or nil when the line does not start one.
  static func element(_ line: String, range: SourceRange) -> CapturedNode? {
    let typeEnd = line.range(of: ", ")?.lowerBound ?? line.endIndex
    var type = String(line[..<typeEnd])
    if type.hasSuffix(" (Main)") { type = String(type.dropLast(" (Main)".count)) }
    guard let first = type.unicodeScalars.first, ("A"..."Z").contains(first),
      type.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) })
    else { return nil }
    var node = CapturedNode(type: type, range: range)
    node.className = type
    var rest = line[typeEnd...]
    // Address, pid and frame come first, in that order, each optional.
    while rest.hasPrefix(", ") {
      let item = rest.dropFirst(2)
      if item.hasPrefix("0x") || item.hasPrefix("pid: ") {
        rest = item.firstIndex(of: ",").map { item[$0...] } ?? item[item.endIndex...]
      } else if item.hasPrefix("{{"), let end = item.range(of: "}}") {
        node.frame = frame(item[..<end.upperBound])
        rest = item[end.upperBound...]
      } else {
        break
      }
    }
    // Fields, found by their keys; each runs to the next key (or the flags, or the end).
    var marks: [(key: String, start: String.Index, valueStart: String.Index)] = []
    for key in fieldKeys {
      if let found = rest.range(of: ", \(key): ") { marks.append((key, found.lowerBound, found.upperBound)) }
    }
    marks.sort { $0.start < $1.start }
    var fields: [(key: String, text: Substring)] = []
    var end = rest.endIndex
    var tail = rest[...]
    if let firstMark = marks.first { tail = rest[..<firstMark.start] }
    for (index, mark) in marks.enumerated().reversed() {
      var segment = rest[mark.valueStart..<end]
      if index == marks.count - 1 { segment = stripFlags(segment, into: &node) }
      fields.append((mark.key, segment))
      end = mark.start
    }
    if marks.isEmpty { _ = stripFlags(tail, into: &node) }
    for (key, segment) in fields.reversed() {
      var text = segment
      if key != "value", text.hasPrefix("'"), let close = text.lastIndex(of: "'"), close > text.startIndex {
        text = text[text.index(after: text.startIndex)..<close]
      }
      let value = String(text)
      switch key {
      case "identifier": node.identifier = CapturedNode.clean(value)
      case "label", "title": node.label = node.label ?? CapturedNode.clean(value)
      case "placeholderValue": node.placeholder = CapturedNode.clean(value)
      default: node.value = CapturedNode.clean(value)
      }
    }
    if type == "Switch" || type == "Toggle" { node.checked = node.value == "1" }
    return node
  }

  /// Where the frame of an element line is: from its first `{{` (the type before it is letters)
  /// to the `}}` that closes it.
  private static func frameRange(inLine line: String, at start: Int) -> SourceRange {
    let bytes = Array(line.utf8)
    func find(_ pair: UInt8, from index: Int) -> Int? {
      (index..<max(index, bytes.count - 1)).first { bytes[$0] == pair && bytes[$0 + 1] == pair }
    }
    guard let open = find(UInt8(ascii: "{"), from: 0) else { return SourceRange(start, start + bytes.count) }
    let end = find(UInt8(ascii: "}"), from: open).map { $0 + 2 } ?? bytes.count
    return SourceRange(start + open, start + end)
  }

  /// `{{x, y}, {w, h}}` in points; nil when malformed.
  static func frame(_ text: Substring) -> Bounds? {
    let numbers = text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
    guard numbers.count == 4 else { return nil }
    return Bounds(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3], unit: .points)
  }

  /// Removes trailing `, Selected`-style flags from the last segment and records them.
  private static func stripFlags(_ segment: Substring, into node: inout CapturedNode) -> Substring {
    var segment = segment
    var found = true
    while found {
      found = false
      for flag in flags where segment.hasSuffix(", \(flag)") || segment == flag {
        segment = segment == flag ? segment.prefix(0) : segment.dropLast(flag.count + 2)
        switch flag {
        case "Selected": node.selected = true
        case "Disabled": node.enabled = false
        default: break
        }
        found = true
      }
    }
    return segment
  }
}
