#!/usr/bin/env bash
# Builds the libFuzzer targets (one binary, AddressSanitizer) and runs each in turn.
#   Fuzz/run.sh [SECONDS_PER_TARGET] [TARGET…]     (default: 600 seconds, every target)
# Targets: frontend executor uiautomator appium-android appium-ios debugdescription.
# FUZZ_SANITIZERS=fuzzer drops ASan for speed. Corpora grow in Fuzz/corpus/TARGET (ignored by
# git), seeded from the project's own scripts, screens and captures; findings land in
# Fuzz/artifacts/. Add each finding as a regression fixture (Fuzz/README.md says where).
# FUZZ_BUILD_DIR (default .build-fuzz) lets two runs build and fuzz side by side. The binary is
# rebuilt only when a source or FUZZ_SANITIZERS changed since it was built.
# Fuzz/seeds/TARGET/ holds hand-made inputs (hostile numbers and the like) copied in as well.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(frontend executor uiautomator appium-android appium-ios debugdescription)
out="${FUZZ_BUILD_DIR:-.build-fuzz}"
mkdir -p "$out" Fuzz/artifacts
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
sources=($(find Sources/EarshotKit -name '*.swift' | sort) Fuzz/Targets.swift)
stamp=$( (echo "$sanitizers"; cat "${sources[@]}") | sha256sum | cut -d' ' -f1)
if [ -x "$out/earshot-fuzz" ] && [ "$(cat "$out/earshot-fuzz.stamp" 2>/dev/null)" = "$stamp" ]; then
  echo "== sources unchanged: reusing $out/earshot-fuzz"
else
  rm -f "$out/earshot-fuzz.stamp"
  swiftc -sanitize="$sanitizers" -parse-as-library -module-name EarshotKit -O -g \
    "${sources[@]}" -o "$out/earshot-fuzz"
  echo "$stamp" > "$out/earshot-fuzz.stamp"
fi

seed() { # TARGET: the project's own inputs of the right kind
  case "$1" in
    frontend|executor) find scripts Tests/EarshotKitTests/Fixtures -type f \( -name '*.audit' -o -name '*.screen' \) ;;
    uiautomator) grep -rl --include='*.xml' '<node' scripts Tests/EarshotKitTests/Fixtures ;;
    appium-android) grep -rl --include='*.xml' 'class="hierarchy"' scripts Tests/EarshotKitTests/Fixtures ;;
    appium-ios) grep -rl --include='*.xml' 'XCUIElementType' scripts Tests/EarshotKitTests/Fixtures ;;
    debugdescription) grep -rl 'Element subtree:' scripts Tests/EarshotKitTests/Fixtures ;;
  esac
}

summary=()
for target in "${targets[@]}"; do
  corpus="Fuzz/corpus/$target"
  mkdir -p "$corpus"
  seed "$target" | while read -r file; do cp "$file" "$corpus/" 2>/dev/null || true; done
  [ ! -d "Fuzz/seeds/$target" ] || cp Fuzz/seeds/"$target"/* "$corpus/"
  log="$out/$target.log"
  echo "== $target: ${seconds}s"
  dict=()
  case "$target" in frontend|executor) ;; *) dict=(-dict=Fuzz/numbers.dict) ;; esac
  EARSHOT_FUZZ_TARGET="$target" "$out/earshot-fuzz" "$corpus" "${dict[@]}" -artifact_prefix="Fuzz/artifacts/$target-" \
    -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
    > "$log" 2>&1 || { tail -n 40 "$log"; echo "finding in $target: see Fuzz/artifacts/"; exit 1; }
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  summary+=("$target: ${runs:-0} executions in ${seconds}s, no finding")
done
printf '%s\n' "${summary[@]}"
