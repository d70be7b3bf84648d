/// Known roles
/// A script is only valid if every `expect role` names a role in the catalogue.
/// See SPEC §2.2 (`'role' WORD`) and §2.3.
struct KnownRolesRule: CheckRule {
  let invariant = "A script is only valid if every `expect role` names a role in the catalogue."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    let roles = context.catalogue.roles
    for (_, expectation) in context.expectations {
      guard case .role(let role) = expectation.body else { continue }
      if roles.contains(role.value.lowercased())
        || context.catalogue.entry(forKind: role.value.lowercased()) != nil
      {
        continue
      }
      found.add(.error) {
        Diagnostic(
          .unknownRole,
          "unknown role `\(role.value)`\(Suggestions.didYouMean(role.value, in: roles)); roles are: \(raw: roles.joined(separator: ", "))",
          at: context.inScript(role.range))
      }
    }
  }
}
