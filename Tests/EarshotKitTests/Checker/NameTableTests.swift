import Testing

@testable import EarshotKit

/// The table every target resolves through: each name finds exactly its elements, in document
/// order, however many names share a slot of the table.
@Suite struct NameTableTests {
  @Test func eachNameFindsItsElementsInOrder() {
    let table = NameTable([("Submit", 0), ("Cancel", 1), ("Submit", 4), ("submit", 5), ("", 6), ("Wi‑Fi", 7)])
    #expect(table.elements(named: "Submit") == [0, 4])
    #expect(table.elements(named: "submit") == [5])
    #expect(table.elements(named: "Cancel") == [1])
    #expect(table.elements(named: "") == [6])
    #expect(table.elements(named: "Wi‑Fi") == [7])
    #expect(table.elements(named: "Wi-Fi").isEmpty)
    #expect(table.elements(named: "Submit ").isEmpty)
    #expect(table.positions(of: "Nothing").isEmpty)
  }

  /// Names match as Swift strings do: by canonical equivalence, whichever way each is written.
  @Test func equivalentSpellingsFindTheSameElements() {
    let table = NameTable([("Caf\u{E9}", 0), ("\u{212A}elvin", 1), ("Cafe\u{301}", 2)])
    #expect(table.elements(named: "Caf\u{E9}") == [0, 2])
    #expect(table.elements(named: "Cafe\u{301}") == [0, 2])
    #expect(table.elements(named: "Kelvin") == [1])
    #expect(Array("Cafe\u{301}".utf8).withUnsafeBufferPointer(table.positions).count == 2)
    #expect(table.elements(named: "Cafe").isEmpty)
    // Composed only since Unicode 16 (Kirat Rai): equal as Swift strings, as the dictionary
    // keyed by String found them.
    let newer = NameTable([("\u{16D68}", 0)])
    #expect(newer.elements(named: "\u{16D67}\u{16D67}") == [0])
    // Both spellings on the screen: one name, two elements (found by a reviewer: the second
    // spelling was a name of its own, which no lookup reached).
    let both = NameTable([("\u{16D68}", 0), ("\u{16D67}\u{16D67}", 1)])
    #expect(both.elements(named: "\u{16D68}") == [0, 1])
    #expect(both.elements(named: "\u{16D67}\u{16D67}") == [0, 1])
  }

  /// Through the checker: a script's target written decomposed names the screen's precomposed
  /// button (read from the script's bytes, not from a string).
  @Test func aScriptFindsAnEquivalentlySpelledName() {
    let text = """
      screen {
        button "Caf\u{E9}"
        button "\u{212A}elvin"
      }
      focus "Cafe\u{301}"
      focus Kelvin

      """
    let result = Compiler().compileScript(SourceFile(path: "nfc.audit", text: text))
    #expect(result.diagnostics.map(\.message) == [])
    #expect(result.program != nil)
  }

  @Test func anEmptyTableFindsNothing() {
    #expect(NameTable([]).elements(named: "Submit").isEmpty)
  }

  /// Thousands of names: every one found, none found by another's name, whatever the probes.
  @Test func manyNamesAreAllFound() {
    let names = (0..<5000).map { "Row \($0)" }
    let table = NameTable(names.enumerated().map { ($0.element, $0.offset) })
    for (element, name) in names.enumerated() {
      #expect(table.elements(named: name) == [element])
    }
    #expect(table.elements(named: "Row 5000").isEmpty)
  }
}
