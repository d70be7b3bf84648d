import EarshotCLI
import EarshotKit
import Foundation
import Testing

/// How paths on the command line are read: however a folder is spelled its scripts have the
/// same names in every report, `PATH:LINE[:COL]` takes only a line it can use, and after `--`
/// every argument is a path.
@Suite struct PathArgumentTests {
  /// A folder holding a copy of `scripts/button` as `scripts/`, and an empty `x/`.
  private func project(_ name: String = #function) throws -> String {
    let folder = sharedTemporaryFolder(name)
    try FileManager.default.copyItem(atPath: repositoryRoot + "/scripts/button", toPath: folder + "/scripts")
    try FileManager.default.createDirectory(atPath: folder + "/x", withIntermediateDirectories: true)
    return folder
  }

  /// The console and the JUnit report of a run, its times taken out.
  private func reports(_ path: String, in folder: String) throws -> (out: String, junit: String) {
    let result = try EarshotBinary.run(["run", path, "--golden", "g", "--junit", "j.xml"], in: folder)
    #expect(result.status == 0, "\(path): \(result.out)\(result.err)")
    let junit = try String(contentsOfFile: folder + "/j.xml", encoding: .utf8)
    return (strippingTime(result.out), junit.replacing(#/(time|timestamp)="[^"]*"/#, with: ""))
  }

  @Test func everySpellingOfAFolderNamesItsScriptsAlike() throws {
    let folder = try project()
    #expect(try EarshotBinary.run(["run", "scripts", "--golden", "g"], in: folder).status == 0)
    let expected = try reports("scripts", in: folder)
    #expect(expected.out.contains("PASS scripts/submit.audit [ios] golden transcript\n"))
    #expect(expected.junit.contains("<testsuite name=\"scripts/submit.audit [ios]\""))
    #expect(expected.junit.contains("classname=\"scripts.submit.ios\""))
    for spelling in [".", "./", "./scripts/", "scripts//", "./x/../scripts", "x/./../scripts/."] {
      let found = try reports(spelling, in: folder)
      #expect(found.out == expected.out, "\(spelling)")
      #expect(found.junit == expected.junit, "\(spelling)")
    }
  }

  /// A line given with a script spelled another way selects in that script.
  @Test func aLineSelectsInTheScriptHoweverItIsSpelled() throws {
    let folder = try project()
    for spelling in ["scripts/submit.audit:20", "./scripts//submit.audit:20", "scripts/submit.audit:20:3"] {
      let result = try EarshotBinary.run(["run", spelling, "--list"], in: folder)
      #expect(result.status == 0, "\(spelling): \(result.err)")
      #expect(
        result.out
          == "scripts/submit.audit:20 [ios] the card example: space activates\nscripts/submit.audit:20 [android] the card example: space activates\n",
        "\(spelling)")
    }
  }

  @Test(arguments: [
    ("-1", "line", "-1"), ("+3", "line", "+3"), ("0", "line", "0"), ("1234567890", "line", "1234567890"),
    ("١٢", "line", "١٢"), ("12 ", "line", "12 "), ("", "line", ""), ("20:x", "column", "x"),
    ("20:-1", "column", "-1"), ("-1:3", "line", "-1"),
  ])
  func aLineThatIsNotANumberIsAUsageError(_ suffix: String, _ what: String, _ given: String) throws {
    let folder = try project()
    let script = folder + "/scripts/submit.audit"
    for command in [["run", "\(script):\(suffix)"], ["run", "\(script):\(suffix)", "--list"]] {
      let result = earshot(command)
      #expect(result.status == 64, "\(suffix): \(result.err)")
      #expect(
        result.err.hasPrefix(
          "earshot: \(script):\(suffix): a \(what) is a number from 1 to 999999999 in the digits 0 to 9, not `\(given)`\n"
        ), "\(result.err)")
    }
  }

  /// The `path:line:col` a failure prints, pasted back, runs that failure's test.
  @Test func aFailuresLocationPastedBackRunsItsTest() throws {
    let folder = try project()
    try write(
      "screen { button \"Submit\" }\ntest \"first\" {\n  focus Submit\n}\ntest \"second\" {\n  focus Submit\n  expect ios 'Sbumit, Button'\n}\n",
      to: "scripts/typo.audit", in: folder)
    let failing = try EarshotBinary.run(["run", "scripts/typo.audit", "--golden", "g"], in: folder)
    #expect(failing.status == 1)
    let location = try #require(failing.out.firstMatch(of: #/\n  (?<at>\S+:\d+:\d+): error: /#)?.at)
    #expect(location == "scripts/typo.audit:7:3")
    let again = try EarshotBinary.run(["run", String(location), "--golden", "g"], in: folder)
    #expect(again.status == 1, "\(again.err)")
    #expect(again.out.hasPrefix("FAIL scripts/typo.audit [ios] second\n  scripts/typo.audit:7:3: error: "))
    #expect(!again.out.contains("first"), "only the test at that line runs")
  }

  /// A line selects a test in one script: given to a folder, it is a usage error, not a run of
  /// the whole folder.
  @Test func aLineOnAFolderIsAUsageError() throws {
    let folder = try project()
    for path in ["scripts:5", "scripts:5:3", "./scripts/:5", "x:1"] {
      for command in [["run", path], ["run", path, "--list"]] {
        let result = try EarshotBinary.run(command, in: folder)
        #expect(result.status == 64, "\(command): \(result.out)")
        #expect(result.out.isEmpty, "\(command)")
        let folderName = String(path.prefix { $0 != ":" })
        #expect(
          result.err.hasPrefix(
            "earshot: \(path): a line selects a test in one script, and \(folderName) is a folder; give a script's path\n"
          ), "\(command): \(result.err)")
      }
    }
  }

  /// A PATH that names nothing is a usage error naming it, before anything is compiled, for
  /// `run`, `check` and `audit` alike; so is a missing `scripts` when no PATH is given.
  @Test func aMissingPathIsAUsageError() throws {
    let folder = try project()
    let commands = [
      (["run", "script"], "script"), (["run", "scripts/missing", "--list"], "scripts/missing"),
      (["run", "scripts", "nothing.audit:3"], "nothing.audit:3"), (["check", "script"], "script"),
      (["check", "scripts", "scripts/missing.audit"], "scripts/missing.audit"),
      (["check", "--format", "github", "x/a.screen"], "x/a.screen"), (["audit", "captures"], "captures"),
      (["audit", "scripts", "x/missing.xml", "--junit", "j.xml"], "x/missing.xml"),
    ]
    for (command, missing) in commands {
      let result = try EarshotBinary.run(command, in: folder)
      #expect(result.status == 64, "\(command): \(result.out)")
      #expect(result.out.isEmpty, "\(command)")
      #expect(result.err == "earshot: no such file or folder: \(missing)\n", "\(command)")
    }
    for command in ["run", "check", "audit"] {
      let two = try EarshotBinary.run([command, "scripts", "a", "b/c.audit"], in: folder)
      #expect(two.status == 64 && two.err == "earshot: no such file or folder: a, b/c.audit\n", "\(two.err)")
      #expect(two.out.isEmpty, "\(command)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder + "/j.xml"), "nothing is written")
    for (command, looksFor) in [("run", "scripts"), ("check", "scripts and screens")] {
      let noScripts = try EarshotBinary.run([command], in: folder + "/x")
      #expect(noScripts.status == 64 && noScripts.out.isEmpty)
      #expect(
        noScripts.err
          == "earshot: no such folder: scripts, where `earshot \(command)` looks for \(looksFor) when given no PATH; give the scripts or folders to \(command)\n"
      )
    }
    // A folder that is there but holds nothing to work on is what it was: exit 2, saying so.
    let empty = try EarshotBinary.run(["run", "x"], in: folder)
    #expect(empty.status == 2 && empty.err == "earshot: no .audit scripts found in x\n")
    let noScreens = try EarshotBinary.run(["audit", "x"], in: folder)
    #expect(noScreens.status == 2 && noScreens.err == "earshot: no .screen files or captures found in x\n")
  }

  /// A path whose part before a colon names nothing either is a missing path, as it is.
  @Test func aMissingPathWithAColonIsAMissingPath() throws {
    let folder = try project()
    let result = earshot(["check", folder + "/nothing.audit:-1"])
    #expect(result.status == 64)
    #expect(result.err == "earshot: no such file or folder: \(folder)/nothing.audit:-1\n")
  }

  @Test func afterTwoDashesEveryArgumentIsAPath() throws {
    let folder = try project()
    for name in ["-dash.audit", "--help.audit", "--golden.audit"] {
      try FileManager.default.copyItem(
        atPath: folder + "/scripts/submit.audit", toPath: folder + "/scripts/" + name)
    }
    let withoutDashes = try EarshotBinary.run(["check", "-dash.audit"], in: folder + "/scripts")
    #expect(withoutDashes.status == 64)
    #expect(withoutDashes.err.hasPrefix("earshot: unknown option `-dash.audit` for check"))
    for command in [["check"], ["run", "--golden", "../g"], ["run", "--list"]] {
      let result = try EarshotBinary.run(
        command + ["--", "-dash.audit", "--help.audit", "--golden.audit"], in: folder + "/scripts")
      #expect(result.status == 0, "\(command): \(result.out)\(result.err)")
      #expect(!result.out.contains("usage:"), "\(command)")
    }
    let listed = try EarshotBinary.run(["run", "--list", "--", "-dash.audit:20"], in: folder + "/scripts")
    #expect(listed.out.hasPrefix("-dash.audit:20 [ios] the card example: space activates\n"), "\(listed.err)")
    let pending = try EarshotBinary.run(["golden", "review", "--golden", "g", "--", "--golden"], in: folder)
    #expect(pending.status == 64)
    #expect(
      pending.err
        == "earshot: nothing matched `--golden`: no pending golden transcript under g belongs to it or has a change in a test of that name\n"
    )
  }
}
