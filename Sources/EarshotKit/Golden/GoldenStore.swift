import Foundation

/// Golden transcripts (SPEC §6): the reviewed audit log of each script and platform, kept under
/// a folder (`golden/` by default) that mirrors the script's path:
///
///     scripts/button/submit.audit  →  golden/scripts/button/submit.ios.transcript
///                                      golden/scripts/button/submit.android.transcript
///
/// A mismatch fails and, outside CI, leaves `NAME.transcript.new` beside the golden for
/// `earshot golden review|accept|reject`. Every file is written atomically (a temporary file
/// renamed into place), so an interrupted run never leaves half a golden.
public struct GoldenStore: Sendable {
  /// `--update`: `new` records goldens that do not exist yet (the local default), `all`
  /// rewrites every golden that differs, `none` writes no golden (the default when `CI` is set,
  /// where a missing golden fails).
  public enum Update: String, Sendable, CaseIterable {
    case new, all, none
  }

  public let root: String
  public let update: Update
  /// Under CI nothing is written at all: no golden, no `.new` file.
  public let isCI: Bool

  public static let goldenSuffix = ".transcript"
  public static let pendingSuffix = ".transcript.new"

  public init(root: String = "golden", update: Update? = nil, isCI: Bool) {
    self.root = root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root
    self.isCI = isCI
    self.update = update ?? (isCI ? .none : .new)
  }

  /// Whether the environment says this is CI: `CI` set to anything but empty, `false` or `0`.
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased() else { return false }
    return !["", "false", "0", "no"].contains(value)
  }

  public func goldenPath(script: String, platform: Platform) -> String {
    let key = GoldenStore.key(script)
    let stem = key.hasSuffix(".audit") ? String(key.dropLast(".audit".count)) : key
    return "\(root)/\(stem).\(platform.rawValue)\(GoldenStore.goldenSuffix)"
  }

  /// A script path as it appears under the golden folder: relative, without `.` parts, `..`
  /// as `__`, and an absolute path (outside the working directory) without its leading `/`.
  static func key(_ path: String) -> String {
    if isPlain(path) { return path }
    return path.split(separator: "/").filter { $0 != "." }.map { $0 == ".." ? "__" : String($0) }.joined(
      separator: "/")
  }

  /// Whether `path` is already a key: relative, with no empty, `.` or `..` part (as nearly
  /// every path a suite passes is), so that it need not be split and joined again.
  private static func isPlain(_ path: String) -> Bool {
    var partLength = 0
    var dots = 0
    for byte in path.utf8 {
      if byte == UInt8(ascii: "/") {
        if partLength == 0 || partLength == dots { return false }
        partLength = 0
        dots = 0
      } else {
        partLength += 1
        if byte == UInt8(ascii: "."), dots == partLength - 1 { dots += 1 }
      }
    }
    return partLength > 0 && partLength != dots
  }

  /// The script a golden belongs to, and its platform (nil for a name that is not a golden).
  public func script(ofGolden path: String) -> (script: String, platform: String)? {
    guard path.hasPrefix(root + "/"), path.hasSuffix(GoldenStore.goldenSuffix) else { return nil }
    let stem = path.dropFirst(root.count + 1).dropLast(GoldenStore.goldenSuffix.count)
    guard let dot = stem.lastIndex(of: ".") else { return nil }
    return (String(stem[..<dot]) + ".audit", String(stem[stem.index(after: dot)...]))
  }

  /// What comparing one transcript with its golden came to.
  public struct Check: Sendable {
    /// The `golden transcript` test: passed, or failed with the diff.
    public let result: TestResult
    /// What was written, for the console (`recorded golden/…`).
    public let notice: String?
  }

  public static let testName = "golden transcript"

  public func check(_ transcript: Transcript, script: SourceFile, platform: Platform) -> Check {
    let path = goldenPath(script: script.path, platform: platform)
    let pending = path + ".new"
    let text = transcript.text
    let here = SourceLocation(file: script, range: SourceRange(0, 0))
    func result(_ failures: [Failure]) -> TestResult {
      TestResult(name: GoldenStore.testName, location: here, failures: failures)
    }
    guard case .success(let golden) = FileSystem.readFile(path, maximumSize: Int.max - 1) else {
      if update != .none, !isCI, AtomicFile.write(text, to: path) {
        return Check(result: result([]), notice: "recorded \(path)")
      }
      var note = "record it with `earshot run --update new` outside CI and commit it"
      if !isCI, AtomicFile.write(text, to: pending) {
        note = "the transcript is in \(pending); `earshot golden accept` records it"
      }
      return Check(
        result: result([Failure("no golden transcript at \(path); \(note)", at: here, kind: .golden)]),
        notice: nil)
    }
    if Array(text.utf8) == golden {
      if !isCI { try? FileManager.default.removeItem(atPath: pending) }
      return Check(result: result([]), notice: nil)
    }
    let diff = UnifiedDiff.diff(
      String(decoding: golden, as: UTF8.self), text, oldName: path, newName: pending)
    if update == .all, !isCI, AtomicFile.write(text, to: path) {
      try? FileManager.default.removeItem(atPath: pending)
      return Check(result: result([]), notice: "updated \(path)")
    }
    var message = "the transcript differs from \(path)"
    if !isCI, AtomicFile.write(text, to: pending) {
      message += "; the new one is in \(pending) (`earshot golden review`)"
    }
    return Check(
      result: result([Failure(Message(verbatim: message), at: here, kind: .golden, diff: diff)]), notice: nil)
  }

  // MARK: Files

  /// Every file under the store whose name ends with `suffix`, sorted.
  func files(endingWith suffix: String) -> [String] {
    FileSystem.files(under: root, endingWith: suffix)
  }

  /// Pending `.new` files, optionally only those for the given scripts or folders.
  public func pending(matching filters: [String] = []) -> [String] {
    files(endingWith: GoldenStore.pendingSuffix).filter { path in
      guard !filters.isEmpty else { return true }
      let golden = String(path.dropLast(".new".count))
      let script = self.script(ofGolden: golden)?.script ?? ""
      return filters.contains { filter in
        let key = GoldenStore.key(filter)
        return path.hasPrefix(filter) || script == key || script.hasPrefix(key + "/")
      }
    }
  }

  /// Moves a pending file over its golden (one atomic rename).
  public func accept(_ pending: String) -> Bool {
    rename(pending, String(pending.dropLast(".new".count))) == 0
  }

  public func reject(_ pending: String) -> Bool {
    (try? FileManager.default.removeItem(atPath: pending)) != nil
  }

  /// Goldens under the store that belong to no script that exists, or to a platform the
  /// script does not run on. Only goldens of scripts inside `scope` (the folders and files a
  /// run was given) are considered, so that running one folder does not report the others.
  public func orphans(scope: [String], scripts: Set<String>, platforms: [String: [Platform]]) -> [String] {
    let keyed = Dictionary(scripts.map { (GoldenStore.key($0), $0) }, uniquingKeysWith: { first, _ in first })
    let roots = scope.map { GoldenStore.key($0) }
    return files(endingWith: GoldenStore.goldenSuffix).filter { golden in
      guard let (script, platform) = script(ofGolden: golden) else { return false }
      let inScope = roots.contains { key in key.isEmpty || script == key || script.hasPrefix(key + "/") }
      guard inScope else { return false }
      guard let original = keyed[script], let known = Platform(rawValue: platform) else { return true }
      return platforms[original].map { !$0.contains(known) } ?? false
    }
  }
}
