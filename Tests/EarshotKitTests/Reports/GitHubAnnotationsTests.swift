import EarshotKit
import Testing

@Suite struct GitHubAnnotationsTests {
  @Test func failuresBecomeErrorAnnotationsWithFileLineAndColumn() throws {
    let folder = temporaryFolder()
    let path = folder + "/a.audit"
    try "screen { button Submit }\nplatform ios\nfocus Submit\nexpect 'Submit, Buton'\n".write(
      toFile: path, atomically: true, encoding: .utf8)
    let outcome = SuiteRunner().run([path], options: .init())
    let text = GitHubAnnotations.render(outcome)
    #expect(
      text.hasPrefix(
        "::error file=\(path.replacingOccurrences(of: ":", with: "%3A")),line=4,col=1,title=a.audit [ios]::expected \"Submit, Buton\" but VoiceOver said \"Submit, Button\"%0Aexpected: Submit, Buton%0Aactual:   Submit, Button%0A"
      ))
    #expect(!text.dropLast().contains("\n"), "one line per annotation")
  }
}
