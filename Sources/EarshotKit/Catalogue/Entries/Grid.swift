/// A grid (`grid "Gallery" columns 3 { cell "Beach"; cell "Forest" }`): cells laid out in rows
/// of `columns`. Its words come from the readers, as `docs/research/components-wording.md` §9
/// records them.
///
/// | situation (3 columns, 5 cells) | TalkBack (`RecyclerView` + `GridLayoutManager`) | VoiceOver (`UICollectionView`) |
/// |---|---|---|
/// | entering, first cell | `Beach, Row 1, Column 1, In grid, 2 rows, 3 columns` | `Beach` |
/// | next cell, same row | `Forest, Column 2` | `Forest` |
/// | first cell of the next row | `Lake, Row 2, Column 1` | `Lake` |
/// | the same cell focused again | `Lake, Row 2, Column 1` | `Lake` |
/// | leaving the grid | `<next stop>, Out of grid` | `<next stop>` |
///
/// TalkBack: a `RecyclerView` with a `GridLayoutManager` reports its class as `GridView` (so
/// `Role.getRole` makes it `ROLE_GRID`), rows `spanGroupIndex(last item) + 1`, columns
/// `min(spanCount, itemCount)`, and each item's row and column (androidx `GridLayoutManager`
/// `getRowCountForAccessibility`, `onInitializeAccessibilityNodeInfoForItem`). `CollectionState`
/// enters the grid (`in_grid` "In grid", plurals `template_list_row_count` "%d rows" / "1 row",
/// `template_list_column_count` "%d columns" / "1 column"), says only the row and column that
/// changed (`TableItemState.getTransition`; `row_index_template` "Row %1$d",
/// `column_index_template` "Column %1$d"), both again when the same cell is focused again, and
/// leaves it (`out_of_grid` "Out of grid") (`CollectionStateFeedbackUtils`). [derived] These
/// compositions of strings by code: no device recording of a grid was found.
///
/// VoiceOver: a `UICollectionView`'s cells say their label and nothing of their place
/// (AccessibilitySnapshot gives row and column words to data tables only:
/// `context.data_table.row_format`; a device reading a table built by an app, `table_IosVoiceOver-en-US.vtt`,
/// speaks no row or column words) [derived].
///
/// Not modelled: a grid's name in `In grid NAME` (as for a list, a screen's name is not the
/// collection's content description), header cells (`Column heading`, `Row heading`), cells
/// spanning several columns, the framework `GridView`'s row count (integer division: 10 items in
/// 3 columns report 3 rows), Compose's `LazyVerticalGrid` (counts of -1: TalkBack reads it as a
/// list), a data table's row and column words on iOS. A `cell` is text, with no hint; a grid's
/// tappable items are written as the controls they are (`button`), each an item of the grid.
extension Entry {
  static let grid = Entry(
    id: "grid", title: "Grid", seed: nil,
    sources: [
      "androidx/androidx recyclerview/recyclerview/src/main/java/androidx/recyclerview/widget/GridLayoutManager.java: getRowCountForAccessibility, onInitializeAccessibilityNodeInfoForItem",
      "google/talkback utils/src/main/java/com/google/android/accessibility/utils/monitor/CollectionState.java: TableItemState.getTransition",
      "google/talkback talkback/src/main/java/com/google/android/accessibility/talkback/compositor/CollectionStateFeedbackUtils.java: getCollectionTransitionDescription, getCollectionItemTransitionDescription",
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: in_grid, out_of_grid, row_index_template, column_index_template, template_list_row_count, template_list_column_count",
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: context.data_table.row_format (data tables only)",
    ],
    kinds: ["grid"],
    usage: #"grid "Gallery" columns 3 { cell "Beach"; cell "Forest"; button "Add photo" }"#,
    summary:
      "A collection of items (cells, or controls) in rows of `columns`; TalkBack says each item's row and column as they change, and entering and leaving it.",
    isInteractive: false, groupsChildren: false,
    iosTraits: ["(UICollectionView: a container; never spoken)"],
    androidRole: "RecyclerView with GridLayoutManager (class reported as android.widget.GridView: ROLE_GRID)",
    states: [], exclusiveStates: [], keyboard: [], gestures: [],
    announcements: [
      .ios: Composition(parts: [], role: nil, hint: nil, examples: ["(not a focus stop)"]),
      .android: Composition(
        parts: [], role: nil, hint: nil,
        examples: ["(not a focus stop; its cells: Beach, Row 1, Column 1, In grid, 1 row, 3 columns)"]),
    ],
    criteria: [
      Criterion(
        aspect: .group, text: "The cells are one collection whose rows and columns the reader can tell",
        check: .tree)
    ],
    structure: .list, takesColumns: true)

  static let cell = Entry(
    id: "cell", title: "Cell", seed: nil,
    sources: [
      "google/talkback talkback/src/main/res/values/strings_compositor.xml: row_index_template, column_index_template, value_selected",
      "cashapp/AccessibilitySnapshot Sources/AccessibilitySnapshot/Parser/Swift/Assets/en.lproj/Localizable.strings: trait.selected.format",
    ],
    kinds: ["cell"],
    usage: #"grid "Gallery" columns 2 { cell "Beach"; cell "Forest" }   (a cell is written inside grid)"#,
    summary: "One cell of a grid: its text, and on TalkBack its row and column as they change.",
    isInteractive: false, groupsChildren: false,
    iosTraits: ["(UICollectionViewCell: its label)"],
    androidRole: "an item of the grid (its CollectionItemInfo: row, column)",
    states: [.selected],
    exclusiveStates: [], keyboard: [], gestures: [.swipeSpeaksText],
    announcements: [
      // AccessibilitySnapshot's `Selected:` prefix; no place in the collection.
      .ios: Composition(
        parts: [.selected, .name], role: nil, hint: nil, examples: ["Beach", "Selected, Forest"]),
      // TalkBack's value_selected first; the row and column are TalkBack's own, after every part.
      .android: Composition(
        parts: [.selected, .name], role: nil, hint: nil,
        examples: ["Beach, Row 1, Column 1, In grid, 1 row, 2 columns", "Forest, Column 2"]),
    ],
    criteria: [
      Criterion(aspect: .name, text: "Says what the cell shows", check: .tree)
    ],
    needsName: true, takesFocusUnnamed: false, allowedParents: ["grid"])
}
