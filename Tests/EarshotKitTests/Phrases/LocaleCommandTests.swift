import Foundation
import Testing

/// `--locale` on the command line: `init` writes a script in the language that passes at once,
/// `run` and `screen` refuse a language a reader has no words in, naming the ones it has, and
/// `catalogue` says which components are partly in English.
@Suite struct LocaleCommandTests {
  @Test func initWritesAScriptInTheLanguageThatPasses() throws {
    let folder = temporaryFolder()
    let screen = repositoryRoot + "/scripts/locales/einstellungen-ja.screen"
    let script = folder + "/ja.audit"
    let written = earshot(["init", screen, "--locale", "ja", "-o", script])
    #expect(written.status == 0, "\(written.err)")
    let text = try String(contentsOfFile: script, encoding: .utf8)
    // VoiceOver has no Japanese source: the script runs on Android only, and says so.
    #expect(text.contains("\nplatform android\nlocale ja\n"))
    #expect(text.contains("expect android exactly 'プロフィール, 3件中の1件目です, リストの中です, 3個のアイテム, 有効にするにはダブルタップします'"))
    let run = earshot(["run", script, "--golden", folder + "/golden"])
    #expect(run.status == 0, "\(run.out)\(run.err)")
  }

  @Test func aLanguageWithNoSourceIsAUsageErrorNamingTheOnesThereAre() {
    let screen = earshot([
      "screen", repositoryRoot + "/scripts/locales/anmelden.screen", "--platform", "ios", "--locale", "ja",
    ])
    #expect(screen.status == 64)
    #expect(
      screen.err
        == "earshot: --locale ja: no source has VoiceOver's words in it; VoiceOver speaks: de, en, ru\n")
    let malformed = earshot(["run", "scripts", "--locale", "de_DE"])
    #expect(malformed.status == 64)
    #expect(
      malformed.err.hasPrefix(
        "earshot: --locale takes a language tag such as de, pt-BR or zh-TW, not `de_DE`: `_` is no letter or digit, nor the `-` between subtags\n"
      ))
  }

  /// JUnit names the language each suite's reader spoke among its properties; an English run,
  /// none, as before there were languages.
  @Test func junitNamesTheLanguage() throws {
    let golden = temporaryFolder()
    let folder = temporaryFolder()
    let german = earshot([
      "run", repositoryRoot + "/scripts/locales/deutsch.audit", "--golden", golden, "--junit",
      folder + "/de.xml",
    ])
    #expect(german.status == 0, "\(german.out)\(german.err)")
    let xml = try String(contentsOfFile: folder + "/de.xml", encoding: .utf8)
    #expect(xml.components(separatedBy: #"<property name="locale" value="de"/>"#).count == 3)
    let english = earshot([
      "run", repositoryRoot + "/scripts/button", "--golden", golden, "--junit", folder + "/en.xml",
    ])
    #expect(english.status == 0, "\(english.out)\(english.err)")
    #expect(!(try String(contentsOfFile: folder + "/en.xml", encoding: .utf8)).contains(#"name="locale""#))
  }

  /// `--locale` replaces the scripts' own: the German script spoken in Austrian German (its
  /// language's strings) passes; in Japanese its checker refuses it on iOS.
  @Test func runSpeaksTheLanguageGivenWhateverTheScriptsSay() {
    let folder = temporaryFolder()
    let script = repositoryRoot + "/scripts/locales/deutsch.audit"
    let austrian = earshot(["run", script, "--locale", "de-AT", "--golden", folder])
    #expect(austrian.status == 0, "\(austrian.out)\(austrian.err)")
    let japanese = earshot(["run", script, "--locale", "ja", "--golden", folder])
    #expect(japanese.status == 2)
    #expect(
      japanese.err.contains(
        "error: `--locale ja`: no source has VoiceOver's words in `ja`; VoiceOver speaks: de, en, ru [unknown-locale]"
      ))
  }

  @Test func theCatalogueSaysWhichComponentsArePartlyInEnglish() {
    let catalogue = earshot(["catalogue", "--locale", "de"])
    #expect(catalogue.status == 0)
    #expect(catalogue.out.contains("\nbutton: ios complete; android complete\n"))
    #expect(catalogue.out.contains("\nswitch: ios complete; android complete\n"))
    #expect(
      catalogue.out.contains(
        "\ngrabber: ios partial, in English: adjust the size of the card overlaying screen, Card controller (seed 004's words); android partial, in English: Sheet grabber (seed 004's words)\n"
      ))
    // Khmer: TalkBack and the framework translate into it; the Compose strings earshot holds do not.
    let khmer = earshot(["catalogue", "--locale", "km"])
    #expect(
      khmer.out.contains(
        "android (TalkBack): google/talkback 26a27dc009d5b3605e744222541f045a3c24e038 (km); material-components/material-components-android ac7e18efeefb331850c561faf9ab8bf81d27ba68 (km); AOSP platform/frameworks/base 14~beta1 (Debian android-platform-frameworks-base_14~beta1.orig.tar.xz) (km); Compose: no translation, its words in English"
      ), "\(khmer.out)")
    #expect(
      khmer.out.contains(
        "\nswitch: ios not available; android partial, in English: On, Off (Compose) (Compose has no translation into it)\n"
      ),
      "\(khmer.out)")
    let entry = earshot(["catalogue", "button", "--locale", "ja"])
    #expect(entry.out.contains("  ios (VoiceOver): not available\n"))
    #expect(entry.out.contains("      \"Submit, ボタン, 無効\"\n"))
  }
}
