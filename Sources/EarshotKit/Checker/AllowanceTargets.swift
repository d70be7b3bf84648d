extension ScreenIndex {
  /// The elements an `allow`'s target names, as a script's targets are resolved: by `@id`, else
  /// by name or label (exactly, then ignoring case and typographic hyphens and spaces), kept
  /// to the written kind.
  func elements(of allowance: Allowance, catalogue: Catalogue) -> [Int] {
    var found: [Int] = []
    if let id = allowance.id {
      found = byID.elements(named: id.value)
    } else if let name = allowance.name {
      found = byName.elements(named: name.value)
      if found.isEmpty { found = byFoldedName.elements(named: CheckContext.fold(name.value)) }
    }
    guard let kind = allowance.kind else { return found }
    let entry = catalogue.entryIndex(forKind: kind.value)
    return found.filter { entries[$0] == entry }
  }
}

/// The allowances a run applies, resolved to elements: the screen's, then the script's.
public struct ResolvedAllowance: Sendable {
  public let rule: String
  /// The element's index in `Screen.allElements`.
  public let element: Int
  public let reason: String
  /// Where the `allow` is written (a script or a screen file).
  public let location: SourceLocation
  /// How it reads in messages: `allow controls-are-named on @icon`.
  public let description: String

  /// Every allowance of `screen` and `script` that names one element (the checker reported
  /// the others), in that order.
  static func resolve(
    script: Script?, scriptFile: SourceFile?, compiled: CompiledScreen, catalogue: Catalogue
  ) -> [ResolvedAllowance] {
    var all: [ResolvedAllowance] = []
    func add(_ allowances: [Allowance], in file: SourceFile) {
      for allowance in allowances {
        let elements = compiled.index.elements(of: allowance, catalogue: catalogue)
        guard elements.count == 1 else { continue }
        all.append(
          ResolvedAllowance(
            rule: allowance.rule.value, element: elements[0], reason: allowance.reason.value,
            location: SourceLocation(file: file, range: allowance.range),
            description: "allow \(allowance.rule.value) on \(allowance.targetDescription)"))
      }
    }
    add(compiled.screen.allowances, in: compiled.screen.file)
    if let script, let scriptFile { add(script.allowances, in: scriptFile) }
    return all
  }
}
