/// The documented limits on input (SPEC §8). Each one exceeded is a located diagnostic, never a
/// crash or a hang.
public struct Limits: Sendable {
  /// Largest script, screen or capture file, in bytes.
  public var maximumFileSize: Int
  /// Deepest nesting of screen elements.
  public var maximumNesting: Int
  /// Most elements in one screen.
  public var maximumElements: Int
  /// Most statements in one test.
  public var maximumStepsPerTest: Int
  /// Most errors reported for one file before the rest are summarised.
  public var maximumErrorsPerFile: Int

  public static let standard = Limits(
    maximumFileSize: 4 * 1024 * 1024, maximumNesting: 64, maximumElements: 20_000,
    maximumStepsPerTest: 10_000,
    maximumErrorsPerFile: 100)
}
