/// The link. No seed describes it, so `seed` is nil and every phrase cites the public
/// source it is taken from, as `docs/research/readers-wording.md` §2.6, §3.6 and §7 record them.
///
/// TalkBack has no role word for links (`getNodeRoleName` has no link case; announcements.md
/// §1.7): a link is a clickable node with no role, `Terms of use` then `Double-tap to activate`.
/// An app's own click label ("open link" on magentaA11y's device) would replace "activate"; a
/// screen can give one with `hint`.
extension Entry {
  static let link = Entry(
    id: "link", title: "Link", seed: nil,
    sources: [
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: trait.link.description, trait.not_enabled.description",
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: template_hint_clickable, value_disabled",
      "tmobile/magentaA11y public/content/documentation/native/controls/link.md",
      "tmobile/magentaA11y public/content/assets/media/video/native/link/linkAndroidTalkback-en-US.vtt",
    ],
    kinds: ["link"],
    usage: #"link "Terms of use" | link "Privacy" disabled"#,
    summary: "Interactive text that navigates, usually out of the app to a web page.",
    isInteractive: true, groupsChildren: false,
    // magentaA11y link.md, "Role" (UIKit): "Set `accessibilityTraits` to `.link`".
    iosTraits: ["link"],
    androidRole: "TextView with a URLSpan or ClickableSpan (no role spoken)",
    states: [.disabled, .pressed],
    exclusiveStates: [],
    keyboard: [
      InputRule(
        input: .key(.space), effect: .activate, platforms: [.ios, .android],
        source: "Spacebar: Activates on iOS and Android (magentaA11y link.md)"),
      InputRule(
        input: .key(.enter), effect: .activate, platforms: [.android],
        source: "Enter: Activates on Android (magentaA11y link.md)"),
    ],
    gestures: [
      InputRule(
        input: .gesture(.swipe), effect: .speak, platforms: [.ios, .android],
        source:
          "Swipe: Focus moves to the element, expresses its name, role (state, if applicable) (magentaA11y link.md)"
      ),
      InputRule(
        input: .gesture(.doubletap), effect: .activate, platforms: [.ios, .android],
        source: "Doubletap: Activates the link (magentaA11y link.md)"),
    ],
    announcements: [
      // AccessibilitySnapshot Localizable.strings: trait.link.description "Link.",
      // trait.not_enabled.description "Dimmed."; no default hint. magentaA11y link.md: "Label,
      // link", "Label, dimmed, link".
      .ios: Composition(
        parts: [.name, .value, .disabled, .role], role: "Link", hint: nil,
        examples: ["Terms of use, Link", "Privacy, Dimmed, Link"]),
      // No role (readers-wording.md §2.6); google/talkback strings_compositor.xml
      // template_hint_clickable "%1$s to activate", value_disabled "disabled". magentaA11y
      // link.md lists "Label, disabled".
      .android: Composition(
        parts: [.name, .value, .disabled], role: nil, hint: "Double-tap to activate",
        examples: ["Terms of use / Double-tap to activate", "Privacy, disabled"]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Purpose and destination is clear", check: .manual),
      Criterion(aspect: .role, text: "Identifies itself as a link", check: .tree),
      Criterion(aspect: .state, text: "Expresses its state if applicable (disabled/dimmed)", check: .tree),
      Criterion(aspect: .focus, text: "Focus visibly moves to the link", check: .manual),
      .textResize,
    ],
    // Rotor: VoiceOver's Links item moves by the link trait (AccessibilitySnapshot
    // rotor.link.description "Links") [derived]. TalkBack's Links is FILTER_LINK (a ClickableSpan);
    // a link is clickable and no list item, so FILTER_CONTROL's clickable clause makes it a control too.
    rotorItems: [.ios: [.links], .android: [.links, .formControls]])
}
