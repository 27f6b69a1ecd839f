#!/usr/bin/env bash
# Failure drills (bench/drills/drills.ts) on the dev profile's stack: its own ports and data
# directory, never the test profile's. Starts the stack if it is not running (the builds are shared:
# run `npm run build` first if dist/ is missing), runs the BFF without rate limits (the drill calls
# from one address) and the BFF's shipments replica as API only (the drill runs the label worker and
# a second API replica itself), and leaves the stack running afterwards (npm run portal:stop).
# Usage: npm run drills -- [--payments 1000] [--users 10] [--down 5] [--only kills,flaky,paypal,poison]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
export ENVIOS_PROFILE=dev NX_DAEMON=false
source deploy/local/env.sh
bash deploy/local/infra.sh up
LOG_LEVEL=warn bash deploy/local/apps.sh start
bash deploy/local/seed.sh
LOG_LEVEL=warn ENVIOS_APP_OVERRIDES="RATE_LIMITS=off" bash deploy/local/apps.sh restart bff
LOG_LEVEL=warn ENVIOS_APP_OVERRIDES="SERVICE_ROLE=api" bash deploy/local/apps.sh restart shipments
# The carrier sandbox with the 'flaky' behaviour (bench/drills needs it built).
LOG_LEVEL=warn bash deploy/local/apps.sh restart carrier-sandbox
# Afterwards the portal's own settings again: the BFF's rate limits and shipments making labels.
trap 'LOG_LEVEL=warn bash deploy/local/apps.sh restart bff shipments >/dev/null' EXIT
mkdir -p bench/results
npx tsx --tsconfig bench/tsconfig.json bench/drills/drills.ts "$@" | tee "bench/results/drills-$(date +%Y%m%d-%H%M%S).txt"
exit "${PIPESTATUS[0]}"
