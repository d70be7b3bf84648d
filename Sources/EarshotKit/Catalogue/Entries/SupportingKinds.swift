/// The supporting kinds screens need. They have no seed entry of their own; each
/// cites the seed that calls for it.
extension Entry {
  private static func supporting(
    id: String, title: String, seed: String, kinds: [String], usage: String, summary: String,
    groupsChildren: Bool = false, iosTraits: [String], androidRole: String, iosRole: String?,
    androidRoleWord: String?, examples: (ios: String, android: String),
    parts: [Part] = [.name, .children, .role], structure: Structure = .element, needsName: Bool = false,
    takesFocusUnnamed: Bool? = nil, rotorItems: [Platform: Set<RotorItem>] = [:]
  ) -> Entry {
    Entry(
      id: id, title: title, seed: seed, kinds: kinds, usage: usage, summary: summary,
      isInteractive: false, groupsChildren: groupsChildren, iosTraits: iosTraits, androidRole: androidRole,
      states: [], exclusiveStates: [], keyboard: [], gestures: [.swipeSpeaksText],
      announcements: [
        .ios: Composition(
          parts: parts, role: iosRole, hint: nil, examples: [examples.ios]),
        .android: Composition(
          parts: parts, role: androidRoleWord, hint: nil, examples: [examples.android]),
      ],
      criteria: [.textResize], structure: structure, needsName: needsName,
      takesFocusUnnamed: takesFocusUnnamed ?? needsName,
      rotorItems: rotorItems)
  }

  static let text = supporting(
    id: "text", title: "Text", seed: "000_d218a41f4d58d5e7.txt", kinds: ["text"],
    usage: #"text "3 unread" | text "$57" strikethrough"#, summary: "Static text; spoken as written.",
    iosTraits: ["staticText"], androidRole: "android.widget.TextView (no role spoken)", iosRole: nil,
    androidRoleWord: nil, examples: ("3 unread", "3 unread"))

  static let heading = supporting(
    id: "heading", title: "Heading", seed: "001_2836717cdc71024a.txt", kinds: ["heading", "header"],
    usage: #"heading "Checkout""#,
    summary: "A section title (seed 001: \"Add header trait to table rows that describe a section\").",
    iosTraits: ["header"], androidRole: "heading (\"Heading\")", iosRole: "Heading",
    androidRoleWord: "Heading",
    examples: ("Checkout, Heading", "Checkout, Heading"),
    // Rotor: VoiceOver's Headings item (AccessibilitySnapshot rotor.heading.description
    // "Headings"), TalkBack's Headings (AccessibilityNodeInfoUtils.FILTER_HEADING: isHeading).
    rotorItems: [.ios: [.headings], .android: [.headings]])

  static let image = supporting(
    id: "image", title: "Image", seed: "002_db6dc9cb2e70cd1c.txt", kinds: ["image", "icon"],
    usage: #"image "Star" | image hidden"#, summary: "An image; decorative icons are `hidden` (seed 002).",
    iosTraits: ["image"], androidRole: "android.widget.ImageView (ROLE_IMAGE, \"Image\")", iosRole: "Image",
    androidRoleWord: "Image", examples: ("Star, Image", "Star, Image"),
    // An image must be named (seed 002), but takes no focus unnamed: TalkBack leaves an
    // ImageView with no content description out of its tree, and a `UIImageView` is no
    // accessibility element unless made one. `controls-are-named` reports it all the same.
    needsName: true, takesFocusUnnamed: false)

  static let list = supporting(
    id: "list", title: "List", seed: "001_2836717cdc71024a.txt", kinds: ["list", "table"],
    usage: #"list "Messages" { row "Inbox"; row "Sent" }"#,
    summary: "A container of rows (UITableView, RecyclerView).",
    iosTraits: [], androidRole: "RecyclerView (ROLE_LIST, \"List\")", iosRole: nil, androidRoleWord: nil,
    examples: ("Inbox, Button", "Inbox, 1 of 2, In list, 2 items"),
    parts: [], structure: .list)

  static let group = supporting(
    id: "group", title: "Group", seed: "000_d218a41f4d58d5e7.txt", kinds: ["group"],
    usage: #"group label "Amount was $57 and is now $27" { … }"#,
    summary:
      "Merges its children into one focus stop; its label, when given, replaces theirs (seeds 000, 001).",
    groupsChildren: true, iosTraits: [], androidRole: "ViewGroup with screenReaderFocusable", iosRole: nil,
    androidRoleWord: nil, examples: ("Amount was $57 and is now $27", "Amount was $57 and is now $27"))

  static let container = supporting(
    id: "container", title: "Container", seed: "002_db6dc9cb2e70cd1c.txt", kinds: ["container"],
    usage: #"container { button "Back"; heading "Settings" }"#,
    summary:
      "A layout with nothing of its own to say (an Android layout, an iOS `Other`); its children are spoken one by one. Imported captures use it (seed 002: \"let the device manage default focus\").",
    iosTraits: [], androidRole: "ViewGroup, not focusable (no role spoken)", iosRole: nil,
    androidRoleWord: nil,
    examples: ("(not a focus stop)", "(not a focus stop)"), parts: [])
}
