/// A script as the checker resolved it: the one thing the runner executes. Platforms,
/// keys and settings are types here (an expectation's states and strings are the script's
/// texts, which the checker has validated and the runner reads), and every target is the identity of
/// one screen element (its index in `Screen.allElements`), which each platform's screen model
/// maps to its node; the runner looks up no name of its own.
public struct Program: Sendable {
  public let file: SourceFile
  /// The `title` header, else the file name.
  public let title: String
  public let screen: CompiledScreen
  public let platforms: [Platform]
  public let settings: ReaderSettings
  /// The values of the texts its expectations hold (the script's `texts`): read when an
  /// expectation is evaluated, so that compiling makes no string for them and a program is
  /// freed without releasing one per step.
  public let texts: ScriptTexts
  /// The elements of its `expect order` lists, one list after another (`ElementRun`).
  public let orderElements: [Int]
  /// The first in place (`InlineFirstList`): nearly every program has one.
  public let tests: InlineFirstList<Test>
  /// The screen's and the script's `allow`s, resolved to elements.
  public let allowances: [ResolvedAllowance]

  public struct Test: Sendable {
    public let name: String
    /// Where the test is written: its name, or its first statement for the implicit test.
    public let range: SourceRange
    public let steps: [Step]
  }

  public struct Step: Sendable {
    /// The statement as written.
    public let range: SourceRange
    public let kind: Kind
  }

  public enum Kind: Sendable {
    case act(Action)
    /// `expect …`, on one platform only when it names one.
    case expect(Platform?, Check)
    /// `audit` (the focused element, or the screen when nothing has focus) or `audit X`.
    case audit(element: Int?)
  }

  /// An expectation (the body of an `expect`), with its targets resolved.
  public enum Check: Sendable {
    case announcement(AnnouncementMatch, Text, anyOrder: Bool)
    /// `state not? S, …`: of the element, else of the focused one. The states are the
    /// texts as written, each a `StateName` (the checker made sure): a run, so that a step
    /// holds no list.
    case state(negated: Bool, TextRun, of: Int?)
    case focus(element: Int)
    case name(Text)
    /// A spoken role, as written; `none` for no role words.
    case role(Text)
    case value(Text)
    case hint(Text)
    /// The swipe order from the focused element on: a run of `orderElements`.
    case order(ElementRun)
    case silence
  }
}

/// Elements listed one after another (`expect order`): a run of `Program.orderElements`.
public typealias ElementRun = Run

extension Program {
  /// The program of a script that checked clean (nil when it did not: a target or a word
  /// that did not resolve).
  init?(_ context: borrowing CheckContext) {
    guard context.stepsComplete, context.script != nil, let file = context.scriptFile,
      let screen = context.compiled
    else { return nil }
    // The checker made each test's steps as it walked them. The tests are read by index:
    // copying each out (or the whole script) would retain its strings and lists.
    let written = context.script!.tests
    var tests = InlineFirstList<Test>()
    for test in written.indices {
      let name = written[test].name
      tests.append(Test(name: name.value, range: written[test].writtenAt, steps: context.programSteps[test]))
    }
    self.file = file
    self.title =
      context.script!.title?.value
      ?? PathText.name(of: file.path)
    self.screen = screen
    self.platforms = context.platforms
    var settings = ReaderSettings(context.script!.settings)
    // The checker refused a locale no source covers on these platforms (`KnownLocalesRule`).
    if let locale = context.localeOverride ?? context.script!.locale.flatMap({ SpeechLocale($0.value) }) {
      settings.words = ReaderWords(locale)
    }
    self.settings = settings
    self.texts = context.texts
    self.orderElements = context.orderElements
    self.tests = tests
    // Nearly every script and screen has none: nothing is resolved then.
    self.allowances =
      context.script!.allowances.isEmpty && screen.screen.allowances.isEmpty
      ? []
      : ResolvedAllowance.resolve(
        script: context.script, scriptFile: file, compiled: screen, catalogue: context.catalogue)
  }

  /// An expectation as a step, given what its targets resolved to (nil: a target or a word
  /// did not resolve, which the checker reports).
  static func kind(
    of expectation: Expectation, elements targets: ArraySlice<Int?>, texts: ScriptTexts,
    orders: inout [Int]
  ) -> Kind? {
    guard targets.allSatisfy({ $0 != nil }) else { return nil }
    var platform: Platform?
    if let word = expectation.platform {
      guard let known = Platform(rawValue: texts.value(word)) else { return nil }
      platform = known
    }
    // Read in place (all are known now): a lazy `compactMap` over them cost more to free
    // than to walk.
    return check(of: expectation.body, elements: targets, texts: texts, orders: &orders).map {
      .expect(platform, $0)
    }
  }

  private static func check(
    of body: ExpectationBody, elements: ArraySlice<Int?>, texts: ScriptTexts, orders: inout [Int]
  ) -> Check? {
    let first = elements.first ?? nil
    switch body {
    case .announcement(let match, let text, let anyOrder):
      return .announcement(match, text, anyOrder: anyOrder)
    case .state(let negated, let words, let target):
      guard words.indices.allSatisfy({ StateName(at: $0, in: texts) != nil }) else { return nil }
      return .state(negated: negated, words, of: target == nil ? nil : first)
    case .focus: return first.map(Check.focus)
    case .name(let name): return .name(name)
    case .role(let role): return .role(role)
    case .value(let value): return .value(value)
    case .hint(let hint): return .hint(hint)
    case .order:
      let start = orders.count
      for element in elements { orders.append(element!) }
      return .order(ElementRun(start: start, count: orders.count - start))
    case .silence: return .silence
    }
  }
}
