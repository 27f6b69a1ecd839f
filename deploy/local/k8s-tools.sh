#!/usr/bin/env bash
# The tools of the Kubernetes manifests' test (deploy/k8s/test/manifests.spec.ts), all from package
# registries, built or resolved once per version into $ENVIOS_CACHE (shared by every checkout):
#   kustomize            Go module sigs.k8s.io/kustomize/kustomize/v5 (go install): the current
#                        release, and the one kubectl 1.32 embeds (`kubectl apply -k`), which must
#                        render the same manifests (older ones crash on patches the newer accept)
#   kubernetes-validate  PyPI, in a venv: validates against the strict Kubernetes JSON schemas it
#                        bundles (1.25 to 1.37); deploy/k8s/test/validate.py drives it
#   CRD schemas          KEDA's (Go module github.com/kedacore/keda/v2, config/crd/bases), the
#                        Prometheus Operator's (Go module github.com/prometheus-operator/prometheus-operator,
#                        example/prometheus-operator-crd) and Strimzi's KafkaTopic (Maven Central
#                        io.strimzi:api and io.strimzi:crd-generator: Strimzi's own generator writes
#                        the CRD from the API classes, as its release build does), turned into strict
#                        JSON schemas by validate.py; plus the parameter names each KEDA scaler reads
#                        (from KEDA's source), since a trigger's metadata is a free map in its CRD
# Needs Go, Python 3 (venv), Java 17 and Maven (as deploy/local/kafka.sh).
# Usage: k8s-tools.sh install|path
#   path   installs what is missing, then prints KEY=VALUE lines: KUSTOMIZE, KUSTOMIZE_KUBECTL,
#          PYTHON, VALIDATE, CRD_SCHEMAS, KUBERNETES_VERSIONS (space-separated)
COMPONENT=k8s-tools
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

KUSTOMIZE_VERSION=v5.8.0
# kubectl 1.32's (kubectl version --client). 1.30's, v5.0.4, is not served by the module proxy.
KUSTOMIZE_KUBECTL_VERSION=v5.5.0
KUBERNETES_VALIDATE_VERSION=1.37.0
KEDA_VERSION=v2.21.0
PROMETHEUS_OPERATOR_VERSION=v0.85.0
STRIMZI_VERSION=0.45.0
# The Kubernetes versions every document is validated against: the oldest the manifests support
# (kubectl 1.30's kustomize, see deploy/k8s/components/app) and the newest kubernetes-validate bundles.
KUBERNETES_VERSIONS="1.30 1.37"

validate_py="$ENVIOS_ROOT/deploy/k8s/test/validate.py"
kustomize_bin() { echo "$ENVIOS_CACHE/kustomize-$1/kustomize"; }
venv="$ENVIOS_CACHE/kubernetes-validate-$KUBERNETES_VALIDATE_VERSION"
# Per versions and per converter: a change to validate.py converts the CRDs again.
schemas_hash=$(
  { printf '%s\n' "$KEDA_VERSION" "$PROMETHEUS_OPERATOR_VERSION" "$STRIMZI_VERSION"; cat "$validate_py"; } |
    sha256sum | cut -c1-12
)
schemas="$ENVIOS_CACHE/k8s-crd-schemas-$schemas_hash"

# install_kustomize <version>
install_kustomize() {
  local bin; bin=$(kustomize_bin "$1")
  [ -x "$bin" ] && return 0
  command -v go >/dev/null || die "Go is required to build kustomize"
  log "building kustomize $1 from its Go module (first time only, about a minute)"
  local tmp; tmp=$(mktemp -d "$ENVIOS_CACHE/.kustomize-XXXXXX")
  (cd "$tmp" && GOBIN="$tmp/bin" go install "sigs.k8s.io/kustomize/kustomize/v5@$1") ||
    { rm -rf "$tmp"; die "could not build kustomize $1"; }
  mkdir -p "$(dirname "$bin")"
  mv "$tmp/bin/kustomize" "$bin"
  rm -rf "$tmp"
}

install_validator() {
  [ -f "$venv/.complete" ] && return 0
  command -v python3 >/dev/null || die "Python 3 is required for kubernetes-validate"
  log "installing kubernetes-validate $KUBERNETES_VALIDATE_VERSION from PyPI (first time only)"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check \
    "kubernetes-validate==$KUBERNETES_VALIDATE_VERSION" || { rm -rf "$venv"; die "could not install kubernetes-validate"; }
  touch "$venv/.complete"
}

# go_module_dir <module@version>: the module's files in Go's module cache (downloaded if missing).
go_module_dir() {
  local dir
  dir=$(cd "$1" && go mod download -json "$2" | sed -n 's/^\t"Dir": "\(.*\)",$/\1/p')
  [ -d "$dir" ] || die "could not download the Go module $2"
  echo "$dir"
}

# strimzi_crd <out.yaml>: the KafkaTopic CRD (v1beta2) written by Strimzi's crd-generator.
strimzi_crd() {
  command -v java >/dev/null || die "Java 17 is required to generate Strimzi's CRD"
  command -v mvn >/dev/null || die "Maven is required to resolve Strimzi's jars"
  local work; work=$(dirname "$1")/strimzi
  mkdir -p "$work"
  cat >"$work/pom.xml" <<POM
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>mx.envios.local</groupId>
  <artifactId>strimzi-crds</artifactId>
  <version>1.0.0</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency><groupId>io.strimzi</groupId><artifactId>api</artifactId><version>$STRIMZI_VERSION</version></dependency>
    <dependency><groupId>io.strimzi</groupId><artifactId>crd-generator</artifactId><version>$STRIMZI_VERSION</version></dependency>
  </dependencies>
</project>
POM
  mvn -B -q -Dstyle.color=never -f "$work/pom.xml" org.apache.maven.plugins:maven-dependency-plugin:3.6.1:build-classpath \
    -Dmdep.outputFile="$work/classpath.txt" >&2 || die "could not resolve Strimzi $STRIMZI_VERSION from Maven Central"
  java -cp "$(cat "$work/classpath.txt")" io.strimzi.crdgenerator.CrdGenerator \
    --crd-api-version v1 --api-versions v1beta2 --storage-version v1beta2 \
    --yaml "io.strimzi.api.kafka.model.topic.KafkaTopic=$1" 2>/dev/null ||
    die "Strimzi's crd-generator failed"
  [ -s "$1" ] || die "Strimzi's crd-generator wrote no CRD"
}

install_crd_schemas() {
  [ -f "$schemas/.complete" ] && return 0
  install_validator
  command -v go >/dev/null || die "Go is required to download the KEDA and Prometheus Operator modules"
  log "CRD schemas: KEDA $KEDA_VERSION, Prometheus Operator $PROMETHEUS_OPERATOR_VERSION, Strimzi $STRIMZI_VERSION (first time only)"
  local tmp; tmp=$(mktemp -d "$ENVIOS_CACHE/.k8s-crd-schemas-XXXXXX")
  local keda prom
  keda=$(go_module_dir "$tmp" "github.com/kedacore/keda/v2@$KEDA_VERSION")
  prom=$(go_module_dir "$tmp" "github.com/prometheus-operator/prometheus-operator@$PROMETHEUS_OPERATOR_VERSION")
  strimzi_crd "$tmp/kafkatopic.yaml"
  "$venv/bin/python" "$validate_py" crd-schemas "$tmp/schemas" \
    "$keda/config/crd/bases/keda.sh_scaledobjects.yaml" \
    "$keda/config/crd/bases/keda.sh_triggerauthentications.yaml" \
    "$prom/example/prometheus-operator-crd/monitoring.coreos.com_servicemonitors.yaml" \
    "$prom/example/prometheus-operator-crd/monitoring.coreos.com_podmonitors.yaml" \
    "$tmp/kafkatopic.yaml" >/dev/null
  "$venv/bin/python" "$validate_py" keda-trigger-keys "$tmp/schemas" "$keda/pkg/scalers" >/dev/null
  rm -rf "$schemas"
  mv "$tmp/schemas" "$schemas"
  rm -rf "$tmp"
  touch "$schemas/.complete"
}

install() {
  # One install at a time (two test runs on a fresh machine would build the same things).
  exec 9>"$ENVIOS_CACHE/.k8s-tools.lock"
  flock 9
  install_kustomize "$KUSTOMIZE_VERSION"
  install_kustomize "$KUSTOMIZE_KUBECTL_VERSION"
  install_validator
  install_crd_schemas
  flock -u 9
}

case "${1:-}" in
  install) install ;;
  path)
    install
    printf 'KUSTOMIZE=%s\nKUSTOMIZE_KUBECTL=%s\nPYTHON=%s\nVALIDATE=%s\nCRD_SCHEMAS=%s\nKUBERNETES_VERSIONS=%s\n' \
      "$(kustomize_bin "$KUSTOMIZE_VERSION")" "$(kustomize_bin "$KUSTOMIZE_KUBECTL_VERSION")" \
      "$venv/bin/python" "$validate_py" "$schemas" "$KUBERNETES_VERSIONS"
    ;;
  *) echo "usage: $0 install|path" >&2; exit 2 ;;
esac
