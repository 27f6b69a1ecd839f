#!/usr/bin/env bash
# Apache Kafka in KRaft single-node mode; jars resolved from Maven Central by ./kafka/pom.xml.
# Usage: kafka.sh install|start|stop|status
COMPONENT=kafka
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

libdir="$ENVIOS_CACHE/kafka-$KAFKA_VERSION/lib"
home="$ENVIOS_DATA_DIR/kafka"
pidfile="$RUN_DIR/kafka.pid"

install() {
  [ -f "$libdir/.complete" ] && return 0
  command -v java >/dev/null || die "Java 17 is required for Kafka"
  command -v mvn >/dev/null || die "Maven is required to resolve the Kafka jars"
  log "resolving Kafka $KAFKA_VERSION jars from Maven Central (first time only)"
  mkdir -p "$libdir"
  mvn -B -q -f "$ENVIOS_ROOT/deploy/local/kafka/pom.xml" \
    org.apache.maven.plugins:maven-dependency-plugin:3.6.1:copy-dependencies \
    -DincludeScope=runtime -DoutputDirectory="$libdir"
  touch "$libdir/.complete"
}

configure() {
  mkdir -p "$home/data"
  cat >"$home/server.properties" <<PROPS
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$KAFKA_CONTROLLER_PORT
listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT
advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$home/data
num.partitions=3
auto.create.topics.enable=false
offsets.topic.replication.factor=1
offsets.topic.num.partitions=10
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
log.retention.hours=168
PROPS
  cat >"$home/log4j.properties" <<'PROPS'
log4j.rootLogger=WARN, stdout
log4j.logger.kafka.server.KafkaRaftServer=INFO
log4j.appender.stdout=org.apache.log4j.ConsoleAppender
log4j.appender.stdout.layout=org.apache.log4j.PatternLayout
log4j.appender.stdout.layout.ConversionPattern=[%d] %p %m (%c)%n
PROPS
  if [ ! -f "$home/data/meta.properties" ]; then
    local cid; cid=$(java -cp "$libdir/*" kafka.tools.StorageTool random-uuid 2>/dev/null | tail -n1)
    java -cp "$libdir/*" kafka.tools.StorageTool format -t "$cid" -c "$home/server.properties" \
      --ignore-formatted >>"$LOG_DIR/kafka.log" 2>&1
  fi
}

ready() { port_open "$KAFKA_PORT" && grep -q "Kafka Server started" "$LOG_DIR/kafka.log"; }

start() {
  if pid_alive "$pidfile" && port_open "$KAFKA_PORT"; then return 0; fi
  install
  configure
  port_open "$KAFKA_PORT" && die "port $KAFKA_PORT is taken by another process"
  : >"$LOG_DIR/kafka.log"
  start_bg kafka java -Xms256m -Xmx${KAFKA_HEAP:-512m} -XX:+UseSerialGC \
    -Dlog4j.configuration="file:$home/log4j.properties" -cp "$libdir/*" kafka.Kafka "$home/server.properties"
  wait_for 90 "Kafka" ready || die "Kafka did not start; see $LOG_DIR/kafka.log"
  log "ready on 127.0.0.1:$KAFKA_PORT"
}

case "${1:-}" in
  install) install ;;
  start) start ;;
  stop) stop_pid kafka ;;
  status) status_line kafka "$pidfile" "$KAFKA_PORT" ;;
  *) echo "usage: $0 install|start|stop|status" >&2; exit 2 ;;
esac
