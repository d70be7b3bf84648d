/// The documented limits on input. Each one exceeded is a located diagnostic, never a
/// crash or a hang.
public struct Limits: Sendable {
  /// Largest script, screen or capture file, in bytes.
  public var maximumFileSize: Int
  /// The largest file read: `maximumFileSize`, and under 4 GiB whatever it is set to, since a
  /// script's texts keep 32-bit offsets (`ScriptTexts.Span`).
  public var readableFileSize: Int { min(maximumFileSize, Int(UInt32.max) - 1) }
  /// Deepest nesting of screen elements.
  public var maximumNesting: Int
  /// Most elements in one screen.
  public var maximumElements: Int
  /// Most statements in one test.
  public var maximumStepsPerTest: Int
  /// Most errors reported for one file before the rest are summarised.
  public var maximumErrorsPerFile: Int
  /// Longest string, word or @id in a script or screen, or attribute value in a capture, in
  /// UTF-8 bytes.
  public var maximumStringLength: Int = 10_000
  /// Most attributes on one element of an XML capture (real nodes carry about twenty).
  public var maximumAttributes: Int = 256

  public static let standard = Limits(
    maximumFileSize: 16 * 1024 * 1024, maximumNesting: 64, maximumElements: 20_000,
    maximumStepsPerTest: 10_000,
    maximumErrorsPerFile: 100, maximumStringLength: 10_000)
}
