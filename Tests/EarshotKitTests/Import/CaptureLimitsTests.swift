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
}
