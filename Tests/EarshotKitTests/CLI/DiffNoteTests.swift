import Foundation
import Testing

/// The `diff:` note under a failed announcement, as the built binary prints it: the hint, which
/// an expectation may stop before, is no difference unless the expectation writes it, and parts
/// that are all there in another order are said to be.
@Suite struct DiffNoteTests {
  static let screen = """
    screen "Sound" {
      heading "Sound"
      slider "Volume" value "50%" step 10 @volume
    }

    """

  static let script = """
    title "Diff notes"
    screen "sound.screen"
    platform android

    test "another order" {
      focus @volume
      expect exactly 'Volume, 50%, Slider'
    }

    test "a part missing" {
      focus @volume
      expect 'Volume, Slider'
    }

    test "a hint written wrong" {
      focus @volume
      expect '50%, Volume, Slider, Swipe to adjust'
    }

    """

  @Test func anUnwrittenHintIsNoDifferenceAndAReorderingIsSaid() throws {
    let folder = temporaryFolder()
    try FileManager.default.createDirectory(atPath: folder + "/scripts", withIntermediateDirectories: true)
    try Self.screen.write(toFile: folder + "/scripts/sound.screen", atomically: true, encoding: .utf8)
    try Self.script.write(toFile: folder + "/scripts/diff.audit", atomically: true, encoding: .utf8)
    let run = try EarshotBinary.run(["run", "scripts", "--golden", temporaryFolder()], in: folder)
    #expect(run.status == 1)
    let said = "TalkBack said \"50%, Volume, Slider, Swipe up or swipe down to adjust\""
    let actual = "  note: actual:   50%, Volume, Slider, Swipe up or swipe down to adjust\n"
    #expect(
      run.out.contains(
        """
        FAIL scripts/diff.audit [android] another order
          scripts/diff.audit:7:3: error: expected "Volume, 50%, Slider" but \(said)
              7 |   expect exactly 'Volume, 50%, Slider'
                |   ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
          note: expected: Volume, 50%, Slider
        \(actual)  note: diff:     the same parts in another order

        """), "\(run.out)")
    #expect(
      run.out.contains(
        """
          note: expected: Volume, Slider
        \(actual)  note: diff:     +50%
        FAIL
        """), "\(run.out)")
    // Written, the hint is compared.
    #expect(
      run.out.contains(
        """
          note: expected: 50%, Volume, Slider, Swipe to adjust
        \(actual)  note: diff:     -swipe to adjust +swipe up or swipe down to adjust

        """), "\(run.out)")
  }
}
