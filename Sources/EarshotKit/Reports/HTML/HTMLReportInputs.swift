extension HTMLReport {
  /// Why a report written into `folder` would destroy what `earshot audit` reads, or something
  /// else, if it would: `folder` names one of `inputs`, is a folder of other files rather than
  /// a new or empty one or an earlier report (`refusal(toReplace:)`), or holds one of `inputs`
  /// (the report replaces the folder whole). A run's suite has its own check, which knows its
  /// goldens too (`CompiledSuite.conflict(withHTMLReport:)`).
  public static func conflict(folder: String, inputs: [String]) -> Message? {
    if let identity = FileSystem.identity(of: folder),
      let input = inputs.first(where: { FileSystem.identity(of: $0) == identity })
    {
      return "it names \(path: input), which this audit reads"
    }
    if let refusal = refusal(toReplace: folder) { return refusal }
    let held = Set(FileSystem.walk(folder, followingLinks: false).files.compactMap(FileSystem.identity))
    if !held.isEmpty,
      let input = inputs.first(where: { FileSystem.identity(of: $0).map(held.contains) ?? false })
    {
      return "it holds \(path: input), which this audit reads, and a report replaces its folder whole"
    }
    return nil
  }
}
