/// Golden transcripts: the reviewed record of what the reader did and said in each
/// test of a script on a platform (`GoldenTranscript`), kept in a golden folder by the script's
/// key, its path from the folder that holds the golden folder (`ProjectRoot`):
///
///     scripts/button/submit.audit  →  golden/scripts/button/submit.ios.transcript
///                                      golden/scripts/button/submit.android.transcript
///
/// The key is the same however the script was named, so every spelling finds the same golden.
/// In the folder, a key's `..` steps (a script outside the root) are written `@up`, and a part
/// of a key that starts with `@` gets one more (`@x` → `@@x`), so no two keys share a golden.
///
/// A run is compared with its golden test by test (`check`, in `GoldenCheck.swift`). A mismatch
/// fails and, outside CI, leaves `NAME.transcript.new` beside the golden for
/// `earshot golden review|accept|reject`; orphans are listed and pruned (`GoldenOrphans.swift`).
/// Every file is written atomically (`AtomicFile`). A golden that cannot be read is never
/// overwritten, and a golden or `.new` file that cannot be written fails its test with the path
/// and the system's reason.
public struct GoldenStore: Sendable {
  /// `--update`: `new` records goldens that do not exist yet (the local default), `all`
  /// rewrites every golden that differs, `none` writes no golden (the default when `CI` is set,
  /// where a missing golden fails).
  public enum Update: String, Sendable, CaseIterable {
    case new, all, none
  }

  /// The golden folder, as messages show it.
  public let folder: String
  public let project: ProjectRoot
  public let update: Update
  /// Under CI nothing is written at all: no golden, no `.new` file.
  public let isCI: Bool
  /// Told when a golden's lock (`GoldenLock`) is held by another process and this one is about
  /// to wait for it: `waiting for golden/.a.ios.transcript.earshot-lock, held by another run`,
  /// once a wait, from whichever worker waits.
  public var waitingForLock: (@Sendable (Message) -> Void)?

  public static let goldenSuffix = ".transcript"
  public static let pendingSuffix = ".transcript.new"
  public static let testName = "golden transcript"
  /// The largest golden or `.new` file read (a transcript is kilobytes; a larger file is not
  /// one earshot wrote, and a sparse one could claim terabytes).
  public static let maximumSize = 64 * 1024 * 1024

  /// The goldens of `project`: its golden folder, keyed from its root.
  public init(project: ProjectRoot, update: Update? = nil, isCI: Bool) {
    self.project = project
    self.folder = project.display(project.goldenFolder)
    self.isCI = isCI
    self.update = update ?? (isCI ? .none : .new)
  }

  /// The goldens in `folder` (`--golden`), else in the golden folder found from the working
  /// directory (`ProjectRoot.find`).
  public init(folder: String? = nil, update: Update? = nil, isCI: Bool) {
    self.init(project: .find(goldenFolder: folder), update: update, isCI: isCI)
  }

  /// Whether the environment says this is CI: `CI` set to anything but empty, `false` or `0`.
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased() else { return false }
    return !["", "false", "0", "no"].contains(value)
  }

  // MARK: Paths

  /// The golden of a script, named by any path.
  public func goldenPath(script: String, platform: Platform) -> String {
    goldenPath(key: project.key(of: script), platform: platform)
  }

  public func goldenPath(key: String, platform: Platform) -> String {
    let stem = PathText.removingSuffix(".audit", from: key)
    return "\(folder)/\(GoldenStore.encode(stem)).\(platform.rawValue)\(GoldenStore.goldenSuffix)"
  }

  /// The key of the script a golden belongs to, and its platform (nil for a file that is not a
  /// golden of this folder, or no golden of any script: a path that `encode` would not write,
  /// such as `@x/a.ios.transcript`, whose script's golden is `@@x/a.ios.transcript`).
  public func script(ofGolden path: String) -> (key: String, platform: String)? {
    guard let (written, platform) = stemAndPlatform(ofGolden: path) else { return nil }
    let key = GoldenStore.decode(written)
    guard GoldenStore.encode(key) == written else { return nil }
    return (key + ".audit", platform)
  }

  /// `golden/a/b.ios.transcript` as `a/b` and `ios`, if it is in the folder and ends so. By
  /// bytes, as the file system reads paths: a file name that starts with a combining mark
  /// makes one character of it and the `/` before it.
  func stemAndPlatform(ofGolden path: String) -> (stem: String, platform: String)? {
    let bytes = path.utf8
    let (start, suffix) = (Array((folder + "/").utf8), Array(GoldenStore.goldenSuffix.utf8))
    guard bytes.starts(with: start), bytes.count >= start.count + suffix.count,
      bytes.suffix(suffix.count).elementsEqual(suffix)
    else { return nil }
    let stem = bytes.dropFirst(start.count).dropLast(suffix.count)
    guard let dot = stem.lastIndex(of: UInt8(ascii: ".")) else { return nil }
    return (String(Substring(stem[..<dot])), String(Substring(stem[stem.index(after: dot)...])))
  }

  /// A key as a path in the golden folder: `..` as `@up`, and `@` doubled at the start of a part.
  /// Parts are split at `/` bytes, as the file system splits them (`stemAndPlatform`).
  static func encode(_ key: String) -> String {
    // By bytes: `String.contains` goes through Foundation, at a cost a suite of thousands feels.
    guard key.utf8.contains(UInt8(ascii: "@")) || key.utf8.contains(UInt8(ascii: ".")) else { return key }
    return parts(of: key).map { part in
      part.utf8.elementsEqual("..".utf8)
        ? "@up" : part.utf8.first == UInt8(ascii: "@") ? "@" + part : String(part)
    }.joined(separator: "/")
  }

  static func decode(_ path: String) -> String {
    guard path.utf8.contains(UInt8(ascii: "@")) else { return path }
    return parts(of: path).map { part in
      part.utf8.elementsEqual("@up".utf8)
        ? ".." : part.utf8.starts(with: "@@".utf8) ? String(part.dropFirst()) : String(part)
    }.joined(separator: "/")
  }

  /// The parts of a path between its `/` bytes, empty ones kept.
  private static func parts(of path: String) -> [Substring] {
    PathText.components(of: path, omittingEmpty: false)
  }

  // MARK: Files

  /// The pending files a golden command works on, and the symbolic links it leaves alone.
  public struct Pending: Sendable {
    /// `.new` files, sorted.
    public var files: [String] = []
    /// Symbolic links in the golden folder that reviewing, accepting or rejecting would have
    /// followed out of it: a linked folder, a golden or a `.new` that is a link. None is
    /// followed, and a `.new` whose golden is a link is left alone with it.
    public var links: [String] = []
    /// The changes that cannot be accepted or rejected for those links: each `.new` that is a
    /// link, or whose golden is one (among those the filters select), sorted.
    public var leftAlone: [String] = []
    /// Folders of the golden folder (or the golden folder itself) that could not be read and
    /// may hold a pending file the filters select, with the system's reason, sorted: what is
    /// pending there is not known, which is not "nothing pending".
    public var unreadable: [(path: String, reason: String)] = []
  }

  /// Pending `.new` files, optionally only those for the given scripts, folders or pending
  /// files (named by any path), or with a change in a test of the given names (see
  /// `pendingFiles(matching:)`).
  public func pending(matching filters: [String] = []) -> [String] {
    pendingFiles(matching: filters).files
  }

  /// Pending `.new` files and the links left alone. A filter is a path when something exists
  /// there, and a test's name otherwise (as written in the script, without quotes): a golden
  /// is one script on one platform, so a name selects every pending file whose diff has a
  /// change in a test of that name (`UnifiedDiff.sections(of:)`). Links in the golden folder
  /// are not followed: a golden command never moves, deletes or shows a file outside it. Only
  /// earshot's pending files are taken (`GoldenOwnership.swift`): one that can be read and does
  /// not begin as a golden is another tool's.
  public func pendingFiles(matching filters: [String] = []) -> Pending {
    pendingFiles(in: contents(), matching: filters)
  }

  func pendingFiles(in contents: Contents, matching filters: [String] = []) -> Pending {
    var found = pendingFiles(besideLinksIn: contents, matching: filters)
    let selection = Selection(filters, project: project)
    found.unreadable = contents.unreadable.filter { mayHold(folder: $0.path, selected: selection) }
    return found
  }

  /// `pendingFiles(in:matching:)` but for the folders that could not be read.
  private func pendingFiles(besideLinksIn contents: Contents, matching filters: [String]) -> Pending {
    let links = contents.links
    let linked = Set(links.map { PathKey($0) })
    let pending = contents.pending.filter { beginsAsGolden($0) != false }
    let (files, besideLinks) = pending.reduce(into: ([String](), [String]())) { split, path in
      if linked.contains(PathKey(PathText.removingSuffix(".new", from: path))) {
        split.1.append(path)
      } else {
        split.0.append(path)
      }
    }
    let leftAlone = (besideLinks + links.filter { PathText.hasSuffix($0, GoldenStore.pendingSuffix) }).sorted
    {
      PathKey($0) < PathKey($1)
    }
    guard !filters.isEmpty else { return Pending(files: files, links: links, leftAlone: leftAlone) }
    return Pending(
      files: select(files, matching: filters), links: links, leftAlone: select(leftAlone, matching: filters))
  }

  /// What the filters of a golden command select (see `pendingFiles`): a filter is a path when
  /// something exists there, and a test's name otherwise.
  private struct Selection {
    /// The keys of the scripts and folders named.
    var keys: [String] = []
    /// The paths named, as messages show them (a pending file named itself).
    var named: [String] = []
    /// `test "NAME"` for each test's name.
    var testLines = Set<String>()

    init(_ filters: [String], project: ProjectRoot) {
      var isFolder = false
      for filter in filters {
        if FileSystem.exists(filter, isFolder: &isFolder) {
          keys.append(project.key(of: filter))
          named.append(project.display(filter))
        } else {
          testLines.insert(Transcript.testLine(filter))
        }
      }
    }
  }

  /// The pending files that `filters` (paths and test names, see `pendingFiles`) select.
  private func select(_ files: [String], matching filters: [String]) -> [String] {
    let selection = Selection(filters, project: project)
    let named = Set(selection.named.map { PathKey($0) })
    return files.filter { path in
      if named.contains(PathKey(path)) { return true }
      let script = self.script(ofGolden: PathText.removingSuffix(".new", from: path))?.key ?? ""
      if selection.keys.contains(where: { GoldenStore.isWithin(script, $0) }) { return true }
      guard !selection.testLines.isEmpty, let diff = try? self.diff(ofPending: path) else { return false }
      return UnifiedDiff.sections(of: diff).contains(where: selection.testLines.contains)
    }
  }

  /// Whether the folder `folder` of the golden folder (or the golden folder itself), which could
  /// not be read, may hold a pending file that `selection` selects: with no filter, or a test's
  /// name (any golden may have a change in that test), it may; else when a script or folder
  /// named is in it or holds it, or a file named is in it.
  private func mayHold(folder: String, selected selection: Selection) -> Bool {
    guard !(selection.keys.isEmpty && selection.named.isEmpty), selection.testLines.isEmpty else {
      return true
    }
    let folderKey: String
    if PathKey(folder) == PathKey(self.folder) {
      folderKey = ""
    } else if PathText.hasPrefix(folder, self.folder + "/") {
      folderKey = GoldenStore.decode(PathText.dropping((self.folder + "/").utf8.count, from: folder))
    } else {
      return true
    }
    return selection.keys.contains {
      GoldenStore.isWithin($0, folderKey) || GoldenStore.isWithin(folderKey, $0)
    }
      || selection.named.contains { PathText.isWithin($0, folder: folder) }
  }

  /// What accepting a pending file would change: the unified diff from its golden (from
  /// `/dev/null` when it has none), its file names escaped (its lines are transcript lines,
  /// which are escaped already); empty when it changes nothing.
  public func diff(ofPending pending: String) throws(FileError) -> String {
    let golden = PathText.removingSuffix(".new", from: pending)
    // Links are not read through: what they name is outside the golden folder.
    let new: [UInt8]
    switch FileSystem.readFile(pending, maximumSize: GoldenStore.maximumSize, followingLinks: false) {
    case .success(let bytes): new = bytes
    case .failure(let failure): throw FileError(pending, failure.reason, operation: "read")
    }
    var old: [UInt8] = []
    var oldName = "/dev/null"
    switch FileSystem.readFile(golden, maximumSize: GoldenStore.maximumSize, followingLinks: false) {
    case .success(let bytes): (old, oldName) = (bytes, golden)
    case .failure(.notFound): break
    case .failure(let failure): throw FileError(golden, failure.reason, operation: "read")
    }
    return UnifiedDiff.diff(
      String(decoding: old, as: UTF8.self), String(decoding: new, as: UTF8.self),
      oldName: VisibleText.escaped(oldName), newName: VisibleText.escaped(pending),
      startsSection: Transcript.opensTest)
  }

  /// Moves a pending file over its golden (one atomic rename; only over a regular file),
  /// holding the golden's lock (`GoldenLock`), so that a run writing into it meanwhile is not
  /// lost. Only a pending file earshot can show it wrote (`isEarshots`) replaces a golden.
  public func accept(_ pending: String) throws(FileError) {
    let golden = PathText.removingSuffix(".new", from: pending)
    try withLock(of: golden) { () throws(FileError) in
      try isEarshots(pending, else: "accept", keeping: "\(golden) is kept as it is")
      try AtomicFile.move(pending, over: golden)
    }
  }

  /// Deletes a pending file, holding its golden's lock; only one earshot can show it wrote
  /// (`isEarshots`).
  public func reject(_ pending: String) throws(FileError) {
    try withLock(of: PathText.removingSuffix(".new", from: pending)) { () throws(FileError) in
      try isEarshots(pending, else: "reject", keeping: "it is kept")
      try FileSystem.remove(pending)
    }
  }

  /// Throws, naming `action` and what is kept, unless the pending file at `pending` can be
  /// read (not through a link) and begins as earshot's goldens begin: a file that cannot be
  /// read may be anything (another tool's, a golden replaced by garbage), and one that does not
  /// begin so is not earshot's, so neither replaces a golden nor is deleted. One that is gone
  /// is left for the move or the deletion to say so.
  private func isEarshots(_ pending: String, else action: String, keeping kept: String) throws(FileError) {
    let notKnown = "it is not known to be a golden transcript earshot wrote, so \(kept)"
    switch FileSystem.readStart(of: pending, count: GoldenTranscript.openingLength, followingLinks: false) {
    case .success(let bytes) where GoldenTranscript.beginsAsGolden(bytes): return
    case .success:
      throw FileError(
        pending,
        "it does not begin as earshot's golden transcripts do (`earshot golden transcript` and a number); \(notKnown)",
        operation: action)
    case .failure(.notFound): return
    case .failure(let failure): throw FileError(pending, "\(failure.reason); \(notKnown)", operation: action)
    }
  }

  /// Goldens under the store that belong to no script that exists, or to a platform the
  /// script does not run on. Only goldens of scripts inside `scope` (the folders and files a
  /// run was given) are considered, so that running one folder does not report the others,
  /// and none inside `unknown` (the keys of folders that could not be read, whose scripts are
  /// not known). `scripts` holds every script found, by key (its bytes), with its platforms
  /// when they are known. Only earshot's goldens are orphans (`GoldenOwnership.swift`), and
  /// none behind a link in the golden folder, which no run reads and `golden prune` leaves.
  public func orphans(scope: [String], scripts: [PathKey: [Platform]?], unknown: [String] = []) -> [String] {
    let roots = scope.map { project.key(of: $0) }
    return contents().goldens.filter { golden in
      guard let (stem, platformName) = stemAndPlatform(ofGolden: golden) else { return false }
      let named = GoldenStore.decode(stem)
      let key = named + ".audit"
      guard roots.contains(where: { GoldenStore.isWithin(key, $0) }),
        !unknown.contains(where: { GoldenStore.isWithin(key, $0) })
      else { return false }
      let claimed: Bool
      if script(ofGolden: golden) == nil {
        // A path no script's golden has (`@x/…`, which `encode` writes `@@x/…`).
        claimed = false
      } else if let known = scripts[PathKey(key)] ?? scripts[PathKey(named)],
        let platform = Platform(rawValue: platformName)
      {
        // (`named`: a script reached through a link to a file not named `.audit` is keyed
        // by that file.)
        claimed = known?.contains(platform) ?? true
      } else {
        claimed = false
      }
      return !claimed && beginsAsGolden(golden) == true
    }
  }

  /// Temporary files and golden locks that killed runs left in the golden folder (see
  /// `AtomicFile`, `GoldenLock`); removed, and returned for the console. Nothing is removed
  /// under CI, which writes nothing, nor inside another project (`GoldenOwnership.swift`).
  public func removeStaleTemporaries() -> [String] {
    guard !isCI else { return [] }
    // One walk for both, links not followed: nothing outside the folder is touched.
    return FileSystem.walk(folder, followingLinks: false, skipping: isAnotherProject).files.filter { path in
      PathText.hasSuffix(path, AtomicFile.temporarySuffix)
        ? AtomicFile.removeIfStale(path)
        : PathText.hasSuffix(path, GoldenLock.suffix) && GoldenLock.removeIfStale(path)
    }
  }

  /// Whether `key` is `scope` or inside it (the empty key is the root, which holds every key
  /// that does not start with `..`).
  static func isWithin(_ key: String, _ scope: String) -> Bool {
    // By bytes, as every path is compared (`PathKey`).
    if scope.isEmpty { return !key.utf8.starts(with: "../".utf8) }
    return PathText.isWithin(key, folder: scope)
  }
}
