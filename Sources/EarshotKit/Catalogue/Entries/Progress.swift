/// A progress indicator: determinate with a value (`progress "Uploading photos" value "40%"`),
/// indeterminate without one (`progress "Loading"`). No seed describes it, so every phrase cites
/// the public source it is taken from, as `docs/research/components-wording.md` §3 records them.
///
/// | progress | TalkBack (Views) | TalkBack (`toolkit compose`) | VoiceOver |
/// |---|---|---|---|
/// | value "40%" | `40%, Uploading photos, Progress bar` | `40 percent., Syncing, Progress bar` | `Uploading photos, 40%` |
/// | no value | `in progress, Loading, Progress bar` | `In progress, Loading, Progress bar` | `Loading` |
///
/// TalkBack: the role word is `value_progress_bar` "Progress bar" (`Role.ROLE_PROGRESS_BAR` for a
/// `ProgressBar`); the state slot is the node's state description, which the framework's
/// `ProgressBar.onInitializeAccessibilityNodeInfoInternal` sets on API 30+ to
/// `formatStateDescription(progress)`, a locale percentage (`40%`), or to `R.string.in_progress`
/// while indeterminate [derived: the framework string's English text was not read; earshot says
/// `in progress`, `talkback-focus-model.md` §5.4]. Material's `LinearProgressIndicator` and
/// `CircularProgressIndicator` extend `ProgressBar` and add nothing. Compose
/// (`AndroidComposeViewAccessibilityDelegateCompat.getInfoStateDescriptionOrNull`) states
/// `template_percent` "%1$d percent." and `in_progress` "In progress". A progress bar is not
/// clickable: no usage hint; `Unlabelled` is never said for it
/// (`getUnlabelledNodeDescription`).
///
/// VoiceOver: a `UIProgressView`'s value is a whole-number percentage and it speaks no trait
/// word (MDC-iOS `components/ProgressView/docs/accessibility.md`: "Like UIProgressView, …
/// `accessibilityValue` takes the form of a whole number percentage"). What UIKit's
/// `UIActivityIndicatorView` says of itself is pinned by no public source: an indeterminate
/// indicator says only the app's label (device: `loading-icon_IosVoiceOver-en-US.vtt`
/// "Loading.", the app's label).
///
/// Not modelled: a value change while focus is elsewhere (TalkBack speaks one only while the bar
/// or an ancestor has focus), and the progress earcon.
extension Entry {
  static let progress = Entry(
    id: "progress", title: "Progress indicator", seed: nil,
    sources: [
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: value_progress_bar",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/roledescription/SeekBarDescription.java: stateDescription",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/AccessibilityNodeFeedbackUtils.java: getUnlabelledNodeDescription",
      "AOSP frameworks/base core/java/android/widget/ProgressBar.java: onInitializeAccessibilityNodeInfoInternal, formatStateDescription",
      "androidx/androidx compose/ui/ui/src/androidMain/kotlin/androidx/compose/ui/platform/AndroidComposeViewAccessibilityDelegateCompat.android.kt: getInfoStateDescriptionOrNull; compose/ui/ui/src/androidMain/res/values/strings.xml: template_percent, in_progress",
      "material-components/material-components-ios components/ProgressView/docs/accessibility.md",
      "tmobile/magentaA11y public/content/assets/media/video/native/loading-icon/loading-icon_IosVoiceOver-en-US.vtt",
    ],
    kinds: ["progress"],
    usage:
      #"progress "Uploading photos" value "40%" | progress "Loading" | progress "Syncing" value "40%" toolkit compose"#,
    summary:
      "A progress indicator: determinate with a percentage `value`, indeterminate without one; `toolkit compose` for Compose's words.",
    isInteractive: false, groupsChildren: false,
    iosTraits: ["updatesFrequently (never spoken)"],
    androidRole: "android.widget.ProgressBar (ROLE_PROGRESS_BAR, \"Progress bar\")",
    states: [],
    exclusiveStates: [],
    keyboard: [],
    gestures: [.swipeSpeaksText],
    announcements: [
      // Label, then the value (a whole-number percentage), no trait word (MDC-iOS ProgressView
      // accessibility.md; talkback-focus-model.md has the same for captured indicators).
      .ios: Composition(
        parts: [.name, .value], role: nil, hint: nil,
        examples: ["Uploading photos, 40%", "Loading"]),
      // State (the state description), name, role (SeekBarDescription; value_progress_bar). The
      // state words of an indeterminate bar and Compose's are the widget's (`AndroidWidgets`):
      // a screen spoken through this composition instead (one with a `role` override) says the
      // value as written and no state for an indeterminate bar.
      .android: Composition(
        parts: [.value, .name, .role], role: "Progress bar", hint: nil,
        examples: [
          "40%, Uploading photos, Progress bar", "in progress, Loading, Progress bar",
          "40 percent., Syncing, Progress bar (toolkit compose)",
        ]),
    ],
    criteria: [
      Criterion(
        aspect: .name, text: "Has a name that says what is in progress", check: .tree),
      Criterion(aspect: .state, text: "Expresses its value, when it has one", check: .tree),
      .textResize,
    ],
    // It must be named: an unnamed bar says only its value and role, which tells nothing of
    // what is in progress; TalkBack never calls it Unlabelled, so the audit does.
    needsName: true, takesFocusUnnamed: true,
    // A percentage, as a `UIProgressView`'s value and a `ProgressBar`'s state description are.
    shownValue: ValueBounds(unit: "%", minimum: 0, maximum: 100),
    toolkits: ["material", "compose"])
}
