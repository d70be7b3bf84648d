/// Every checker rule, in the order they run. The order is deliberate: the most basic problem a
/// user should fix comes first (no screen, before unknown words, before names that do not
/// resolve, before states of the wrong component, before warnings).
public enum SpecifiedRules {
  public static let all: [any CheckRule] = [
    ScreenPresentRule(),  // SPEC §2.3 missing screen
    KnownPlatformsRule(),  // SPEC §2.2 platform
    KnownSettingsRule(),  // SPEC §2.2 set
    KnownKindsRule(),  // SPEC §3 kinds
    KindStatesRule(),  // SPEC §3 states of a kind
    DeclarableStatesRule(),  // SPEC §2.2 pressed is transient
    ExclusiveStatesRule(),  // SPEC §4 exclusive states
    ItemsInContainersRule(),  // issue 14: a tab is written inside tabs
    ContainerChildrenRule(),  // issue 14: tabs hold only tabs
    OneChosenPerSetRule(),  // issue 14: one checked radio of a set, one selected tab
    UniqueElementIDsRule(),  // SPEC §3 @id
    OpensNamesSheetRule(),  // SPEC §3 opens
    StepOnAdjustableRule(),  // README: a slider's step
    AdjustableValuesRule(),  // README: a slider's value and step
    KnownSheetToolkitsRule(),  // README: sheet toolkits
    UniqueTestNamesRule(),  // SPEC §2.3 duplicate test names
    KnownKeysRule(),  // SPEC §2.2 press
    KnownRotorItemsRule(),  // README: `rotor headings`
    KnownStatesRule(),  // SPEC §2.3 unknown state
    KnownRolesRule(),  // SPEC §2.3 unknown role
    TargetsResolveRule(),  // SPEC §2.3 name resolution
    AllowancesResolveRule(),  // issue 16: `allow RULE on TARGET because "…"`
    FocusLandsRule(),  // SPEC §5 where focus can be
    FocusedElementExistsRule(),  // SPEC §2.2 expectations about the focused element
    StatesOfFocusedComponentRule(),  // SPEC §2.3 states of the focused component
    TypedIntoFieldRule(),  // README: `type` into the focused field
    VerticalSwipesAdjustRule(),  // README: `swipe up` / `swipe down` adjust, or move by the rotor
    KeysHaveEffectRule(),  // SPEC §2.3 keys that do nothing (warning)
    ExpectedPlatformsRunRule(),  // SPEC §2.3 platforms not run (warning)
  ]

  /// The rules about the screen alone, run once per screen file.
  public static let screenRules = all.filter { $0.scope != .script }
  /// The rules about the script, run for each script.
  public static let scriptRules = all.filter { $0.scope != .screen }
}
