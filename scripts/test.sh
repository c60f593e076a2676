#!/usr/bin/env bash
# `npm test`: every check, in order of cost. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
step() { printf '\n== %s\n' "$1"; }

step "typecheck"
npx tsc --noEmit -p tsconfig.json
step "lint"
npx eslint . --max-warnings 0
step "format"
npx prettier --check . --log-level warn
step "unit and API tests"
npx vitest run
step "e2e (Playwright in Debian's Chromium against the built app)"
bash scripts/ensure-chromium.sh
npx vite build
npx playwright test
