/// Every checker rule, in the order they run. The order is deliberate: the most basic problem a
/// user should fix comes first (no screen, before unknown words, before names that do not
/// resolve, before states of the wrong component, before warnings).
public enum SpecifiedRules {
  public static let all: [any CheckRule] = [
    ScreenPresentRule(),  // a missing screen
    KnownPlatformsRule(),  // platform names
    KnownLocalesRule(),  // the language the readers speak
    KnownSettingsRule(),  // `set`
    KnownKindsRule(),  // kinds
    KindStatesRule(),  // states of a kind
    DeclarableStatesRule(),  // pressed is transient
    ExclusiveStatesRule(),  // exclusive states
    ItemsInContainersRule(),  // a tab is written inside tabs
    ContainerChildrenRule(),  // tabs hold only tabs
    OneChosenPerSetRule(),  // one checked radio of a set, one selected tab
    ValueNamesOptionRule(),  // docs: a drop-down's value names one of its options
    GridColumnsRule(),  // docs: a grid's `columns`
    UniqueElementIDsRule(),  // `@id`
    OpensNamesSheetRule(),  // `opens`
    ShowsNamesMessageRule(),  // docs: `shows` a toast or snackbar
    DialogsNamedRule(),  // docs: a dialog's title
    MessageOnDialogRule(),  // docs: a dialog's `message`
    StepOnAdjustableRule(),  // docs: a slider's step
    AdjustableValuesRule(),  // docs: a slider's value and step
    KnownSheetToolkitsRule(),  // docs: sheet toolkits
    NamedActionsRule(),  // docs: `action "Delete"` has a name
    UniqueActionsRule(),  // docs: an element's actions differ
    UniqueTestNamesRule(),  // duplicate test names
    KnownKeysRule(),  // `press`
    KnownRotorItemsRule(),  // docs: `rotor headings`
    KnownStatesRule(),  // unknown state
    KnownRolesRule(),  // unknown role
    TargetsResolveRule(),  // name resolution
    AllowancesResolveRule(),  // `allow RULE on TARGET because "…"`
    FocusLandsRule(),  // where focus can be
    FocusedElementExistsRule(),  // expectations about the focused element
    StatesOfFocusedComponentRule(),  // states of the focused component
    TypedIntoFieldRule(),  // docs: `type` into the focused field
    VerticalSwipesAdjustRule(),  // docs: `swipe up` / `swipe down` adjust, or move by the rotor
    FocusedHasActionsRule(),  // docs: `rotor actions` on an element with actions
    KeysHaveEffectRule(),  // keys that do nothing (warning)
    ExpectedPlatformsRunRule(),  // platforms not run (warning)
  ]

  /// The rules about the screen alone, run once per screen file.
  public static let screenRules = all.filter { $0.scope != .script }
  /// The rules about the script, run for each script.
  public static let scriptRules = all.filter { $0.scope != .screen }
}
