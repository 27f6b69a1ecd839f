#!/usr/bin/env bash
# Runs the six services and the BFF from their built dist/ folders, with pid files and logs.
# Usage: apps.sh start|stop|restart|status [app...]   (apps: carrier-sandbox paypal-sandbox stripe-sandbox pac-sandbox identity quoting shipments wallet tracking reports bff)
#        apps.sh env <app>    prints the environment an app is started with
#        apps.sh infra-env    prints the infrastructure ports of the profile
COMPONENT=apps
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

# ---- the apps --------------------------------------------------------------------------------
# One row per app, in start order: our stand-ins for external providers first (the services point at
# them), then the six services, then the BFF. <ready> is the path polled until the app is ready.
#   app              kind     port                          folder                            ready
APP_TABLE="
  carrier-sandbox  sandbox  $((SANDBOX_PORT_BASE + 1))  deploy/local/sandboxes/carriers  /health
  paypal-sandbox   sandbox  $((SANDBOX_PORT_BASE + 2))  deploy/local/sandboxes/paypal    /health
  stripe-sandbox   sandbox  $((SANDBOX_PORT_BASE + 3))  deploy/local/sandboxes/stripe    /health
  pac-sandbox      sandbox  $((SANDBOX_PORT_BASE + 4))  deploy/local/sandboxes/pac       /health
  whatsapp-sandbox sandbox  $((SANDBOX_PORT_BASE + 5))  deploy/local/sandboxes/whatsapp  /health
  identity         service  $((APP_PORT_BASE + 101))    services/identity                /health/ready
  quoting          service  $((APP_PORT_BASE + 102))    services/quoting                 /health/ready
  shipments        service  $((APP_PORT_BASE + 103))    services/shipments               /health/ready
  wallet           service  $((APP_PORT_BASE + 104))    services/wallet                  /health/ready
  tracking         service  $((APP_PORT_BASE + 105))    services/tracking                /health/ready
  reports          service  $((APP_PORT_BASE + 106))    services/reports                 /health/ready
  webhooks         service  $((APP_PORT_BASE + 107))    services/webhooks                /health/ready
  batches          service  $((APP_PORT_BASE + 108))    services/batches                 /health/ready
  invoicing        service  $((APP_PORT_BASE + 109))    services/invoicing               /health/ready
  bff              bff      $((APP_PORT_BASE))          bff                              /api/v1/health/ready
"
declare -A APP_KIND APP_PORT APP_DIR APP_READY
ALL_APPS=()
while read -r _app _kind _port _dir _ready; do
  [ -n "$_app" ] || continue
  ALL_APPS+=("$_app")
  APP_KIND[$_app]=$_kind APP_PORT[$_app]=$_port APP_DIR[$_app]=$ENVIOS_ROOT/$_dir APP_READY[$_app]=$_ready
done <<<"$APP_TABLE"
unset _app _kind _port _dir _ready

known_app() { [ -n "${APP_KIND[$1]:-}" ] || die "unknown app: $1 (apps: ${ALL_APPS[*]})"; }
app_port() { known_app "$1" && echo "${APP_PORT[$1]}"; }
app_dir() { known_app "$1" && echo "${APP_DIR[$1]}"; }
ready_url() { known_app "$1" && echo "http://127.0.0.1:${APP_PORT[$1]}${APP_READY[$1]}"; }

# Secrets are generated once per data directory (each missing one is added) and never committed.
secrets_file="$ENVIOS_DATA_DIR/secrets.env"
add_secret() { grep -q "^$1=" "$secrets_file" 2>/dev/null || echo "$1=$2" >>"$secrets_file"; }
ensure_secrets() {
  (
    umask 077
    touch "$secrets_file"
    add_secret INTERNAL_SERVICE_TOKEN "$(openssl rand -hex 24)"
    add_secret INTERNAL_SIGNING_KEY "$(openssl rand -hex 32)"
    add_secret QUOTE_SIGNING_KEY "$(openssl rand -hex 32)"
    add_secret CREDENTIALS_ENCRYPTION_KEY "$(openssl rand -hex 32)"
    add_secret PAYPAL_CLIENT_SECRET "$(openssl rand -hex 24)"
    add_secret STRIPE_SECRET_KEY "sk_test_$(openssl rand -hex 24)"
    add_secret STRIPE_WEBHOOK_SECRET "whsec_$(openssl rand -hex 24)"
    add_secret FACTURAPI_KEY "sk_test_$(openssl rand -hex 24)"
    add_secret WHATSAPP_ACCESS_TOKEN "EAAG$(openssl rand -hex 24)"
    add_secret WEBHOOKS_ENCRYPTION_KEY "$(openssl rand -hex 32)"
    add_secret METRICS_TOKEN "$(openssl rand -hex 24)"
    if ! grep -q '^JWT_PRIVATE_KEY=' "$secrets_file"; then
      local key; key=$(openssl genpkey -algorithm ed25519)
      add_secret JWT_PRIVATE_KEY "$(printf '%s\n' "$key" | base64 -w0)"
      add_secret JWT_PUBLIC_KEY "$(printf '%s\n' "$key" | openssl pkey -pubout | base64 -w0)"
    fi
  )
}

secret() { grep -m1 "^$1=" "$secrets_file" | cut -d= -f2-; }

# The full SEPOMEX catalogue may not be redistributed: SEPOMEX_FILE points at a local copy (our CSV or
# Correos de México's CPdescarga.txt). The portal uses the shared copy when there is one; the test
# profile keeps the bundled sample so results are the same on every machine.
sepomex_file() {
  local full="${SEPOMEX_FILE:-}"
  if [ -z "$full" ] && [ "$ENVIOS_PROFILE" != test ] && [ -f "$ENVIOS_ROOT/../shared/data/sepomex.csv" ]; then
    full=$(cd "$ENVIOS_ROOT/../shared/data" && pwd)/sepomex.csv
  fi
  echo "$full"
}

# ---- the environment of each app ---------------------------------------------------------------
# One variable per row, printed in this order. <who>: the apps (or kinds: sandbox, service, bff) the
# row is for, comma-separated, or * for every app. <when>: - (always), or the ENVIOS_PROFILE (dev,
# test) or MONGO_BACKEND (postgresql, sqlite) the row applies to. A row whose value is empty is left
# out. Expanded when read: $app and $port are the app's own; $(secret NAME) reads secrets.env.
env_table() {
  local app=$1 port=$2
  cat <<EOF
# who                  when        variable
# Secrets: each app gets only those it needs.
service,bff            -           INTERNAL_SERVICE_TOKEN=$(secret INTERNAL_SERVICE_TOKEN)
service,bff            -           INTERNAL_SIGNING_KEY=$(secret INTERNAL_SIGNING_KEY)
identity               -           JWT_PRIVATE_KEY=$(secret JWT_PRIVATE_KEY)
quoting,shipments,batches -        QUOTE_SIGNING_KEY=$(secret QUOTE_SIGNING_KEY)
quoting,shipments      -           CREDENTIALS_ENCRYPTION_KEY=$(secret CREDENTIALS_ENCRYPTION_KEY)
bff                    -           JWT_PUBLIC_KEY=$(secret JWT_PUBLIC_KEY)
bff                    -           METRICS_TOKEN=$(secret METRICS_TOKEN)
service,bff            -           NODE_ENV=${NODE_ENV:-development}
service,bff            -           LOG_LEVEL=${LOG_LEVEL:-info}
sandbox,service        -           HOST=127.0.0.1
# BFF_HOST=0.0.0.0 (with PUBLIC_URL) opens the portal to other machines.
bff                    -           HOST=${BFF_HOST:-127.0.0.1}
*                      -           PORT=$port
service,bff            -           REDIS_URL=redis://127.0.0.1:$REDIS_PORT
bff                    -           IDENTITY_URL=http://127.0.0.1:${APP_PORT[identity]}
bff                    -           QUOTING_URL=http://127.0.0.1:${APP_PORT[quoting]}
bff                    -           SHIPMENTS_URL=http://127.0.0.1:${APP_PORT[shipments]}
bff                    -           WALLET_URL=http://127.0.0.1:${APP_PORT[wallet]}
bff                    -           TRACKING_URL=http://127.0.0.1:${APP_PORT[tracking]}
bff,quoting            -           REPORTS_URL=http://127.0.0.1:${APP_PORT[reports]}
# A quote's on-time figures per lane are held 5 minutes; the tests see new deliveries within a second.
quoting                test        ON_TIME_CACHE_MS=1000
bff                    -           BATCHES_URL=http://127.0.0.1:${APP_PORT[batches]}
bff,identity           -           INVOICING_URL=http://127.0.0.1:${APP_PORT[invoicing]}
bff                    -           WEBHOOKS_URL=http://127.0.0.1:${APP_PORT[webhooks]}
bff                    -           WEB_DIST_DIR=$ENVIOS_ROOT/web/dist
bff                    -           RATE_LIMIT_PER_MINUTE=${RATE_LIMIT_PER_MINUTE:-600}
# TRACING=1 (npm run portal starts Jaeger then): every app records its spans and exports them.
*                      -           OTEL_EXPORTER_OTLP_ENDPOINT=${TRACING:+http://127.0.0.1:$JAEGER_OTLP_PORT}
# A payment's trace is followed from the BFF's request line to the label worker's (bff/test/tracing);
# the other apps log warnings and errors only in tests.
bff,shipments          test        LOG_LEVEL=info
# The test suite calls from one address; the limits themselves are tested with their own BFF.
bff                    test        RATE_LIMITS=off
service                -           MONGO_URL=mongodb://127.0.0.1:$MONGO_PORT/envios_$app
# FerretDB serves every service from one PostgreSQL pool of 180 connections (ferretdb.sh), and an
# update can hold two of them at once: when the pool runs dry that way FerretDB deadlocks. 8 each
# keeps the stack and the test processes beside it (2 x 8 x about 10) under it.
service                -           MONGO_MAX_POOL_SIZE=8
# FerretDB on PostgreSQL: each service adds the indexes its pushed-down filters use (platform).
service                postgresql  FERRETDB_POSTGRES_URL=postgres://envios@127.0.0.1:$PG_PORT/ferretdb
service                -           KAFKA_BROKERS=127.0.0.1:$KAFKA_PORT
identity               -           SMTP_URL=smtp://127.0.0.1:$SMTP_PORT
identity               -           SALES_INBOX=ventas@envios.mx
# Where people open the portal: PayPal sends the buyer back there and e-mails link to it. The tests
# open it at 127.0.0.1, so a return to a fixed 'localhost' would land them signed out.
identity,wallet        dev         PUBLIC_URL=${PUBLIC_URL:-http://localhost:${APP_PORT[bff]}}
identity,wallet        test        PUBLIC_URL=${PUBLIC_URL:-http://127.0.0.1:${APP_PORT[bff]}}
identity               test        LOGIN_MAX_FAILURES_PER_IP=100000
quoting                -           SEPOMEX_FILE=$(sepomex_file)
shipments              -           LABELS_DIR=$ENVIOS_DATA_DIR/labels
# The wallet talks to PayPal through its REST API; locally our PayPal-compatible sandbox, which signs
# its webhooks for the BFF's public webhook route.
wallet                 -           PAYPAL_BASE_URL=http://127.0.0.1:${APP_PORT[paypal-sandbox]}
wallet,paypal-sandbox  -           PAYPAL_CLIENT_ID=sandbox-client
wallet,paypal-sandbox  -           PAYPAL_CLIENT_SECRET=$(secret PAYPAL_CLIENT_SECRET)
wallet,paypal-sandbox  -           PAYPAL_WEBHOOK_ID=WH-LOCAL-SANDBOX
paypal-sandbox         -           PAYPAL_WEBHOOK_URL=http://127.0.0.1:${APP_PORT[bff]}/api/v1/paypal/webhook
# On the portal its webhooks come seconds after the event, as PayPal's do: a capture is recorded by
# whoever made it (the browser, the demo seed's past top-ups) before the webhook says it again.
paypal-sandbox         dev         PAYPAL_WEBHOOK_DELAY_MS=5000
# SPEI and OXXO through Stripe's API; locally our Stripe-compatible sandbox, which signs its webhooks
# (Stripe's scheme) for the BFF's public webhook route.
wallet                 -           STRIPE_API_URL=http://127.0.0.1:${APP_PORT[stripe-sandbox]}
wallet,stripe-sandbox  -           STRIPE_SECRET_KEY=$(secret STRIPE_SECRET_KEY)
wallet,stripe-sandbox  -           STRIPE_WEBHOOK_SECRET=$(secret STRIPE_WEBHOOK_SECRET)
stripe-sandbox         -           STRIPE_WEBHOOK_URL=http://127.0.0.1:${APP_PORT[bff]}/api/v1/stripe/webhook
stripe-sandbox         dev         STRIPE_STATE_FILE=$ENVIOS_DATA_DIR/stripe-sandbox.json
# Tests see an interrupted wallet payment settled in seconds.
wallet                 test        PAYMENT_LEASE_MS=10000
wallet                 test        ABANDONED_APPROVAL_MS=8000
# Tests see a failing label given up on in seconds, not minutes.
shipments              test        GUIDE_BACKOFF_MS=200
shipments              test        GUIDE_ATTEMPTS=3
# Tracking follows our labels' guides on the carrier network simulator and FedEx's on the FedEx
# sandbox's Track API (any client id with its secret 'sandbox-secret' is an API project there).
tracking               -           CARRIER_NETWORK_URL=http://127.0.0.1:${APP_PORT[carrier-sandbox]}
shipments              -           CARRIER_NETWORK_URL=http://127.0.0.1:${APP_PORT[carrier-sandbox]}
tracking               -           FEDEX_TRACK_URL=http://127.0.0.1:${APP_PORT[carrier-sandbox]}
tracking               -           FEDEX_TRACK_CLIENT_ID=envios-tracking
tracking               -           FEDEX_TRACK_CLIENT_SECRET=sandbox-secret
# The simulated carriers move parcels 60 times faster than real ones (a parcel takes about an hour
# from label to door) and tracking asks about them as much faster; tests move guides on with the
# sandbox's hooks and see each change within seconds.
carrier-sandbox        -           NETWORK_SPEED=${NETWORK_SPEED:-60}
# The portal's simulated carriers remember their guides across restarts, as real ones do.
carrier-sandbox        dev         NETWORK_STATE_FILE=$ENVIOS_DATA_DIR/carrier-network.json
tracking               dev         TRACKING_POLL_SCALE=0.05
tracking               test        TRACKING_POLL_SCALE=0.005
tracking               test        TRACKING_REFRESH_COOLDOWN_MS=0
# Webhook secrets are sealed at rest. Locally the receivers are on this machine, over plain HTTP;
# production allows neither (issue 26). Tests see a day of retries in about eight minutes, and an
# endpoint failing for 30 s is taken as one failing for three days (a loaded machine may take several
# seconds to bring a receiver that was down back before that).
webhooks               -           WEBHOOKS_ENCRYPTION_KEY=$(secret WEBHOOKS_ENCRYPTION_KEY)
webhooks               -           WEBHOOK_ALLOW_PRIVATE=true
webhooks               -           WEBHOOK_ALLOW_HTTP=true
webhooks               test        WEBHOOK_BACKOFF_SCALE=0.005
webhooks               test        WEBHOOK_DISABLE_AFTER_MS=30000
batches                -           QUOTING_URL=http://127.0.0.1:${APP_PORT[quoting]}
batches                -           SHIPMENTS_URL=http://127.0.0.1:${APP_PORT[shipments]}
batches                -           WALLET_URL=http://127.0.0.1:${APP_PORT[wallet]}
# The PAC sandbox (Facturapi's API v2) issues as SAT's test issuer; its lugar de expedición is the
# invoicing service's INVOICE_ISSUER_ZIP (a global invoice's receptor CP must equal it). Its CSD and
# stamping certificates are made at its first start in its data directory. A 'timeout' fault holds
# its answer longer than the invoicing service waits (FACTURAPI_TIMEOUT_MS).
pac-sandbox            -           PAC_DATA_DIR=$ENVIOS_DATA_DIR/pac-sandbox
pac-sandbox            -           PAC_ISSUER_RFC=EKU9003173C9
pac-sandbox            -           PAC_ISSUER_NAME=ESCUELA KEMPER URGATE
pac-sandbox            -           PAC_ISSUER_TAX_SYSTEM=601
pac-sandbox            -           PAC_ISSUER_ZIP=06600
pac-sandbox            test        PAC_HANG_MS=10000
pac-sandbox            dev         PAC_STATE_FILE=$ENVIOS_DATA_DIR/pac-sandbox/invoices.json
# CFDI invoices through Facturapi's API (its official SDK); locally our Facturapi-compatible PAC
# sandbox (pac-sandbox), which stamps with a test certificate. The issuer's lugar de expedición is
# the global invoice's receptor CP. Tests see a PAC timeout retried in a second, not minutes.
invoicing              -           FACTURAPI_BASE_URL=http://127.0.0.1:${APP_PORT[pac-sandbox]}/v2
invoicing,pac-sandbox  -           FACTURAPI_KEY=$(secret FACTURAPI_KEY)
invoicing              -           INVOICE_ISSUER_ZIP=06600
invoicing              test        FACTURAPI_TIMEOUT_MS=3000
invoicing              test        INVOICE_BACKOFF_MS=300
# Recipient notices over WhatsApp (issue 30) go through the WhatsApp Business Cloud API; locally our
# Cloud API sandbox. Off by default: identity sends them only with WHATSAPP_ACCESS_TOKEN and
# WHATSAPP_PHONE_NUMBER_ID set (give it the sandbox's, below, to turn them on locally).
whatsapp-sandbox       -           WHATSAPP_ACCESS_TOKEN=$(secret WHATSAPP_ACCESS_TOKEN)
whatsapp-sandbox       -           WHATSAPP_PHONE_NUMBER_ID=100000000000001
whatsapp-sandbox       -           WHATSAPP_SANDBOX_TEMPLATES=aviso_envio:es_MX:6
identity               -           WHATSAPP_API_URL=http://127.0.0.1:${APP_PORT[whatsapp-sandbox]}
EOF
}

app_env() {
  local app=$1 kind who when var
  known_app "$app"
  kind=${APP_KIND[$app]}
  ensure_secrets
  while read -r who when var; do
    case "$who" in '' | '#'*) continue ;; esac
    [[ $who == '*' || ,$who, == *,$app,* || ,$who, == *,$kind,* ]] || continue
    [[ $when == - || $when == "$ENVIOS_PROFILE" || $when == "$MONGO_BACKEND" ]] || continue
    if [ -n "${var#*=}" ]; then printf '%s\n' "$var"; fi
  done < <(env_table "$app" "${APP_PORT[$app]}")
}

start_app() {
  local app=$1 pidfile="$RUN_DIR/app-$1.pid" dir; dir=$(app_dir "$app")
  if pid_alive "$pidfile"; then return 0; fi
  [ -f "$dir/dist/main.js" ] || die "$app is not built (run: npm run build)"
  local -a vars; mapfile -t vars < <(app_env "$app")
  # A benchmark's own settings (ENVIOS_APP_OVERRIDES="VAR=value ..."), after the profile's.
  local -a extra
  if [ -n "${ENVIOS_APP_OVERRIDES:-}" ]; then read -ra extra <<<"$ENVIOS_APP_OVERRIDES"; vars+=("${extra[@]}"); fi
  # The same Node flags as the image (deploy/docker/Dockerfile): a 32 MB young generation halves the
  # scavenges of the apps that answer large pages (bench/reports.ts: the general report's p95 under load
  # went from 37–49 ms to 26–40 ms).
  (cd "$dir" && start_bg "app-$app" env "${vars[@]}" node --enable-source-maps --max-semi-space-size=32 dist/main.js)
}

wait_app() {
  local app=$1
  wait_for 90 "$app" curl -sf -o /dev/null "$(ready_url "$app")" \
    || die "$app did not become ready; see $LOG_DIR/app-$app.log"
}

apps=("${@:2}"); [ ${#apps[@]} -gt 0 ] || apps=("${ALL_APPS[@]}")
case "${1:-}" in
  start)
    for a in "${apps[@]}"; do start_app "$a"; done
    for a in "${apps[@]}"; do wait_app "$a"; done
    log "ready: ${apps[*]}"
    ;;
  stop) for a in "${apps[@]}"; do stop_pid "app-$a"; done ;;
  restart) "$0" stop "${apps[@]}"; "$0" start "${apps[@]}" ;;
  status) for a in "${apps[@]}"; do status_line "$a" "$RUN_DIR/app-$a.pid" "$(app_port "$a")"; done ;;
  env) app_env "${2:?app name}" ;;
  infra-env)
    printf '%s\n' "MONGO_PORT=$MONGO_PORT" "KAFKA_PORT=$KAFKA_PORT" "REDIS_PORT=$REDIS_PORT" \
      "SMTP_PORT=$SMTP_PORT" "MAILDEV_WEB_PORT=$MAILDEV_WEB_PORT" "ENVIOS_DATA_DIR=$ENVIOS_DATA_DIR" ;;
  *) echo "usage: $0 start|stop|restart|status [app...] | env <app>" >&2; exit 2 ;;
esac
