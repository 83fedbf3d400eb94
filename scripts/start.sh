#!/usr/bin/env bash
# Quick start, command 1: installs what is needed and starts the product on one port
# (reference server + embedded SQLite seeded on first start + the built app).
# Honours PORT, HOST (default 127.0.0.1), DATA_DIR and the settings listed in README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
pnpm_cmd start
