extension GoldenStore {
  /// Removes orphans: a golden file with its pending file, or a test's section from its golden
  /// and from the pending file beside it, each golden holding its lock (`GoldenLock`) so that a
  /// run writing it meanwhile is not lost. A pending file is removed or changed only when
  /// earshot wrote it (`GoldenOwnership.swift`). Returns what was removed, for the console, and
  /// the errors.
  public func prune(_ orphans: [GoldenOrphan]) -> (removed: [String], errors: [FileError]) {
    var removed: [String] = []
    var errors: [FileError] = []
    var tests: [String: [GoldenOrphan]] = [:]
    var order: [String] = []
    for orphan in orphans {
      guard orphan.test == nil else {
        if tests[orphan.golden] == nil { order.append(orphan.golden) }
        tests[orphan.golden, default: []].append(orphan)
        continue
      }
      do throws(FileError) {
        try withLock(of: orphan.golden) { () throws(FileError) in
          try FileSystem.remove(orphan.golden)
          removed.append("removed \(VisibleText.escaped(orphan.golden)) (\(orphan.reason))")
          let pending = orphan.golden + ".new"
          if beginsAsGolden(pending) == true, (try? FileSystem.remove(pending)) != nil {
            removed.append("removed \(VisibleText.escaped(pending)), its pending change")
          }
        }
      } catch {
        errors.append(error)
      }
    }
    for golden in order {
      let orphaned = tests[golden] ?? []
      do throws(FileError) {
        try withLock(of: golden) { () throws(FileError) in
          if removeSections(orphaned, from: golden, errors: &errors) {
            for orphan in orphaned {
              removed.append(
                "removed test \(orphan.test ?? "") from \(VisibleText.escaped(golden)) (\(orphan.reason))")
            }
          }
          let pending = golden + ".new"
          if beginsAsGolden(pending) == true { _ = removeSections(orphaned, from: pending, errors: &errors) }
        }
      } catch {
        errors.append(error)
      }
    }
    return (removed, errors)
  }

  /// Removes the orphans' sections from the golden or pending file at `path`; whether it did.
  private func removeSections(_ orphans: [GoldenOrphan], from path: String, errors: inout [FileError]) -> Bool
  {
    let lines = Set(orphans.compactMap { $0.test.map { "test " + $0 } })
    let bytes: [UInt8]
    switch FileSystem.readFile(path, maximumSize: GoldenStore.maximumSize, followingLinks: false) {
    case .success(let read): bytes = read
    case .failure(let failure):
      errors.append(FileError(path, failure.reason, operation: "read"))
      return false
    }
    var transcript = GoldenTranscript(parsing: String(decoding: bytes, as: UTF8.self))
    transcript.sections.removeAll { lines.contains($0.testLine) }
    do throws(FileError) {
      try AtomicFile.write(transcript.text, to: path)
      return true
    } catch {
      errors.append(error)
      return false
    }
  }
}
