#!/usr/bin/env bash
# `npm test`'s first part: the type check and the lint side by side. Each keeps one core busy for
# half a minute or more and they share nothing, so on CI's two cores they take the time of the
# longer one. Both run to the end; either failing fails this.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run typecheck &
typecheck=$!
npm run lint
lint=$?
wait "$typecheck"
types=$?
[ "$types" -eq 0 ] && [ "$lint" -eq 0 ]
