#!/usr/bin/env bash
# Each stage's time, printed when the stage ends and once more, all together, at the end of the run,
# so a suite near its time limit shows where the time goes (decision record 051).
#
# Run, as `npm test` does: `bash scripts/stages.sh SCRIPT...` runs the npm scripts in turn and stops
# at the first that fails, with its exit status, as `npm run a && npm run b` did.
# Sourced, as .ci/run does: `stage NAME COMMAND...` runs COMMAND and records its time; a run that
# sets STAGE_TIMES (a file) collects the stages of the scripts it calls too, and prints them once.

# Runs a command as a named stage, prints its time and adds the line to $STAGE_TIMES; keeps its exit status.
stage() {
  local name=$1 start status=0 tenths line
  shift
  start=$(date +%s%N)
  "$@" || status=$?
  tenths=$((($(date +%s%N) - start) / 100000000))
  line=$(printf '%-44s %6d.%d s' "$name" $((tenths / 10)) $((tenths % 10)))
  [ "$status" -eq 0 ] || line="$line  (failed, exit $status)"
  echo "stage time: $line"
  if [ -n "${STAGE_TIMES:-}" ]; then echo "$line" >>"$STAGE_TIMES"; fi
  return "$status"
}

# Every stage's time so far, one a line.
stage_summary() {
  if [ -n "${STAGE_TIMES:-}" ] && [ -s "$STAGE_TIMES" ]; then
    echo
    echo "Stage times:"
    cat "$STAGE_TIMES"
  fi
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -uo pipefail
  owner=""
  if [ -z "${STAGE_TIMES:-}" ]; then
    STAGE_TIMES=$(mktemp)
    owner=yes
    export STAGE_TIMES
    trap 'stage_summary; rm -f "$STAGE_TIMES"' EXIT
  fi
  # Inside a larger run the lines say whose stages they are.
  prefix=""
  [ -n "$owner" ] || prefix="npm test: "
  for script in "$@"; do
    # SKIP_STAGES (space-separated scripts): a caller that runs a stage its own way (.ci/run runs
    # the cluster test with the full load) leaves it out here; the skip is printed, never silent.
    case " ${SKIP_STAGES:-} " in
      *" $script "*)
        echo "stage skipped: $prefix$script (SKIP_STAGES)"
        continue
        ;;
    esac
    stage "$prefix$script" npm run "$script" || exit $?
  done
fi
