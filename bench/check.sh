#!/usr/bin/env bash
# Benchmark of the front half (lex, parse, check) on a generated corpus, release build.
# Usage: bench/check.sh [ELEMENTS] [STATEMENTS]   (defaults 4000 and 20000). Prints seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
elements="${1:-4000}"
statements="${2:-20000}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work" "$elements" "$statements" <<'PY'
import random, sys
work, elements, statements = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
random.seed(1)
half = elements // 2
lines = ['screen "Big" {']
for i in range(half):
    lines += [f'  button "Button {i}" @b{i}', f'  switch "Switch {i}" on']
open(f"{work}/big.screen", "w").write("\n".join(lines + ["}"]) + "\n")
lines = ['screen "big.screen"']
per_test = 50
for t in range(max(1, statements // (4 * per_test))):
    lines.append(f'test "t{t}" {{')
    for _ in range(per_test):
        n = random.randrange(half)
        lines.append(f'  focus "Button {n}"; press space; expect state pressed; expect "Button {n}, Button"')
    lines.append("}")
open(f"{work}/big.audit", "w").write("\n".join(lines) + "\n")
PY
swift build -c release --product earshot >/dev/null
bytes=$(cat "$work/big.audit" "$work/big.screen" | wc -c)
start=$(date +%s.%N)
.build/release/earshot check "$work/big.audit" 2>/dev/null
end=$(date +%s.%N)
python3 -c "print(f'check: {$elements} elements, {$statements} statements, {$bytes} bytes in {($end - $start):.3f} s')"
