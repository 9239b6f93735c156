#!/usr/bin/env bash
# A real Spark standalone cluster on this machine, from the Maven jars (no Spark download): one Master and N
# Workers, each its own JVM, every socket on 127.0.0.1 and on ports that were free.
#
#   scripts/spark-cluster.sh start [--workers N] [--cores C] [--memory M]   N workers (default 2) of C cores
#                                                                          (default 1) and M memory (default 1g);
#                                                                          the master URL is the last line printed
#   scripts/spark-cluster.sh stop       ends the processes that start started, and only those
#   scripts/spark-cluster.sh status     the master URL and each process, running or not
#
# State (pid files, logs, the workers' folders) lives in $SPARK_CLUSTER_DIR, by default target/spark/cluster;
# give each cluster its own folder to run several. start refuses to start over a running cluster.
set -euo pipefail

# shellcheck source=spark/env.sh
source "$(dirname "${BASH_SOURCE[0]}")/spark/env.sh"

state="${SPARK_CLUSTER_DIR:-$spark_home/cluster}"
# How long start waits for the master to listen and for every worker to register.
start_timeout=120

usage() {
  echo "usage: spark-cluster.sh start [--workers N] [--cores C] [--memory M] | stop | status" >&2
  exit 2
}

# A free TCP port on 127.0.0.1 (free when asked; the master binds it a moment later).
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

# Whether the process in pid file $1 is alive and is the JVM this script started with the class $2.
started_alive() {
  local pid
  [[ -f "$1" ]] || return 1
  pid="$(cat "$1")"
  [[ -r "/proc/$pid/cmdline" ]] || return 1
  local command
  command="$(tr '\0' ' ' < "/proc/$pid/cmdline")"
  [[ "$command" == *" -Dtilesearch.cluster=$state "* && "$command" == *" $2 "* ]]
}

# Launches class $1 in the background with its log in $2 and its pid in $3; the rest are its arguments.
launch() {
  local class="$1" log="$2" pidfile="$3"
  shift 3
  # The state folder on the command line marks the process as this cluster's, for stop and status.
  # shellcheck disable=SC2086  # SPARK_MASTER_OPTS is meant to split into words
  nohup "$spark_java" -cp "$spark_classpath" "${spark_java_options[@]}" "${spark_archive_options[@]}" -Xmx512m ${SPARK_MASTER_OPTS:-} \
    "-Dtilesearch.cluster=$state" \
    "$class" "$@" > "$log" 2>&1 < /dev/null &
  echo $! > "$pidfile"
  # Until the forked shell has become the JVM its command line is this script's, which started_alive does not
  # know: under load that took long enough for start to report a master that was starting as dead, and its stop
  # then left the master running. So wait for the JVM (10 s at most; a child that died stays as it is).
  local waited=0
  while [[ -e "/proc/$!" ]] && ! started_alive "$pidfile" "$class" && ((waited++ < 100)); do
    sleep 0.1
  done
}

start() {
  local workers=2 cores=1 memory=1g
  while [[ $# -gt 0 ]]; do
    case "$1" in
      --workers) workers="${2:?}"; shift 2 ;;
      --cores) cores="${2:?}"; shift 2 ;;
      --memory) memory="${2:?}"; shift 2 ;;
      *) usage ;;
    esac
  done
  [[ "$workers" =~ ^[1-9][0-9]*$ ]] || { echo "spark-cluster.sh: --workers must be 1 or more" >&2; exit 2; }
  if started_alive "$state/master.pid" org.apache.spark.deploy.master.Master; then
    echo "spark-cluster.sh: a cluster is already running from $state ($(cat "$state/master.url")); stop it first" >&2
    exit 1
  fi
  spark_prepare || { echo "spark-cluster.sh: building the jars failed" >&2; exit 70; }
  rm -rf "$state"
  mkdir -p "$state/work"

  local port url
  port="$(free_port)"
  url="spark://127.0.0.1:$port"
  echo "$url" > "$state/master.url"
  SPARK_MASTER_OPTS="-Dspark.master.rest.enabled=false" launch org.apache.spark.deploy.master.Master \
    "$state/master.log" "$state/master.pid" --host 127.0.0.1 --port "$port" --webui-port "$(free_port)"
  local deadline=$((SECONDS + start_timeout))
  until (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do
    if ! started_alive "$state/master.pid" org.apache.spark.deploy.master.Master || ((SECONDS > deadline)); then
      echo "spark-cluster.sh: the master did not start; its log:" >&2
      tail -20 "$state/master.log" >&2
      stop
      exit 1
    fi
    sleep 0.5
  done
  echo "master $url (pid $(cat "$state/master.pid"))"

  local i
  for ((i = 1; i <= workers; i++)); do
    mkdir -p "$state/work/worker-$i"
    launch org.apache.spark.deploy.worker.Worker "$state/worker-$i.log" "$state/worker-$i.pid" \
      --host 127.0.0.1 --cores "$cores" --memory "$memory" --webui-port "$(free_port)" \
      --work-dir "$state/work/worker-$i" "$url"
  done
  until [[ "$(grep -c 'Registering worker' "$state/master.log" || true)" -ge "$workers" ]]; do
    if ((SECONDS > deadline)); then
      echo "spark-cluster.sh: only $(grep -c 'Registering worker' "$state/master.log" || true) of $workers workers" \
        "registered in ${start_timeout} s; see $state/*.log" >&2
      stop
      exit 1
    fi
    sleep 0.5
  done
  for ((i = 1; i <= workers; i++)); do
    echo "worker $i (pid $(cat "$state/worker-$i.pid")), $cores core(s), $memory"
  done
  echo "$url"
}

# Ends what start started: each recorded process that is still the one recorded, with SIGTERM, then SIGKILL
# after 15 s. A worker's executors end with it.
stop() {
  local pidfile pid class stopped=0
  [[ -d "$state" ]] || return 0
  for pidfile in "$state"/worker-*.pid "$state/master.pid"; do
    [[ -f "$pidfile" ]] || continue
    class=org.apache.spark.deploy.worker.Worker
    [[ "$pidfile" == */master.pid ]] && class=org.apache.spark.deploy.master.Master
    if started_alive "$pidfile" "$class"; then
      pid="$(cat "$pidfile")"
      kill -TERM "$pid" 2>/dev/null || true
      local waited=0
      while started_alive "$pidfile" "$class" && ((waited < 30)); do
        sleep 0.5
        waited=$((waited + 1))
      done
      if started_alive "$pidfile" "$class"; then
        kill -KILL "$pid" 2>/dev/null || true
      fi
      stopped=$((stopped + 1))
    fi
    rm -f "$pidfile"
  done
  echo "stopped $stopped process(es) of the cluster in $state"
}

status() {
  if [[ ! -f "$state/master.url" ]]; then
    echo "no cluster in $state"
    return 0
  fi
  echo "cluster in $state: $(cat "$state/master.url")"
  local pidfile class name
  for pidfile in "$state/master.pid" "$state"/worker-*.pid; do
    [[ -f "$pidfile" ]] || continue
    class=org.apache.spark.deploy.worker.Worker
    [[ "$pidfile" == */master.pid ]] && class=org.apache.spark.deploy.master.Master
    name="$(basename "$pidfile" .pid)"
    if started_alive "$pidfile" "$class"; then
      echo "$name: running, pid $(cat "$pidfile")"
    else
      echo "$name: not running"
    fi
  done
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) stop ;;
  status) status ;;
  *) usage ;;
esac
