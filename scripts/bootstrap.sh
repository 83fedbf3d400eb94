#!/usr/bin/env bash
# Installs what the workspace needs on a machine that has only Node 20 and npm:
# pnpm 10 (globally with npm, else through npx) and the workspace's dependencies.
# Sourced by scripts/start.sh and scripts/test.sh; defines `pnpm_cmd`.
set -euo pipefail

PNPM_VERSION="10.34.8"

node_major=$(node -p 'process.versions.node.split(".")[0]')
node_minor=$(node -p 'process.versions.node.split(".")[1]')
if [ "$node_major" -lt 20 ] || { [ "$node_major" -eq 20 ] && [ "$node_minor" -lt 19 ]; }; then
  echo "salesdesk potrzebuje Node >= 20.19 (jest $(node --version))." >&2
  exit 1
fi

if command -v pnpm >/dev/null 2>&1 && pnpm --version 2>/dev/null | grep -q '^10\.'; then
  pnpm_cmd() { pnpm "$@"; }
else
  echo "› instaluję pnpm@${PNPM_VERSION} (npm i -g)…" >&2
  if npm i -g "pnpm@${PNPM_VERSION}" >/dev/null 2>&1 && command -v pnpm >/dev/null 2>&1; then
    pnpm_cmd() { pnpm "$@"; }
  else
    echo "› npm i -g nie powiodło się; używam npx pnpm@${PNPM_VERSION}" >&2
    pnpm_cmd() { npx -y "pnpm@${PNPM_VERSION}" "$@"; }
  fi
fi

echo "› pnpm install…" >&2
if [ "${CI:-}" = "true" ]; then
  pnpm_cmd install --frozen-lockfile
else
  pnpm_cmd install
fi
