#!/usr/bin/env bash
# Runs every test against real servers, from a clean slate, on the test profile (its own ports and
# data directory, so it can run beside a running portal). Installs whatever is missing first.
# Usage: test.sh [jest args...]      KEEP_STACK=1 leaves the test stack running afterwards.
#        A full run (no jest args) ends with the API fuzzing pass (fuzz-api.sh); FUZZ=0 skips it.
export ENVIOS_PROFILE=test
COMPONENT=test
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
here="$ENVIOS_ROOT/deploy/local"
cd "$ENVIOS_ROOT"

need_apt chromium chromium
need_apt redis-server redis-server
# Label tests render PDFs (poppler) and read their barcodes (zbar).
need_apt pdftoppm poppler-utils
need_apt zbarimg zbar-tools
need_apt openssl openssl
need_apt promtool prometheus

cleanup() {
  local rc=$?
  if [ "${KEEP_STACK:-0}" != 1 ]; then
    bash "$here/apps.sh" stop || true
    bash "$here/infra.sh" down || true
  fi
  exit $rc
}
trap cleanup EXIT

started=$SECONDS
# Each stage says when it starts, in seconds since this script began.
step() { log "$((SECONDS - started)) s · $*"; }
bash "$here/apps.sh" stop
bash "$here/infra.sh" reset
bash "$here/infra.sh" up
# kustomize, the schema validator and the CRDs' schemas for the manifests' test (cached after the first run).
bash "$here/k8s-tools.sh" install

export NX_DAEMON=false NX_NO_CLOUD=true NX_SKIP_NX_CACHE=${NX_SKIP_NX_CACHE:-false}
# The lint tests run ESLint, whose Nx rule reads the project graph the build below leaves there.
export NX_WORKSPACE_DATA_DIRECTORY="$NX_SHARED_WORKSPACE_DATA"
step "formatting"
npx prettier --check --log-level warn --cache --cache-strategy content --cache-location "$ENVIOS_CACHE/prettier-cache" . || die "files above are not formatted: run npm run format"
step "unused files, exports and dependencies (knip)"
npx knip --no-config-hints || die "knip found unused code above: remove it, or use it"

step "build, typecheck and lint"
nx_batch run-many -t build typecheck lint --outputStyle=stream-without-prefixes >"$LOG_DIR/nx.log" 2>&1 \
  || { tail -n 80 "$LOG_DIR/nx.log"; die "build, typecheck or lint failed (full log: $LOG_DIR/nx.log)"; }
step "the public pages' JavaScript budget (issue 13)"
npx tsx bench/web-bundle.ts --check || die "a public page loads more JavaScript than its budget (above)"

step "starting the apps"
LOG_LEVEL=${LOG_LEVEL:-warn} NODE_ENV=test bash "$here/apps.sh" start
# Tests sign in as the demo staff accounts (read-only use); they create their own data otherwise.
bash "$here/seed.sh"
log "stack ready after $((SECONDS - started)) s; running Jest"
# Three workers on two cores: the runs measured the cores 15 % idle with two (tests waiting on
# events, sleeps and the browser), which a third worker fills.
npx jest --ci --maxWorkers=3 --json --outputFile="$LOG_DIR/jest.json" "$@"
# Last, because it signs in as the demo superadmin and may change anything that role can.
if [ $# -eq 0 ] && [ "${FUZZ:-1}" != 0 ]; then step "API fuzzing" && bash "$here/fuzz-api.sh"; fi
log "done in $((SECONDS - started)) s"
# The run ends with Jest's own summary lines again, so whatever reads the end of this log finds the
# test counts there rather than the fuzzer's closing banner.
node -e 'const r = require(process.argv[1]);
  const part = (failed, passed, skipped, total) =>
    [failed && `${failed} failed`, skipped && `${skipped} skipped`, `${passed} passed`, `${total} total`]
      .filter(Boolean).join(", ");
  console.log(`Test Suites: ${part(r.numFailedTestSuites, r.numPassedTestSuites, r.numPendingTestSuites, r.numTotalTestSuites)}`);
  console.log(`Tests:       ${part(r.numFailedTests, r.numPassedTests, r.numPendingTests, r.numTotalTests)}`);' \
  "$LOG_DIR/jest.json"
