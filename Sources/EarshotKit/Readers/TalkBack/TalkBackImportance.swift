/// Whether the framework gives TalkBack a node at all (rule TB-IMPORTANT, applied by
/// `TalkBackHierarchy`). TalkBack's service asks only for important views
/// (`talkback/src/main/res/xml/accessibilityservice.xml` has no `flagIncludeNotImportantViews`),
/// so a View that is not important for accessibility is absent and its children hang from the
/// nearest important ancestor. A dump made without compression lists every View; only Appium
/// says which are important (`a11y-important`), so for any other capture importance is inferred.
///
/// Sources confirmed:
/// - Virtual nodes of a node provider (Compose, Flutter, web content) are not Views and are
///   reported whatever their flag. Their drawing order is 0: AOSP `View.java`
///   `populateAccessibilityNodeInfoDrawingOrderInParent` numbers a real View with bounds from 1
///   within its parent, 0 only when it has no bounds or no ViewGroup parent (a window root).
/// - androidx `RecyclerView`: its constructor sets itself important when AUTO ("If not
///   explicitly specified this view is important for accessibility"), and
///   `Recycler.attachAccessibilityDelegate` sets each bound item view important when AUTO.
/// - AOSP `AbsListView.obtainView` sets each item view of a ListView or GridView important
///   when AUTO; androidx `ViewPager`'s constructor sets itself important when AUTO.
/// - material-components-android `bottomsheet/res/layout/design_bottom_sheet_dialog.xml`
///   (116de10c) declares the bottom sheet dialog's `touch_outside` View
///   `android:importantForAccessibility="no"`.
///
/// From the framework, not found in the code index and so [derived] here: `View`
/// `isImportantForAccessibility` in AUTO mode is true only for a View that is actionable
/// (clickable, long-clickable, focusable), has accessibility listeners, a delegate, a provider,
/// a live region, a pane title or is a heading; `setContentDescription` and `TextView`'s
/// constructor (so Button, EditText, CheckBox, RadioButton, Switch, CheckedTextView…) set a
/// View important; `importantForAccessibility="no"` makes it unimportant even when clickable.
///
/// [derived] Inference for a capture without `a11y-important`: a node is important when it
/// has a text, a content description, a hint or tooltip, is clickable, long-clickable,
/// focusable, checkable, scrollable, screen-reader-focusable or a heading, is of a class that
/// sets itself important (the TextView family, RecyclerView, ListView, GridView, ViewPager,
/// progress and seek bars, WebView), is the item of a RecyclerView, ListView or GridView, or
/// is virtual. A dump shows no listeners, delegates or live regions, so a plain layout (`LinearLayout`, `FrameLayout`, `ViewGroup`,
/// `CardView`, `ImageView`, `android.view.View`…) with none of these is taken as not important.
/// A node is virtual when it is below a node provider's host: a Compose `ComposeView` or
/// `AndroidComposeView`, a `WebView`, or an `android.view.View`-class node (a View that is not
/// a ViewGroup holds no child Views, so its children are a provider's: Flutter's semantics
/// nodes), until a Compose `AndroidViewHolder` / `ViewFactoryHolder` brings real Views back.
enum TalkBackImportance {
  /// Whether the node reaches TalkBack: `virtual` says it is a provider's node.
  static func isImportant(_ node: CapturedNode, virtual: Bool, parentClass: String?) -> Bool {
    if virtual { return true }
    // A real View flagged by Appium is as its flag says (drawing order 0 is a provider's node).
    if let important = node.important { return important || node.drawingOrder == 0 }
    if node.drawingOrder == 0, parentClass != nil { return true }
    if isMaterialTouchOutside(node) { return false }
    return carriesContent(node) || setsItselfImportant(node.className) || hostsProvider(node.className)
      || parentClass.map(forcesItemsImportant) ?? false
  }

  /// Material's bottom sheet dialog's outside-touch View, `importantForAccessibility="no"`.
  static func isMaterialTouchOutside(_ node: CapturedNode) -> Bool {
    node.identifier == "touch_outside"
  }

  /// Whether the node has anything that makes a View important in AUTO mode.
  static func carriesContent(_ node: CapturedNode) -> Bool {
    node.text != nil || node.label != nil || node.placeholder != nil || node.tooltip != nil
      || node.clickable || node.longClickable || node.focusable || node.checkable || node.scrollable
      || node.screenReaderFocusable == true || node.heading
  }

  /// Classes whose constructor sets them important.
  static func setsItselfImportant(_ className: String) -> Bool {
    let type = lastSegment(className)
    return textViewFamily.contains(type) || type.hasSuffix("TextView") || type.hasSuffix("EditText")
      || selfImportantContainers.contains(type)
  }

  /// A View that hosts a node provider is important in AUTO mode (`View.isImportantForAccessibility`
  /// counts `getAccessibilityNodeProvider() != null`) [derived from the framework's rule, as the
  /// rest of this file]: a Compose host or a Flutter view, whose virtual nodes hang below it.
  static func hostsProvider(_ className: String) -> Bool {
    virtualHosts.contains(className) && className != "android.view.View"
  }

  /// Containers that set the item views they hold important.
  static func forcesItemsImportant(_ className: String) -> Bool {
    itemContainers.contains(lastSegment(className))
  }

  /// Whether the children of a node of this class are a provider's virtual nodes.
  static func hostsVirtualNodes(_ className: String) -> Bool {
    virtualHosts.contains(className)
  }

  /// A Compose holder of real Views (`AndroidView` interop) inside a virtual tree.
  static func hostsRealViews(_ className: String) -> Bool {
    className.hasPrefix("androidx.compose.ui.viewinterop.")
  }

  private static func lastSegment(_ className: String) -> Substring {
    className.split(separator: ".").last ?? Substring(className)
  }

  /// `TextView` and the framework widgets that extend it (what `getAccessibilityClassName`
  /// reports for them and their AppCompat and Material subclasses).
  private static let textViewFamily: Set<Substring> = [
    "TextView", "Button", "EditText", "CheckBox", "RadioButton", "Switch", "ToggleButton",
    "CheckedTextView", "AutoCompleteTextView", "MultiAutoCompleteTextView", "Chronometer",
    "TextClock", "DigitalClock", "ExtractEditText", "SwitchCompat", "SwitchMaterial",
    "MaterialSwitch", "Chip",
  ]
  /// [derived] for the bars: Samsung's `SeslProgressBar`, a copy of the framework
  /// `ProgressBar`, sets itself important when AUTO; the framework's own was not found. A
  /// `WebView` hosts Chromium's node provider, which makes a View important in AUTO mode.
  private static let selfImportantContainers: Set<Substring> = [
    "RecyclerView", "ListView", "GridView", "ExpandableListView", "ViewPager", "ProgressBar",
    "SeekBar", "RatingBar", "AbsSeekBar", "WebView",
  ]
  private static let itemContainers: Set<Substring> = [
    "RecyclerView", "ListView", "GridView", "ExpandableListView",
  ]
  private static let virtualHosts: Set<String> = [
    "androidx.compose.ui.platform.ComposeView", "androidx.compose.ui.platform.AndroidComposeView",
    "android.webkit.WebView", "android.view.View", "io.flutter.embedding.android.FlutterView",
    "io.flutter.view.FlutterView",
  ]
}
