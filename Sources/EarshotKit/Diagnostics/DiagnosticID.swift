/// Every diagnostic earshot can report, by its stable id. The raw value is what users see in
/// `[brackets]` after a message and what the fixture corpus names; never rename one.
public enum DiagnosticID: String, CaseIterable, Sendable {
  // MARK: Reading and lexing
  case fileNotFound = "file-not-found"
  case fileUnreadable = "file-unreadable"
  case fileTooLarge = "file-too-large"
  /// A link to a folder that holds it, met while walking a folder (a warning; not followed).
  case symlinkLoop = "symlink-loop"
  case invalidUTF8 = "invalid-utf8"
  case nulByte = "nul-byte"
  case unexpectedCharacter = "unexpected-character"
  case curlyQuotes = "curly-quotes"
  /// Words where an expectation's quoted announcement, name, value or hint belongs
  /// (`expect Sign in`, `expect name Sign in`).
  case unquotedAnnouncement = "unquoted-announcement"
  /// Words where a title or the text to type belongs (`title Login`, `type ana@example.com`).
  case unquotedText = "unquoted-text"
  case unterminatedString = "unterminated-string"
  case invalidEscape = "invalid-escape"

  // MARK: Parsing
  case unknownKeyword = "unknown-keyword"
  case expectedToken = "expected-token"
  case unterminatedBlock = "unterminated-block"
  case unbalancedBrace = "unbalanced-brace"
  case misplacedHeader = "misplaced-header"
  case duplicateHeader = "duplicate-header"
  case nestedTest = "nested-test"
  case nestingTooDeep = "nesting-too-deep"
  case tooManyElements = "too-many-elements"
  case tooManySteps = "too-many-steps"
  case stringTooLong = "string-too-long"

  // MARK: Checking
  case missingScreen = "missing-screen"
  case screenNotFound = "screen-not-found"
  case unsupportedScreenFormat = "unsupported-screen-format"
  case unknownPlatform = "unknown-platform"
  case unknownLocale = "unknown-locale"
  case unknownSetting = "unknown-setting"
  case invalidSettingValue = "invalid-setting-value"
  case unknownKey = "unknown-key"
  case unknownState = "unknown-state"
  case unknownRole = "unknown-role"
  case unknownKind = "unknown-kind"
  case unknownElement = "unknown-element"
  case ambiguousElement = "ambiguous-element"
  /// `focus X` (or `expect focus X`) where X can never take focus.
  case notFocusable = "not-focusable"
  /// `focus X` where X cannot take focus at that point of the test (a closed sheet).
  case unreachableElement = "unreachable-element"
  /// An expectation about the focused element where nothing has focus.
  case nothingFocused = "nothing-focused"
  /// A state only an action produces (`pressed`), written in a screen.
  case transientState = "transient-state"
  case stateNotOfComponent = "state-not-of-component"
  case stateNotOfKind = "state-not-of-kind"
  case exclusiveStates = "exclusive-states"
  /// An element of a kind that is an item of a container (a `tab`) outside one.
  case outsideContainer = "outside-container"
  /// A child a container does not hold (anything but a `tab` in `tabs`).
  case childNotAllowed = "child-not-allowed"
  /// Two items of one set holding the state their kind chooses (two `checked` radios).
  case severalChosen = "several-chosen"
  case keyWithoutEffect = "key-without-effect"
  case platformNotRun = "platform-not-run"
  case duplicateTestName = "duplicate-test-name"
  case opensNotSheet = "opens-not-sheet"
  /// `shows X` naming no toast or snackbar of the screen, or several.
  case showsNotMessage = "shows-not-message"
  /// A dialog with no name: its title, which TalkBack speaks as the window's.
  case unnamedDialog = "unnamed-dialog"
  /// `message` on an element that is not a dialog.
  case messageNotOfKind = "message-not-of-kind"
  /// An adjustable element (a slider) without a value, or one that is not a number with its
  /// kind's unit within its bounds (`value "loud"`, `value "150%"`).
  case invalidValue = "invalid-value"
  /// An adjustable element without a step, or one that is not a positive number (`step 0`).
  case invalidStep = "invalid-step"
  /// A drop-down whose `value` names none of its options.
  case valueNamesNoOption = "value-names-no-option"
  /// `columns` that is not a positive whole number (`grid "Photos" columns 0`).
  case invalidColumns = "invalid-columns"
  /// `step` on an element whose kind is not adjustable (`button "OK" step 5`).
  case stepNotOfKind = "step-not-of-kind"
  /// `toolkit` naming no sheet toolkit (`sheet S toolkit flutter`).
  case unknownToolkit = "unknown-toolkit"
  /// `toolkit` on an element that is not a sheet (`button "OK" toolkit uikit`).
  case toolkitNotOfKind = "toolkit-not-of-kind"
  /// Two `toolkit`s for one platform on one sheet (`toolkit material toolkit compose`).
  case duplicateToolkit = "duplicate-toolkit"
  /// `type` where the focused element takes no text (or nothing has focus).
  case notEditable = "not-editable"
  /// `swipe up` / `swipe down` where the focused element is not adjustable and no rotor is set.
  case notAdjustable = "not-adjustable"
  /// `rotor` with a word that is no rotor setting (`rotor heading`).
  case unknownRotor = "unknown-rotor"
  /// `rotor actions`, or a vertical swipe with it set, where the focused element has no actions
  /// (or nothing has focus).
  case noActions = "no-actions"
  /// `action ""`: an action with no name, which no reader lists.
  case emptyActionName = "empty-action-name"
  /// Two `action`s of one element with the same name.
  case duplicateAction = "duplicate-action"
  case duplicateID = "duplicate-id"
  /// `allow` naming no audit rule (`allow controls-named on …`).
  case unknownAuditRule = "unknown-audit-rule"
  /// `allow … on X` where X is no element of the screen, or more than one.
  case allowTargetNotFound = "allow-target-not-found"
  /// `allow … because ""`: a reason that is empty or only spaces tells a reviewer nothing.
  case emptyAllowReason = "empty-allow-reason"
  /// `allow` inside a test: it belongs at the top level of a script or screen.
  case misplacedAllow = "misplaced-allow"
  /// An `allow` that suppressed no finding in the run (a warning).
  case unusedAllow = "unused-allow"
  case errorLimit = "error-limit"
  /// More warnings in one file than are shown (a warning).
  case warningLimit = "warning-limit"

  // MARK: Importing captures
  case malformedCapture = "malformed-capture"
  case captureDTD = "capture-dtd"
  case captureEncoding = "capture-encoding"
  case emptyCapture = "empty-capture"
  case tooManyAttributes = "too-many-attributes"
  /// A capture imported with something left out or guessed (a warning).
  case captureImported = "capture-imported"

  /// Warnings are the ids that describe scripts that still run; everything else stops the run.
  public var defaultSeverity: Severity {
    switch self {
    case .keyWithoutEffect, .platformNotRun, .captureImported, .symlinkLoop, .warningLimit, .unusedAllow:
      return .warning
    default: return .error
    }
  }
}
