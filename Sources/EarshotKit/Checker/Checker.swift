/// Runs every rule of `SpecifiedRules` over a script and its screen (or a screen alone) and
/// returns what they report. Nothing is executed here.
public enum Checker {
  public static func check(_ context: CheckContext, rules: [any CheckRule] = SpecifiedRules.all)
    -> [Diagnostic]
  {
    rules.flatMap { $0.check(context) }
  }
}
