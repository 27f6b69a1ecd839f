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
    # npm ci rejects lockfiles that lack other platforms' optional binaries (npm/cli#4828), so plain install;
    # from npm's cache where it has the locked versions already.
    (cd "$ENVIOS_ROOT" && npm install --prefer-offline --no-audit --no-fund --loglevel=error)
    sha256sum "$ENVIOS_ROOT/package-lock.json" | cut -c1-16 >"$stamp"
  fi
}

create_topics() {
  # The topic list is in platform, which imports contracts and domain at runtime: built (or taken
  # from Nx's cache) before it is read.
  (cd "$ENVIOS_ROOT" && nx_batch run @envios/platform:build --outputStyle=static >"$LOG_DIR/build-platform.log" 2>&1) \
    || { tail -n 40 "$LOG_DIR/build-platform.log"; die "building libs/platform failed"; }
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
    # The S3-compatible server the label storage tests start (built once into the cache).
    bash "$here/s3.sh" install
    ;;
  up)
    need_apt java openjdk-17-jre-headless
    # npm's install (about a minute in a fresh clone) runs while the servers, which need none of
    # its packages, are installed and started; the SMTP catcher and the topics wait for it.
    npm_log="$LOG_DIR/npm-install.log"
    mkdir -p "$LOG_DIR"
    ensure_node_modules >"$npm_log" 2>&1 &
    npm_pid=$!
    [ "$MONGO_BACKEND" = postgresql ] && bash "$here/postgres.sh" install && bash "$here/postgres.sh" start
    bash "$here/ferretdb.sh" install && bash "$here/ferretdb.sh" start
    bash "$here/redis.sh" install && bash "$here/redis.sh" start
    bash "$here/kafka.sh" install && bash "$here/kafka.sh" start
    bash "$here/s3.sh" install
    wait "$npm_pid" || { cat "$npm_log"; die "installing npm dependencies failed"; }
    cat "$npm_log" >&2
    bash "$here/maildev.sh" start
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
