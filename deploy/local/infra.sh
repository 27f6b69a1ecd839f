#!/usr/bin/env bash
# Local infrastructure without Docker: FerretDB (on PostgreSQL or SQLite), Kafka (+ topics), Redis and
# the SMTP catcher.
# Usage: infra.sh install|up|down|status|reset   (ENVIOS_PROFILE=test for the test set of ports)
COMPONENT=infra
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
here="$ENVIOS_ROOT/deploy/local"

ensure_node_modules() {
  local stamp="$ENVIOS_ROOT/node_modules/.envios-lock-hash" want
  want=$(sha256sum "$ENVIOS_ROOT/package-lock.json" | cut -c1-16)
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    log "installing npm dependencies"
    # npm ci rejects lockfiles that lack other platforms' optional binaries (npm/cli#4828), so plain install.
    (cd "$ENVIOS_ROOT" && npm install --no-audit --no-fund --loglevel=error)
    sha256sum "$ENVIOS_ROOT/package-lock.json" | cut -c1-16 >"$stamp"
  fi
}

create_topics() {
  # contracts imports domain at runtime, so both are built before reading the topic list.
  (cd "$ENVIOS_ROOT/libs/domain" && npm run --silent build)
  (cd "$ENVIOS_ROOT/libs/contracts" && npm run --silent build)
  (cd "$ENVIOS_ROOT/libs/platform" && npm run --silent build)
  KAFKA_LOG_LEVEL=NOTHING node "$ENVIOS_ROOT/deploy/create-topics.cjs" "127.0.0.1:$KAFKA_PORT"
}

case "${1:-}" in
  install)
    need_apt java openjdk-17-jre-headless
    ensure_node_modules
    [ "$MONGO_BACKEND" = postgresql ] && bash "$here/postgres.sh" install
    bash "$here/ferretdb.sh" install
    bash "$here/kafka.sh" install
    bash "$here/redis.sh" install
    ;;
  up)
    "$0" install
    [ "$MONGO_BACKEND" = postgresql ] && bash "$here/postgres.sh" start
    bash "$here/ferretdb.sh" start
    bash "$here/redis.sh" start
    bash "$here/maildev.sh" start
    bash "$here/kafka.sh" start
    create_topics
    ;;
  down)
    for c in kafka maildev redis ferretdb postgres; do bash "$here/$c.sh" stop; done
    ;;
  status)
    for c in postgres ferretdb kafka redis maildev; do bash "$here/$c.sh" status; done
    ;;
  reset)
    "$0" down
    log "wiping $ENVIOS_DATA_DIR"
    rm -rf "${ENVIOS_DATA_DIR:?}"
    ;;
  *) echo "usage: $0 install|up|down|status|reset" >&2; exit 2 ;;
esac
