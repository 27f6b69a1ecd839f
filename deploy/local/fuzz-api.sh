#!/usr/bin/env bash
# A bounded fuzzing pass over the public API: schemathesis (from PyPI, installed here once per
# version) reads the BFF's OpenAPI document and sends generated requests, valid and invalid, to every
# operation. It fails on any 5xx and on any answer whose status, content type or body is not the one
# the document gives for it.
#
# It runs against a BFF of its own on the running stack, trusting one proxy hop, and every request
# says it comes from an address of its own (X-Forwarded-For), so the sign-in throttling it provokes
# stays on that address and never reaches the tests' or the demo's. Requests carry the demo
# superadmin's session, so the operations behind every permission are reached. The live updates
# stream (GET /api/v1/live/shipments, Server-Sent Events) never ends, so it is left out.
#
# Usage: fuzz-api.sh      FUZZ_EXAMPLES (per operation in the random phase, default 2) and FUZZ_SEED (default fixed, so
#                         a failure can be repeated) tune it. Needs the stack up (apps.sh start + seed).
COMPONENT=fuzz
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
here="$ENVIOS_ROOT/deploy/local"

SCHEMATHESIS_VERSION=4.32.5
# Pinned with schemathesis so a run is repeatable. One worker: with two threads, Hypothesis's lambda
# reflection trips CPython 3.11's "AST constructor recursion depth mismatch" (ast.parse in threads).
HYPOTHESIS_VERSION=6.165.11
venv="$ENVIOS_CACHE/schemathesis-$SCHEMATHESIS_VERSION-hypothesis-$HYPOTHESIS_VERSION"
if [ ! -x "$venv/bin/st" ]; then
  log "installing schemathesis $SCHEMATHESIS_VERSION from PyPI"
  python3 -m venv "$venv" 2>/dev/null || { need_apt python3-venv python3-venv && python3 -m venv "$venv"; } \
    || die "cannot create a Python virtual environment"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION" \
    "hypothesis==$HYPOTHESIS_VERSION" \
    || die "installing schemathesis failed"
fi

fuzz_address=198.51.100.23 # TEST-NET-2: an address no test or person uses
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
base="http://127.0.0.1:$port"
mapfile -t vars < <(bash "$here/apps.sh" env bff)
report_dir="$LOG_DIR/fuzz"
mkdir -p "$report_dir"
(cd "$ENVIOS_ROOT/bff" && exec env "${vars[@]}" PORT="$port" TRUST_PROXY_HOPS=1 RATE_LIMITS=off LOG_LEVEL=warn \
  node dist/main.js) >"$report_dir/bff.log" 2>&1 &
bff_pid=$!
trap 'kill "$bff_pid" 2>/dev/null; wait "$bff_pid" 2>/dev/null || true' EXIT
wait_for 60 "the fuzzing BFF on port $port" curl -fsS -o /dev/null "$base/api/v1/health/ready"

token=$(curl -fsS -H 'content-type: application/json' -H "x-forwarded-for: $fuzz_address" \
  -d '{"email":"superadmin@envios.mx","password":"Demo1234"}' "$base/api/v1/login" \
  | python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])') \
  || die "cannot sign in as the demo superadmin (is the stack seeded?)"

log "fuzzing every operation of $base/api/docs-json (${FUZZ_EXAMPLES:-2} examples each)"
started=$SECONDS
cd "$report_dir" # schemathesis keeps its cache (.schemathesis/) in the working directory
"$venv/bin/st" run "$base/api/docs-json" --url "$base" \
  --header "Authorization: Bearer $token" --header "X-Forwarded-For: $fuzz_address" \
  --checks not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance \
  --exclude-path /api/v1/live/shipments \
  --phases examples,coverage,fuzzing --max-examples "${FUZZ_EXAMPLES:-2}" --seed "${FUZZ_SEED:-20261123}" \
  --workers 1 --request-timeout 15 --no-color \
  --report junit,ndjson --report-dir "$report_dir" >"$report_dir/console.log" 2>&1 \
  || { cat "$report_dir/console.log"
       die "the API fuzzer found the failures above (reports in $report_dir; the BFF's log in $report_dir/bff.log)"; }
# Its console output stays in a file when it passes: its closing banner has the shape of a pytest
# summary ("=== 2 warnings in 288s ==="), which a reader of this run's log would take for its result.
cases=$(sed -n 's/^ *\([0-9]*\) generated, .*/\1/p' "$report_dir/console.log" | tail -1)
log "API fuzzing passed in $((SECONDS - started)) s: ${cases:-?} generated cases, no failure (output in $report_dir/console.log)"
