/// The toolkit that draws a sheet (the readers' wording where it differs from the
/// seed): UIKit's `UISheetPresentationController`, SwiftUI's `.sheet`, Material Components'
/// `BottomSheetDragHandleView` (Views; releases 1.7–1.13, or 1.14 and later, which reworded it),
/// Compose Material 3's `ModalBottomSheet`, or the seed's own wording. A toolkit is data: its own catalogue entry for each sheet part it draws (the
/// grabber or drag handle, iOS's dismiss element), and the element it adds after the sheet's
/// content (Compose's scrim). A screen names it per sheet (`sheet Filters toolkit compose`);
/// a sheet that names none on a platform is drawn by that platform's standard toolkit
/// (`Catalogue.defaultSheetToolkit(on:)`). Research: docs/research/readers-wording.md §5.
public struct SheetToolkit: Sendable {
  /// How a screen names it: `uikit`, `swiftui`, `material`, `material-1-14`, `compose`, `seed`
  /// (a word of the language: letters, digits, `_` and `-`).
  public let id: String
  public let title: String
  /// The platforms it draws sheets on; on another, a sheet naming it is drawn by that
  /// platform's default (a screen names one toolkit per platform).
  public let platforms: [Platform]
  /// Its entry for each sheet part it draws (`Entry.sheetPart`): used instead of the
  /// catalogue's entry of that kind for the elements of a sheet it draws, written or added.
  public let parts: [Entry]
  /// An element it adds to every sheet after the sheet's content (Compose's scrim).
  public let addedAfterContent: Entry?
  /// Every part the toolkit draws: `parts`, then `addedAfterContent`.
  public var drawnParts: [Entry] { parts + (addedAfterContent.map { [$0] } ?? []) }
  /// The public source of each phrase, as `phrase: source`.
  public let sources: [String]

  public init(
    id: String, title: String, platforms: [Platform], parts: [Entry], addedAfterContent: Entry? = nil,
    sources: [String]
  ) {
    self.id = id
    self.title = title
    self.platforms = platforms
    self.parts = parts
    self.addedAfterContent = addedAfterContent
    self.sources = sources
  }

  /// Its entry for an element of `entry`'s kind in a sheet it draws: its own for a sheet part
  /// it draws, else `entry`.
  public func entry(for entry: Entry) -> Entry {
    guard let part = entry.sheetPart else { return entry }
    return parts.first { $0.sheetPart == part } ?? entry
  }
}

extension Catalogue {
  /// Every toolkit a screen can name, in the order messages list them.
  public var sheetToolkits: [SheetToolkit] { SheetToolkit.all }

  /// The toolkit a screen names `id` (nil: no such toolkit).
  public func sheetToolkit(named id: String) -> SheetToolkit? {
    SheetToolkit.all.first { $0.id == id }
  }

  /// The toolkit that draws a sheet naming none on `platform`: the platform's standard one.
  /// iOS: UIKit (SwiftUI's `.sheet` presents the same `UISheetPresentationController`).
  /// Android: Material Components for Views, whose `BottomSheetDragHandleView` is the drag
  /// handle an app gets from `BottomSheetDialogFragment` and the one research found most
  /// completely in public source (readers-wording.md §5.2, §7), in its 1.7–1.13 wording: an app
  /// pins its Material release and 1.14, which reworded the handle (`material-1-14`), is the
  /// newest, so most apps still speak the older words.
  public func defaultSheetToolkit(on platform: Platform) -> SheetToolkit {
    platform == .ios ? .uikit : .material
  }

  /// The toolkit drawing a sheet written with these `toolkit` words on `platform`: the first
  /// known one for that platform, else the platform's default.
  public func sheetToolkit(written words: [Located<String>], on platform: Platform) -> SheetToolkit {
    for word in words {
      if let toolkit = sheetToolkit(named: word.value), toolkit.platforms.contains(platform) {
        return toolkit
      }
    }
    return defaultSheetToolkit(on: platform)
  }
}
