import Testing

@testable import EarshotKit

/// `InlineFirstList` reads as the array it replaces, whichever way it was built.
@Suite struct InlineFirstListTests {
  @Test func buildsAndReadsLikeAnArray() {
    var list: InlineFirstList<String> = []
    #expect(list.isEmpty && list.count == 0 && Array(list) == [])
    list.append("b")
    #expect(Array(list) == ["b"] && list.first == "b")
    list.append("c")
    list.append("d")
    #expect(Array(list) == ["b", "c", "d"] && list[2] == "d" && list.last == "d")
    // The implicit test goes first: the first element moves into the rest.
    list.insert("a", at: 0)
    #expect(Array(list) == ["a", "b", "c", "d"])
    list.insert("x", at: 2)
    list.insert("z", at: list.endIndex)
    #expect(Array(list) == ["a", "b", "x", "c", "d", "z"])
    #expect(Array(InlineFirstList(["p", "q"])) == ["p", "q"] && Array(InlineFirstList<Int>([])) == [])
    var single = InlineFirstList<Int>()
    single.insert(1, at: 0)
    #expect(Array(single) == [1] && single.indices == 0..<1)
  }
}
