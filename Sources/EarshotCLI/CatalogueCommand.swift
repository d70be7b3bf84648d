import EarshotKit

/// `earshot catalogue [COMPONENT] [--locale TAG]`.
enum CatalogueCommand {
  static func execute(component: String?, locale: SpeechLocale?, console: Earshot.Console) -> Int32 {
    let catalogue = Catalogue.standard
    guard let component else {
      console.out(
        locale.map { CatalogueLocaleRenderer.render(catalogue, in: $0) }
          ?? CatalogueRenderer.render(catalogue))
      return Earshot.ExitCode.success
    }
    guard let entry = catalogue.entry(named: component) else {
      let names = catalogue.entries.map(\.id)
      console.error(
        "unknown component `\(component)`\(Suggestions.didYouMean(component, in: names)); components are: \(raw: names.joined(separator: ", "))"
      )
      return Earshot.ExitCode.usage
    }
    console.out(
      locale.map { CatalogueLocaleRenderer.render(entry, in: $0) } ?? CatalogueRenderer.render(entry))
    return Earshot.ExitCode.success
  }
}
