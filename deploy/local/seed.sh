#!/usr/bin/env bash
# Seeds demo data through each service's own seed command (idempotent), with the app's environment.
# DEMO_HISTORY=1 (the portal) adds six months of activity of the demo accounts, once: anchored at
# the portal's first start and written in two rounds, each service doing its part in each
# (libs/platform/src/seed/demo-seed.ts). The test profile never gets it.
COMPONENT=seed
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
here="$ENVIOS_ROOT/deploy/local"

anchor="" history_done="$ENVIOS_DATA_DIR/demo-history-done"
if [ "${DEMO_HISTORY:-0}" = 1 ] && [ ! -f "$history_done" ]; then
  # Fixed at the first start, so a start that finishes rounds cut short writes the same history (a
  # reset wipes it with the data).
  anchor_file="$ENVIOS_DATA_DIR/demo-history-anchor"
  [ -s "$anchor_file" ] || date -u +%Y-%m-%dT%H:%M:00Z >"$anchor_file"
  anchor=$(cat "$anchor_file")
fi

seed() { # <service> <round>
  local svc=$1 round=$2 script="$ENVIOS_ROOT/services/$1/dist/cli/seed-demo.js" t=$SECONDS
  [ -f "$script" ] || return 0
  local -a vars
  mapfile -t vars < <(bash "$here/apps.sh" env "$svc")
  # A seed is a command, not a worker: the running app's workers keep its queues.
  (cd "$ENVIOS_ROOT/services/$svc" && env "${vars[@]}" LOG_LEVEL=warn SERVICE_ROLE=api \
    DEMO_LOGINS_FILE="$ENVIOS_DATA_DIR/demo-logins.txt" \
    FEDEX_SANDBOX_URL="http://127.0.0.1:$((SANDBOX_PORT_BASE + 1))" \
    QUOTING_URL="http://127.0.0.1:$((APP_PORT_BASE + 102))" \
    DEMO_HISTORY_ROUND="$round" ${anchor:+DEMO_HISTORY_ANCHOR="$anchor"} \
    node "$script") || die "seeding $svc failed"
  [ -z "$anchor" ] || log "$svc, round $round: $((SECONDS - t)) s"
}

started=$SECONDS
: >"$ENVIOS_DATA_DIR/demo-logins.txt"
for svc in identity quoting; do seed "$svc" 1; done
if [ -n "$anchor" ]; then
  log "writing six months of demo history (ends $anchor)"
  # One after the other: side by side they only share the one database server more slowly.
  for svc in shipments wallet tracking; do seed "$svc" 1; done
  for svc in shipments wallet tracking reports invoicing; do seed "$svc" 2; done
  date -u +%FT%TZ >"$history_done"
fi
if [ -f "$history_done" ]; then
  printf '\n  Demo history: six months of shipments, payments, top-ups and tracking of cliente@, operativo@,\n  operativo2@ and compras@, up to %s (UTC)\n' \
    "$(sed 's/T/ /; s/:00Z//' "$ENVIOS_DATA_DIR/demo-history-anchor")" >>"$ENVIOS_DATA_DIR/demo-logins.txt"
fi
log "demo data ready ($((SECONDS - started)) s)"
