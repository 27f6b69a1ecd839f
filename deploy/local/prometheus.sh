#!/usr/bin/env bash
# Local Prometheus (Debian's `prometheus` package): scrapes every app's GET /metrics every 5 s (the
# BFF with its scrape token) and evaluates deploy/observability/alerts.yml. Its configuration, data
# and token file live in the profile's data directory; `npm run portal` starts it and prints its UI.
# Usage: prometheus.sh install|start|stop|status|url
COMPONENT=prometheus
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
here="$ENVIOS_ROOT/deploy/local"

# Beside the apps' ports (3000–3202 dev, 4000–4202 test): 3300 dev, 4300 test. Away from 9090, where
# the Debian package's own service listens on a machine whose systemd starts it.
PROMETHEUS_PORT="${PROMETHEUS_PORT:-$((APP_PORT_BASE + 300))}"
prom_dir="$ENVIOS_DATA_DIR/prometheus"
config="$prom_dir/prometheus.yml"
token_file="$prom_dir/metrics-token"
pidfile="$RUN_DIR/prometheus.pid"

url() { echo "http://127.0.0.1:$PROMETHEUS_PORT"; }

# The port an app listens on, as apps.sh starts it.
app_port() { bash "$here/apps.sh" env "$1" | sed -n 's/^PORT=//p'; }

# Every app apps.sh runs but our stand-ins for external providers (they have no /metrics).
metric_apps() { bash "$here/apps.sh" status | awk '{print $1}' | grep -v -- '-sandbox$'; }

write_config() {
  mkdir -p "$prom_dir/data"
  (umask 077 && bash "$here/apps.sh" env bff | sed -n 's/^METRICS_TOKEN=//p' | tr -d '\n' >"$token_file")
  local services=() app
  for app in $(metric_apps); do
    [ "$app" = bff ] || services+=("'127.0.0.1:$(app_port "$app")'")
  done
  local joined; joined=$(IFS=,; echo "${services[*]}")
  cat >"$config" <<EOF
# Written by deploy/local/prometheus.sh for the '$ENVIOS_PROFILE' profile; rewritten at every start.
global:
  scrape_interval: 5s
  scrape_timeout: 4s
  evaluation_interval: 5s
rule_files:
  - $ENVIOS_ROOT/deploy/observability/alerts.yml
scrape_configs:
  # The services answer /metrics openly (only the cluster reaches them).
  - job_name: envios
    static_configs:
      - targets: [$joined]
  # The BFF answers it only to its scrape token (METRICS_TOKEN).
  - job_name: envios-bff
    authorization:
      type: Bearer
      credentials_file: $token_file
    static_configs:
      - targets: ['127.0.0.1:$(app_port bff)']
EOF
  promtool check config "$config" >/dev/null || die "invalid configuration: $config"
}

ready() { curl -sf -o /dev/null "$(url)/-/ready"; }

case "${1:-}" in
  install)
    need_apt prometheus prometheus
    need_apt promtool prometheus
    ;;
  start)
    need_apt prometheus prometheus
    need_apt promtool prometheus
    write_config
    if pid_alive "$pidfile"; then
      # Running: take the configuration again (the apps' ports or token may have changed).
      kill -HUP "$(cat "$pidfile")"
    else
      port_open "$PROMETHEUS_PORT" && die "port $PROMETHEUS_PORT is taken (PROMETHEUS_PORT=… to choose another)"
      start_bg prometheus prometheus \
        --config.file="$config" \
        --storage.tsdb.path="$prom_dir/data" \
        --storage.tsdb.retention.time=7d \
        --web.listen-address="127.0.0.1:$PROMETHEUS_PORT"
    fi
    wait_for 60 prometheus ready || die "Prometheus did not become ready; see $LOG_DIR/prometheus.log"
    log "ready: $(url) (scraping every app every 5 s)"
    ;;
  stop) stop_pid prometheus ;;
  status) status_line prometheus "$pidfile" "$PROMETHEUS_PORT" ;;
  url) url ;;
  *) echo "usage: $0 install|start|stop|status|url" >&2; exit 2 ;;
esac
