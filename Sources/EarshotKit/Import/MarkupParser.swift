/// A small, strict XML reader for captures. It reads elements, attributes, the
/// five predefined entities and character references; skips comments, processing instructions,
/// CDATA and text; and refuses any `<!DOCTYPE`, so no DTD is ever processed and no entity,
/// internal or external, is ever expanded: an XXE payload reads nothing and a billion-laughs
/// payload cannot grow. Junk around the root (`UI hierchary dumped to: …` after it, a log line
/// before it) is ignored. Nesting is kept on an explicit stack, so depth cannot exhaust the
/// call stack; the nesting and element-count limits are enforced with located diagnostics.
///
/// It works on the capture's bytes in place and builds a flat `MarkupDocument`.
struct MarkupParser {
  let file: SourceFile
  let limits: Limits
  /// The capture's bytes, valid for the whole parse (`parse` holds them).
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0
  var document: MarkupDocument
  private var duplicates = DuplicateAttributes()

  struct Failure: Error {
    let diagnostic: Diagnostic
  }

  /// The document, or the first problem found (XML cannot be recovered from reliably, so one
  /// located diagnostic is the honest report).
  static func parse(_ file: SourceFile, limits: Limits = .standard) -> Result<MarkupDocument, Diagnostic> {
    file.bytes.withUnsafeBufferPointer { bytes in
      var parser = MarkupParser(file: file, limits: limits, bytes: bytes)
      do throws(Failure) {
        try parser.readDocument()
        return .success(parser.document)
      } catch {
        return .failure(error.diagnostic)
      }
    }
  }

  private init(file: SourceFile, limits: Limits, bytes: UnsafeBufferPointer<UInt8>) {
    self.file = file
    self.limits = limits
    self.bytes = bytes
    document = MarkupDocument(bytes: file.bytes)
  }

  func fail(_ id: DiagnosticID, _ message: Message, at offset: Int, length: Int = 1) -> Failure {
    let start = min(offset, bytes.count)
    return Failure(
      diagnostic: Diagnostic(
        id, message,
        at: SourceLocation(file: file, range: SourceRange(start, min(bytes.count, start + length)))))
  }

  // MARK: Document

  private mutating func readDocument() throws(Failure) {
    // The elements whose end tag is still to come.
    var open: [Int] = []
    var complete = false
    // Skip anything before the first markup (a BOM, a log line).
    while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
    while position < bytes.count, !complete {
      if bytes[position] != UInt8(ascii: "<") {
        try skipText()
      } else if starts(with: "<?") {
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
        let closed = try endTag(closing: open.popLast())
        document.elements[closed].subtreeEnd = document.elements.count
        complete = open.isEmpty
      } else {
        let (element, selfClosing) = try startTag()
        let range = document.elements[element].range
        if document.elements.count > limits.maximumElements {
          throw fail(
            .tooManyElements, "the capture has more than \(limits.maximumElements) elements, the limit",
            at: range.start)
        }
        if selfClosing {
          complete = open.isEmpty
        } else {
          guard open.count < limits.maximumNesting else {
            throw fail(
              .nestingTooDeep,
              "elements are nested more than \(limits.maximumNesting) deep; the limit is \(limits.maximumNesting)",
              at: range.start)
          }
          open.append(element)
        }
      }
    }
    if let element = open.last {
      throw fail(
        .malformedCapture, "the capture ends before `<\(document.name(of: element))>` is closed",
        at: document.range(of: element).start)
    }
    guard complete else {
      throw fail(.emptyCapture, "the capture holds no XML element", at: 0, length: 0)
    }
  }

  /// Text between tags is ignored, but must be made of characters XML allows.
  private mutating func skipText() throws(Failure) {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "<") { return }
      if byte < 0x20 || byte == 0xEF { try checkCharacter() }
      position += 1
    }
  }

  // MARK: Tags

  /// Reads a start tag and adds its element (a leaf until its end tag says otherwise): its
  /// index, and whether it closed itself.
  private mutating func startTag() throws(Failure) -> (Int, Bool) {
    let start = position
    position += 1
    let (name, _) = try readName()
    let element = document.elements.count
    let firstAttribute = document.attributes.count
    duplicates.begin(tag: element)
    while true {
      let hadSpace = skipSpace()
      guard position < bytes.count else {
        throw fail(
          .malformedCapture, "the capture ends inside the tag `<\(document.names.string(name))`", at: start)
      }
      var selfClosing = false
      if bytes[position] == UInt8(ascii: ">") || starts(with: "/>") {
        selfClosing = bytes[position] == UInt8(ascii: "/")
        position += selfClosing ? 2 : 1
        document.elements.append(
          MarkupDocument.Element(
            name: name, range: SourceRange(start, position),
            attributes: firstAttribute..<document.attributes.count, subtreeEnd: element + 1))
        return (element, selfClosing)
      }
      guard hadSpace else {
        throw fail(
          .malformedCapture, "expected a space, `>` or `/>` in the tag `<\(document.names.string(name))`",
          at: position)
      }
      try readAttribute(of: name, firstAttribute: firstAttribute)
    }
  }

  private mutating func readAttribute(of element: MarkupNames.ID, firstAttribute: Int) throws(Failure) {
    let attributeStart = position
    let (attribute, isASCII) = try readName()
    skipSpace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
      throw fail(
        .malformedCapture, "expected `=` after the attribute `\(document.names.string(attribute))`",
        at: position)
    }
    position += 1
    skipSpace()
    let (value, isDecoded) = try readValue()
    let earlier = firstAttribute..<document.attributes.count
    guard earlier.count < limits.maximumAttributes else {
      throw fail(
        .tooManyAttributes,
        "`<\(document.names.string(element))>` has more than \(limits.maximumAttributes) attributes, the limit for one element",
        at: attributeStart, length: document.names.byteCount(attribute))
    }
    let isDuplicate = duplicates.isDuplicate(
      attribute, isASCII: isASCII, spelled: document.names.string(attribute),
      earlier: earlier.map { document.names.string(document.attributes[$0].name) })
    if isDuplicate {
      throw fail(
        .malformedCapture,
        "the attribute `\(document.names.string(attribute))` appears twice in `<\(document.names.string(element))>`",
        at: attributeStart)
    }
    document.attributes.append(MarkupDocument.Attribute(name: attribute, value: value, isDecoded: isDecoded))
  }

  /// Reads `</name>` and returns the element it closes, `open`.
  private mutating func endTag(closing open: Int?) throws(Failure) -> Int {
    let start = position
    position += 2
    let nameStart = position
    try scanName()
    let name = nameStart..<position
    func spelled() -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self) }
    skipSpace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
      throw fail(.malformedCapture, "expected `>` to end the closing tag `</\(spelled())`", at: position)
    }
    position += 1
    guard let open else {
      throw fail(.malformedCapture, "closing tag `</\(spelled())>` has no opening tag", at: start)
    }
    guard closes(open, name) else {
      throw fail(
        .malformedCapture,
        "closing tag `</\(spelled())>` does not match the open `<\(document.name(of: open))>`",
        at: start, length: name.count + 3)
    }
    return open
  }

  /// Whether the end tag's name is the open element's. Names were compared as Swift Strings
  /// (canonical equivalence), which only a non-ASCII name can tell from comparing bytes.
  private func closes(_ element: Int, _ name: Range<Int>) -> Bool {
    let openName = document.elements[element].name
    let openSpelling = UnsafeBufferPointer(
      rebasing: bytes[(document.range(of: element).start + 1)...].prefix(
        document.names.byteCount(openName)))
    let closeSpelling = UnsafeBufferPointer(rebasing: bytes[name])
    if openSpelling.elementsEqual(closeSpelling) { return true }
    let isASCII = { (spelling: UnsafeBufferPointer<UInt8>) in spelling.allSatisfy { $0 < 0x80 } }
    if isASCII(openSpelling), isASCII(closeSpelling) { return false }
    return document.names.string(openName) == String(decoding: closeSpelling, as: UTF8.self)
  }

  // MARK: Names

  /// A tag or attribute name, by its number, and whether it is all ASCII.
  private mutating func readName() throws(Failure) -> (MarkupNames.ID, Bool) {
    let start = position
    var hash = MarkupNames.hashSeed
    var high: UInt8 = 0
    while position < bytes.count {
      let byte = bytes[position]
      guard Self.isNameByte(byte), position > start || Self.canStartName(byte) else { break }
      hash = MarkupNames.hash(adding: byte, to: hash)
      high |= byte
      position += 1
    }
    try expectName(from: start)
    let id = document.names.id(of: UnsafeBufferPointer(rebasing: bytes[start..<position]), hash: hash)
    return (id, high < 0x80)
  }

  /// Moves past a name without numbering it (an end tag's).
  private mutating func scanName() throws(Failure) {
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      guard Self.isNameByte(byte), position > start || Self.canStartName(byte) else { break }
      position += 1
    }
    try expectName(from: start)
  }

  private func expectName(from start: Int) throws(Failure) {
    guard position > start else {
      let shown =
        position < bytes.count ? "`\(String(decoding: [bytes[position]], as: UTF8.self))`" : "the end"
      throw fail(.malformedCapture, "expected a name, found \(shown)", at: position)
    }
  }

  @inline(__always)
  private static func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
      UInt8(ascii: ":"), 0x80...0xFF, UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"),
      UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  /// Digits, `-` and `.` may not start a name.
  @inline(__always)
  private static func canStartName(_ byte: UInt8) -> Bool {
    !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) && byte != UInt8(ascii: "-")
      && byte != UInt8(ascii: ".")
  }
}
