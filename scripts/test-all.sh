#!/usr/bin/env bash
# `npm test`: production build, type check, lint, unit tests, browser tests
# (Playwright Test) and the builds of changed copies of the project
# (`npm run test:build`). Runs every step even when one fails, then prints one
# line: "N passed, N failed" (each unit, browser and build test counts once; the
# build, type check and lint count as one check each).
# Installs Chromium and Java (for the HTML checker) first when they are missing
# (scripts/system-deps.sh).
set -u
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
source scripts/system-deps.sh
results=test-results
mkdir -p "$results"
rm -f "$results"/{jest,browser,build}.json "$results"/{unit,typecheck,lint}.log

passed=0
failed=0
# Each step's line says when it starts, in seconds since the run began (the budget is 15 minutes).
step() { # name
  echo "::: $1 (at ${SECONDS} s)"
}
check() { # name, command...
  local name=$1
  shift
  step "$name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "::: $name FAILED"
  fi
}

# Adds a Playwright Test JSON report's counts. Skipped tests count as failed: no check may quietly
# stop running. An error outside the tests (a global setup, a web server that did not start) counts once.
count_playwright() { # report file
  if [[ ! -f $1 ]]; then
    failed=$((failed + 1))
    return
  fi
  passed=$((passed + $(node -p "require('./$1').stats.expected")))
  failed=$((failed + $(node -p "const r = require('./$1'); r.stats.unexpected + r.stats.flaky + r.stats.skipped + (r.errors.length ? 1 : 0)")))
}

# Runs a command in the background with its output in a log; `finish` waits for it and prints the log.
started=()
start() { # log name, command...
  local log=$results/$1.log
  shift
  "$@" > "$log" 2>&1 &
  started+=($!)
}
finish() { # log name: prints the log, returns the command's status
  wait "${started[0]}"
  local status=$?
  started=("${started[@]:1}")
  cat "$results/$1.log"
  return $status
}

check "Chromium and Java" install_system_deps

# The unit tests need no build: they run beside it, on one worker, while the build uses the other core.
# They run once, on a copy in which every text an editor writes is rewritten in new words (after the
# data check passes there): the copy differs from data/ only in its words, so the run proves the
# components on the data and that an editor's words cannot turn the tests red
# (tests/support/unit-on-editors-text.ts).
start unit npx tsx tests/support/unit-on-editors-text.ts --maxWorkers=1 --json --outputFile="$PWD/$results/jest.json"
# The browser tests post the form to a local stand-in service, never to the real one: the same build
# `npx playwright test` makes when public/ is missing or stale, stamped so that it does not build again.
check "build" npx tsx tests/support/build.ts
# The query types are committed; the build has just rewritten them from the model and the queries.
check "query types (src/gatsby-types.d.ts) as the build writes them" \
  git diff --exit-code --stat -- src/gatsby-types.d.ts
# The type check reads the query types the build has just written; it and the lint start now, beside
# the unit tests' last minute, so that neither core waits.
start typecheck npx tsc --noEmit
start lint npx eslint .
step "unit tests"
finish unit
if [[ -f $results/jest.json ]]; then
  passed=$((passed + $(node -p "require('./$results/jest.json').numPassedTests")))
  failed=$((failed + $(node -p "const r = require('./$results/jest.json'); r.numFailedTests + r.numRuntimeErrorTestSuites")))
else
  failed=$((failed + 1))
fi

check "type check" finish typecheck
check "lint" finish lint

step "browser tests (Playwright Test)"
npx playwright test
count_playwright "$results/browser.json"

step "builds of changed copies of the project (Playwright Test)"
npm run --silent test:build
count_playwright "$results/build.json"

step "end"
echo
echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
