import Testing

@testable import EarshotKit

/// Two behaviours, each one piece of code driven by entry data: a slider's
/// value moved by its step within its bounds (`Adjustment`), and the typing echo (`Voice.echo`).
@Suite struct AdjustAndTypeTests {
  let percent = Entry.slider.adjustment!

  @Test func amountsAreDigitsWithAnOptionalFraction() {
    #expect(Amount("50")?.description == "50")
    #expect(Amount("12.5") == Amount(scaled: 125, decimals: 1))
    #expect(Amount("007")?.description == "7")
    // Leading zeros are no digits too many.
    #expect(Amount("0000000000050")?.description == "50")
    #expect(Amount("0.25")?.description == "0.25")
    for bad in ["", ".5", "5.", "-5", "+5", "1e3", "5 ", "1,5", "1.2.3", "1234567890", "0.1234567", "٣"] {
      #expect(Amount(Substring(bad)) == nil, "\(bad) is not an amount")
    }
  }

  @Test func aSliderValueIsAPercentageWithinItsBounds() {
    #expect(percent.value("50%") == Amount(scaled: 50, decimals: 0))
    #expect(percent.value("0%") != nil && percent.value("100%") != nil && percent.value("100.0%") != nil)
    for bad in ["50", "loud", "50 %", "%", "101%", "100.5%", "-1%", "50%%"] {
      #expect(percent.value(bad) == nil, "\(bad) is not a slider value")
    }
    #expect(percent.step("10") != nil && percent.step("10%") != nil && percent.step("2.5") != nil)
    for bad in ["0", "0.0", "ten", "10 points", "-1"] {
      #expect(percent.step(bad) == nil, "\(bad) is not a step")
    }
  }

  /// Why a text is not a slider value, most basic first: not a number, outside the bounds
  /// (however many digits it has), or more decimal places than an `Amount` holds, within them.
  /// A text is refused exactly when `value(_:)` reads none.
  @Test func aRefusedValueSaysWhy() {
    let bounds = percent.bounds
    let cases: [(String, ValueRefusal?)] = [
      ("50%", nil), ("0.000001%", nil), ("100.000000%", nil), ("0000000000050%", nil),
      ("0.0000001%", .tooManyDecimals(7)), ("99.12345678%", .tooManyDecimals(8)),
      ("100.0000001%", .outOfBounds), ("150%", .outOfBounds), ("1234567890.1234567%", .outOfBounds),
      ("loud", .notANumber), ("50", .notANumber), ("-0.0000001%", .notANumber), ("1e-7%", .notANumber),
    ]
    for (text, refusal) in cases {
      #expect(bounds.refusal(of: text) == refusal, "\(text)")
      #expect((bounds.value(text) == nil) == (refusal != nil), "\(text)")
    }
    #expect(percent.excessDecimals(ofStep: "0.0000001") == 7)
    #expect(percent.excessDecimals(ofStep: "0.0000001%") == 7)
    for step in ["0.000001", "0.0000000", "ten", "10"] {
      #expect(percent.excessDecimals(ofStep: step) == nil, "\(step)")
    }
  }

  @Test func adjustingMovesByTheStepAndStopsAtTheBounds() {
    #expect(percent.adjusted("50%", step: "10", up: true)! == ("60%", false))
    #expect(percent.adjusted("50%", step: "10", up: false)! == ("40%", false))
    #expect(percent.adjusted("95%", step: "10", up: true)! == ("100%", false))
    #expect(percent.adjusted("100%", step: "10", up: true)! == ("100%", true))
    #expect(percent.adjusted("5%", step: "10", up: false)! == ("0%", false))
    #expect(percent.adjusted("0%", step: "10", up: false)! == ("0%", true))
    // As many decimals as the value or the step is written with.
    #expect(percent.adjusted("12.5%", step: "2.5", up: true)! == ("15.0%", false))
    #expect(percent.adjusted("50%", step: "0.25", up: false)! == ("49.75%", false))
    #expect(percent.adjusted("99.9%", step: "1", up: true)! == ("100.0%", false))
    #expect(percent.adjusted("loud", step: "10", up: true) == nil)
    #expect(percent.adjusted("50%", step: "0", up: true) == nil)
  }

  /// What each reader echoes, character by character, for `text` typed into a field with
  /// this echo mode.
  private func echoes(_ text: String, _ voice: any Voice, _ mode: TypingEcho, after start: String = "")
    -> [String?]
  {
    var typed = start
    return text.map { character in
      defer { typed.append(character) }
      return voice.echo(typing: character, after: typed, mode)
    }
  }

  @Test func talkBackEchoesCharactersAndTheWordsSpacesAndPunctuationEnd() {
    let talkBack = TalkBack()
    // TextEventInterpreter.appendLastWordIfNeeded: the word with the mark's name.
    #expect(
      echoes("ana@example.com", talkBack, .charactersAndWords) == [
        "a", "n", "a", "ana At", "e", "x", "a", "m", "p", "l", "e", "example Period", "c", "o", "m",
      ])
    // A space has no name: the word alone. A one-character word is not echoed.
    #expect(echoes("hi a b", talkBack, .charactersAndWords) == ["h", "i", "hi", "a", "Space", "b"])
    // Capitals (template_capital_letter), symbols by name, `+` has none.
    #expect(echoes("A1+", talkBack, .charactersAndWords) == ["capital A", "1", "A1+"])
    #expect(echoes("#", talkBack, .charactersAndWords) == ["Pound"])
    // The word runs back to the previous mark, never past the text's first character.
    #expect(echoes("-x", talkBack, .charactersAndWords, after: "ab") == ["ab Dash", "x"])
    #expect(echoes(".", talkBack, .charactersAndWords, after: "a-b") == ["Period"])
    #expect(echoes("d!", talkBack, .charactersAndWords, after: "a-bc") == ["d", "bcd Exclamation mark"])
    #expect(echoes("hunter22", talkBack, .word("Bullet")) == Array(repeating: "Bullet", count: 8))
  }

  @Test func voiceOverEchoesEachCharacterOrNothing() {
    let voiceOver = VoiceOver()
    #expect(echoes("Zo @.", voiceOver, .characters) == ["Cap Z", "o", "space", "@", "."])
    #expect(echoes("hunter22", voiceOver, .silent) == Array(repeating: nil, count: 8))
  }

  @Test func aHiddenTextIsSpokenAsItsLength() {
    let count = Entry.secureField.textEntry!.hiddenText[.android]!
    #expect(count.spoken("hunter22") == "8 characters")
    #expect(count.spoken("x") == "1 character")
    // UTF-16, as Java's length() and NSString's length count.
    #expect(count.spoken("pa😀") == "4 characters")
    #expect(Entry.secureField.textEntry!.hidesText && !Entry.textField.textEntry!.hidesText)
  }
}
