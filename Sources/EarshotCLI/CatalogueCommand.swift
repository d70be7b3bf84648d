import EarshotKit

/// `earshot catalogue [COMPONENT]`.
enum CatalogueCommand {
  static func execute(component: String?, console: Earshot.Console) -> Int32 {
    let catalogue = Catalogue.standard
    guard let component else {
      console.out(CatalogueRenderer.render(catalogue))
      return Earshot.ExitCode.success
    }
    guard let entry = catalogue.entry(named: component) else {
      let names = catalogue.entries.map(\.id)
      console.error(
        "unknown component `\(component)`\(Suggestions.didYouMean(component, in: names)); components are: \(raw: names.joined(separator: ", "))"
      )
      return Earshot.ExitCode.usage
    }
    console.out(CatalogueRenderer.render(entry))
    return Earshot.ExitCode.success
  }
}
