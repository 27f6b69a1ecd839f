#!/usr/bin/env bash
# Seeds demo data through each service's own seed command (idempotent), with the app's environment.
COMPONENT=seed
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
here="$ENVIOS_ROOT/deploy/local"

: >"$ENVIOS_DATA_DIR/demo-logins.txt"
for svc in identity quoting shipments wallet tracking reports; do
  script="$ENVIOS_ROOT/services/$svc/dist/cli/seed-demo.js"
  [ -f "$script" ] || continue
  mapfile -t vars < <(bash "$here/apps.sh" env "$svc")
  (cd "$ENVIOS_ROOT/services/$svc" && env "${vars[@]}" LOG_LEVEL=warn DEMO_LOGINS_FILE="$ENVIOS_DATA_DIR/demo-logins.txt" \
    FEDEX_SANDBOX_URL="http://127.0.0.1:$((SANDBOX_PORT_BASE + 1))" \
    node "$script") || die "seeding $svc failed"
done
log "demo data ready"
