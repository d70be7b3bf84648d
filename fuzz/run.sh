#!/usr/bin/env bash
# Builds the libFuzzer target (lexer + parser + checker + renderer + simulator, with AddressSanitizer) and
# runs it. Usage: fuzz/run.sh [SECONDS] (default 600); FUZZ_SANITIZERS=fuzzer drops ASan for speed. Findings land in fuzz/artifacts/; add
# each one as a regression fixture under Tests/EarshotKitTests/Fixtures/fuzz/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
out=.build-fuzz
mkdir -p "$out" fuzz/corpus fuzz/artifacts
swiftc -sanitize="${FUZZ_SANITIZERS:-fuzzer,address}" -parse-as-library -module-name EarshotKit -O -g \
  $(find Sources/EarshotKit -name '*.swift' | sort) fuzz/FuzzEntry.swift -o "$out/earshot-fuzz"
# Seed the corpus with every script and screen the project has.
find scripts Tests/EarshotKitTests/Fixtures -type f \( -name '*.audit' -o -name '*.screen' \) \
  -exec cp {} fuzz/corpus/ \; 2>/dev/null || true
"$out/earshot-fuzz" fuzz/corpus -artifact_prefix=fuzz/artifacts/ -max_total_time="$seconds" \
  -max_len=4096 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1
