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
unset _off

FERRETDB_VERSION=1.24.2
# FerretDB's storage: postgresql (Debian's PostgreSQL 15, equality filters pushed down to indexes)
# or sqlite (scans every document on every query). See the README's notes on the local server.
MONGO_BACKEND="${MONGO_BACKEND:-postgresql}"
KAFKA_VERSION=3.9.1

RUN_DIR="$ENVIOS_DATA_DIR/run"
LOG_DIR="$ENVIOS_DATA_DIR/logs"
mkdir -p "$RUN_DIR" "$LOG_DIR" "$ENVIOS_CACHE"

export ENVIOS_ROOT ENVIOS_PROFILE ENVIOS_CACHE ENVIOS_DATA_DIR MONGO_PORT PG_PORT MONGO_BACKEND KAFKA_PORT KAFKA_CONTROLLER_PORT \
  REDIS_PORT SMTP_PORT MAILDEV_WEB_PORT APP_PORT_BASE SANDBOX_PORT_BASE

log() { printf '\033[1;34m[%s]\033[0m %s\n' "${COMPONENT:-envios}" "$*" >&2; }
die() { printf '\033[1;31m[%s] %s\033[0m\n' "${COMPONENT:-envios}" "$*" >&2; exit 1; }

# pid_alive <pidfile>: true when the file names a live process.
pid_alive() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

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
    while kill -0 "$pid" 2>/dev/null && [ $SECONDS -lt $deadline ]; do sleep 0.2; done
    if kill -0 "$pid" 2>/dev/null; then
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
