/// A list that holds its first element in place and the rest in an array: a script's tests and
/// a program's tests. Nearly every script has one test, and a suite keeps its compiled scripts
/// by the thousand: an array for that one test was a heap block of its own in every script and
/// every program, freed cold with each result (a few percent of the front end's time).
public struct InlineFirstList<Element: Sendable>: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable
{
  private var head: Element?
  private var tail: [Element] = []

  public init() {}

  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { head == nil ? 0 : tail.count + 1 }

  public subscript(position: Int) -> Element {
    precondition(position >= 0 && position < endIndex, "index out of range")
    return position == 0 ? head! : tail[position - 1]
  }

  public mutating func append(_ element: Element) {
    if head == nil { head = element } else { tail.append(element) }
  }

  /// Inserts `element` before the one at `index` (at the end when `index` is `endIndex`).
  public mutating func insert(_ element: Element, at index: Int) {
    precondition(index >= 0 && index <= endIndex, "index out of range")
    guard index == 0 else { return tail.insert(element, at: index - 1) }
    if let first = head { tail.insert(first, at: 0) }
    head = element
  }
}
