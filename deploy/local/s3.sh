#!/usr/bin/env bash
# An S3-compatible object store for label files (shipments' LABEL_STORAGE=s3): Versity's versitygw on
# its posix backend (each bucket a directory of $ENVIOS_DATA_DIR/s3, each object a file, metadata in
# extended attributes), built from its Go module by our small module in ./versitygw (go.mod's `tool`
# directive pins it; no code of ours), cached per source hash like FerretDB. It checks AWS
# Signature V4, presigned URLs and their expiry as S3 does.
# Usage: s3.sh install|start|stop|status|path|env
#   start also creates the bucket $S3_BUCKET; env prints the settings an app needs to use it.
COMPONENT=s3
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

if [ "$ENVIOS_PROFILE" = "test" ]; then S3_PORT="${S3_PORT:-7080}"; else S3_PORT="${S3_PORT:-7070}"; fi
# Local credentials of the server's root user (nothing outside this machine reaches it).
S3_ACCESS_KEY_ID="${S3_ACCESS_KEY_ID:-envios-local}"
S3_SECRET_ACCESS_KEY="${S3_SECRET_ACCESS_KEY:-envios-local-secret}"
S3_BUCKET="${S3_BUCKET:-envios-labels}"
S3_REGION=us-east-1

src="$ENVIOS_ROOT/deploy/local/versitygw"
version=$(awk '$1 == "github.com/versity/versitygw" { print $2 }' "$src/go.mod")
# The binary is cached per source hash, so a change to go.mod or go.sum rebuilds it.
hash=$(cat "$src/go.mod" "$src/go.sum" | sha256sum | cut -c1-12)
bin="$ENVIOS_CACHE/versitygw-$version-$hash/versitygw"
pidfile="$RUN_DIR/s3.pid"
data="$ENVIOS_DATA_DIR/s3"

install() {
  [ -x "$bin" ] && return 0
  command -v go >/dev/null || die "Go is required to build versitygw"
  log "building versitygw $version (first time only: 1.5 to 6 minutes on 2 cores, by the load)"
  mkdir -p "$(dirname "$bin")"
  local started=$SECONDS
  (cd "$src" && go build -trimpath -o "$bin.tmp" github.com/versity/versitygw/cmd/versitygw) && mv "$bin.tmp" "$bin"
  log "built in $((SECONDS - started)) s: $bin"
}

ready() { port_open "$S3_PORT"; }

# s3_put <path>: a signed PUT to the server (curl signs it with AWS Signature V4); prints the status.
s3_put() {
  curl -s -o /dev/null -w '%{http_code}' -X PUT --aws-sigv4 "aws:amz:$S3_REGION:s3" \
    -u "$S3_ACCESS_KEY_ID:$S3_SECRET_ACCESS_KEY" -H 'x-amz-content-sha256: UNSIGNED-PAYLOAD' \
    "http://127.0.0.1:$S3_PORT/$1"
}

start() {
  if ! { pid_alive "$pidfile" && ready; }; then
    install
    mkdir -p "$data"
    port_open "$S3_PORT" && die "port $S3_PORT is taken by another process"
    # Credentials by environment rather than flags, so they are not on the process list.
    ROOT_ACCESS_KEY_ID="$S3_ACCESS_KEY_ID" ROOT_SECRET_ACCESS_KEY="$S3_SECRET_ACCESS_KEY" \
      start_bg s3 "$bin" --port "127.0.0.1:$S3_PORT" --region "$S3_REGION" --quiet posix "$data"
    wait_for 30 "versitygw" ready || die "versitygw did not start; see $LOG_DIR/s3.log"
  fi
  # 200: created; 409: it exists already (BucketAlreadyOwnedByYou).
  local status; status=$(s3_put "$S3_BUCKET")
  [ "$status" = 200 ] || [ "$status" = 409 ] || die "could not create bucket $S3_BUCKET (HTTP $status)"
  log "ready on http://127.0.0.1:$S3_PORT (bucket $S3_BUCKET, data in $data)"
}

case "${1:-}" in
  install) install ;;
  start) start ;;
  stop) stop_pid s3 ;;
  status) status_line s3 "$pidfile" "$S3_PORT" ;;
  path) install; echo "$bin" ;;
  env)
    printf '%s\n' LABEL_STORAGE=s3 "S3_ENDPOINT=http://127.0.0.1:$S3_PORT" S3_FORCE_PATH_STYLE=true \
      "S3_REGION=$S3_REGION" "S3_BUCKET=$S3_BUCKET" "S3_ACCESS_KEY_ID=$S3_ACCESS_KEY_ID" \
      "S3_SECRET_ACCESS_KEY=$S3_SECRET_ACCESS_KEY"
    ;;
  *) echo "usage: $0 install|start|stop|status|path|env" >&2; exit 2 ;;
esac
