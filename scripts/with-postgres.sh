#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster: installs Debian's postgresql when missing (as root),
# starts a cluster in a temporary folder on a free port, exports DATABASE_URL, runs the command, stops it.
# Usage: bash scripts/with-postgres.sh npx jest __tests__/server
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [ -z "$bin" ]; then
  if [ "$(id -u)" -ne 0 ]; then echo "PostgreSQL is missing: run 'sudo apt-get install -y postgresql'" >&2; exit 1; fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
fi

dir=$(mktemp -d /tmp/webpack-docs-pg-XXXXXX)
# PG_PORT picks the port (machines that give each user a range); else any free one.
port=${PG_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
# initdb refuses to run as root: the cluster belongs to the postgres user then.
as_owner() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
if [ "$(id -u)" -eq 0 ]; then chown postgres "$dir"; fi
cleanup() {
  as_owner "'$bin/pg_ctl' -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

user=$( [ "$(id -u)" -eq 0 ] && echo postgres || id -un )
as_owner "'$bin/initdb' -D '$dir/data' -U '$user' -A trust >/dev/null"
as_owner "'$bin/pg_ctl' -D '$dir/data' -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1\" -l '$dir/log' -w start >/dev/null"
as_owner "'$bin/createdb' -h 127.0.0.1 -p $port -U '$user' votes"

export DATABASE_URL="postgres://$user@127.0.0.1:$port/votes"
echo "[with-postgres] PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port" >&2
"$@"
