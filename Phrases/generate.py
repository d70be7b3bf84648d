#!/usr/bin/env python3
"""Writes the phrase tables earshot speaks from, in every language its sources translate.

The readers' words are not typed into earshot: they are read from the readers' and toolkits'
own translated strings, at the commit named below for each source, and written to
`Sources/EarshotKit/Phrases/Generated/`. Adding a language or moving a source to a newer commit is
running this script again (with the new commit below) and committing what it writes.

    python3 Phrases/generate.py --talkback DIR --snapshot DIR --material DIR --atf DIR \
      --framework TARBALL [--androidx DIR [--androidx-commit COMMIT]] [--check]

`--talkback`, `--snapshot`, `--material` and `--atf` are git repositories (a clone or a bare mirror)
holding the commit named below; the files are read with `git show COMMIT:PATH`, so the working
tree does not matter. `--framework` is AOSP's frameworks/base as Debian ships its source (the
`.orig.tar.xz` named below, checked by its SHA-256), or a folder it was unpacked into.
androidx's strings are those `androidx-strings.tsv` records, each with its file and commit;
`--androidx` names a clone of androidx/androidx to check every one of them against first, and
with `--androidx-commit COMMIT` the record is written anew from that commit of the clone.
`--check` writes nothing and exits 1 when a table differs
from what is committed (CI's guard that the tables are the script's output).

Standard library only.
"""

import argparse
import hashlib
import re
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE.parent / "Sources" / "EarshotKit" / "Phrases" / "Generated"

# The source of each table: repository, commit, the resource files read (`{q}` is the
# resource qualifier: `` for the default strings, `-de`, `-pt-rBR`, `-b+sr+Latn`).
TALKBACK = {
    "repository": "google/talkback",
    "commit": "26a27dc009d5b3605e744222541f045a3c24e038",
    "files": [
        "talkback/src/main/res/values{q}/strings_compositor.xml",
        "talkback/src/main/res/values{q}/strings.xml",
        "utils/src/main/res/values{q}/strings.xml",
        "utils/src/main/res/values{q}/strings_symbols.xml",
    ],
}
MATERIAL = {
    "repository": "material-components/material-components-android",
    "commit": "ac7e18efeefb331850c561faf9ab8bf81d27ba68",
    "files": ["lib/java/com/google/android/material/{component}/res/values{q}/strings.xml"],
}
SNAPSHOT = {
    "repository": "cashapp/AccessibilitySnapshot",
    "commit": "5b03db81f49275312ea1a56914dbe9aa1608e3f0",
    "files": ["Sources/AccessibilitySnapshot/Parser/Swift/Assets/{lproj}.lproj/Localizable.strings"],
    # The expanded status (`status.*`), in pull request #324 (refs/pull/324/head) at this commit.
    "status": {
        "commit": "8c51a1391341f37c9f79595175b070f3ff555edc",
        "keys": lambda key: key.startswith("status."),
    },
}

# The Android framework's own strings (a widget's default state description): AOSP
# platform/frameworks/base at Android 14 beta 1, as Debian's source package ships it. AOSP's
# repository is too large to snapshot here; Debian's tarball is the same tree at a named version.
FRAMEWORK = {
    "repository": "AOSP platform/frameworks/base",
    "commit": "14~beta1 (Debian android-platform-frameworks-base_14~beta1.orig.tar.xz)",
    "sha256": "c1d64d78588fc7641923ad05b5ef12c3366f73b8bbca429f13f60c981e166d35",
    "url": "http://deb.debian.org/debian/pool/main/a/android-platform-frameworks-base/"
    "android-platform-frameworks-base_14~beta1.orig.tar.xz",
    "files": ["core/res/res/values{q}/strings.xml"],
}
# Android's locale data (CLDR's, as the framework's resource lookup uses it to choose among a
# language's regional folders): the same tarball's libs/androidfw/LocaleDataTables.cpp.
LOCALE_DATA = "libs/androidfw/LocaleDataTables.cpp"

# Compose's words (androidx/androidx compose/ui and compose/material3 resources), as
# `androidx-strings.tsv` records them, each with the commit it was read at: no single snapshot of
# androidx could be had here, so its strings were read file by file from GitHub's history.
ANDROIDX = {
    "repository": "androidx/androidx",
    "commit": "the commits Phrases/androidx-strings.tsv names",
}


# The Accessibility Test Framework for Android's words: the item types, states and gestures its
# RedundantDescriptionCheck looks for in a content description, in the hierarchy's language.
ATF = {
    "repository": "google/Accessibility-Test-Framework-for-Android",
    "commit": "c65cab02b2a845c29c3da100d6adefd345a144e3",
    "files": ["src/main/resources/resources{q}/strings.xml"],
}

# Android's pseudo-locales test layouts; no user hears them.
PSEUDO_LOCALES = {"en-rXA", "ar-rXB", "en-rXC"}

# Old ISO 639 codes Android's resource folders still use, as BCP-47 has them.
LEGACY_LANGUAGES = {"iw": "he", "in": "id", "ji": "yi"}


def git_show(repository, commit, path):
    """The file at `path` in `commit`, or None where the commit has no such file."""
    result = subprocess.run(
        ["git", "-C", str(repository), "show", f"{commit}:{path}"],
        capture_output=True,
    )
    return result.stdout.decode("utf-8") if result.returncode == 0 else None


def git_paths(repository, commit, prefix):
    result = subprocess.run(
        ["git", "-C", str(repository), "ls-tree", "-r", "--name-only", commit, prefix],
        capture_output=True,
        check=True,
    )
    return result.stdout.decode("utf-8").splitlines()


class GitTree:
    """A git repository (a clone or a bare mirror) at one commit."""

    def __init__(self, repository, commit):
        self.repository, self.commit = repository, commit

    def show(self, path):
        return git_show(self.repository, self.commit, path)

    def paths(self, prefix):
        return git_paths(self.repository, self.commit, prefix)


class FrameworkTree:
    """AOSP frameworks/base: Debian's source tarball (its SHA-256 checked) or an unpacked folder.
    Only the resource strings are kept, read once."""

    def __init__(self, path):
        self.files = {}
        pattern = re.compile(r"^(?:\./)?(core/res/res/values[^/]*/strings\.xml|" + re.escape(LOCALE_DATA) + ")$")
        if path.is_dir():
            for file in [*(path / "core/res/res").glob("values*/strings.xml"), path / LOCALE_DATA]:
                self.files[str(file.relative_to(path))] = file.read_text(encoding="utf-8")
            return
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        if digest != FRAMEWORK["sha256"]:
            sys.exit(f"{path}: SHA-256 {digest}, not the tarball named ({FRAMEWORK['sha256']})")
        with tarfile.open(path, "r:xz") as archive:
            for member in archive:
                match = pattern.match(member.name)
                if match and member.isfile():
                    self.files[match.group(1)] = archive.extractfile(member).read().decode("utf-8")

    def show(self, path):
        return self.files.get(path)

    def paths(self, prefix):
        return sorted(path for path in self.files if path.startswith(prefix))


class AndroidxStrings:
    """androidx's strings as `androidx-strings.tsv` records them (resource file, commit, name,
    the string's content as written). With a clone of androidx, every line is checked against
    the file at its commit first."""

    RECORD = HERE / "androidx-strings.tsv"
    FOLDERS = ["compose/ui/ui/src/androidMain/res", "compose/material3/material3/src/androidMain/res"]

    def __init__(self, clone, commit=None):
        self.header = []
        self.rows = []
        for line in self.RECORD.read_text(encoding="utf-8").splitlines():
            if line.startswith("#"):
                self.header.append(line)
            elif line:
                path, at, name, raw = line.split("\t")
                self.rows.append((path, at, name, raw))
        if commit is not None:
            self.rows = self.read(clone, commit)
        elif clone is not None:
            self.verify(clone)

    def read(self, clone, commit):
        """Every string `compose-ids.txt` keeps, from every language's file of both folders at
        `commit` of a clone: the record anew."""
        _, keep = wanted_ids("compose")
        rows = []
        for folder in self.FOLDERS:
            for path in git_paths(clone, commit, folder + "/"):
                if not re.search(r"/values(-[^/]*)?/strings\.xml$", path):
                    continue
                for name, raw in re.findall(r'<string name="([^"]+)"[^>]*>(.*?)</string>', git_show(clone, commit, path), re.S):
                    if keep(name.removeprefix("m3c_")) and "\n" not in raw and "\t" not in raw:
                        rows.append((path, commit, name, raw))
        return sorted(rows)

    def record(self):
        """The record's text: its header, then one line per string."""
        return "\n".join(self.header + ["\t".join(row) for row in self.rows]) + "\n"

    @staticmethod
    def text(raw):
        element = ElementTree.fromstring(f'<string xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">{raw}</string>')
        return android_text(element)

    def verify(self, clone):
        files = {}
        for path, commit, name, raw in self.rows:
            if (path, commit) not in files:
                text = git_show(clone, commit, path)
                if text is None:
                    sys.exit(f"androidx: no {path} at {commit}")
                files[(path, commit)] = android_strings(text)
            if files[(path, commit)].get(name) != self.text(raw):
                sys.exit(f"androidx: {name} in {path} at {commit} is not what androidx-strings.tsv records")

    def table(self, name):
        """`{tag: {id: text}}` of the ids `NAME-ids.txt` keeps. Material 3's names are read
        without the `m3c_` prefix its newer files give them."""
        exact, keep = wanted_ids(name)
        table = {}
        for path, commit, string, raw in self.rows:
            string = string.removeprefix("m3c_")
            qualifier = re.search(r"/values(-[^/]*)?/strings\.xml$", path).group(1) or ""
            if qualifier[1:] in PSEUDO_LOCALES or not keep(string):
                continue
            table.setdefault(tag_of_qualifier(qualifier), {})[string] = self.text(raw)
        missing = exact - set(table.get("en", {}))
        if missing:
            sys.exit(f"{name}: ids with no English string: {', '.join(sorted(missing))}")
        return table


def tag_of_qualifier(qualifier):
    """`-pt-rBR` → `pt-BR`, `-b+sr+Latn` → `sr-Latn`, `-iw` → `he`, `` → `en`."""
    if qualifier == "":
        return "en"
    qualifier = qualifier[1:]
    if qualifier.startswith("b+"):
        parts = qualifier[2:].split("+")
    else:
        parts = [part[1:] if part.startswith("r") and len(part) == 3 else part for part in qualifier.split("-")]
    parts[0] = LEGACY_LANGUAGES.get(parts[0], parts[0])
    return "-".join(parts)


def android_text(element):
    """A resource string as Android reads it (aapt2's rules): the text of the element and its
    children (`<xliff:g>` keeps its text), whitespace outside quotes collapsed, then the
    backslash escapes resolved."""
    raw = "".join(element.itertext())
    out = []
    quoted = False
    index = 0
    pending_space = False
    while index < len(raw):
        char = raw[index]
        if char == "\\" and index + 1 < len(raw):
            following = raw[index + 1]
            if pending_space:
                out.append(" ")
                pending_space = False
            if following == "n":
                out.append("\n")
            elif following == "t":
                out.append("\t")
            elif following == "u" and re.fullmatch(r"[0-9a-fA-F]{4}", raw[index + 2 : index + 6]):
                out.append(chr(int(raw[index + 2 : index + 6], 16)))
                index += 4
            else:
                out.append(following)
            index += 2
            continue
        if char == '"':
            quoted = not quoted
            index += 1
            continue
        if char.isspace() and not quoted:
            pending_space = bool(out)
            index += 1
            continue
        if pending_space:
            out.append(" ")
            pending_space = False
        out.append(char)
        index += 1
    return "".join(out)


def android_strings(text):
    """`name` → text, and `name#quantity` → text for each item of a plural."""
    root = ElementTree.fromstring(text)
    strings = {}
    for element in root:
        name = element.get("name")
        if name is None:
            continue
        if element.tag == "string":
            strings[name] = android_text(element)
        elif element.tag == "plurals":
            for item in element.findall("item"):
                strings[f"{name}#{item.get('quantity')}"] = android_text(item)
    return strings


def apple_strings(text):
    """A `.strings` file: `"key" = "value";`, C escapes in both."""
    pattern = re.compile(r'"((?:[^"\\]|\\.)*)"\s*=\s*"((?:[^"\\]|\\.)*)"\s*;')
    def unescape(value):
        return re.sub(r"\\(.)", lambda match: {"n": "\n", "t": "\t"}.get(match.group(1), match.group(1)), value)
    return {unescape(key): unescape(value) for key, value in pattern.findall(text)}


def wanted_ids(name):
    """The ids a table keeps, one per line in `Phrases/NAME-ids.txt` (`#` starts a comment; a
    line ending in `*` keeps every id with that prefix)."""
    exact, prefixes = set(), []
    for line in (HERE / f"{name}-ids.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        if line.endswith("*"):
            prefixes.append(line[:-1])
        else:
            exact.add(line)
    def keep(key):
        base = key.split("#", 1)[0]
        return base in exact or any(base.startswith(prefix) for prefix in prefixes)
    return exact, keep


def android_table(tree, source, name, templates):
    """Every locale of an Android source: each resource qualifier found beside the default
    strings, read from every file of `templates` (paths with `{q}` for the qualifier) in `tree`
    (a `GitTree` or `FrameworkTree`)."""
    exact, keep = wanted_ids(name)
    commit = source["commit"]
    qualifiers = set()
    for folder in sorted({re.split(r"/(?:values|resources)\{q\}/", template, maxsplit=1)[0] for template in templates}):
        for path in tree.paths(folder + "/"):
            match = re.search(r"/(?:values|resources)(-[^/]*)?/strings[a-z_]*\.xml$", path)
            if match:
                qualifiers.add(match.group(1) or "")
    table = {}
    for qualifier in sorted(qualifiers):
        if qualifier[1:] in PSEUDO_LOCALES:
            continue
        if not re.fullmatch(r"(-[a-z]{2,3}(-r[A-Z]{2})?|-b\+[a-zA-Z0-9+]+)?", qualifier):
            continue  # a folder qualified by something other than a language (`-night`, `-v21`)
        strings = {}
        for template in templates:
            text = tree.show(template.replace("{q}", qualifier))
            if text is not None:
                strings.update((key, value) for key, value in android_strings(text).items() if keep(key))
        if strings:
            table.setdefault(tag_of_qualifier(qualifier), {}).update(strings)
    english = {key.split("#", 1)[0] for key in table.get("en", {})}
    missing = exact - english
    if missing:
        sys.exit(f"{name}: ids with no English string at {commit}: {', '.join(sorted(missing))}")
    return table


def snapshot_table(repository):
    """Every key of every language at the commit named, and the expanded status's keys from the
    pull request that models it (`SNAPSHOT["status"]`), which the commit does not have yet."""
    exact, keep = wanted_ids("voiceover")
    table = {}
    for commit, wanted in [(SNAPSHOT["commit"], keep), (SNAPSHOT["status"]["commit"], SNAPSHOT["status"]["keys"])]:
        for path in git_paths(repository, commit, "Sources/AccessibilitySnapshot/Parser/Swift/Assets"):
            match = re.search(r"/([A-Za-z-]+)\.lproj/Localizable\.strings$", path)
            if match:
                strings = apple_strings(git_show(repository, commit, path))
                language = table.setdefault(match.group(1), {})
                language.update((key, value) for key, value in strings.items() if wanted(key) and key not in language)
    return table


def escaped(text):
    """One line of a table: backslash, tab and line breaks written as escapes."""
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r")


def swift_table(type_name, source, table, about):
    lines = []
    for tag in sorted(table):
        for key in sorted(table[tag]):
            lines.append(f"{tag}\t{key}\t{escaped(table[tag][key])}")
    body = "\n".join(lines)
    if '"""#' in body:
        sys.exit(f"{type_name}: a string closes the literal")
    return (
        "// swift-format-ignore-file\n"
        "// Generated by Phrases/generate.py; do not edit. Run the script again to change it.\n"
        f"// {about}\n"
        f"// Source: {source['repository']} at {source['commit']}.\n"
        "// One line per phrase: locale, string id (`id#quantity` for a plural's item), text with\n"
        "// backslash, tab and line breaks escaped.\n\n"
        f"extension PhraseTable {{\n"
        f"  static let {type_name} = PhraseTable(\n"
        f'    source: "{source["repository"]} {source["commit"]}",\n'
        f'    lines: #"""\n{body}\n"""#)\n'
        "}\n"
    )


def locale_data_swift(tree):
    """`LocaleDataTables.cpp`'s likely scripts, parent locales and representative locales, read
    from the comment that names each entry (`// en-AU -> en-001`, `// aa_Latn_ET`)."""
    text = tree.show(LOCALE_DATA)
    if text is None:
        sys.exit(f"framework: no {LOCALE_DATA}")
    blocks = re.findall(r"^(?:const )?std::unordered_(?:map|set)<[^>]+> (\w+)\(\{\n(.*?)^\}\);", text, re.S | re.M)
    scripts, parents, representatives = [], [], []
    for name, body in blocks:
        comments = re.findall(r"// (\S+)(?: -> (\S+))?$", body, re.M)
        if name == "LIKELY_SCRIPTS":
            scripts += [f"{locale}\t{script}" for locale, script in comments]
        elif name.endswith("_PARENTS"):
            script = {"ARAB": "Arab", "DEVA": "Deva", "HANT": "Hant", "LATN": "Latn", "___B": "~~~B"}[name[:-8]]
            # `zh-Hant-MO -> zh-Hant-HK`: the map is the script's, so its tags go without it.
            def regional(tag):
                return "-".join(part for part in tag.split("-") if len(part) != 4)
            parents += [f"{script}\t{regional(child)}\t{regional(parent)}" for child, parent in comments]
        elif name == "REPRESENTATIVE_LOCALES":
            representatives += [locale.replace("_", "-") for locale, _ in comments]
    if not (scripts and parents and representatives):
        sys.exit(f"framework: {LOCALE_DATA} is not laid out as expected")
    def literal(lines):
        return '#"""\n' + "\n".join(lines) + '\n"""#'
    return (
        "// swift-format-ignore-file\n"
        "// Generated by Phrases/generate.py; do not edit. Run the script again to change it.\n"
        f"// Source: {FRAMEWORK['repository']} at {FRAMEWORK['commit']}, {LOCALE_DATA}.\n"
        "// Likely scripts (locale, script), parent locales (script, child, parent) and representative\n"
        "// locales, one per line.\n\n"
        "extension AndroidLocaleData {\n"
        f"  static let likelyScriptLines = {literal(scripts)}\n\n"
        f"  static let parentLines = {literal(parents)}\n\n"
        f"  static let representativeLines = {literal(representatives)}\n"
        "}\n"
    )


def plural_rules_swift():
    """CLDR's plural rules as `Phrases/plural-rules.txt` copies them, comments dropped."""
    lines = [line for line in (HERE / "plural-rules.txt").read_text().splitlines() if line and not line.startswith("#")]
    return (
        "// swift-format-ignore-file\n"
        "// Generated by Phrases/generate.py from Phrases/plural-rules.txt; do not edit.\n"
        "// Source: unicode-org/cldr common/supplemental/plurals.xml at\n"
        "// 004469dc0e1842dac3ba0b302f7f53150f3c2d17 (cardinal rules, samples left out).\n\n"
        "extension PluralRules {\n"
        "  static let cldr = PluralRules(\n"
        '    lines: #"""\n' + "\n".join(lines) + '\n"""#)\n'
        "}\n"
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--talkback", required=True, type=Path)
    parser.add_argument("--snapshot", required=True, type=Path)
    parser.add_argument("--material", required=True, type=Path)
    parser.add_argument("--framework", required=True, type=Path)
    parser.add_argument("--atf", required=True, type=Path)
    parser.add_argument("--androidx", type=Path)
    parser.add_argument("--androidx-commit")
    parser.add_argument("--check", action="store_true")
    arguments = parser.parse_args()

    talkback = android_table(
        GitTree(arguments.talkback, TALKBACK["commit"]), TALKBACK, "talkback", TALKBACK["files"])
    components = sorted({
        path.split("/")[6]
        for path in git_paths(arguments.material, MATERIAL["commit"], "lib/java/com/google/android/material")
        if re.search(r"/res/values/strings\.xml$", path)
    })
    material = android_table(
        GitTree(arguments.material, MATERIAL["commit"]), MATERIAL, "material",
        [MATERIAL["files"][0].replace("{component}", component) for component in components])
    snapshot = snapshot_table(arguments.snapshot)
    atf = android_table(GitTree(arguments.atf, ATF["commit"]), ATF, "atf", ATF["files"])
    framework_tree = FrameworkTree(arguments.framework)
    framework = android_table(framework_tree, FRAMEWORK, "framework", FRAMEWORK["files"])
    if arguments.androidx_commit and not arguments.androidx:
        sys.exit("--androidx-commit needs --androidx, a clone of androidx/androidx")
    androidx = AndroidxStrings(arguments.androidx, arguments.androidx_commit)
    compose = androidx.table("compose")

    outputs = {
        "TalkBackPhrases.swift": swift_table(
            "talkBack", TALKBACK, talkback, "TalkBack's words: its compositor, hint, symbol and menu strings."),
        "MaterialPhrases.swift": swift_table(
            "material", MATERIAL, material, "Material Components' words: state descriptions, drag handles, actions."),
        "VoiceOverPhrases.swift": swift_table(
            "voiceOver", SNAPSHOT, snapshot,
            "VoiceOver's words as AccessibilitySnapshot models them; `status.*` from pull request #324 at "
            + SNAPSHOT["status"]["commit"] + "."),
        "FrameworkPhrases.swift": swift_table(
            "framework", FRAMEWORK, framework, "The Android framework's words: its widgets' state descriptions."),
        "ComposePhrases.swift": swift_table(
            "compose", ANDROIDX, compose, "Jetpack Compose's words: its state descriptions and sheet parts."),
        "ATFPhrases.swift": swift_table(
            "atf", ATF, atf, "The Accessibility Test Framework's words: what RedundantDescriptionCheck looks for."),
        "CLDRPluralRules.swift": plural_rules_swift(),
        "AndroidLocaleData.swift": locale_data_swift(framework_tree),
    }
    outputs = {OUT / name: text for name, text in outputs.items()}
    outputs[AndroidxStrings.RECORD] = androidx.record()
    differs = []
    OUT.mkdir(parents=True, exist_ok=True)
    for path, text in outputs.items():
        name = path.name
        if arguments.check:
            if not path.exists() or path.read_text() != text:
                differs.append(name)
        else:
            path.write_text(text)
    if differs:
        sys.exit(f"phrase tables differ from the sources: {', '.join(differs)}; run Phrases/generate.py")
    for name, table in [
        ("TalkBack", talkback), ("Material", material), ("VoiceOver", snapshot), ("Framework", framework),
        ("Compose", compose), ("ATF", atf),
    ]:
        print(f"{name}: {len(table)} locales, {sum(len(strings) for strings in table.values())} phrases")


if __name__ == "__main__":
    main()
