#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium (no browser downloads). Install it when missing and we are root.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the e2e tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "The e2e tests need Chromium at $CHROMIUM." >&2
echo "Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH, then run npm test again." >&2
exit 1
