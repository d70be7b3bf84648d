/// Attribute values, entities and the characters XML allows.
extension MarkupParser {
  /// A quoted attribute value: its range in the capture's bytes when it can be taken as it is,
  /// or in `document.decoded` (with `true`) once its entities are decoded and its literal line
  /// breaks and tabs read as spaces (XML attribute-value normalization).
  mutating func readValue() throws(Failure) -> (Range<Int>, Bool) {
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
      defer { position = end + 1 }
      return (position..<end, false)
    }
    return (try decodeValue(openedAt: open, quote: quote), true)
  }

  /// The rest of a value that cannot be taken as it is, decoded onto `document.decoded`.
  private mutating func decodeValue(openedAt open: Int, quote: UInt8) throws(Failure) -> Range<Int> {
    let start = document.decoded.count
    while true {
      guard position < bytes.count else {
        throw fail(.malformedCapture, "the attribute value that starts here is never closed", at: open)
      }
      let byte = bytes[position]
      if byte == quote {
        position += 1
        let length = document.decoded.count - start
        guard length <= limits.maximumStringLength else {
          throw fail(
            .stringTooLong,
            "this attribute value is \(length) bytes long; the limit is \(limits.maximumStringLength)",
            at: open)
        }
        return start..<document.decoded.count
      }
      switch byte {
      case UInt8(ascii: "<"):
        throw fail(.malformedCapture, "`<` is not allowed in an attribute value; write `&lt;`", at: position)
      case UInt8(ascii: "&"):
        let character = try entity()
        document.decoded += character
      case 0x09, 0x0A, 0x0D:
        // CRLF counts once.
        if byte == 0x0D, position + 1 < bytes.count, bytes[position + 1] == 0x0A { position += 1 }
        document.decoded.append(0x20)
        position += 1
      default:
        try checkCharacter()
        document.decoded.append(byte)
        position += 1
      }
    }
  }

  /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&#N;` `&#xN;`, the entity current.
  private mutating func entity() throws(Failure) -> [UInt8] {
    let start = position
    guard let end = bytes[position..<min(bytes.count, position + 12)].firstIndex(of: UInt8(ascii: ";")) else {
      throw fail(.malformedCapture, "`&` must start an entity such as `&amp;`", at: start)
    }
    let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[(position + 1)..<end]), as: UTF8.self)
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
  func checkCharacter() throws(Failure) {
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
  mutating func skipSpace() -> Bool {
    let start = position
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return position > start
      }
    }
    return position > start
  }

  func starts(with text: StaticString) -> Bool {
    let count = text.utf8CodeUnitCount
    guard position + count <= bytes.count else { return false }
    let pointer = text.utf8Start
    for index in 0..<count where bytes[position + index] != pointer[index] { return false }
    return true
  }

  mutating func skip(past terminator: StaticString, what: String) throws(Failure) {
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
