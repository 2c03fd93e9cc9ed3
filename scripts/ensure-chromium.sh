#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; install it when the machine lacks it (CI runs as root).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then echo "Chromium is missing: run 'sudo apt-get install -y chromium'" >&2; exit 1; fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
