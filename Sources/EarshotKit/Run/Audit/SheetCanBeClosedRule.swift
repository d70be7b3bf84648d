/// A sheet offers the screen-reader user a way out: a grabber or close button, or on iOS the
/// dismiss element (seed 004: "With no drag handle designed UI, a close button is required").
struct SheetCanBeClosedRule: AuditRule {
  let id = "sheet-can-be-closed"
  let invariant = "A sheet holds a grabber, a close button or a dismiss element."
  let seed = "004"

  func findings(for node: Int, in session: Session, tables: AuditTables) -> [String] {
    let model = session.model
    // A dialog's and a snackbar's way out is their own (`DialogHasButtonRule`).
    guard model.nodes[node].entry.structure == .sheet, model.nodes[node].entry.window == nil else {
      return []
    }
    guard !tables.holdingSheetExit.contains(node) else { return [] }
    return ["\(model.describe(node)) has no grabber and no close button; a close button is required"]
  }
}
