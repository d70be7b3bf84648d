/// The slider. No seed describes it, so `seed` is nil and every phrase cites the public
/// source it is taken from, as `docs/research/readers-wording.md` §2.4, §3.4, §6 and §7 record
/// them.
///
/// Its value is a percentage (`value "50%"`), as both platforms' own sliders speak it: UIKit's
/// `UISlider` (AccessibilitySnapshot's `testSlider` reference image "75%. Adjustable."; device
/// `slider-iOSVoiceover-en-US.vtt` "Speaking Rate 48% Adjustable") and Android's framework
/// `SeekBar` (device `slider-AndroidTalkback-en-US.vtt` "87% ringtone slider"). `step 10` is
/// in percentage points; the value stays between 0% and 100%.
extension Entry {
  static let slider = Entry(
    id: "slider", title: "Slider", seed: nil,
    sources: [
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: value_seek_bar, template_hint_adjustable_2gesture, template_seekbar_range, value_disabled",
      "google/talkback talkback/src/main/res/values/strings.xml: title_pref_shortcut_up, title_pref_shortcut_down",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/actor/NumberAdjustor.java: adjustValue",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/rule/EventTypeWindowContentChangedFeedbackRule.java: ROLE_SEEK_CONTROL",
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: trait.adjustable.description, trait.adjustable.hint, trait.not_enabled.description",
      "tmobile/magentaA11y public/content/documentation/native/controls/slider.md",
      "tmobile/magentaA11y public/content/assets/media/video/native/slider/slider-iOSVoiceover-en-US.vtt, slider-AndroidTalkback-en-US.vtt",
    ],
    kinds: ["slider"],
    usage: #"slider "Volume" value "50%" step 10 | slider "Brightness" value "30%" step 5 disabled"#,
    summary:
      "An adjustable control whose value is a percentage; swipe up and swipe down move it by its step, between 0% and 100%.",
    isInteractive: true, groupsChildren: false,
    // magentaA11y slider.md, "Role" (UIKit): "If necessary, set `accessibilityTraits` to `.adjustable`".
    iosTraits: ["adjustable"],
    // google/talkback Role.getRole: a SeekBar, or a node with a RangeInfo and
    // ACTION_SET_PROGRESS, is ROLE_SEEK_CONTROL (readers-wording.md §2.4).
    androidRole: "android.widget.SeekBar (ROLE_SEEK_CONTROL, \"Slider\")",
    // A slider has no action of its own to fire, so no `pressed`: a double tap activates
    // nothing (magentaA11y slider.md lists no double tap).
    states: [.disabled],
    exclusiveStates: [],
    // magentaA11y slider.md: "Right and left arrow-keys: Increase / decrease value one step".
    // Not modelled: earshot's arrow keys move keyboard focus for every component.
    keyboard: [],
    gestures: [
      InputRule(
        input: .gesture(.swipe), effect: .speak, platforms: [.ios, .android],
        source: "Swipe: Focus moves to the input (magentaA11y slider.md)"),
      InputRule(
        input: .gesture(.swipeUp), effect: .adjust, platforms: [.ios, .android],
        source:
          "Ios and android-swipe-up/down: Increase/decrease slider value one step (magentaA11y slider.md)"),
      InputRule(
        input: .gesture(.swipeDown), effect: .adjust, platforms: [.ios, .android],
        source:
          "Ios and android-swipe-up/down: Increase/decrease slider value one step (magentaA11y slider.md)"),
    ],
    announcements: [
      // Label, value, Dimmed, Adjustable: AccessibilitySnapshot's order (announcements.md §2.1),
      // trait.adjustable.description "Adjustable.", trait.not_enabled.description "Dimmed."; the
      // hint trait.adjustable.hint "Swipe up or down with one finger to adjust the value.", left
      // out when disabled (`hidesAdjustableHint`). Device: slider-iOSVoiceover-en-US.vtt
      // "Speaking Rate 48% Adjustable / Swipe up or down with one finger to adjust the value".
      .ios: Composition(
        parts: [.name, .value, .disabled, .role], role: "Adjustable",
        hint: "Swipe up or down with one finger to adjust the value",
        examples: [
          "Volume, 50%, Adjustable / Swipe up or down with one finger to adjust the value",
          "Brightness, 30%, Dimmed, Adjustable",
        ]),
      // State (the value), name, role, disabled (readers-wording.md §1.1, §2.4): the state slot
      // is the SeekBar's state description, "87%" on the device (slider-AndroidTalkback-en-US.vtt
      // "87% ringtone slider"); google/talkback value_seek_bar "Slider", value_disabled
      // "disabled". The hint is template_hint_adjustable_2gesture `"%1$s" or "%2$s" to adjust`
      // with title_pref_shortcut_up "Swipe up" and title_pref_shortcut_down "Swipe down"; the
      // string holds quotation marks, which speech does not voice: the device says "Swipe up or
      // swipe down to adjust." (the recording's case; readers-wording.md §7 writes it so).
      // No hint when disabled (AccessibilityFocusHint: `isEnabled`).
      .android: Composition(
        parts: [.value, .name, .role, .disabled], role: "Slider", hint: "Swipe up or swipe down to adjust",
        examples: [
          "50%, Volume, Slider / Swipe up or swipe down to adjust",
          "30%, Brightness, Slider, disabled",
        ]),
    ],
    criteria: [
      Criterion(
        aspect: .name, text: "Name describes the purpose of the control and matches the visible label",
        check: .tree),
      Criterion(
        aspect: .role, text: "Identifies itself as \"adjustable\" in iOS and \"Slider\" in Android",
        check: .tree),
      Criterion(
        aspect: .group,
        text: "Group label with control, when possible to give the slider a programmatic name",
        check: .manual),
      Criterion(aspect: .state, text: "Expresses its current value, if applicable", check: .tree),
      .textResize,
    ],
    activation: Activation.none,
    // After each swipe up or down both readers speak the new value alone: VoiceOver
    // slider-iOSVoiceover-en-US.vtt "… 38% 48%." (readers-wording.md §3.4, §6); TalkBack speaks
    // only a seek control's new state description (EventTypeWindowContentChangedFeedbackRule:
    // `if (nodeRole == Role.ROLE_SEEK_CONTROL) return …getSeekBarStateDescription(…)`), the
    // recommended default of readers-wording.md §2.4 [derived: no TalkBack adjust recording].
    // Swipe up increases and swipe down decreases (SelectorController.handleAdjustable, §2.4).
    adjustment: Adjustment(
      unit: "%", minimum: 0, maximum: 100,
      // TalkBack: NumberAdjustor.adjustValue does nothing at a bound and speaks the current state
      // description (else template_seekbar_range "%1$d%%": "0%" / "100%"); a step past a bound
      // stops at it, as SeekBar.setProgress clamps. VoiceOver: no public source says what it
      // speaks at a bound; earshot speaks the unchanged value there too [derived].
      atBound: "the value stays at 0% or 100% and the reader speaks it again"),
    // Rotor: google/talkback AccessibilityNodeInfoUtils.FILTER_CONTROL (TalkBack's "Controls"): ROLE_SEEK_CONTROL.
    // VoiceOver's Form Controls rotor item (createwithswift.com "Understanding VoiceOver rotor") [derived: no public list of what it stops on].
    rotorItems: [.ios: [.formControls], .android: [.formControls]])
}
