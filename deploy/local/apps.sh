#!/usr/bin/env bash
# Runs the six services and the BFF from their built dist/ folders, with pid files and logs.
# Usage: apps.sh start|stop|restart|status [app...]   (apps: carrier-sandbox identity quoting shipments wallet tracking reports bff)
#        apps.sh env <app>    prints the environment an app is started with
#        apps.sh infra-env    prints the infrastructure ports of the profile
COMPONENT=apps
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

SERVICES=(identity quoting shipments wallet tracking reports)
# Our stand-ins for external providers start first: the services point at them.
SANDBOXES=(carrier-sandbox)
ALL_APPS=("${SANDBOXES[@]}" "${SERVICES[@]}" bff)

declare -A OFFSET=([bff]=0 [identity]=101 [quoting]=102 [shipments]=103 [wallet]=104 [tracking]=105 [reports]=106)
app_port() {
  case "$1" in
    carrier-sandbox) echo $((SANDBOX_PORT_BASE + 1)) ;;
    *) echo $((APP_PORT_BASE + ${OFFSET[$1]})) ;;
  esac
}
app_dir() {
  case "$1" in
    bff) echo "$ENVIOS_ROOT/bff" ;;
    carrier-sandbox) echo "$ENVIOS_ROOT/deploy/local/sandboxes/carriers" ;;
    *) echo "$ENVIOS_ROOT/services/$1" ;;
  esac
}

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
    if ! grep -q '^JWT_PRIVATE_KEY=' "$secrets_file"; then
      local key; key=$(openssl genpkey -algorithm ed25519)
      add_secret JWT_PRIVATE_KEY "$(printf '%s\n' "$key" | base64 -w0)"
      add_secret JWT_PUBLIC_KEY "$(printf '%s\n' "$key" | openssl pkey -pubout | base64 -w0)"
    fi
  )
}

app_env() {
  local app=$1
  ensure_secrets
  if [[ " ${SANDBOXES[*]} " == *" $app "* ]]; then
    echo "HOST=127.0.0.1"
    echo "PORT=$(app_port "$app")"
    return 0
  fi
  # Each app gets only the secrets it needs.
  grep -E '^(INTERNAL_SERVICE_TOKEN|INTERNAL_SIGNING_KEY)=' "$secrets_file"
  case "$app" in
    identity) grep -E '^JWT_PRIVATE_KEY=' "$secrets_file" ;;
    quoting) grep -E '^(QUOTE_SIGNING_KEY|CREDENTIALS_ENCRYPTION_KEY)=' "$secrets_file" ;;
    bff) grep -E '^JWT_PUBLIC_KEY=' "$secrets_file" ;;
  esac
  echo "NODE_ENV=${NODE_ENV:-development}"
  echo "LOG_LEVEL=${LOG_LEVEL:-info}"
  echo "HOST=127.0.0.1"
  echo "PORT=$(app_port "$app")"
  echo "REDIS_URL=redis://127.0.0.1:$REDIS_PORT"
  if [ "$app" = bff ]; then
    for s in "${SERVICES[@]}"; do echo "${s^^}_URL=http://127.0.0.1:$(app_port "$s")"; done
    echo "WEB_DIST_DIR=$ENVIOS_ROOT/web/dist"
    echo "RATE_LIMIT_PER_MINUTE=${RATE_LIMIT_PER_MINUTE:-600}"
    # The test suite calls from one address; the limits themselves are tested with their own BFF.
    if [ "$ENVIOS_PROFILE" = test ]; then echo "RATE_LIMITS=off"; fi
  else
    echo "MONGO_URL=mongodb://127.0.0.1:$MONGO_PORT/envios_$app"
    # FerretDB on PostgreSQL: each service adds the indexes its pushed-down filters use (platform).
    if [ "$MONGO_BACKEND" = postgresql ]; then echo "FERRETDB_POSTGRES_URL=postgres://envios@127.0.0.1:$PG_PORT/ferretdb"; fi
    echo "KAFKA_BROKERS=127.0.0.1:$KAFKA_PORT"
  fi
  if [ "$app" = identity ]; then
    echo "SMTP_URL=smtp://127.0.0.1:$SMTP_PORT"
    echo "SALES_INBOX=ventas@envios.mx"
    echo "WEB_BASE_URL=http://localhost:$(app_port bff)"
    if [ "$ENVIOS_PROFILE" = test ]; then echo "LOGIN_MAX_FAILURES_PER_IP=100000"; fi
  fi
  if [ "$app" = quoting ]; then
    # The full SEPOMEX catalogue may not be redistributed: SEPOMEX_FILE points at a local copy (our CSV or
    # Correos de México's CPdescarga.txt). The portal uses the shared copy when there is one; the test
    # profile keeps the bundled sample so results are the same on every machine.
    local full="${SEPOMEX_FILE:-}"
    if [ -z "$full" ] && [ "$ENVIOS_PROFILE" != test ] && [ -f "$ENVIOS_ROOT/../shared/data/sepomex.csv" ]; then
      full=$(cd "$ENVIOS_ROOT/../shared/data" && pwd)/sepomex.csv
    fi
    if [ -n "$full" ]; then echo "SEPOMEX_FILE=$full"; fi
  fi
}

ready_url() {
  case "$1" in
    bff) echo "http://127.0.0.1:$(app_port bff)/api/v1/health/ready" ;;
    carrier-sandbox) echo "http://127.0.0.1:$(app_port "$1")/health" ;;
    *) echo "http://127.0.0.1:$(app_port "$1")/health/ready" ;;
  esac
}

start_app() {
  local app=$1 pidfile="$RUN_DIR/app-$1.pid" dir; dir=$(app_dir "$app")
  if pid_alive "$pidfile"; then return 0; fi
  [ -f "$dir/dist/main.js" ] || die "$app is not built (run: npm run build)"
  local -a vars; mapfile -t vars < <(app_env "$app")
  (cd "$dir" && start_bg "app-$app" env "${vars[@]}" node --enable-source-maps dist/main.js)
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
