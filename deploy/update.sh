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

# Says why not itself, so that no message claims a wait that did not happen:
# a restart that failed returns at once.
restart_healthy() {
  if ! systemctl restart "$SERVICE"; then
    say "restarting $SERVICE on $1 failed: see journalctl -u $SERVICE"
    return 1
  fi
  if ! healthy; then
    say "$1 did not answer $HEALTH_URL within ${HEALTH_WAIT_SECONDS}s"
    return 1
  fi
}

# Written once a release is built: a folder without it (a failed build, or one
# cut short by a kill or a crash) is never switched to by --rollback.
BUILT=.release-ok

# The releases, oldest first (their names are dates).
releases() {
  find "$BASE/releases" -mindepth 1 -maxdepth 1 -type d | sort
}

built_releases() {
  find "$BASE/releases" -mindepth 2 -maxdepth 2 -name "$BUILT" -type f -printf '%h\n' | sort
}

# The release `current` links to, or nothing when there is none: readlink -f
# would print a missing link's own path.
current_release() {
  readlink -e "$BASE/current" || true
}

rollback() {
  local current previous
  current=$(current_release)
  [ -n "$current" ] || { say "no release is installed ($BASE/current)"; exit 1; }
  previous=$(built_releases | awk -v current="$current" '$0 < current' | tail -n 1)
  [ -n "$previous" ] || { say "no built release before $current"; exit 1; }
  switch_to "$previous"
  if restart_healthy "$previous"; then say "rolled back to $previous"; else
    say "$previous is not healthy either: see journalctl -u $SERVICE"
    exit 1
  fi
}

install_release() {
  local archive=$1 release previous new_migrations
  [ -f "$archive" ] || { say "no such file: $archive"; exit 2; }
  release="$BASE/releases/$(date -u +%Y%m%d-%H%M%S.%3N)"
  previous=$(current_release)
  # Installed before releases were marked: the one served was built (only a
  # built release is switched to), so it stays one to go back to.
  if [ -n "$previous" ] && [ ! -f "$previous/$BUILT" ]; then as_app touch "$previous/$BUILT"; fi

  # Until it is built, the release is removed however the script ends (a
  # failed unpack, npm ci or build, Ctrl-C); a kill -9 leaves it without $BUILT.
  # `unbuilt` is global: the trap runs after this function has returned.
  unbuilt=$release
  trap 'if [ -n "$unbuilt" ]; then rm -rf "$unbuilt"; fi' EXIT
  install -d -o "$APP_USER" -g "$(id -gn "$APP_USER")" -m 750 "$release" "$BASE/data"
  as_app tar -xzf "$archive" -C "$release"
  as_app ln -sfn "$BASE/data" "$release/data"
  say "building $release"
  if ! (cd "$release" && as_app npm ci --no-audit --no-fund && as_app npm run build); then
    say "the build failed (npm ci or npm run build, above), so $release is removed"
    if [ -n "$previous" ]; then
      say "the site is still on $previous: current unchanged, service not restarted"
    else
      say "no release is installed yet"
    fi
    exit 1
  fi
  as_app touch "$release/$BUILT"
  unbuilt=""

  if [ -n "$previous" ] && [ -d "$previous/db/migrations" ]; then
    new_migrations=$(comm -13 <(ls "$previous/db/migrations") <(ls "$release/db/migrations"))
    if [ -n "$new_migrations" ]; then
      say "this release changes the database (${new_migrations//$'\n'/, }): the release"
      say "before it cannot run on the changed database, so going back needs the backup"
      say "taken before this update (docs/backup-and-restore.md)"
    fi
  fi

  switch_to "$release"
  if restart_healthy "$release"; then
    say "$release is serving"
  elif [ -z "$previous" ]; then
    # The first release: nothing to go back to, and a built release that does
    # not start is most often a setting, so it stays for the operator to fix.
    say "this is the first release, there is none to go back to: current stays on $release"
    say "see why with journalctl -u $SERVICE -n 50, fix the settings in"
    say "/etc/storefront/storefront.env, then systemctl restart $SERVICE"
    exit 1
  else
    switch_to "$previous"
    # Removed, so that a later --rollback never lands on it (its logs stay in the journal).
    rm -rf "$release"
    if restart_healthy "$previous"; then say "back on $previous"; else
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
