#!/usr/bin/env bash
# `npm test`: the type check and the lint (scripts/checks.sh) and the production build run beside
# jest, then the browser journeys run on that build. On CI's two cores each of these leaves a core
# idle now and then (tsc's end, jest's last files, the build's single-threaded parts); side by
# side they fill each other's gaps (docs/decisions/test-run-time.md has the figures). Every part
# runs to its end; any part failing fails this, and its output is printed whole.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

bash scripts/checks.sh > "$logs/checks.log" 2>&1 &
checks=$!
# the journeys' build, and the demo shop's posters they show (once per machine)
{ npm run build --silent && npm run demo:media --silent; } > "$logs/build.log" 2>&1 &
build=$!

npx jest
unit=$?

wait "$checks"
checked=$?
echo "== type check and lint (exit $checked)"
cat "$logs/checks.log"
wait "$build"
built=$?
echo "== production build (exit $built)"
cat "$logs/build.log"

[ "$unit" -eq 0 ] && [ "$checked" -eq 0 ] && [ "$built" -eq 0 ] || exit 1
E2E_SKIP_BUILD=1 bash e2e/run.sh
