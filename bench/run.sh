#!/usr/bin/env bash
# Runs a benchmark against the test-profile stack (its own ports; rate limits off there, since a
# benchmark calls from one address). Starts the stack if it is not running and leaves it running.
# Usage: bash bench/run.sh <signin|quote|datastore|shipments|wallet|tracking|reports|public-api|batches|soak> [args...]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export ENVIOS_PROFILE=test NX_DAEMON=false
# The project's pinned Node runs the stack and the load (ENVIOS_NODE=system: the machine's own).
source deploy/local/env.sh
bench=${1:?usage: bench/run.sh <name> [args...]}; shift
bash deploy/local/infra.sh up
# The datastore benchmark starts FerretDB servers of its own and needs none of the apps.
if [ "$bench" != datastore ]; then
  npx nx run-many -t build --exclude=@envios/web --outputStyle=static >/dev/null
  LOG_LEVEL=warn bash deploy/local/apps.sh start
  bash deploy/local/seed.sh
fi
# The test profile polls tracking 200 times faster than production (TRACKING_POLL_SCALE): a
# thousand new guides would be polled again and again within the minute the batch bench measures.
if [ "$bench" = batches ]; then
  ENVIOS_APP_OVERRIDES="TRACKING_POLL_SCALE=1" bash deploy/local/apps.sh restart tracking >/dev/null
  trap 'LOG_LEVEL=warn bash deploy/local/apps.sh restart tracking >/dev/null' EXIT
fi
mkdir -p bench/results
npx tsx --tsconfig bench/tsconfig.json "bench/$bench.ts" "$@" | tee "bench/results/$bench-$(date +%Y%m%d-%H%M%S).txt"
