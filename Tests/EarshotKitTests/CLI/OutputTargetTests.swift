import EarshotKit
import Foundation
import Testing

/// What `--junit`, `init -o` and `golden accept` do with what is already at the path they
/// write: a regular file is replaced (through a link, the file it names, the link kept); a
/// named pipe or a device is written through and never replaced; a folder or a link to
/// nothing is refused before anything runs.
@Suite struct OutputTargetTests {
  static let scripts = repositoryRoot + "/scripts/button"
  static let golden = repositoryRoot + "/golden"

  /// `earshot run` of the bundled button audits against their goldens, writing nothing else.
  private func run(junit: String) -> CLIRun {
    earshot(["run", Self.scripts, "--golden", Self.golden, "--junit", junit], environment: ["CI": "true"])
  }

  private func fileType(_ path: String) -> mode_t {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
  }

  /// A complete report: what the XML declaration opens, the last line closes.
  private func expectComplete(_ report: String, _ comment: Comment? = nil) {
    #expect(report.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites"), comment)
    #expect(report.hasSuffix("</testsuites>\n"), comment)
  }

  @Test func aNamedPipeIsWrittenThroughAndKept() throws {
    let pipe = temporaryFolder() + "/report.pipe"
    #expect(mkfifo(pipe, 0o644) == 0)
    // A reader, and a writer of the test's own so that the reader sees the end only when the
    // test closes it, after earshot has written.
    let reader = open(pipe, O_RDONLY | O_NONBLOCK)
    let keepOpen = open(pipe, O_WRONLY)
    #expect(reader >= 0 && keepOpen >= 0)
    _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) & ~O_NONBLOCK)
    let received = ReceivedBytes()
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      received.readAll(from: reader)
      done.signal()
    }
    let result = run(junit: pipe)
    close(keepOpen)
    done.wait()
    close(reader)
    #expect(result.status == 0, "\(result.err)")
    expectComplete(received.text)
    #expect(received.text.contains("<testsuite name=\"scripts/button/submit.audit [ios]\""))
    #expect(fileType(pipe) == S_IFIFO, "still a named pipe")
  }

  @Test func aNamedPipeNobodyReadsFailsWithoutWaiting() throws {
    let pipe = temporaryFolder() + "/report.pipe"
    #expect(mkfifo(pipe, 0o644) == 0)
    let result = run(junit: pipe)
    #expect(result.status == 74)
    #expect(
      result.err.contains("cannot write the JUnit report \(pipe): it is a named pipe that no process reads\n")
    )
    #expect(fileType(pipe) == S_IFIFO)
  }

  /// `/dev/null` itself: written through, still the device afterwards (as root, replacing it
  /// would replace the machine's).
  @Test func devNullIsWrittenThroughAndStaysADevice() throws {
    let result = run(junit: "/dev/null")
    #expect(result.status == 0, "\(result.err)")
    #expect(fileType("/dev/null") == S_IFCHR)
  }

  /// A link to a device, and a device of the test's own (made where the tests run as root, as
  /// in CI): both are written through, the link kept.
  @Test func linksToDevicesAndDevicesAreKept() throws {
    let folder = temporaryFolder()
    try FileManager.default.createSymbolicLink(atPath: folder + "/null.xml", withDestinationPath: "/dev/null")
    var targets = [folder + "/null.xml"]
    var null = stat()
    stat("/dev/null", &null)
    if mknod(folder + "/own-null", S_IFCHR | 0o666, null.st_rdev) == 0 {
      targets.append(folder + "/own-null")
    }
    for target in targets {
      let result = run(junit: target)
      #expect(result.status == 0, "\(target): \(result.err)")
    }
    #expect(fileType(folder + "/null.xml") == S_IFLNK)
    #expect(fileType("/dev/null") == S_IFCHR)
    if targets.count == 2 { #expect(fileType(folder + "/own-null") == S_IFCHR) }
    let initialized = earshot(["init", Self.scripts + "/button.screen", "-o", folder + "/null.xml"])
    #expect(initialized.status == 0, "a stream needs no --force: \(initialized.err)")
    #expect(fileType(folder + "/null.xml") == S_IFLNK)
  }

  /// `/dev/stdout` is the process's own output (a file here, where `EarshotBinary` puts it):
  /// the report follows the results there, and the output file is neither replaced nor cut.
  @Test func devStdoutIsTheConsoleStream() throws {
    let folder = temporaryFolder()
    let result = try EarshotBinary.run(
      ["run", Self.scripts, "--golden", Self.golden, "--junit", "/dev/stdout"], in: folder,
      environment: ["CI": "true"])
    #expect(result.status == 0, "\(result.err)")
    let report = try #require(result.out.range(of: "<?xml"))
    #expect(strippingTime(String(result.out[..<report.lowerBound])).hasSuffix("24 passed, 0 failed\n"))
    expectComplete(String(result.out[report.lowerBound...]))
  }

  /// A link to a regular file: the file it names is replaced, and the link stays a link.
  @Test func aLinkToAFileReplacesTheFileAndKeepsTheLink() throws {
    let folder = temporaryFolder()
    try write("old\n", to: "reports/report.xml", in: folder)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/latest.xml", withDestinationPath: "reports/report.xml")
    let result = run(junit: folder + "/latest.xml")
    #expect(result.status == 0, "\(result.err)")
    #expect(fileType(folder + "/latest.xml") == S_IFLNK)
    expectComplete(try String(contentsOfFile: folder + "/reports/report.xml", encoding: .utf8))
    let forced = earshot(["init", Self.scripts + "/button.screen", "-o", folder + "/latest.xml", "--force"])
    #expect(forced.status == 0, "\(forced.err)")
    #expect(fileType(folder + "/latest.xml") == S_IFLNK)
    #expect(
      try String(contentsOfFile: folder + "/reports/report.xml", encoding: .utf8).hasPrefix("# Generated"))
  }

  @Test func aFolderOrALinkToNothingIsRefusedBeforeTheRun() throws {
    let folder = temporaryFolder()
    try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/dangling", withDestinationPath: "missing/r.xml")
    let cases = [
      ("dir", "Is a directory"), ("dangling", "it is a symbolic link to a file that does not exist"),
    ]
    for (name, reason) in cases {
      let result = run(junit: folder + "/" + name)
      #expect(result.status == 64, "\(name)")
      #expect(
        result.err == "earshot: --junit \(folder)/\(name): \(reason); write the report somewhere else\n",
        "\(name)")
      #expect(result.out.isEmpty, "nothing ran")
      let audit = earshot(["audit", Self.scripts + "/button.screen", "--junit", folder + "/" + name])
      #expect(audit.status == 64, "\(name)")
      let initialized = earshot(["init", Self.scripts + "/button.screen", "-o", folder + "/" + name])
      #expect(initialized.status == 64)
      #expect(
        initialized.err.contains("cannot write \(folder)/\(name): \(reason); write the script somewhere else")
      )
    }
    #expect(fileType(folder + "/dangling") == S_IFLNK)
    #expect(!FileManager.default.fileExists(atPath: folder + "/missing"))
  }

  /// `golden accept` moves a pending file over its golden only when that is a regular file.
  @Test func goldenAcceptNeverReplacesAPipe() throws {
    let folder = temporaryFolder()
    let golden = folder + "/golden/button/submit.ios.transcript"
    try write(
      GoldenTranscript.formatLine + "\nnew\n", to: "golden/button/submit.ios.transcript.new", in: folder)
    #expect(mkfifo(golden, 0o644) == 0)
    let result = earshot(["golden", "accept", "--golden", folder + "/golden"])
    #expect(result.status != 0)
    #expect(
      result.err.contains(
        "cannot replace \(folder)/golden/button/submit.ios.transcript: it is not a regular file, and only one is replaced"
      ), "\(result.err)")
    #expect(fileType(golden) == S_IFIFO)
    #expect(FileManager.default.fileExists(atPath: golden + ".new"), "the pending file is kept")
  }
}

extension OutputTargetTests {
  /// A golden that is a symbolic link (here to a file outside the golden folder) is never
  /// read or written through, nor replaced: updating and accepting say so and leave both.
  @Test func aGoldenThatIsALinkIsNeitherFollowedNorReplaced() throws {
    let folder = temporaryFolder()
    try FileManager.default.copyItem(atPath: Self.scripts, toPath: folder + "/button")
    try write("outside\n", to: "outside.txt", in: folder)
    try write(
      GoldenTranscript.formatLine + "\nnew\n", to: "golden/button/enter.android.transcript.new", in: folder)
    for name in ["submit.ios", "enter.android"] {
      try FileManager.default.createSymbolicLink(
        atPath: "\(folder)/golden/button/\(name).transcript", withDestinationPath: "../../outside.txt")
    }
    let updated = earshot(["run", folder + "/button", "--golden", folder + "/golden", "--update", "all"])
    #expect(updated.status == 1)
    #expect(
      updated.out.contains(
        "submit.ios.transcript is a symbolic link; earshot reads and writes no golden through a link in the golden folder, where golden commands leave it alone, so it was not compared; replace the link with the file it names\n"
      ), "\(updated.out)")
    let accepted = earshot(["golden", "accept", "--golden", folder + "/golden"])
    #expect(accepted.status != 0)
    #expect(accepted.status == 1)
    #expect(accepted.err.contains("enter.android.transcript is a symbolic link"), "\(accepted.err)")
    #expect(try String(contentsOfFile: folder + "/outside.txt", encoding: .utf8) == "outside\n")
    for name in ["submit.ios", "enter.android"] {
      #expect(fileType("\(folder)/golden/button/\(name).transcript") == S_IFLNK, "\(name)")
    }
  }
}

/// Everything read from a file descriptor until its end, on another thread.
final class ReceivedBytes: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8] = []

  var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }

  func readAll(from descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      lock.withLock { bytes += buffer[..<count] }
    }
  }
}
