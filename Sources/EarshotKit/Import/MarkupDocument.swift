/// A parsed capture, flat: its elements in document order and their attributes as ranges of
/// the capture's bytes, so that parsing makes no String per name or value and no array per
/// element. Readers turn into Strings only the values they keep. Text content is not kept:
/// every format earshot reads carries what it needs in attributes.
struct MarkupDocument: Sendable {
  /// The capture's bytes (shared with its `SourceFile`, not copied).
  let bytes: [UInt8]
  /// Element 0 is the root; an element's descendants follow it, up to its `subtreeEnd`.
  var elements: [Element] = []
  var attributes: [Attribute] = []
  /// The values that held an entity or a line break, as they read once decoded.
  var decoded: [UInt8] = []
  var names = MarkupNames.seeded

  struct Element: Sendable {
    let name: MarkupNames.ID
    /// The start tag.
    let range: SourceRange
    let attributes: Range<Int>
    /// The index just past its last descendant.
    var subtreeEnd: Int
  }

  struct Attribute: Sendable {
    let name: MarkupNames.ID
    /// In `bytes`, or in `decoded` when `isDecoded`.
    let value: Range<Int>
    let isDecoded: Bool
  }

  static let root = 0

  func name(of element: Int) -> String { names.string(elements[element].name) }

  func range(of element: Int) -> SourceRange { elements[element].range }

  /// Where an attribute's value is in the capture; its element's start tag when the value was
  /// decoded (an entity or a line break in it), which has no range of the capture's own.
  func range(of attribute: Attribute, in element: Int) -> SourceRange {
    attribute.isDecoded
      ? range(of: element) : SourceRange(attribute.value.lowerBound, attribute.value.upperBound)
  }

  /// The indices of an element's children, in document order.
  func children(of element: Int) -> Children {
    Children(elements: elements, parent: element)
  }

  struct Children: Sequence, IteratorProtocol {
    let elements: [MarkupDocument.Element]
    private let end: Int
    private var child: Int

    init(elements: [MarkupDocument.Element], parent: Int) {
      self.elements = elements
      end = elements[parent].subtreeEnd
      child = parent + 1
    }

    mutating func next() -> Int? {
      guard child < end else { return nil }
      defer { child = elements[child].subtreeEnd }
      return child
    }
  }

  /// The attribute of that name; nil when it is absent. (Callers treat empty as absent, as the
  /// formats disagree on which they write.)
  func attribute(_ name: KnownName, of element: Int) -> Attribute? {
    for index in elements[element].attributes where attributes[index].name == name.rawValue {
      return attributes[index]
    }
    return nil
  }

  /// A value's bytes, for readers that look before they make a String.
  func withValue<Result>(
    _ attribute: Attribute, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    (attribute.isDecoded ? decoded : bytes).withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[attribute.value]))
    }
  }

  func string(_ attribute: Attribute) -> String {
    withValue(attribute) { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether the value is exactly `text`. (Comparing bytes agrees with Swift's String `==` for
  /// the ASCII words readers ask about, which no other character sequence is equivalent to.)
  func value(_ attribute: Attribute, is text: StaticString) -> Bool {
    withValue(attribute) { value in
      guard value.count == text.utf8CodeUnitCount else { return false }
      let expected = text.utf8Start
      for index in 0..<value.count where value[index] != expected[index] { return false }
      return true
    }
  }
}
