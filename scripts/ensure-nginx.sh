#!/usr/bin/env bash
# Installs Debian's nginx (the light build is enough) and openssl for the reverse-proxy test
# (packages/server/src/nginxProxy.test.ts runs docs/deploy/nginx-salesdesk.conf in front of a
# real server) when they are missing.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then
  if command -v openssl >/dev/null 2>&1; then exit 0; fi
fi
echo "› instaluję nginx i openssl (apt-get)…" >&2
if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; else
  echo "Brak nginx lub openssl i uprawnień do apt-get: zainstaluj pakiety nginx-light i openssl." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends nginx-light openssl >/dev/null
# The package may start a system nginx on port 80; the test runs its own, on free ports.
/usr/sbin/nginx -v 2>&1 | tail -n 1 >&2 || true
