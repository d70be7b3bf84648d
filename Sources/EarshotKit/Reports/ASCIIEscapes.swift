/// Replacements of ASCII characters (`%` `:` `,` in a workflow command, `.` in a JUnit
/// classname), made on UTF-8 bytes. `replacingOccurrences` and `split` compare whole
/// characters, and a character can be `,` with a combining mark after it: that `,`, never
/// matched, would reach the output raw, where a CI runner reads it as the comma it is. An ASCII
/// byte in UTF-8 is always its own scalar, whatever follows it.
enum ASCIIEscapes {
  /// `text` with each ASCII byte that `replacement` maps replaced by what it maps it to.
  static func replacing(_ text: String, _ replacement: (UInt8) -> String?) -> String {
    guard text.utf8.contains(where: { $0 < 0x80 && replacement($0) != nil }) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
      if byte < 0x80, let replaced = replacement(byte) {
        out += replaced.utf8
      } else {
        out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
