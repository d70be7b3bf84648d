/// Rule `iosNavigationBar`: a navigation bar's back item says `Back Button` and no `Button`, and
/// no label when its label is the language's word for "Back"; its title says `Heading`.
///
/// Sources: AccessibilitySnapshot `UIAccessibility+SnapshotAdditions.swift`:
/// `hidesAccessibilityLabel(backDescriptor:)` "Back Button elements omit their label if it
/// matches the localized "Back" descriptor" (compared lower-cased), `.backButton` among the traits
/// that hide `Button`; `Localizable.strings` `trait.backbutton.description` "Back Button.",
/// `back.descriptor` en "Back", de "Zurück", ru "назад"; reference images
/// `testNavBarBackButtonTraitsWithTitles` ("First. Back Button.", "Second. Heading.") and
/// `…WithoutTitles` ("Back Button."). Which button is the back item and which text the title
/// [derived]: the capture does not say, so the bar's leading button, when it is on the bar's
/// leading third (and before the title), is the back item; every text of the bar outside a
/// button is its title. A leading bar button that is not a back item (`Cancel`) cannot be told
/// from one.
enum IOSNavigationBar {
  /// The words for "Back" VoiceOver compares a back button's label with. The app's language is
  /// not in the capture, so a label equal to any of them is dropped [derived].
  static let backDescriptors: [String] = [
    "Back",  // en: back.descriptor
    "Zurück",  // de: back.descriptor
    "назад",  // ru: back.descriptor
    "返回",  // zh-Hans [derived: the back item's title in the crifan Chinese captures]
  ]

  static func hidesLabel(_ label: String) -> Bool {
    backDescriptors.contains { $0.lowercased() == label.lowercased() }
  }

  /// The bar's kept buttons and texts that are not inside one of its buttons, in document order.
  private static func members(of bar: Int, in tree: PlatformTree, kept: [Bool]) -> (
    buttons: [Int], texts: [Int]
  ) {
    var buttons: [Int] = []
    var texts: [Int] = []
    var index = bar + 1
    let end = tree.nodes[bar].subtreeEnd
    while index < end {
      guard kept[index] else {
        index = tree.nodes[index].subtreeEnd
        continue
      }
      switch tree[index].type {
      case "Button":
        buttons.append(index)
        index = tree.nodes[index].subtreeEnd
        continue
      case "StaticText": texts.append(index)
      default: break
      }
      index += 1
    }
    return (buttons, texts)
  }

  /// The back item of a navigation bar, if it has one.
  static func backButton(of bar: Int, in tree: PlatformTree, kept: [Bool]) -> Int? {
    let (buttons, texts) = members(of: bar, in: tree, kept: kept)
    // The leading one: the leftmost where frames say, else the first in the document.
    let framed = buttons.compactMap { button in tree[button].frame.map { (button, $0.x) } }
    guard let first = framed.count == buttons.count ? framed.min(by: { $0.1 < $1.1 })?.0 : buttons.first
    else { return nil }
    let title = texts.first
    if let barFrame = tree[bar].frame, let frame = tree[first].frame {
      guard frame.x < barFrame.x + barFrame.width / 3 else { return nil }
      if let title, let titleFrame = tree[title].frame { return frame.x < titleFrame.x ? first : nil }
      return first
    }
    // No frames: before the title in document order.
    guard let title else { return nil }
    return first < title ? first : nil
  }

  /// The bar's titles.
  static func titles(of bar: Int, in tree: PlatformTree, kept: [Bool]) -> [Int] {
    members(of: bar, in: tree, kept: kept).texts
  }
}
