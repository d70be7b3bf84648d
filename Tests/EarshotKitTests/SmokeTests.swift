import EarshotKit
import Testing

@Test func catalogueHasTheFiveSeeds() {
  #expect(Catalogue.standard.entry(named: "button")?.seed == "002_db6dc9cb2e70cd1c.txt")
}
