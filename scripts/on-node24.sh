#!/usr/bin/env bash
# Runs a command on Node.js 24 (the LTS) beside the machine's Node 20: the
# registry's `node` package brings the runtime. On Node 24 the embedded
# database goes through Node's own node:sqlite (mock-api/src/db/sqlite-driver.ts),
# so the native module built for Node 20 is never loaded there.
# Usage: scripts/on-node24.sh npm run test:api
set -euo pipefail
cd "$(dirname "$0")/.."

runtime=node_modules/.cache/node24
if [ ! -x "$runtime/node_modules/.bin/node" ]; then
  npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$runtime" node@24 >/dev/null
fi
bin="$(cd "$runtime/node_modules/.bin" && pwd)"

echo "on Node $("$bin/node" --version)"
PATH="$bin:$PATH" "$@"
