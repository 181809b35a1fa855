# Sourced by .ci/run: starts the samples workspace's install (npm run samples:install) in the background, unless
# samples/node_modules is already installed, and tells npm test where it reports. npm test's samples stage then
# waits for this run instead of starting its own (scripts/test-all.ts, startedBefore), and prints its output.
#
# The files, in CI_BACKGROUND_DIR (exported, a fresh temporary folder):
#   samples:install.started  its start, in ms since the epoch, and samples:install.pid, the process running it:
#                            both written before this file returns, so before npm test looks;
#   samples:install.log      what it prints, as it goes;
#   samples:install.status   its exit status, written (whole, by a rename) once it has ended.
# On exit the caller's shell removes the folder, or, if the install has not ended (npm ci failed, say), stops it.
if [ ! -f samples/node_modules/.package-lock.json ]; then
  export CI_BACKGROUND_DIR
  CI_BACKGROUND_DIR="$(mktemp -d)"
  echo "== [${SECONDS} s] Installing the samples workspace in the background (npm run samples:install; npm test waits for it)"
  date +%s%3N > "$CI_BACKGROUND_DIR/samples:install.started"
  (
    status=0
    npm run --silent samples:install > "$CI_BACKGROUND_DIR/samples:install.log" 2>&1 || status=$?
    echo "$status" > "$CI_BACKGROUND_DIR/samples:install.status.part"
    mv "$CI_BACKGROUND_DIR/samples:install.status.part" "$CI_BACKGROUND_DIR/samples:install.status"
  ) &
  samples_install_pid=$!
  echo "$samples_install_pid" > "$CI_BACKGROUND_DIR/samples:install.pid"
  trap 'if [ -f "$CI_BACKGROUND_DIR/samples:install.status" ]; then rm -rf "$CI_BACKGROUND_DIR";
        else pkill -TERM -P "$samples_install_pid" 2>/dev/null || true; fi' EXIT
fi
