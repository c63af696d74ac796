#!/usr/bin/env bash
# `npm test`: production build, type check, lint, unit tests and browser tests.
# Runs every step even when one fails, then prints one line: "N passed, N failed"
# (each unit and browser test counts once; the build, type check and lint count
# as one check each).
set -u
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
results=test-results
mkdir -p "$results"
rm -f "$results"/jest.json "$results"/browser.tap

passed=0
failed=0
check() { # name, command...
  local name=$1
  shift
  echo "::: $name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "::: $name FAILED"
  fi
}

# Browser tests need Chromium, and the HTML checker Java; install Debian's when missing and we can.
missing=()
[[ -x ${CHROMIUM_PATH:-/usr/bin/chromium} ]] || missing+=(chromium)
command -v java > /dev/null || missing+=(default-jre-headless)
if ((${#missing[@]})); then
  if [[ $(id -u) == 0 ]] && command -v apt-get > /dev/null; then
    echo "::: installing ${missing[*]}"
    apt-get update -qq && apt-get install -y -qq "${missing[@]}" > /dev/null
  else
    echo "Missing ${missing[*]}: install them (Debian packages) or set CHROMIUM_PATH." >&2
  fi
fi

# The browser tests post the form to a local stand-in service, never to the real one.
check "build" env GATSBY_FORM_ENDPOINT=http://127.0.0.1:9911/submit GATSBY_FORM_ACCESS_KEY=stand-in-access-key \
  npx gatsby build
check "type check" npx tsc --noEmit
check "lint" npx eslint .

echo "::: unit tests"
npx jest --json --outputFile="$results/jest.json"
if [[ -f $results/jest.json ]]; then
  passed=$((passed + $(node -p "require('./$results/jest.json').numPassedTests")))
  failed=$((failed + $(node -p "const r = require('./$results/jest.json'); r.numFailedTests + r.numRuntimeErrorTestSuites")))
else
  failed=$((failed + 1))
fi

echo "::: browser tests and builds of changed copies of the project"
if [[ -f public/index.html ]]; then
  node --test --test-concurrency=1 \
    --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=tap --test-reporter-destination="$results/browser.tap" \
    tests/browser/*.test.mjs tests/build/*.test.mjs
  passed=$((passed + $(grep -m1 '^# pass ' "$results/browser.tap" | awk '{print $3}')))
  # A test cancelled (say, by a failing before() hook) counts as failed.
  browser_failed=$(grep -m1 '^# fail ' "$results/browser.tap" | awk '{print $3}')
  browser_cancelled=$(grep -m1 '^# cancelled ' "$results/browser.tap" | awk '{print $3}')
  failed=$((failed + ${browser_failed:-1} + ${browser_cancelled:-0}))
else
  echo "No build to test (public/index.html is missing)."
  failed=$((failed + 1))
fi

echo
echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
