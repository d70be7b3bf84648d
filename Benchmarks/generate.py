#!/usr/bin/env python3
"""Generates the benchmark corpus (deterministic: a fixed seed).

    Benchmarks/generate.py DIR                        the whole corpus below
    Benchmarks/generate.py DIR --scripts N --suite-only  N scripts over the 50 screens, nothing else
                                                      (the suite's memory as it grows)

DIR/scripts/NNNN.audit   10,000 scripts of about 20 steps, each over one of 50 screens
DIR/screens/sNN.screen   50 realistic screens (heading, buttons, switches, a list of rows with
                         content, a strike-through group, a button opening a sheet)
DIR/small.audit          one small script with its inline screen (CLI wall time)
DIR/dump.xml             a ~5 MB Android uiautomator dump (importer throughput)
DIR/gherkin/*.feature    a Gherkin corpus of the same byte size as the scripts (the peer parser)
"""
import os, random, sys

args = sys.argv[1:]
SCRIPTS = int(args[args.index("--scripts") + 1]) if "--scripts" in args else 10_000
SCREENS = 50
SUITE_ONLY = "--suite-only" in args
random.seed(20261122)
out = args[0]
for sub in ("scripts", "screens") if SUITE_ONLY else ("scripts", "screens", "gherkin"):
    os.makedirs(os.path.join(out, sub), exist_ok=True)

WORDS = "account alerts backup battery bluetooth calendar camera contacts display email focus keyboard language location mail maps music notes phone photos privacy reminders safari search settings sounds storage wallet weather".split()

def screen(index):
    rng = random.Random(index)
    buttons = [f"{w.title()} {index}-{n}" for n, w in enumerate(rng.sample(WORDS, 8))]
    switches = [f"{w.title()} sync {index}-{n}" for n, w in enumerate(rng.sample(WORDS, 6))]
    rows = [f"{w.title()} row {index}-{n}" for n, w in enumerate(rng.sample(WORDS, 10))]
    lines = [f'screen "Screen {index}" {{', f'  heading "Title {index}"']
    for n, b in enumerate(buttons):
        lines.append(f'  button "{b}" @b{n}' + (" disabled" if n == 3 else ""))
    for n, s in enumerate(switches):
        lines.append(f'  switch "{s}" {"on" if n % 2 else "off"}' + (' hint "Syncs in the background"' if n == 0 else ""))
    lines.append(f'  list "Items {index}" {{')
    for n, r in enumerate(rows):
        lines.append(f'    row "{r}"' + (" selected" if n == 0 else "") + f' {{ text "{n} new" }}')
    lines.append("  }")
    lines.append(f'  group label "Amount was ${index + 10} and is now ${index}" {{ text "${index + 10}" strikethrough; text "${index}" }}')
    lines.append(f'  button "Options {index}" opens Options')
    lines.append(f'  sheet Options half {{ grabber; button "Close"; switch "Remember {index}" off }}')
    lines.append("}")
    return "\n".join(lines) + "\n", buttons, switches, rows

screens = []
for i in range(SCREENS):
    text, buttons, switches, rows = screen(i)
    open(os.path.join(out, "screens", f"s{i:02}.screen"), "w").write(text)
    screens.append((buttons, switches, rows))

script_bytes = 0
for n in range(SCRIPTS):
    rng = random.Random(n)
    index = rng.randrange(SCREENS)
    buttons, switches, rows = screens[index]
    lines = [f'title "Audit {n}"', f'screen "../screens/s{index:02}.screen"', "", f'test "walk {n}" {{']
    steps = 0
    # Expectations of elements outside the list are `contains`: TalkBack adds `Out of list`
    # when focus comes to them from the list's rows.
    while steps < 20:
        choice = rng.randrange(6)
        if choice == 0:
            b = rng.choice([x for k, x in enumerate(buttons) if k != 3])
            lines += [f'  focus "{b}"', f"  expect contains '{b}, Button'", "  press space", "  expect state pressed"]
            steps += 4
        elif choice == 1:
            s = rng.choice(switches)
            lines += [f'  focus switch "{s}"', f"  expect contains '{s}'", "  doubletap"]
            steps += 3
        elif choice == 2:
            r = rng.choice(rows)
            lines += [f'  focus row "{r}"', "  expect contains 'Button'" if rng.random() < 0 else f"  expect contains '{r}'", "  swipe right"]
            steps += 3
        elif choice == 3:
            lines += [f'  focus button "Options {index}"', "  doubletap", f"  expect state half of sheet Options", "  dismiss", f'  expect focus button "Options {index}"']
            steps += 5
        elif choice == 4:
            lines += [f'  focus "Title {index}"', "  press tab", "  press tab", "  press shift+tab"]
            steps += 4
        else:
            lines += [f'  focus "Amount was ${index + 10} and is now ${index}"', f"  expect contains 'Amount was ${index + 10} and is now ${index}'", "  swipe right"]
            steps += 3
    lines.append("}")
    text = "\n".join(lines) + "\n"
    script_bytes += len(text.encode())
    open(os.path.join(out, "scripts", f"{n:0{max(5, len(str(SCRIPTS - 1)))}}.audit"), "w").write(text)

if SUITE_ONLY:
    print(f"scripts={SCRIPTS} script_bytes={script_bytes} screens={SCREENS}")
    sys.exit(0)

open(os.path.join(out, "small.audit"), "w").write(
    'screen {\n  button Submit\n  switch "Wi-Fi" on\n}\nfocus Submit; expect \'Submit, Button\'; press space; expect state pressed\n'
    'focus "Wi-Fi"; doubletap; expect state off\n')

# A ~5 MB uiautomator dump: windows of nested layouts holding rows of texts, switches, buttons.
ATTRS = 'checkable="{c}" checked="{k}" clickable="{cl}" enabled="true" focusable="{cl}" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" visible-to-user="true" bounds="[0,{y}][1080,{y2}]" drawing-order="1" hint="" display-id="0"'
def node(cls, text="", desc="", rid="", c="false", k="false", cl="false", y=0, children=None, depth=1):
    pad = "  " * depth
    attrs = f'index="0" text="{text}" resource-id="{rid}" class="{cls}" package="com.example.bench" content-desc="{desc}" ' + ATTRS.format(c=c, k=k, cl=cl, y=y, y2=y + 120)
    if not children:
        return f"{pad}<node {attrs} />"
    return f"{pad}<node {attrs}>\n" + "\n".join(children) + f"\n{pad}</node>"
rows, size, n = [], 0, 0
while size < 5_000_000:
    w = WORDS[n % len(WORDS)]
    row = node("android.widget.LinearLayout", cl="true", y=n * 120, depth=3, children=[
        node("android.widget.TextView", text=f"{w.title()} {n}", rid="android:id/title", y=n * 120, depth=4),
        node("android.widget.TextView", text=f"Summary of {w} &amp; more {n}", rid="android:id/summary", y=n * 120, depth=4),
        node("android.widget.Switch", rid=f"com.example.bench:id/switch{n}", c="true", k="true" if n % 2 else "false", y=n * 120, depth=4),
    ])
    rows.append(row)
    size += len(row) + 1
    n += 1
dump = ("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>\n<hierarchy rotation=\"0\">\n"
        + node("android.widget.FrameLayout", depth=1, children=[node("androidx.recyclerview.widget.RecyclerView", rid="com.example.bench:id/list", depth=2, children=rows)])
        + "\n</hierarchy>\n")
open(os.path.join(out, "dump.xml"), "w").write(dump)

# The Gherkin corpus: the same kind of audits written as features, of the same total size.
gherkin_bytes, f = 0, 0
while gherkin_bytes < script_bytes:
    rng = random.Random(f)
    lines = [f"Feature: Audit {f}", "", "  Background:", f'    Given the screen "s{f % SCREENS:02}"', ""]
    for s in range(4):
        lines += [f"  Scenario: walk {f}-{s}", f'    Given I focus "{rng.choice(WORDS).title()} {f}"',
                  f'    Then it announces "{rng.choice(WORDS).title()}, Button"', "    When I press space",
                  "    Then it is pressed", "    And I swipe right", ""]
    text = "\n".join(lines) + "\n"
    gherkin_bytes += len(text.encode())
    open(os.path.join(out, "gherkin", f"{f:05}.feature"), "w").write(text)
    f += 1
print(f"scripts={SCRIPTS} script_bytes={script_bytes} screens={SCREENS} dump_bytes={len(dump.encode())} dump_nodes={n * 4 + 3} gherkin_files={f} gherkin_bytes={gherkin_bytes}")
