/// Expected platforms run
/// A script should only write platform-specific expectations for platforms it runs on (a
/// warning: such an expectation would never be checked).
/// For example, `expect ios …` in a script that runs only on Android.
struct ExpectedPlatformsRunRule: CheckRule {
  let invariant = "A script should only write platform-specific expectations for platforms it runs on."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    for (_, word) in context.expectedPlatforms {
      guard let platform = Platform(rawValue: context.value(word)),
        !context.platforms.contains(platform)
      else { continue }
      found.add(.warning) {
        let runs = context.platforms.map(\.rawValue).joined(separator: ", ")
        return Diagnostic(
          .platformNotRun,
          "this expectation is for \(platform.rawValue), but the script runs only on \(raw: runs); it is never checked",
          at: context.inScript(context.texts.range(of: word)))
      }
    }
  }
}
