#!/usr/bin/env bash
# Runs the browser journeys in Debian's Chromium, installing it first on a machine that lacks it.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium is missing at $CHROMIUM: installing Debian's chromium package"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core libxml2-utils >/dev/null
fi
# The production, faults and hostile projects serve the production build (npm run serve).
if [ "${E2E_SKIP_BUILD:-}" != "1" ]; then
  echo "== production build for the served projects"
  npm run build --silent
fi
# The demo shop's posters, rendered once per machine into node_modules/.cache (server/demoMedia):
# ahead, so no journey waits on an encoder; nothing to do when they are there.
npm run demo:media --silent
exec npx playwright test -c e2e/playwright.config.ts "$@"
