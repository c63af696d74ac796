#!/usr/bin/env bash
# `npm test`: production build, type check, lint, unit tests, browser tests
# (Playwright Test) and the builds of changed copies of the project
# (`npm run test:build`). Runs every step even when one fails, then prints one
# line: "N passed, N failed" (each unit, browser and build test counts once; the
# build, type check and lint count as one check each).
# Needs Chromium (/usr/bin/chromium, or CHROMIUM_PATH) and Java for the HTML
# checker; .ci/run installs them on a fresh machine.
set -u
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
results=test-results
mkdir -p "$results"
rm -f "$results"/jest.json "$results"/browser.json "$results"/*.tap

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

# Adds a node:test TAP file's counts; a test cancelled (say, by a failing before() hook) counts as failed.
count_tap() { # file
  if [[ ! -f $1 ]]; then
    failed=$((failed + 1))
    return
  fi
  passed=$((passed + $(grep -m1 '^# pass ' "$1" | awk '{print $3}')))
  local tap_failed tap_cancelled
  tap_failed=$(grep -m1 '^# fail ' "$1" | awk '{print $3}')
  tap_cancelled=$(grep -m1 '^# cancelled ' "$1" | awk '{print $3}')
  failed=$((failed + ${tap_failed:-1} + ${tap_cancelled:-0}))
}

# The browser tests post the form to a local stand-in service, never to the real one
# (the same build `npx playwright test` makes when public/ is missing or stale).
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

echo "::: browser tests (Playwright Test)"
npx playwright test
if [[ -f $results/browser.json ]]; then
  # Skipped tests count as failed: no check may quietly stop running. An error outside the tests
  # (the global setup, a web server that did not start) counts once.
  passed=$((passed + $(node -p "require('./$results/browser.json').stats.expected")))
  failed=$((failed + $(node -p "const r = require('./$results/browser.json'); r.stats.unexpected + r.stats.flaky + r.stats.skipped + (r.errors.length ? 1 : 0)")))
else
  failed=$((failed + 1))
fi

# Browser test files still written for node:test (tests/lib/harness.mjs) run after Playwright's, on their own servers.
shopt -s nullglob
legacy=(tests/browser/*.test.mjs)
if ((${#legacy[@]})); then
  echo "::: browser tests (node:test)"
  node --test --test-concurrency=1 \
    --test-reporter=spec --test-reporter-destination=stdout \
    --test-reporter=tap --test-reporter-destination="$results/browser-node.tap" \
    "${legacy[@]}"
  count_tap "$results/browser-node.tap"
fi

echo "::: builds of changed copies of the project"
npm run --silent test:build -- --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$results/build.tap"
count_tap "$results/build.tap"

echo
echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
