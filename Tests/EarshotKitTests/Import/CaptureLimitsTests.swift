import EarshotKit
import Foundation
import Testing

/// What a capture must be before it is read: lines no element can fill are refused before a
/// String is made of them; a capture in UTF-16 or UTF-32 is named as such.
@Suite struct CaptureLimitsTests {
  /// The diagnostics of compiling `bytes` as the screen file `path`.
  static func diagnostics(_ bytes: [UInt8], path: String) -> [Diagnostic] {
    Compiler(reader: .memory([path: bytes])).compileScreen(at: path).diagnostics
  }

  static func location(_ diagnostic: Diagnostic) -> String {
    let (line, column) = diagnostic.location.file.location(of: diagnostic.location.range.start)
    return "\(diagnostic.location.file.path):\(line):\(column)"
  }

  /// A line longer than five fields at the string limit is refused as it is found: a 15 MB
  /// one took half a gigabyte and many seconds to refuse, through the Strings made of it.
  @Test func aLineNoElementCanFillIsRefusedBeforeItIsRead() throws {
    let label = String(repeating: "a", count: 200_000)
    let capture =
      "Attributes: Application, 0x1, pid: 1, label: '\(label)'\nElement subtree:\n →Application, 0x1, pid: 1, label: '\(label)'\n"
    let found = Self.diagnostics(Array(capture.utf8), path: "long.txt")
    let diagnostic = try #require(found.first)
    #expect(found.count == 1)
    #expect(diagnostic.id == .stringTooLong)
    #expect(
      diagnostic.message
        == "this line is 200039 bytes long, longer than an element's line can be: each of its fields is limited to 10000 bytes"
    )
    #expect(Self.location(diagnostic) == "long.txt:3:1")
  }

  /// Fields at the limit still fit a line.
  @Test func aLineOfFieldsAtTheLimitIsRead() throws {
    let field = String(repeating: "a", count: 10_000)
    let capture =
      "Element subtree:\n →Application, 0x1, pid: 1, label: 'App'\n    Button, 0x2, {{0, 0}, {50, 50}}, identifier: '\(field)', label: '\(field)', placeholderValue: '\(field)', value: \(field)\n"
    let found = Self.diagnostics(Array(capture.utf8), path: "wide.txt")
    #expect(!found.contains { $0.severity == .error }, "\(found.map(\.message))")
  }

  /// `text` in a wide encoding, with its byte-order mark when `mark`.
  static func encoded(_ text: String, _ encoding: String, mark: Bool) -> [UInt8] {
    let units: [UInt32] =
      encoding.hasPrefix("UTF-16") ? text.utf16.map(UInt32.init) : text.unicodeScalars.map(\.value)
    let width = encoding.hasPrefix("UTF-16") ? 2 : 4
    let bigEndian = encoding.hasSuffix("BE")
    return ((mark ? [0xFEFF] : []) + units).flatMap { unit in
      let bytes = (0..<width).map { UInt8(truncatingIfNeeded: unit >> (8 * $0)) }
      return bigEndian ? bytes.reversed() : bytes
    }
  }

  static let xml =
    "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<hierarchy rotation=\"0\"><node class=\"android.widget.Button\" text=\"Go\" bounds=\"[0,0][10,10]\"/></hierarchy>\n"

  @Test(arguments: ["UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE"], [true, false])
  func aWideCaptureIsNamedByItsEncoding(_ encoding: String, mark: Bool) throws {
    let found = Self.diagnostics(Self.encoded(Self.xml, encoding, mark: mark), path: "wide.xml")
    let diagnostic = try #require(found.first)
    #expect(found.count == 1)
    #expect(diagnostic.id == .captureEncoding)
    let how = mark ? "its byte-order mark says so" : "zero bytes lie between its first characters"
    #expect(
      diagnostic.message
        == "wide.xml is \(encoding) (\(how)); earshot reads UTF-8 screens and captures (convert it, for example with `iconv -f \(encoding) -t UTF-8`)"
    )
    #expect(Self.location(diagnostic) == "wide.xml:1:1")
    // No line of the file is quoted: read as UTF-8 it is a line of `\u{0}`s.
    #expect(!DiagnosticRenderer().render(diagnostic).contains("\\u{0}"))
  }

  /// A debugDescription saved as UTF-16 is told the same way.
  @Test func aWideDebugDescriptionIsNamedByItsEncoding() throws {
    let text = "Element subtree:\n →Application, 0x1, pid: 1, label: 'App'\n"
    let found = Self.diagnostics(Self.encoded(text, "UTF-16LE", mark: true), path: "wide.txt")
    #expect(found.map(\.id) == [.captureEncoding])
    #expect(found.first?.message.hasPrefix("wide.txt is UTF-16LE (its byte-order mark says so)") == true)
  }

  /// lldb's one-line literal is unescaped on bytes: every escape, and text that is not ASCII.
  @Test func anLLDBLiteralIsUnescapedOnBytes() throws {
    let literal =
      #"  "Element subtree:\n →Application, 0x1, pid: 1, label: 'Caf\u{E9} \u{1F600}'\n    Button, 0x2, label: 'It\'s \"x\" \\ é\tz'\n"  "#
    let file = SourceFile(path: "lldb.txt", text: "t =     1.00s Snapshot\n" + literal + "\n")
    let (screen, diagnostics) = CaptureImporter.importScreen(file, format: .lldbDescription)
    #expect(diagnostics.map(\.id) == [.captureImported])
    let imported = try #require(screen)
    // The application's label is the screen's title; the button is the one element.
    #expect(imported.title?.value == "Café 😀")
    #expect(imported.allElements.compactMap { $0.name?.value } == ["It's \"x\" \\ é\tz"])
  }
}
