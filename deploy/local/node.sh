# The project's Node.js runtime: a pinned Node 24 LTS from the npm registry (the official binaries
# published as node-linux-<arch>), checked against the integrity pinned here, unpacked once into the
# cache and put first on PATH. Every build, app, test and benchmark runs on it, whatever `node` the
# machine has. Sourced by env.sh; ENVIOS_NODE=system keeps the machine's own node (only for comparing
# runtimes, e.g. bench figures on Node 20).

ENVIOS_NODE_VERSION=24.21.0
# `npm view node-linux-<arch>@<version> dist.integrity`
declare -A _node_integrity=(
  [x64]='sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q=='
  [arm64]='sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g=='
)

ensure_node() {
  [ "${ENVIOS_NODE:-}" = system ] && return 0
  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) die "no pinned Node $ENVIOS_NODE_VERSION for $(uname -m)" ;;
  esac
  local home="$ENVIOS_CACHE/node-$ENVIOS_NODE_VERSION-linux-$arch"
  if [ ! -x "$home/bin/node" ]; then
    local pkg="node-linux-$arch" want="${_node_integrity[$arch]}"
    local url="https://registry.npmjs.org/$pkg/-/$pkg-$ENVIOS_NODE_VERSION.tgz"
    local tmp; tmp=$(mktemp -d "$ENVIOS_CACHE/.node-XXXXXX")
    log "installing Node $ENVIOS_NODE_VERSION ($pkg from the npm registry, first time only)"
    curl -fsSL --retry 3 -o "$tmp/node.tgz" "$url" || { rm -rf "$tmp"; die "could not download $url"; }
    local got="sha512-$(openssl dgst -sha512 -binary "$tmp/node.tgz" | base64 -w0)"
    if [ "$got" != "$want" ]; then
      rm -rf "$tmp"
      die "integrity mismatch for $url: expected $want, got $got"
    fi
    mkdir "$tmp/unpacked"
    tar -xzf "$tmp/node.tgz" -C "$tmp/unpacked" --strip-components=1
    "$tmp/unpacked/bin/node" -e 'process.exit(process.versions.node === process.argv[1] ? 0 : 1)' \
      "$ENVIOS_NODE_VERSION" || { rm -rf "$tmp"; die "the unpacked Node does not run on this machine"; }
    rm -rf "$home"
    mv "$tmp/unpacked" "$home"
    rm -rf "$tmp"
  fi
  case ":$PATH:" in
    *":$home/bin:"*) ;;
    *) PATH="$home/bin:$PATH" ;;
  esac
  # Native addons built by npm compile against this runtime's headers, not the machine's node.
  npm_config_nodedir="$home"
  export PATH npm_config_nodedir
}
