#!/usr/bin/env bash
# Installs a new release of the storefront and switches the service to it,
# switching back when it does not come up healthy (docs/deploy.md).
#
#   deploy/update.sh storefront.tar.gz   install this source (made by git archive)
#   deploy/update.sh --rollback          go back to the release before the current one
#
# Run as root. Releases live in $BASE/releases/<date-time>, `current` links to
# the one served, and every release shares $BASE/data through a `data` link.
set -euo pipefail

BASE=${STOREFRONT_BASE:-/srv/storefront}
SERVICE=${STOREFRONT_SERVICE:-storefront}
APP_USER=${STOREFRONT_USER:-storefront}
HEALTH_URL=${STOREFRONT_HEALTH_URL:-http://127.0.0.1:3000/healthz}
HEALTH_WAIT_SECONDS=${STOREFRONT_HEALTH_WAIT_SECONDS:-60}
KEEP_RELEASES=${STOREFRONT_KEEP_RELEASES:-5}

say() { echo "update: $*" >&2; }

# Builds run as the service's user: npm's install scripts never run as root.
as_app() {
  if [ "$(id -un)" = "$APP_USER" ]; then "$@"; else runuser -u "$APP_USER" -- env HOME="$BASE" "$@"; fi
}

# A new link renamed over the old one: `current` is never missing.
switch_to() {
  ln -sfn "$1" "$BASE/current.next"
  mv -T "$BASE/current.next" "$BASE/current"
  say "current -> $1"
}

healthy() {
  for ((second = 0; second < HEALTH_WAIT_SECONDS; second++)); do
    if curl -fs -o /dev/null --max-time 2 "$HEALTH_URL"; then return 0; fi
    sleep 1
  done
  return 1
}

restart_healthy() {
  systemctl restart "$SERVICE" && healthy
}

# The releases, oldest first (their names are dates).
releases() {
  find "$BASE/releases" -mindepth 1 -maxdepth 1 -type d | sort
}

rollback() {
  local current previous
  current=$(readlink -f "$BASE/current")
  previous=$(releases | awk -v current="$current" '$0 < current' | tail -n 1)
  [ -n "$previous" ] || { say "no release before $current"; exit 1; }
  switch_to "$previous"
  if restart_healthy; then say "rolled back to $previous"; else
    say "$previous is not healthy either: see journalctl -u $SERVICE"
    exit 1
  fi
}

install_release() {
  local archive=$1 release previous new_migrations
  [ -f "$archive" ] || { say "no such file: $archive"; exit 2; }
  release="$BASE/releases/$(date -u +%Y%m%d-%H%M%S.%3N)"
  previous=$(readlink -f "$BASE/current" 2>/dev/null || true)

  install -d -o "$APP_USER" -g "$(id -gn "$APP_USER")" -m 750 "$release" "$BASE/data"
  as_app tar -xzf "$archive" -C "$release"
  as_app ln -sfn "$BASE/data" "$release/data"
  say "building $release"
  (cd "$release" && as_app npm ci --no-audit --no-fund && as_app npm run build)

  if [ -n "$previous" ] && [ -d "$previous/db/migrations" ]; then
    new_migrations=$(comm -13 <(ls "$previous/db/migrations") <(ls "$release/db/migrations"))
    if [ -n "$new_migrations" ]; then
      say "this release changes the database (${new_migrations//$'\n'/, }): the release"
      say "before it cannot run on the changed database, so going back needs the backup"
      say "taken before this update (docs/backup-and-restore.md)"
    fi
  fi

  switch_to "$release"
  if restart_healthy; then
    say "$release is serving"
  else
    say "$release did not answer $HEALTH_URL within ${HEALTH_WAIT_SECONDS}s"
    [ -n "$previous" ] || exit 1
    switch_to "$previous"
    # Removed, so that a later --rollback never lands on it (its logs stay in the journal).
    rm -rf "$release"
    if restart_healthy; then say "back on $previous"; else
      say "$previous is not healthy either: see journalctl -u $SERVICE"
    fi
    exit 1
  fi

  # The newest releases stay, for going back.
  releases | head -n "-$KEEP_RELEASES" | xargs -r rm -rf
}

case "${1:-}" in
  --rollback) rollback ;;
  "" | -*)
    sed -n '2,9s/^# \{0,1\}//p' "$0" >&2
    exit 2
    ;;
  *) install_release "$1" ;;
esac
