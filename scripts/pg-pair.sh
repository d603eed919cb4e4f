#!/usr/bin/env bash
# A local PostgreSQL primary and a streaming replica of it (issue 27), for the read-replica test and
# the bench: Debian's PostgreSQL 15 binaries, one directory holding both data directories and their
# logs, two ports on 127.0.0.1 only, trust authentication (replication included). The machine's own
# cluster (5432) is never touched: nothing here uses its data directory, its socket or its port.
#
#   scripts/pg-pair.sh start        <dir> [primaryPort] [replicaPort]  initdb, base backup, start both
#   scripts/pg-pair.sh stop         <dir>                              stop both (the data stays)
#   scripts/pg-pair.sh stop-primary <dir>                              stop the primary only
#   scripts/pg-pair.sh start-primary <dir>                             start it again
#   scripts/pg-pair.sh stop-replica <dir>                              stop the replica only
#   scripts/pg-pair.sh start-replica <dir>                             start it again (it catches up)
#   scripts/pg-pair.sh status       <dir>                              running or not, replica lag
#   scripts/pg-pair.sh destroy      <dir>                              stop both, remove the directory
#
# <dir>, the ports and the binaries may come from PG_PAIR_DIR, PG_PAIR_PRIMARY_PORT (default 55432),
# PG_PAIR_REPLICA_PORT (default 55433) and PG_BIN (default /usr/lib/postgresql/15/bin). `start` records
# the ports in <dir>/ports; the other commands read them from there. Every command may be repeated:
# `start` only does what is not done yet. Connect as postgres@127.0.0.1:<port>/postgres.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"

die() {
  echo "pg-pair: $*" >&2
  exit 1
}

usage() {
  die "usage: $0 start|stop|stop-primary|start-primary|stop-replica|start-replica|status|destroy <dir> [primaryPort] [replicaPort]"
}

command="${1:-}"
[[ -n "$command" ]] || usage
dir="${2:-${PG_PAIR_DIR:-}}"
[[ -n "$dir" ]] || usage
[[ -x "$PG_BIN/pg_ctl" ]] || die "no PostgreSQL binaries in $PG_BIN (apt-get install postgresql-15, or set PG_BIN)"

# initdb and pg_ctl refuse to run as root: as root, run them as the postgres user, who owns <dir>.
as_owner() {
  if [[ "$(id -u)" == 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

primary="$dir/primary"
replica="$dir/replica"
ports_file="$dir/ports"

read_ports() {
  [[ -f "$ports_file" ]] || die "$dir holds no pair; run: $0 start $dir <primaryPort> <replicaPort>"
  read -r primary_port replica_port <"$ports_file"
}

is_running() { as_owner "$PG_BIN/pg_ctl" -D "$1" status >/dev/null 2>&1; }

start_server() {
  local data="$1" log="$2"
  is_running "$data" && return 0
  # -w waits until the server accepts connections (a standby: until it is consistent for reads).
  as_owner "$PG_BIN/pg_ctl" -D "$data" -l "$log" -w -t 60 start >/dev/null ||
    die "could not start the server in $data; see $log"
}

stop_server() {
  local data="$1"
  [[ -d "$data" ]] || return 0
  is_running "$data" || return 0
  # fast: open sessions are ended at once, as in a crash of the client side; no data is lost.
  as_owner "$PG_BIN/pg_ctl" -D "$data" -m fast -w -t 60 stop >/dev/null
}

init_primary() {
  [[ -f "$primary/PG_VERSION" ]] && return 0
  as_owner "$PG_BIN/initdb" -D "$primary" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
    die "initdb failed; see $dir/initdb.log"
  # Appended after the defaults, so these win. No Unix socket: the machine's cluster keeps its own.
  as_owner tee -a "$primary/postgresql.conf" >/dev/null <<EOF

# pg-pair.sh
listen_addresses = '127.0.0.1'
port = $primary_port
unix_socket_directories = ''
wal_level = replica
max_wal_senders = 5
max_replication_slots = 5
hot_standby = on
# The replica's queries are not cancelled by the primary's vacuum of rows they still see.
hot_standby_feedback = on
EOF
  as_owner tee "$primary/pg_hba.conf" >/dev/null <<EOF
# pg-pair.sh: trust on 127.0.0.1 only, for queries and for streaming replication.
host all         all 127.0.0.1/32 trust
host replication all 127.0.0.1/32 trust
EOF
}

init_replica() {
  [[ -f "$replica/PG_VERSION" ]] && return 0
  # -R writes standby.signal and primary_conninfo; the slot keeps the WAL the replica has not yet
  # received while it, or the primary, is stopped.
  as_owner "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$replica" \
    -R -X stream -c fast -C -S pg_pair_replica >"$dir/basebackup.log" 2>&1 ||
    die "pg_basebackup failed; see $dir/basebackup.log"
  as_owner tee -a "$replica/postgresql.conf" >/dev/null <<EOF
port = $replica_port
EOF
}

psql_at() {
  as_owner "$PG_BIN/psql" -X -A -t -q -h 127.0.0.1 -p "$1" -U postgres -d postgres -c "$2"
}

case "$command" in
  start)
    primary_port="${3:-${PG_PAIR_PRIMARY_PORT:-55432}}"
    replica_port="${4:-${PG_PAIR_REPLICA_PORT:-55433}}"
    [[ "$primary_port" =~ ^[0-9]+$ && "$replica_port" =~ ^[0-9]+$ ]] || die "ports must be numbers"
    [[ "$primary_port" != "$replica_port" ]] || die "the primary and the replica need two ports"
    [[ "$primary_port" != 5432 && "$replica_port" != 5432 ]] || die "5432 is the machine's own cluster; choose spare ports"
    if [[ -f "$ports_file" ]]; then
      read -r kept_primary kept_replica <"$ports_file"
      [[ "$kept_primary $kept_replica" == "$primary_port $replica_port" ]] ||
        die "$dir already holds a pair on ports $kept_primary and $kept_replica"
    fi
    mkdir -p "$dir"
    if [[ "$(id -u)" == 0 ]]; then chown postgres: "$dir"; fi
    as_owner test -w "$dir" || die "$dir is not writable by the postgres user (check its parent directories)"
    echo "$primary_port $replica_port" | as_owner tee "$ports_file" >/dev/null
    init_primary
    start_server "$primary" "$dir/primary.log"
    init_replica
    start_server "$replica" "$dir/replica.log"
    echo "primary postgres://postgres@127.0.0.1:$primary_port/postgres"
    echo "replica postgres://postgres@127.0.0.1:$replica_port/postgres"
    ;;
  stop)
    read_ports
    stop_server "$replica"
    stop_server "$primary"
    ;;
  stop-primary)
    read_ports
    stop_server "$primary"
    ;;
  start-primary)
    read_ports
    start_server "$primary" "$dir/primary.log"
    ;;
  stop-replica)
    read_ports
    stop_server "$replica"
    ;;
  start-replica)
    read_ports
    start_server "$replica" "$dir/replica.log"
    ;;
  status)
    read_ports
    for side in primary replica; do
      data="$dir/$side"
      port="$primary_port"
      [[ "$side" == replica ]] && port="$replica_port"
      if is_running "$data"; then echo "$side running on 127.0.0.1:$port"; else echo "$side stopped (port $port)"; fi
    done
    if is_running "$replica"; then
      echo "replica replayed up to $(psql_at "$replica_port" "SELECT pg_last_wal_replay_lsn()")," \
        "last transaction replayed $(psql_at "$replica_port" \
          "SELECT coalesce(round(extract(epoch FROM now() - pg_last_xact_replay_timestamp())::numeric, 3)::text || ' s ago', 'never')")"
    fi
    ;;
  destroy)
    if [[ -f "$ports_file" ]]; then
      stop_server "$replica"
      stop_server "$primary"
    fi
    rm -rf "$dir"
    ;;
  *)
    usage
    ;;
esac
