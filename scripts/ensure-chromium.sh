#!/usr/bin/env bash
# Installs Debian's chromium for the end-to-end tests when it is missing (no browser download:
# playwright-core drives /usr/bin/chromium).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "› instaluję chromium (apt-get)…" >&2
if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; else
  echo "Brak /usr/bin/chromium i uprawnień do apt-get: zainstaluj pakiet chromium." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version 2>/dev/null | grep -v '^$' | tail -n 1 >&2 || true
