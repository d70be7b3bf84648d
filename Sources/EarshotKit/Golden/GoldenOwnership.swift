/// Which files in a golden folder are this project's goldens: the only files a golden command
/// lists, reviews, accepts, rejects or prunes, and a run calls orphaned. `golden/` is a common
/// name, and other tools and other projects may keep files there, so a file is taken for one of
/// this project's goldens only when earshot can show that it wrote it, for this project:
///
/// - its name is `NAME.PLATFORM.transcript` (a pending change: `….transcript.new`), PLATFORM one
///   of earshot's platforms (`ios`, `android`): `meeting.transcript` and
///   `interview.en.transcript` are not goldens;
/// - its text begins as every golden earshot writes begins, `earshot golden transcript` and the
///   format's number (`GoldenTranscript.formatLine`);
/// - it is not inside another project: a folder below the golden folder that holds `.git`, or
///   a `golden` folder where this project has none (its goldens of the scripts in `x/golden/`
///   are kept in `golden/x/golden/`), is the root of a project of its own (`ProjectRoot`), and
///   nothing below it is looked at.
///
/// A file named as a golden that cannot be read is not known to be one: it is listed as
/// unreadable, and never pruned.
extension GoldenStore {
  /// What the golden folder holds for the golden commands.
  struct Contents {
    /// Files named as goldens, not yet read, sorted.
    var goldens: [String] = []
    /// Files named as pending changes (`….transcript.new`), not yet read, sorted.
    var pending: [String] = []
    /// Symbolic links (never followed) named as goldens or pending changes, and links to
    /// folders, sorted.
    var links: [String] = []
    /// Folders that could not be read, with the system's reason.
    var unreadable: [(path: String, reason: String)] = []
  }

  /// The goldens, pending files and links under the golden folder, and the folders that could
  /// not be read; another project's folders are not entered.
  func contents() -> Contents {
    let walk = FileSystem.walk(folder, followingLinks: false, skipping: isAnotherProject)
    var contents = Contents(unreadable: walk.unreadable)
    for file in walk.files {
      if isNamedAsGolden(file) {
        contents.goldens.append(file)
      } else if isNamedAsPending(file) {
        contents.pending.append(file)
      }
    }
    var isFolder = false
    contents.links = walk.links.filter { link in
      isNamedAsGolden(link) || isNamedAsPending(link)
        || (FileSystem.exists(link, isFolder: &isFolder) && isFolder)
    }
    return contents
  }

  /// Whether `path` is named as a golden in this folder: `NAME.PLATFORM.transcript`.
  func isNamedAsGolden(_ path: String) -> Bool {
    guard let (_, platform) = stemAndPlatform(ofGolden: path) else { return false }
    return Platform(rawValue: platform) != nil
  }

  /// Whether `path` is named as a golden's pending change: `NAME.PLATFORM.transcript.new`.
  func isNamedAsPending(_ path: String) -> Bool {
    PathText.hasSuffix(path, GoldenStore.pendingSuffix)
      && isNamedAsGolden(PathText.removingSuffix(".new", from: path))
  }

  /// Whether a golden or pending file begins as earshot writes them; nil when it cannot be read
  /// (a link is not followed).
  func beginsAsGolden(_ path: String) -> Bool? {
    switch FileSystem.readStart(of: path, count: GoldenTranscript.openingLength, followingLinks: false) {
    case .success(let bytes): return GoldenTranscript.beginsAsGolden(bytes)
    case .failure(.notFound): return false
    case .failure: return nil
    }
  }

  /// Whether the folder at `path`, below the golden folder, is the root of another project.
  func isAnotherProject(_ path: String) -> Bool {
    if ProjectRoot.holdsRepository(path) { return true }
    guard ProjectRoot.holdsGoldenFolder(path) else { return false }
    let key = GoldenStore.decode(PathText.dropping((folder + "/").utf8.count, from: path))
    return !ProjectRoot.holdsGoldenFolder(ProjectRoot.absolute(key, from: project.path))
  }
}
