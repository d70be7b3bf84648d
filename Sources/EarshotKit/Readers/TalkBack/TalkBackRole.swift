/// TalkBack's role of a node, from its class name (google/talkback 26a27dc0
/// `utils/src/main/java/com/google/android/accessibility/utils/Role.java`, `getRole`), and the
/// role name it speaks (`talkback/src/main/java/com/google/android/accessibility/talkback/
/// compositor/AccessibilityNodeFeedbackUtils.java`, `getNodeRoleName`; the words are
/// `talkback/src/main/res/values/strings_compositor.xml`'s `value_button`, `value_checkbox` …).
///
/// `getRole` tests the class with `ClassLoadingCache.checkInstanceOf`, subclasses first; an
/// app's own class cannot be loaded in TalkBack's process, so in practice only the framework
/// names that `getAccessibilityClassName` reports map to a role (`TalkBackRoleTable`).
enum TalkBackRole: Sendable, Equatable {
  case textEntryKey
  case imageButton
  case image
  case switchWidget
  case toggleButton
  case radioButton
  case checkBox
  case button
  case checkedTextView
  case editText
  case seekControl
  case progressBar
  case keyboardKey
  case webView
  case tabBar
  case horizontalScrollView
  case scrollView
  case pager
  case numberPicker
  case dropDownList
  case grid
  case list
  case viewGroup
  case none

  /// `getNodeRoleName`'s string: CHECKED_TEXT_VIEW, VIEW_GROUP, NONE and the rest speak no
  /// role. (In English: Button, Check box, Drop down list, Edit box, Grid, Image, List,
  /// Multi-page view, Progress bar, Radio button, Slider, Switch, Tab bar, Webview.)
  var nameID: String? {
    switch self {
    case .button, .imageButton: return "value_button"
    case .checkBox: return "value_checkbox"
    case .dropDownList: return "value_spinner"
    case .editText: return "value_edit_box"
    case .grid: return "value_gridview"
    case .image: return "value_image"
    case .list: return "value_listview"
    case .pager: return "value_pager"
    case .progressBar: return "value_progress_bar"
    case .radioButton: return "value_radio_button"
    case .seekControl: return "value_seek_bar"
    case .switchWidget, .toggleButton: return "value_switch"
    case .tabBar: return "value_tabwidget"
    case .webView: return "value_webview"
    default: return nil
    }
  }

  /// The role name in the run's language.
  func name(_ words: ReaderWords) -> String? { nameID.map(words.talkBack) }

  /// Whether the node has a `CollectionInfo`, which a dump never records. [derived] The classes
  /// that set one on a device (a RecyclerView's, a ListView's, a GridView's, a RadioGroup's)
  /// are taken to have one; TalkBack's `hasText` then ignores the node's own text.
  var hasCollectionInfo: Bool { self == .list || self == .grid }

  /// `Role.getRole` of a captured node: `text-entry-key` first, then the class table.
  init(_ node: CapturedNode) {
    if node.textEntryKey {
      self = .textEntryKey
      return
    }
    switch TalkBackRoleTable.role(ofClass: node.className) {
    // `node.isClickable() ? ROLE_IMAGE_BUTTON : ROLE_IMAGE`: the flag, not ACTION_CLICK.
    case .image: self = node.clickable ? .imageButton : .image
    // `node.isEnabled() && !node.isEditable() ? ROLE_NONE : ROLE_EDIT_TEXT`. [derived] A dump
    // has no editable flag: every EditText-class node is taken to be editable.
    case let role: self = role
    }
  }
}

/// The class names `Role.getRole` recognises, as data: each framework class and framework
/// subclass with the role its first matching test gives. Dumps hold the accessibility class
/// name, so AppCompat and Material widgets appear under the framework's (`android.widget.
/// ImageView`, `android.widget.Switch`; a NestedScrollView as `android.widget.ScrollView`). A name not listed is an app's class or a plain View: ViewGroup if it names a layout,
/// else none.
enum TalkBackRoleTable {
  static let classes: [String: TalkBackRole] = [
    // ImageView and its framework subclasses.
    "android.widget.ImageView": .image, "android.widget.ImageButton": .image,
    "android.widget.QuickContactBadge": .image,
    // CompoundButton family, subclasses first.
    "android.widget.Switch": .switchWidget,
    "android.widget.ToggleButton": .toggleButton,
    "android.widget.RadioButton": .radioButton,
    "android.widget.CheckBox": .checkBox, "android.widget.CompoundButton": .checkBox,
    "android.widget.Button": .button,
    "android.widget.CheckedTextView": .checkedTextView,
    "android.widget.EditText": .editText, "android.widget.AutoCompleteTextView": .editText,
    "android.widget.MultiAutoCompleteTextView": .editText,
    "android.inputmethodservice.ExtractEditText": .editText,
    // `SeekBar`, or RangeInfo with ACTION_SET_PROGRESS. [derived] A RatingBar is an AbsSeekBar
    // but no SeekBar, so its class says Progress bar; on a device it has RangeInfo and
    // SET_PROGRESS, which make it a seek control.
    "android.widget.SeekBar": .seekControl, "android.widget.RatingBar": .seekControl,
    "android.widget.ProgressBar": .progressBar, "android.widget.AbsSeekBar": .progressBar,
    "android.inputmethodservice.Keyboard$Key": .keyboardKey,
    "android.webkit.WebView": .webView,
    "android.widget.TabWidget": .tabBar,
    "android.widget.HorizontalScrollView": .horizontalScrollView,
    "android.widget.ScrollView": .scrollView,
    "androidx.viewpager.widget.ViewPager": .pager, "android.support.v4.view.ViewPager": .pager,
    "androidx.core.view.ViewPager": .pager, "com.android.internal.widget.ViewPager": .pager,
    "android.widget.NumberPicker": .numberPicker,
    "android.widget.Spinner": .dropDownList,
    "android.widget.GridView": .grid,
    "android.widget.ListView": .list, "android.widget.AbsListView": .list,
    "android.widget.ExpandableListView": .list,
    // Collections by their CollectionInfo (the `collection != null` branch: a LIST unless rows
    // and columns are both > 1). [derived] A RecyclerView's layout manager, which decides
    // list or grid, is not in a dump: List. A RadioGroup sets CollectionInfo (`RadioGroup.
    // onInitializeAccessibilityNodeInfo`: `CollectionInfo.obtain(getVisibleChildWithTextCount(),
    // 1, false, SELECTION_MODE_SINGLE)`, or 1 row when horizontal) [framework], so TalkBack
    // gives it ROLE_LIST. (AOSP `RadioGroup.java`, read as decompiled excerpts in the code
    // index, not at a pinned commit.)
    "androidx.recyclerview.widget.RecyclerView": .list, "android.support.v7.widget.RecyclerView": .list,
    "android.widget.RadioGroup": .list,
  ]

  /// Framework layouts and other ViewGroups (`checkInstanceOf(className, ViewGroup.class)`).
  static let viewGroups: Set<String> = [
    "android.view.ViewGroup", "android.widget.LinearLayout", "android.widget.FrameLayout",
    "android.widget.RelativeLayout", "android.widget.TableLayout", "android.widget.TableRow",
    "android.widget.GridLayout", "android.widget.AbsoluteLayout", "android.widget.Toolbar",
    "android.widget.ViewFlipper", "android.widget.ViewAnimator", "android.widget.ViewSwitcher",
    "android.widget.TextSwitcher", "android.widget.ImageSwitcher", "android.widget.DatePicker",
    "android.widget.TimePicker", "android.widget.CalendarView", "android.widget.SearchView",
    "android.widget.ActionMenuView", "android.widget.TabHost", "android.widget.MediaController",
    "android.widget.ZoomControls", "android.appwidget.AppWidgetHostView",
  ]

  static func role(ofClass name: String) -> TalkBackRole {
    if let role = classes[name] { return role }
    return viewGroups.contains(name) ? .viewGroup : .none
  }
}
