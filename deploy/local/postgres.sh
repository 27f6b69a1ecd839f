#!/usr/bin/env bash
# PostgreSQL 15 (Debian's postgresql-15), the storage of FerretDB's postgresql backend. A cluster of
# our own under the profile's data directory, on loopback only, separate from any system cluster.
# Usage: postgres.sh install|start|stop|status|psql [args...]
COMPONENT=postgres
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

bindir=/usr/lib/postgresql/15/bin
data="$ENVIOS_DATA_DIR/postgres"

install() {
  need_apt "$bindir/postgres" postgresql-15
  [ -x "$bindir/postgres" ] || die "postgresql-15 did not install $bindir/postgres"
}

# PostgreSQL refuses to run as root: as root, the cluster belongs to Debian's postgres user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

ready() { "$bindir/pg_isready" -q -h 127.0.0.1 -p "$PG_PORT"; }

init_cluster() {
  [ -f "$data/PG_VERSION" ] && return 0
  log "creating a cluster in $data"
  mkdir -p "$data"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$data"
  chmod 700 "$data"
  # Trust on loopback, like the FerretDB, Kafka and Redis ports beside it: it is a development
  # machine's server, and FerretDB in front of it has no authentication either.
  as_owner "$bindir/initdb" -D "$data" -U envios --auth=trust -E UTF8 --locale=C.UTF-8 >>"$LOG_DIR/postgres.log" 2>&1 \
    || die "initdb failed; see $LOG_DIR/postgres.log"
}

start() {
  if ready; then return 0; fi
  install
  init_cluster
  port_open "$PG_PORT" && die "port $PG_PORT is taken by another process"
  # The test profile's data is thrown away after each run: no fsync there.
  local durable=on; [ "$ENVIOS_PROFILE" = test ] && durable=off
  touch "$LOG_DIR/postgres.log"
  [ "$(id -u)" = 0 ] && chown postgres "$LOG_DIR/postgres.log"
  # plan_cache_mode: FerretDB passes the field name of a pushed-down filter as a parameter
  # (_jsonb->$1 @> $2); only a custom plan sees the constant and can use an expression index.
  as_owner "$bindir/pg_ctl" -D "$data" -l "$LOG_DIR/postgres.log" -w -t 60 start -o "\
    -c listen_addresses=127.0.0.1 -c port=$PG_PORT -c unix_socket_directories='$data' \
    -c max_connections=250 -c shared_buffers=${PG_SHARED_BUFFERS:-512MB} -c work_mem=16MB \
    -c maintenance_work_mem=256MB -c max_wal_size=4GB -c jit=off \
    -c plan_cache_mode=force_custom_plan -c fsync=$durable -c full_page_writes=$durable \
    -c synchronous_commit=off" >/dev/null || die "PostgreSQL did not start; see $LOG_DIR/postgres.log"
  wait_for 30 "PostgreSQL" ready || die "PostgreSQL did not answer; see $LOG_DIR/postgres.log"
  if ! as_owner "$bindir/psql" -h 127.0.0.1 -p "$PG_PORT" -U envios -d postgres -tAc \
    "SELECT 1 FROM pg_database WHERE datname = 'ferretdb'" | grep -q 1; then
    as_owner "$bindir/createdb" -h 127.0.0.1 -p "$PG_PORT" -U envios ferretdb
  fi
  log "ready on 127.0.0.1:$PG_PORT"
}

stop() {
  [ -f "$data/postmaster.pid" ] || return 0
  as_owner "$bindir/pg_ctl" -D "$data" -m fast -w -t 30 stop >/dev/null 2>&1 || true
}

status() {
  if ready; then printf '%-10s running  pid %-7s port %s\n' postgres "$(head -n1 "$data/postmaster.pid" 2>/dev/null)" "$PG_PORT"
  else printf '%-10s stopped\n' postgres; fi
}

case "${1:-}" in
  install) install ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  psql) shift; exec "$bindir/psql" -h 127.0.0.1 -p "$PG_PORT" -U envios -d ferretdb "$@" ;;
  *) echo "usage: $0 install|start|stop|status|psql [args...]" >&2; exit 2 ;;
esac
