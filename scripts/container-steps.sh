#!/usr/bin/env bash
# The steps of deploy/Dockerfile, in the same order, without a container engine: CI runs this on
# a fresh clone to show the image would build, run on production dependencies alone as a user who
# is not root, answer /readyz, and stop cleanly on SIGTERM. Change one, change the other.
#
#   build stage    1 npm ci           every dependency, as package-lock.json pins them
#                  2 npm run build    build/ and dist/
#                  3 npm prune        down to the production dependencies
#   runtime stage  4 copy             package.json, node_modules, dist, build, content, public
#                  5 start            node dist/server/index.js as a user who is not root
#                  6 health           /healthz (the HEALTHCHECK), then /readyz and the home page
#                  7 stop             SIGTERM to node itself: it must exit 0
#
# Everything happens in a temporary folder (removed at the end): the checkout it runs from, and
# its node_modules, are left as they are. The server runs on a SQLite file of its own unless
# DATABASE_URL (and REDIS_URL) are set. As root it runs as `nobody`, otherwise as the caller.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/container-steps.XXXXXX")"
chmod 755 "$work"
stage="$work/app"   # the build stage's /app
runtime="$work/run" # the runtime stage's /app
log="$work/server.log"
pid=""

cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "container steps: $*" >&2
  if [ -s "$log" ]; then
    echo "--- the server's last output:" >&2
    tail -n 40 "$log" >&2
  fi
  exit 1
}

step() {
  echo "--- container step $1"
}

command -v git >/dev/null || fail "git is needed to list the sources (the build context)."
git -C "$repo" rev-parse --git-dir >/dev/null 2>&1 || fail "$repo is not a git checkout."
mkdir -p "$stage" "$runtime"

# The build context: the checkout's files as they are, less what git ignores (.dockerignore
# leaves out the same: node_modules, builds, local data).
copy_context() {
  (cd "$repo" && git ls-files -z --cached --others --exclude-standard -- . \
    ':(exclude)node_modules' ':(exclude)build' ':(exclude)dist' ':(exclude)data') |
    (cd "$repo" && tar --null --files-from=- --ignore-failed-read -cf - 2>/dev/null) |
    tar -xf - -C "$stage"
}

step "1/7: npm ci (the build stage's dependencies)"
started=$SECONDS
cp "$repo/package.json" "$repo/package-lock.json" "$stage/"
# This workplace's registry lacks other platforms' optional packages, so npm ci may refuse the lock
# file as out of sync; npm install then installs the same pinned versions (see .ci/run).
if ! (cd "$stage" && npm ci --no-audit --no-fund --loglevel=error); then
  echo "--- npm ci refused the lock file; installing its pinned versions with npm install"
  (cd "$stage" && npm install --no-audit --no-fund --loglevel=error) || fail "installing the dependencies failed."
fi
install_s=$((SECONDS - started))

step "2/7: npm run build"
started=$SECONDS
copy_context
(cd "$stage" && npm run build >"$work/build.log" 2>&1) || {
  tail -n 40 "$work/build.log" >&2
  fail "the build failed."
}
build_s=$((SECONDS - started))

step "3/7: npm prune --omit=dev"
started=$SECONDS
(cd "$stage" && npm prune --omit=dev --no-audit --no-fund --loglevel=error) || fail "pruning to production dependencies failed."
[ ! -e "$stage/node_modules/vite" ] || fail "npm prune left the dev dependency vite in node_modules."
prune_s=$((SECONDS - started))

step "4/7: the runtime stage's files"
for part in package.json node_modules dist build content public; do
  mv "$stage/$part" "$runtime/$part"
done
mkdir -p "$runtime/deploy" "$runtime/data"
cp "$stage/deploy/healthcheck.mjs" "$runtime/deploy/"
rm -rf "$stage" # nothing of the build stage is left to fall back on

step "5/7: node dist/server/index.js as a user who is not root"
run_as=()
if [ "$(id -u)" = 0 ]; then
  chown 65534:65534 "$runtime/data"
  run_as=(setpriv --reuid=65534 --regid=65534 --clear-groups --inh-caps=-all --)
fi
database_url="${DATABASE_URL:-$runtime/data/site.db}"
# The container's environment: the Dockerfile's ENV and nothing of this shell's.
(
  cd "$runtime"
  exec env -i PATH="$PATH" HOME=/nonexistent NODE_ENV=production HOST=127.0.0.1 PORT=0 \
    DATABASE_URL="$database_url" ${REDIS_URL:+REDIS_URL="$REDIS_URL"} \
    "${run_as[@]}" node dist/server/index.js
) >"$log" 2>&1 &
pid=$!
started=$SECONDS
port=""
while [ -z "$port" ]; do
  kill -0 "$pid" 2>/dev/null || fail "the server exited before it listened."
  [ $((SECONDS - started)) -lt 180 ] || fail "the server did not listen within 180 s."
  port="$(grep -o 'listening at http://127\.0\.0\.1:[0-9]*' "$log" | head -n 1 | sed 's/.*://' || true)"
  [ -n "$port" ] || sleep 0.5
done
uid="$(awk '/^Uid:/ { print $2 }' "/proc/$pid/status")"
[ "$uid" != 0 ] || fail "the server runs as root."
echo "listening on port $port as uid $uid"

step "6/7: /healthz, /readyz and the home page"
# The HEALTHCHECK's own command, as the image runs it.
(cd "$runtime" && PORT="$port" "${run_as[@]}" node deploy/healthcheck.mjs /healthz) || fail "the HEALTHCHECK (/healthz) failed."
status() {
  node -e 'fetch(process.argv[1], { signal: AbortSignal.timeout(5000) }).then((r) => console.log(r.status), () => console.log(0))' \
    "http://127.0.0.1:$port$1"
}
ready=""
while [ -z "$ready" ]; do
  kill -0 "$pid" 2>/dev/null || fail "the server exited before it was ready."
  [ $((SECONDS - started)) -lt 180 ] || fail "/readyz did not answer 200 within 180 s."
  case "$(status /readyz)" in
    200) ready="/readyz answered 200" ;;
    # A build from before /readyz existed: liveness is all it can tell.
    404) [ "$(status /healthz)" != 200 ] || ready="no /readyz in this build; /healthz answered 200" ;;
  esac
  [ -n "$ready" ] || sleep 0.5
done
echo "$ready after $((SECONDS - started)) s"
home="$(status /)"
[ "$home" = 200 ] || fail "the home page answered $home (server-rendered on production dependencies alone)."

step "7/7: SIGTERM"
stopping=$SECONDS
kill -TERM "$pid"
code=0
wait "$pid" || code=$?
pid=""
[ "$code" = 0 ] || fail "the server exited with $code after SIGTERM (expected 0)."
echo "container steps: ok (npm ci ${install_s} s, build ${build_s} s, prune ${prune_s} s," \
  "stopped with exit code 0 in $((SECONDS - stopping)) s)"
