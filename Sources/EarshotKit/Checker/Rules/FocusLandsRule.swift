/// Focus lands
/// A script is only valid if every `focus` can land on its element, on every platform it runs
/// on, at the point of the test where it is written.
/// Hidden elements are skipped; while a modal sheet is open, order is confined to the sheet; what
/// a collapsed disclosure holds is out of the order.
/// The checker walks focus with the simulator's own focus model (`FocusWalk`), so
/// this is exactly where the run would stop with "cannot".
struct FocusLandsRule: CheckRule {
  let invariant =
    "A script is only valid if every `focus` can land on its element at the point it is written."

  func check(_ context: CheckContext, into found: inout DiagnosticCollector) {
    var index = 0
    let unreachable = context.unreachable
    while index < unreachable.count {
      // One diagnostic per statement; platforms that give the same reason share it.
      let position = unreachable[index].position
      var end = index
      while end < unreachable.count, unreachable[end].position == position { end += 1 }
      let group = unreachable[index..<end]
      index = end
      guard found.keeps(.error) else {
        found.omit(.error)
        continue
      }
      let target = group.first!.target
      let why = PlatformReasons.merged(group.map { ($0.platform, $0.why) }, of: context.platforms)
      found.add(
        Diagnostic(
          .unreachableElement, "`\(context.describe(target))` cannot take focus here: \(why)",
          at: context.inScript(context.texts.range(of: target)),
          notes: [
            Note(
              "the run would stop at this statement; open the sheet (or close the one in front), or expand the disclosure holding it, first"
            )
          ]))
    }
  }
}
