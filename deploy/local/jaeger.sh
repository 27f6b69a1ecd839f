#!/usr/bin/env bash
# Jaeger v2 (a real trace backend: OTLP in, search UI out), built from its Go module pinned in
# ./jaeger/go.mod, keeping traces in memory. `npm run portal` starts it when TRACING=1, and the apps
# then export their spans to it (OTEL_EXPORTER_OTLP_ENDPOINT, apps.sh). The Go module carries no
# built UI (Jaeger's release builds embed it from another repository): the query API answers on the UI
# port — GET /api/traces/<traceId>, /api/services, /api/traces?service=bff&limit=20 — and any Jaeger
# UI or Grafana can be pointed at it.
# Usage: jaeger.sh install|start|stop|status
COMPONENT=jaeger
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

src="$ENVIOS_ROOT/deploy/local/jaeger"
# Cached per go.mod/go.sum: a new pin builds a new binary (the first build takes several minutes).
hash=$(cat "$src/go.mod" "$src/go.sum" | sha256sum | cut -c1-12)
bin="$ENVIOS_CACHE/jaeger-$hash/jaeger"
pidfile="$RUN_DIR/jaeger.pid"
config="$ENVIOS_DATA_DIR/jaeger.yaml"

install() {
  [ -x "$bin" ] && return 0
  command -v go >/dev/null || die "Go is required to build Jaeger"
  log "building Jaeger (first time only, takes several minutes)"
  mkdir -p "$(dirname "$bin")"
  (cd "$src" && go build -trimpath -o "$bin.tmp" github.com/jaegertracing/jaeger/cmd/jaeger) && mv "$bin.tmp" "$bin"
}

write_config() {
  # Jaeger's all-in-one, reduced to what the portal uses, on this profile's ports and loopback only.
  cat >"$config" <<YAML
service:
  extensions: [jaeger_storage, jaeger_query, healthcheckv2]
  pipelines:
    traces:
      receivers: [otlp]
      processors: [batch]
      exporters: [jaeger_storage_exporter]
  telemetry:
    resource:
      service.name: jaeger
    metrics:
      level: none
    logs:
      level: warn
extensions:
  jaeger_query:
    storage:
      traces: memstore
    http:
      endpoint: 127.0.0.1:$JAEGER_UI_PORT
    grpc:
      endpoint: 127.0.0.1:$((JAEGER_UI_PORT - 1))
  jaeger_storage:
    backends:
      memstore:
        memory:
          max_traces: 50000
  healthcheckv2:
    use_v2: true
    http:
      endpoint: 127.0.0.1:$((JAEGER_OTLP_PORT + 10))
receivers:
  otlp:
    protocols:
      http:
        endpoint: 127.0.0.1:$JAEGER_OTLP_PORT
processors:
  batch:
exporters:
  jaeger_storage_exporter:
    trace_storage: memstore
YAML
}

ready() { port_open "$JAEGER_UI_PORT" && port_open "$JAEGER_OTLP_PORT"; }

start() {
  if pid_alive "$pidfile" && ready; then return 0; fi
  install
  port_open "$JAEGER_OTLP_PORT" && die "port $JAEGER_OTLP_PORT is taken by another process"
  write_config
  start_bg jaeger "$bin" --config "$config"
  wait_for 30 "Jaeger" ready || die "Jaeger did not start; see $LOG_DIR/jaeger.log"
  log "ready: UI http://localhost:$JAEGER_UI_PORT, OTLP/HTTP 127.0.0.1:$JAEGER_OTLP_PORT"
}

case "${1:-}" in
  install) install ;;
  start) start ;;
  stop) stop_pid jaeger ;;
  status) status_line jaeger "$pidfile" "$JAEGER_UI_PORT" ;;
  *) echo "usage: $0 install|start|stop|status" >&2; exit 2 ;;
esac
