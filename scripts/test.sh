#!/usr/bin/env bash
# Quick start, command 2: installs what is needed (pnpm, dependencies, Debian's chromium and
# nginx) and runs every check and test: lint, typecheck, build, unit, contract, component and
# end-to-end tests in headless chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/bootstrap.sh
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh
echo "› lint" >&2
pnpm_cmd lint
echo "› typecheck" >&2
pnpm_cmd typecheck
echo "› build" >&2
pnpm_cmd build
# Every Ladle story compiles into the static storybook: a story broken by a change fails here.
echo "› ladle build" >&2
pnpm_cmd --filter @salesdesk/react-ui ladle:build
echo "› test" >&2
rm -f artifacts/vitest-report.json
status=0
pnpm_cmd test || status=$?
node scripts/test-summary.mjs artifacts/vitest-report.json || true
# Every benchmark once at a tiny scale: proves each still runs from a fresh clone (figures of
# this run mean nothing; `pnpm bench` measures).
echo "› bench (BENCH_QUICK)" >&2
BENCH_QUICK=1 pnpm_cmd bench || status=$?
# The log ends with the tests' summary again, each failed test named (the benchmarks' own
# summary is just above): a view of the log that keeps only its tail still says what failed.
echo "› summary" >&2
node scripts/test-summary.mjs artifacts/vitest-report.json || true
exit "$status"
