# Shared settings for deploy/local scripts. Source it; do not run it.
# ENVIOS_PROFILE=dev (default) or test selects a separate data directory and port set, so the
# test suite can run on a machine where the portal is already running.
set -euo pipefail

ENVIOS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ENVIOS_PROFILE="${ENVIOS_PROFILE:-dev}"
# Built binaries and resolved jars are shared by every checkout on the machine.
ENVIOS_CACHE="${ENVIOS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/envios-mx}"
ENVIOS_DATA_DIR="${ENVIOS_DATA_DIR:-$ENVIOS_ROOT/.local/$ENVIOS_PROFILE}"

if [ "$ENVIOS_PROFILE" = "test" ]; then _off=1; else _off=0; fi
MONGO_PORT="${MONGO_PORT:-$((27017 + _off))}"
PG_PORT="${PG_PORT:-$((5442 + _off))}"
KAFKA_PORT="${KAFKA_PORT:-$((9092 + _off * 10))}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-$((9093 + _off * 10))}"
REDIS_PORT="${REDIS_PORT:-$((6379 + _off))}"
SMTP_PORT="${SMTP_PORT:-$((1025 + _off * 10))}"
MAILDEV_WEB_PORT="${MAILDEV_WEB_PORT:-$((1080 + _off * 10))}"
# Apps: the BFF and six services; the test profile shifts them by 1000.
APP_PORT_BASE="${APP_PORT_BASE:-$((3000 + _off * 1000))}"
SANDBOX_PORT_BASE="${SANDBOX_PORT_BASE:-$((3200 + _off * 1000))}"
# Jaeger (TRACING=1): its UI, and the OTLP/HTTP receiver the apps export spans to.
JAEGER_UI_PORT="${JAEGER_UI_PORT:-$((16686 + _off * 1000))}"
JAEGER_OTLP_PORT="${JAEGER_OTLP_PORT:-$((4318 + _off * 1000))}"
unset _off

FERRETDB_VERSION=1.24.2
# FerretDB's storage: postgresql (Debian's PostgreSQL 15, equality filters pushed down to indexes)
# or sqlite (scans every document on every query). See the README's notes on the local server.
MONGO_BACKEND="${MONGO_BACKEND:-postgresql}"
KAFKA_VERSION=3.9.1

# Nx keeps the results of builds, typechecks and lints by their inputs' hash: in the machine's cache
# rather than the checkout, so a fresh clone (CI) reuses what an earlier run of the same files did.
export NX_CACHE_DIRECTORY="${NX_CACHE_DIRECTORY:-$ENVIOS_CACHE/nx}"
# nx_batch <args>: Nx without its daemon, as these scripts run it. Nx 21 finds a cached result only
# through its record of it, a database in its workspace data (.nx/workspace-data, empty in a fresh
# clone): that is kept in the machine's cache too. Without the daemon nothing else lives there that
# two checkouts could contend for (a daemon's socket does).
NX_SHARED_WORKSPACE_DATA="$ENVIOS_CACHE/nx-workspace-data"
nx_batch() { NX_DAEMON=false NX_WORKSPACE_DATA_DIRECTORY="$NX_SHARED_WORKSPACE_DATA" npx nx "$@"; }

RUN_DIR="$ENVIOS_DATA_DIR/run"
LOG_DIR="$ENVIOS_DATA_DIR/logs"
mkdir -p "$RUN_DIR" "$LOG_DIR" "$ENVIOS_CACHE"

export ENVIOS_ROOT ENVIOS_PROFILE ENVIOS_CACHE ENVIOS_DATA_DIR MONGO_PORT PG_PORT MONGO_BACKEND KAFKA_PORT KAFKA_CONTROLLER_PORT \
  REDIS_PORT SMTP_PORT MAILDEV_WEB_PORT APP_PORT_BASE SANDBOX_PORT_BASE JAEGER_UI_PORT JAEGER_OTLP_PORT

log() { printf '\033[1;34m[%s]\033[0m %s\n' "${COMPONENT:-envios}" "$*" >&2; }
die() { printf '\033[1;31m[%s] %s\033[0m\n' "${COMPONENT:-envios}" "$*" >&2; exit 1; }

# alive <pid>: true when the process runs. A killed process whose parent has not reaped it yet (a
# zombie, state Z) still answers kill -0, and is taken as stopped.
alive() {
  kill -0 "$1" 2>/dev/null || return 1
  local state; state=$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null) || return 1
  [ "$state" != Z ] && [ "$state" != X ]
}

# pid_alive <pidfile>: true when the file names a live process (not a zombie).
pid_alive() { [ -f "$1" ] && alive "$(cat "$1")"; }

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && exec 3>&- 3<&-; }

# wait_for <seconds> <description> <command...>: polls until the command succeeds.
wait_for() {
  local timeout=$1 what=$2; shift 2
  local deadline=$((SECONDS + timeout))
  until "$@" >/dev/null 2>&1; do
    [ $SECONDS -lt $deadline ] || return 1
    sleep 0.3
  done
}

# start_bg <name> <command...>: starts a long-running process in its own session with a pid file.
start_bg() {
  local name=$1; shift
  setsid "$@" >>"$LOG_DIR/$name.log" 2>&1 < /dev/null &
  echo $! >"$RUN_DIR/$name.pid"
}

# stop_pid <name>: TERM, wait up to 20 s, then KILL; removes the pid file.
stop_pid() {
  local name=$1 file="$RUN_DIR/$1.pid"
  if pid_alive "$file"; then
    local pid; pid=$(cat "$file")
    kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
    local deadline=$((SECONDS + 20))
    while alive "$pid" && [ $SECONDS -lt $deadline ]; do sleep 0.2; done
    if alive "$pid"; then
      log "$name did not stop in 20 s, killing"
      kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
    fi
  fi
  rm -f "$file"
}

status_line() { # <name> <pidfile> <port>
  if pid_alive "$2"; then printf '%-10s running  pid %-7s port %s\n' "$1" "$(cat "$2")" "$3"
  else printf '%-10s stopped\n' "$1"; fi
}

# need_apt <command> <package>: installs a Debian package when its command is missing.
need_apt() {
  command -v "$1" >/dev/null 2>&1 && return 0
  local sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  if [ ! -f /tmp/.envios-apt-updated ]; then $sudo apt-get update -qq && touch /tmp/.envios-apt-updated; fi
  log "installing $2 from Debian packages"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$2" >/dev/null
}

# Every script that sources this file runs on the project's pinned Node (node.sh).
source "$ENVIOS_ROOT/deploy/local/node.sh"
ensure_node
