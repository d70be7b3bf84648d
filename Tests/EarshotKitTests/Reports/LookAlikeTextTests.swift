import Foundation
import Testing

@testable import EarshotKit

/// Two texts put against each other (what was expected and what is, a golden line and the
/// run's, a name and the one suggested for it) that differ only in characters that are not seen
/// are shown with every default-ignorable character escaped in both, even one that does
/// visible work where it stands (`VisibleText.lookAlike`): a person always sees why they differ.
@Suite struct LookAlikeTextTests {
  /// A screen whose names differ from what the script expects only by zero-width spaces: after
  /// an ideograph (where one is always escaped), two in a row, and in a Khmer word (where one
  /// is a word break and is kept when nothing is compared); by an emoji's selector, case aside;
  /// and two elements whose names differ so. The last test compares nothing that differs, so its
  /// Khmer, emoji and flag stay as they are.
  static let script = """
    screen {
      button "開\\u{200B}始"
      button "開\\u{200B}\\u{200B}"
      button "ធី\\u{200B}ក"
      button "OK👍\\u{FE0F}"
      button "ធីក"
      button "👩\\u{200D}💻 🏴\\u{E0067}\\u{E0062}\\u{E0073}\\u{E0063}\\u{E0074}\\u{E007F}"
    }
    platform ios
    test "ideographs" {
      focus "開\\u{200B}始"
      expect name "開始"
    }
    test "two in a row" {
      focus "開\\u{200B}\\u{200B}"
      expect name "開"
    }
    test "khmer name" {
      focus "ធី\\u{200B}ក"
      expect name "ធីក"
    }
    test "khmer said" {
      focus "ធី\\u{200B}ក"
      expect "ធីក, Button"
    }
    test "case aside" {
      focus "OK👍\\u{FE0F}"
      expect name "ok👍"
    }
    test "another element" {
      focus "ធី\\u{200B}ក"
      expect focus button "ធីក"
    }
    test "shown as it is" {
      focus "ធី\\u{200B}ក"
      expect "ធី\\u{200B}ក, Button"
      focus "👩\\u{200D}💻 🏴\\u{E0067}\\u{E0062}\\u{E0073}\\u{E0063}\\u{E0074}\\u{E007F}"
    }

    """

  @Test func textsAreAlikeWhenTheySeemTheSameButAreNot() {
    #expect(VisibleText.lookAlike("開始", "開\u{200B}始"))
    #expect(VisibleText.lookAlike("ធី\u{200B}ក", "ធីក"))
    #expect(VisibleText.lookAlike("👩💻", "👩\u{200D}💻"))
    #expect(!VisibleText.lookAlike("開始", "開始"))
    #expect(!VisibleText.lookAlike("開始", "閉\u{200B}始"))
    #expect(!VisibleText.lookAlike("Go", "Do"))
    // As the expectation compares them: case aside, the emoji's selector is the difference.
    #expect(VisibleText.lookAlike("ok👍", "OK👍\u{FE0F}") { $0.lowercased() == $1.lowercased() })
    #expect(!VisibleText.lookAlike("ok👍", "OK👍\u{FE0F}"))
  }

  /// The runner's failures, as every report shows them: the message, expected and actual.
  @Test func aMismatchThatLooksAlikeShowsEveryInvisibleCharacter() throws {
    let compiled = Compiler().compileScript(SourceFile(path: "m.audit", text: Self.script))
    let program = try #require(compiled.program)
    var failures: [Failure] = []
    for test in program.tests {
      var runner = TestRunner(program, session: program.screen.session(on: .ios))
      runner.run(test.steps)
      for step in runner.steps { if case .failed(let failure) = step.outcome { failures.append(failure) } }
    }
    #expect(
      failures.map(\.message) == [
        #"expected name "開始"; it is "開\u{200B}始""#, #"expected name "開"; it is "開\u{200B}\u{200B}""#,
        #"expected name "ធីក"; it is "ធី\u{200B}ក""#,
        #"expected "ធីក, Button" but VoiceOver said "ធី\u{200B}ក, Button""#,
        // Names are compared case aside, so the selector is all that differs.
        #"expected name "ok👍"; it is "OK👍\u{FE0F}""#,
        #"expected focus on button "ធីក"; focus is on button "ធី\u{200B}ក""#,
      ])
    #expect(failures.map(\.showsEveryInvisible) == [true, true, true, true, true, true])
    let khmer = FailureText.render(failures[3])
    #expect(khmer.contains("note: expected: ធីក, Button\nnote: actual:   ធី\\u{200B}ក, Button\n"))
    #expect(khmer.contains("note: diff:     -ធីក +ធី\\u{200B}ក\n"))
    #expect(JSONReport.string(failures[2].actual!, everyInvisible: true) == #""ធី\u200bក""#)
  }

  /// The same through the binary, in each report; the test that compares nothing different
  /// keeps the Khmer word break, the emoji's joiner and the flag's tags as they are.
  @Test func theReportsShowTheDifference() throws {
    let folder = temporaryFolder()
    try write(Self.script, to: "m.audit", in: folder)
    let console = try EarshotBinary.run(["run", "m.audit", "--golden", "g", "--transcripts"], in: folder)
    let github = try EarshotBinary.run(["run", "m.audit", "--golden", "g", "--format", "github"], in: folder)
    let json = try EarshotBinary.run(["run", "m.audit", "--golden", "g", "--format", "json"], in: folder)
    #expect(console.status == 1 && github.status == 1 && json.status == 1)
    for line in [
      #"error: expected name "開始"; it is "開\u{200B}始""#,
      #"error: expected name "開"; it is "開\u{200B}\u{200B}""#,
      #"error: expected name "ធីក"; it is "ធី\u{200B}ក""#, #"note: actual:   ធី\u{200B}ក"#,
      #"error: expected "ធីក, Button" but VoiceOver said "ធី\u{200B}ក, Button""#,
      #"note: diff:     -ធីក +ធី\u{200B}ក"#,
      // Nothing compared: the word break, the joiner and the tags do their work.
      "focus → button \"ធី\u{200B}ក\"\n",
      "say \"👩\u{200D}💻 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}, Button\"\n",
    ] {
      #expect(console.out.contains(line), "\(line)")
    }
    #expect(
      github.out.contains(#"::expected name "ធីក"; it is "ធី\u{200B}ក"%0Aexpected: ធីក%0Aactual:   ធី\u{200B}ក"#))
    #expect(json.out.contains(#""expected":"ធីក","actual":"ធី\u200bក""#))
  }

  /// A golden transcript whose lines differ from the run's only in a kept word break: the diff
  /// shows it escaped in both lines, in the run's failure and in `golden review`.
  @Test func aGoldenDiffOfLinesThatLookAlikeShowsTheDifference() throws {
    let folder = temporaryFolder()
    let recorded =
      "screen { button \"មិន\\u{200B}បាន\" }\nplatform ios\ntest \"t\" {\n  focus \"មិន\\u{200B}បាន\"\n}\n"
    try write(recorded, to: "m.audit", in: folder)
    #expect(try EarshotBinary.run(["run", "m.audit", "--golden", "g"], in: folder).status == 0)
    let golden = try String(contentsOfFile: folder + "/g/m.ios.transcript", encoding: .utf8)
    #expect(golden.contains("focus → button \"មិន\u{200B}បាន\"\n"))
    try write(recorded.replacingOccurrences(of: "\\u{200B}", with: ""), to: "m.audit", in: folder)
    let run = try EarshotBinary.run(["run", "m.audit", "--golden", "g"], in: folder)
    let review = try EarshotBinary.run(["golden", "review", "--golden", "g"], in: folder)
    #expect(run.status == 1 && review.status == 0)
    for diff in [run.out, review.out] {
      #expect(diff.contains(#"-    focus → button "មិន\u{200B}បាន""#), "\(diff)")
      #expect(diff.contains(#"+    focus → button "មិនបាន""#))
      #expect(diff.contains(#"-    say "មិន\u{200B}បាន, Button""#))
    }
    // Lines that differ in what is seen are shown as every line is.
    let shown = UnifiedDiff.shown(
      "--- a\n+++ b\n@@ -1 +1 @@\n-ធី\u{200B}ក\n+ធីក\n@@ -5 +5 @@\n-ធី\u{200B}ក\n+ក\n")
    #expect(shown == "--- a\n+++ b\n@@ -1 +1 @@\n-ធី\\u{200B}ក\n+ធីក\n@@ -5 +5 @@\n-ធី\u{200B}ក\n+ក\n")
  }

  /// A name suggested for one that differs from it only in a zero-width space.
  @Test func aSuggestionThatLooksAlikeShowsTheDifference() {
    let file = SourceFile(
      path: "m.audit", text: "screen { button \"ធី\\u{200B}ក\" }\ntest \"t\" {\n  focus \"ធីក\"\n}\n")
    let diagnostics = Compiler().compileScript(file).diagnostics
    #expect(
      diagnostics.map(\.message) == [#"no element of screen is named `ធីក`; did you mean `ធី\u{200B}ក`?"#])
    #expect(diagnostics.first?.notes.map(\.message) == [#"button "ធី\u{200B}ក" is declared here"#])
  }
}
