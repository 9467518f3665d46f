#!/usr/bin/env bash
# The README's quick start as a newcomer runs it: `npm install && npm start` builds, migrates, seeds and serves;
# the portal must then answer its site settings and its host page. Exits non-zero on any miss.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d -t quad-smoke-XXXXXX)
port=$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
# The demo site's copyright, as seeded on first start (platform/server/seed/demo-people.ts).
copyright='© 北辰大学信息化办公室'
base="http://localhost:$port"
pid=

stop() {
  [[ -n $pid ]] || return 0
  # npm, the build and the server share one process group: end all of it.
  kill -TERM -- "-$pid" 2>/dev/null || true
  for _ in $(seq 20); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.5; done
  kill -KILL -- "-$pid" 2>/dev/null || true
  pid=
}
fail() {
  echo "✗ README quick start: $*" >&2
  echo "--- server output (last 40 lines) ---" >&2
  tail -n 40 "$work/server.log" >&2 || true
  exit 1
}
trap 'stop; rm -rf "$work"' EXIT

# The README's two commands, `npm install && npm start`; after CI's `npm ci` the install only checks.
npm install --no-audit --no-fund </dev/null || fail "npm install failed"
echo "npm start with PORT=$port DATA_DIR=$work/data"
PORT=$port DATA_DIR="$work/data" setsid npm start >"$work/server.log" 2>&1 </dev/null &
pid=$!

# The build runs first, so allow it a few minutes before the server answers.
for _ in $(seq 600); do
  kill -0 "$pid" 2>/dev/null || fail "npm start exited before the portal answered"
  curl -fsS -o /dev/null "$base/healthz" 2>/dev/null && break
  sleep 0.5
done
curl -fsS -o /dev/null "$base/healthz" || fail "no answer on $base within 5 minutes"

settings=$(curl -fsS -X POST -H 'X-Requested-With: XMLHttpRequest' "$base/wap/setting/info") || fail "POST /wap/setting/info failed"
[[ $settings == *'"e":0'* ]] || fail "POST /wap/setting/info answered $settings"
[[ $settings == *"$copyright"* ]] || fail "POST /wap/setting/info has not the demo copyright: $settings"
echo "POST /wap/setting/info → $settings"

page=$(curl -fsS "$base/site/") || fail "GET /site/ failed"
[[ $page == *'window.__SITE__'* ]] || fail "GET /site/ has no window.__SITE__: ${page:0:300}"
echo "GET /site/ → host page with window.__SITE__ (${#page} characters)"

grep -q 'student123' "$work/server.log" || fail "npm start did not print the demo accounts"
echo "npm start printed the demo accounts"

stop
echo "✓ README quick start"
