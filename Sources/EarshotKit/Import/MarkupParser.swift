/// One element of a captured XML tree: its tag, its attributes in order, its child elements and
/// where its start tag is in the capture. Text content is not kept: every format earshot reads
/// carries what it needs in attributes.
struct MarkupElement: Sendable {
  let name: String
  let attributes: [(name: String, value: String)]
  var children: [MarkupElement] = []
  let range: SourceRange

  /// The attribute's value; nil when it is absent. (Callers treat empty as absent, as the
  /// formats disagree on which they write.)
  func attribute(_ name: String) -> String? {
    attributes.first { $0.name == name }?.value
  }
}

/// A small, strict XML reader for captures (SPEC §7, §8). It reads elements, attributes, the
/// five predefined entities and character references; skips comments, processing instructions,
/// CDATA and text; and refuses any `<!DOCTYPE`, so no DTD is ever processed and no entity,
/// internal or external, is ever expanded: an XXE payload reads nothing and a billion-laughs
/// payload cannot grow. Junk around the root (`UI hierchary dumped to: …` after it, a log line
/// before it) is ignored. Nesting is kept on an explicit stack, so depth cannot exhaust the
/// call stack; the nesting and element-count limits are enforced with located diagnostics.
struct MarkupParser {
  let file: SourceFile
  let limits: Limits
  private let bytes: [UInt8]
  private var position = 0
  private var elementCount = 0

  init(file: SourceFile, limits: Limits) {
    self.file = file
    self.limits = limits
    self.bytes = file.bytes
  }

  struct Failure: Error {
    let diagnostic: Diagnostic
  }

  /// The root element, or the first problem found (XML cannot be recovered from reliably, so
  /// one located diagnostic is the honest report).
  static func parse(_ file: SourceFile, limits: Limits = .standard) -> Result<MarkupElement, Diagnostic> {
    var parser = MarkupParser(file: file, limits: limits)
    do {
      return .success(try parser.document())
    } catch let failure as Failure {
      return .failure(failure.diagnostic)
    } catch {
      return .failure(
        Diagnostic(
          .malformedCapture, "\(String(describing: error))",
          at: SourceLocation(file: file, range: SourceRange(0, 0))))
    }
  }

  private func fail(_ id: DiagnosticID, _ message: Message, at offset: Int, length: Int = 1) -> Failure {
    let start = min(offset, bytes.count)
    return Failure(
      diagnostic: Diagnostic(
        id, message,
        at: SourceLocation(file: file, range: SourceRange(start, min(bytes.count, start + length)))))
  }

  // MARK: Document

  private mutating func document() throws -> MarkupElement {
    var stack: [MarkupElement] = []
    var root: MarkupElement?
    // Skip anything before the first markup (a BOM, a log line).
    while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
    while position < bytes.count {
      if bytes[position] != UInt8(ascii: "<") {
        // Text: ignored inside the root; after the root, junk such as adb's message ends the document.
        if root != nil, stack.isEmpty { break }
        try checkCharacter()
        position += 1
        continue
      }
      if starts(with: "<?") {
        try skip(past: "?>", what: "processing instruction")
      } else if starts(with: "<!--") {
        try skip(past: "-->", what: "comment")
      } else if starts(with: "<![CDATA[") {
        try skip(past: "]]>", what: "CDATA section")
      } else if starts(with: "<!") {
        throw fail(
          .captureDTD,
          "a DOCTYPE or other declaration in a capture is refused: earshot processes no DTD and expands no entity",
          at: position, length: 9)
      } else if starts(with: "</") {
        let start = position
        position += 2
        let name = try readName()
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
          throw fail(.malformedCapture, "expected `>` to end the closing tag `</\(name)`", at: position)
        }
        position += 1
        guard let closed = stack.popLast() else {
          if root != nil { break }
          throw fail(.malformedCapture, "closing tag `</\(name)>` has no opening tag", at: start)
        }
        guard closed.name == name else {
          throw fail(
            .malformedCapture, "closing tag `</\(name)>` does not match the open `<\(closed.name)>`",
            at: start,
            length: name.utf8.count + 3)
        }
        if stack.isEmpty {
          root = closed
          break
        }
        stack[stack.count - 1].children.append(closed)
      } else {
        if root != nil { break }
        let (element, selfClosing) = try startTag()
        elementCount += 1
        if elementCount > limits.maximumElements {
          throw fail(
            .tooManyElements, "the capture has more than \(limits.maximumElements) elements, the limit",
            at: element.range.start)
        }
        if selfClosing {
          if stack.isEmpty {
            root = element
            break
          }
          stack[stack.count - 1].children.append(element)
        } else {
          guard stack.count < limits.maximumNesting else {
            throw fail(
              .nestingTooDeep,
              "elements are nested more than \(limits.maximumNesting) deep; the limit is \(limits.maximumNesting)",
              at: element.range.start)
          }
          stack.append(element)
        }
      }
    }
    if let open = stack.last {
      throw fail(
        .malformedCapture, "the capture ends before `<\(open.name)>` is closed", at: open.range.start)
    }
    guard let root else {
      throw fail(.emptyCapture, "the capture holds no XML element", at: 0, length: 0)
    }
    return root
  }

  // MARK: Tags

  private mutating func startTag() throws -> (MarkupElement, Bool) {
    let start = position
    position += 1
    let name = try readName()
    var attributes: [(name: String, value: String)] = []
    var seen = AttributeNames()
    while true {
      let hadSpace = skipSpace()
      guard position < bytes.count else {
        throw fail(.malformedCapture, "the capture ends inside the tag `<\(name)`", at: start)
      }
      if bytes[position] == UInt8(ascii: ">") {
        position += 1
        return (MarkupElement(name: name, attributes: attributes, range: SourceRange(start, position)), false)
      }
      if starts(with: "/>") {
        position += 2
        return (MarkupElement(name: name, attributes: attributes, range: SourceRange(start, position)), true)
      }
      guard hadSpace else {
        throw fail(.malformedCapture, "expected a space, `>` or `/>` in the tag `<\(name)`", at: position)
      }
      let attributeStart = position
      let attribute = try readName()
      skipSpace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
        throw fail(.malformedCapture, "expected `=` after the attribute `\(attribute)`", at: position)
      }
      position += 1
      skipSpace()
      let value = try readValue()
      guard attributes.count < limits.maximumAttributes else {
        throw fail(
          .tooManyAttributes,
          "`<\(name)>` has more than \(limits.maximumAttributes) attributes, the limit for one element",
          at: attributeStart, length: attribute.utf8.count)
      }
      if seen.isDuplicate(attribute, among: attributes) {
        throw fail(
          .malformedCapture, "the attribute `\(attribute)` appears twice in `<\(name)>`", at: attributeStart)
      }
      attributes.append((attribute, value))
    }
  }

  private mutating func readName() throws -> String {
    let start = position
    while position < bytes.count, isNameByte(bytes[position], first: position == start) { position += 1 }
    guard position > start else {
      let shown =
        position < bytes.count ? "`\(String(decoding: [bytes[position]], as: UTF8.self))`" : "the end"
      throw fail(.malformedCapture, "expected a name, found \(shown)", at: position)
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
      UInt8(ascii: ":"), 0x80...0xFF:
      return true
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
      return !first
    default:
      return false
    }
  }

  /// A quoted attribute value with entities decoded and literal line breaks and tabs read as
  /// spaces (XML attribute-value normalization).
  private mutating func readValue() throws -> String {
    guard position < bytes.count,
      bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'")
    else {
      throw fail(.malformedCapture, "expected a quoted attribute value", at: position)
    }
    let quote = bytes[position]
    let open = position
    position += 1
    // Most values hold no entity and no line break: take the bytes as they are.
    var end = position
    while end < bytes.count {
      let byte = bytes[end]
      if byte == quote || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte < 0x20
        || byte == 0xEF
      {
        break
      }
      end += 1
    }
    if end < bytes.count, bytes[end] == quote, end - position <= limits.maximumStringLength {
      let value = String(decoding: bytes[position..<end], as: UTF8.self)
      position = end + 1
      return value
    }
    var value: [UInt8] = []
    while true {
      guard position < bytes.count else {
        throw fail(.malformedCapture, "the attribute value that starts here is never closed", at: open)
      }
      let byte = bytes[position]
      if byte == quote {
        position += 1
        guard value.count <= limits.maximumStringLength else {
          throw fail(
            .stringTooLong,
            "this attribute value is \(value.count) bytes long; the limit is \(limits.maximumStringLength)",
            at: open)
        }
        return String(decoding: value, as: UTF8.self)
      }
      switch byte {
      case UInt8(ascii: "<"):
        throw fail(.malformedCapture, "`<` is not allowed in an attribute value; write `&lt;`", at: position)
      case UInt8(ascii: "&"):
        value += try entity()
      case 0x09, 0x0A, 0x0D:
        // CRLF counts once.
        if byte == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { position += 1 }
        value.append(0x20)
        position += 1
      default:
        try checkCharacter()
        value.append(byte)
        position += 1
      }
    }
  }

  /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&#N;` `&#xN;`, the entity current.
  private mutating func entity() throws -> [UInt8] {
    let start = position
    guard let end = bytes[position..<min(bytes.count, position + 12)].firstIndex(of: UInt8(ascii: ";")) else {
      throw fail(.malformedCapture, "`&` must start an entity such as `&amp;`", at: start)
    }
    let name = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
    position = end + 1
    switch name {
    case "amp": return Array("&".utf8)
    case "lt": return Array("<".utf8)
    case "gt": return Array(">".utf8)
    case "quot": return Array("\"".utf8)
    case "apos": return Array("'".utf8)
    default:
      var number: UInt32?
      if name.hasPrefix("#x") || name.hasPrefix("#X") {
        number = UInt32(name.dropFirst(2), radix: 16)
      } else if name.hasPrefix("#") {
        number = UInt32(name.dropFirst())
      }
      if let number, let scalar = Unicode.Scalar(number) {
        guard XMLText.isAllowed(scalar) else {
          throw fail(
            .malformedCapture,
            "`&\(name);` refers to \(raw: VisibleText.codePoint(number)), which XML 1.0 does not allow in a document",
            at: start, length: name.utf8.count + 2)
        }
        return Array(String(Character(scalar)).utf8)
      }
      throw fail(
        .malformedCapture,
        "unknown entity `&\(name);`: only XML's five entities and character references are read (no DTD is processed)",
        at: start, length: name.utf8.count + 2)
    }
  }

  // MARK: Bytes

  /// XML 1.0 allows no C0 control but tab, line feed and carriage return, and neither U+FFFE
  /// nor U+FFFF (`EF BF BE`, `EF BF BF`), anywhere in a document (its `Char` production): a
  /// capture holding one is not well-formed, and its text must not reach a report.
  private func checkCharacter() throws {
    let byte = bytes[position]
    if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
      throw fail(
        .malformedCapture,
        "control character \(raw: VisibleText.codePoint(UInt32(byte))) is not allowed in XML 1.0; the capture is not well-formed",
        at: position)
    }
    if byte == 0xEF, position + 2 < bytes.count, bytes[position + 1] == 0xBF, bytes[position + 2] >= 0xBE {
      throw fail(
        .malformedCapture,
        "U+FFF\(bytes[position + 2] == 0xBE ? "E" : "F") is not a character XML 1.0 allows; the capture is not well-formed",
        at: position, length: 3)
    }
  }

  @discardableResult
  private mutating func skipSpace() -> Bool {
    let start = position
    while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    return position > start
  }

  private func starts(with text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    let pointer = text.utf8Start
    for index in 0..<count where bytes[position + index] != pointer[index] { return false }
    return true
  }

  private mutating func skip(past terminator: StaticString, what: String) throws {
    let start = position
    while position < bytes.count {
      if starts(with: terminator) {
        position += terminator.utf8CodeUnitCount
        return
      }
      try checkCharacter()
      position += 1
    }
    throw fail(.malformedCapture, "this \(what) is never closed", at: start)
  }
}

/// Finds a repeated attribute name in linear time: a node has about twenty attributes, which
/// are compared directly; past `directLimit` the names go into a set, so that a hostile node
/// with thousands of attributes costs no more per attribute than an ordinary one.
private struct AttributeNames {
  static let directLimit = 32
  private var names: Set<String>?

  mutating func isDuplicate(_ name: String, among attributes: [(name: String, value: String)]) -> Bool {
    if attributes.count < AttributeNames.directLimit {
      return attributes.contains { $0.name.utf8.count == name.utf8.count && $0.name == name }
    }
    if names == nil { names = Set(attributes.map(\.name)) }
    return !names!.insert(name).inserted
  }
}
