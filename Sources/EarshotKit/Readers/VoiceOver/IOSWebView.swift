/// Rule `iosWebView`: a `WebView`'s subtree is web content, which WebKit's accessibility hands
/// to XCUITest as `Other` wrappers around `StaticText`, `Link`, `Button`, `Image` and form
/// controls. Its wrappers are passed through (a wrapper's `visible="false"` says nothing of its
/// children: `IOSVisibility`), never read as elements even when labelled, and its labelled leaves
/// are the stops; a table cell there is a wrapper too.
///
/// Source: docs/research/voiceover-element-model.md §3 (the Youzan capture: two nested 0×0
/// `visible="false"` wrappers around a visible page) [derived: WebKit's own element rules are not
/// in a public source this model read].
enum IOSWebView {
  /// For each node of `tree`: whether it is inside a web view's content. One pass: a parent
  /// comes before its children in `nodes`.
  static func webContent(in tree: PlatformTree) -> [Bool] {
    var inWeb = [Bool](repeating: false, count: tree.nodes.count)
    for index in tree.nodes.indices {
      guard let parent = tree.parent(of: index) else { continue }
      inWeb[index] = inWeb[parent] || tree[parent].type == "WebView"
    }
    return inWeb
  }
}
