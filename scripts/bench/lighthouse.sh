#!/usr/bin/env bash
# Lighthouse scores (mobile preset, Debian Chromium) of the production build, one line per page.
# Usage: npm run build && bash scripts/bench/lighthouse.sh / /about /contact
# LIGHTHOUSE_PORT picks the server's port; LIGHTHOUSE_RUNS=3 measures each page that often (a shared machine is
# noisy: compare medians); LIGHTHOUSE_KEEP=dir keeps each report's JSON there for its diagnostics;
# LIGHTHOUSE_SERVER=other-build/server.js measures another build (a copy of an earlier one, for before and after).
set -euo pipefail
cd "$(dirname "$0")/../.."
port=${LIGHTHOUSE_PORT:-3470}
data=$(mktemp -d)
PORT=$port HOST=127.0.0.1 DATA_DIR=$data NODE_ENV=production LOG_LEVEL=warn node "${LIGHTHOUSE_SERVER:-build/server.js}" &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data"' EXIT
until curl -sf "http://127.0.0.1:$port/healthz" >/dev/null; do sleep 0.5; done
flags="--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync"
runs=${LIGHTHOUSE_RUNS:-1}
keep=${LIGHTHOUSE_KEEP:-}
[ -n "$keep" ] && mkdir -p "$keep"
for path in "${@:-/}"; do
  curl -s -o /dev/null "http://127.0.0.1:$port$path" # the first render fills the page cache, as any visit would
  for run in $(seq 1 "$runs"); do
  out=$(mktemp)
  # Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: such a run is tried again.
  for attempt in 1 2 3; do
    CHROME_PATH=/usr/bin/chromium npx lighthouse "http://127.0.0.1:$port$path" --quiet --output=json --output-path="$out" \
      --chrome-flags="$flags" --only-categories=performance,accessibility,best-practices,seo && break
    [ "$attempt" = 3 ] && exit 1
    echo "$path: Lighthouse failed (attempt $attempt), trying again" >&2
  done
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))
    const s = (k) => Math.round(r.categories[k].score * 100)
    const a = (k) => r.audits[k].displayValue
    console.log(`${process.argv[2].padEnd(14)} performance ${s("performance")}  accessibility ${s("accessibility")}  best-practices ${s("best-practices")}  seo ${s("seo")}  | FCP ${a("first-contentful-paint")}  LCP ${a("largest-contentful-paint")}  TBT ${a("total-blocking-time")}  CLS ${a("cumulative-layout-shift")}`)
    for (const [k, v] of Object.entries(r.audits)) if (v.score !== null && v.score < 0.9 && v.scoreDisplayMode !== "informative" && v.scoreDisplayMode !== "notApplicable" && v.scoreDisplayMode !== "manual") console.log(`    below 0.9: ${k} (${v.score}) ${v.displayValue ?? ""}`)
  ' "$out" "$path"
  if [ -n "$keep" ]; then mv "$out" "$keep/$(echo "${path#/}" | tr / _ | sed 's/^$/home/')-$run.json"; else rm -f "$out"; fi
  done
done
