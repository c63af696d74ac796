#!/usr/bin/env bash
# `npm run test:build`: the slow tests that build changed copies of the project
# (node:test, one at a time). Options go to node --test, e.g.
# `npm run test:build -- --test-reporter=spec`.
set -u
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
exec node --test --test-concurrency=1 "$@" tests/build/*.test.mjs
