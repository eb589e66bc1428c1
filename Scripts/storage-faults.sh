#!/usr/bin/env bash
# Attacks the built `bookkitty` with storage faults and checks that it reports them, goes on or
# exits cleanly, and that nothing it saved is lost or half-written.
set -euo pipefail

usage() {
  cat <<'EOF'
Usage: Scripts/storage-faults.sh [--long] [--seed N] [--kills N] [--binary PATH]

Runs the built bookkitty (scripts on standard input, its own --db in a scratch folder) against:
  read-only database file and snapshot, read-only folder, corrupt database, corrupt snapshot,
  truncated database, truncated snapshot, a database locked for writing and locked
  exclusively by another process (python3's sqlite3 module), a full disk (a 1 MB tmpfs in a
  private mount namespace; skipped where mounting is not allowed), two
  instances saving at once, and kill -9 at random moments while it saves.

After each fault: every database passes PRAGMA integrity_check and foreign_key_check, every
record saved before is still there unchanged, every question has all its recommendations,
the next launch exits 0 and restores the saved navigation, and the data folder holds no
temporary file (*.saving, .dat.nosync*, -journal, -wal, -shm) after it. The app must report
the fault with a readable message and exit 0 or 1, never by a signal.

Options:
  --long         the run for RELIABILITY.md figures: 60 kills (default: 10, for CI)
  --seed N       seed of the kill moments, drawn as fractions of a measured run (default 1)
  --kills N      number of kill -9 runs, overriding the mode's
  --binary PATH  the bookkitty to attack (default: swift build --package-path Examples --product bookkitty)
  --help         this text

Needs python3. As root, the read-only folder case runs bookkitty as nobody (setpriv), since
root writes into read-only folders; without setpriv it is skipped.
Ends with: storage faults: N cases, K kills, F failures
EOF
}

kills=""
long=false
seed=1
binary=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --help | -h) usage; exit 0 ;;
    --long) long=true; shift ;;
    --seed) seed="${2:?--seed needs a number}"; shift 2 ;;
    --kills) kills="${2:?--kills needs a number}"; shift 2 ;;
    --binary) binary="${2:?--binary needs a path}"; shift 2 ;;
    *) echo "storage-faults: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
done
[[ $seed =~ ^[0-9]+$ ]] || { echo "storage-faults: --seed must be a number, not '$seed'" >&2; exit 2; }
if [[ -z $kills ]]; then
  if $long; then kills=60; else kills=10; fi
fi
[[ $kills =~ ^[0-9]+$ ]] || { echo "storage-faults: --kills must be a number, not '$kills'" >&2; exit 2; }
command -v python3 >/dev/null || { echo "storage-faults: python3 is needed" >&2; exit 2; }

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [[ -z $binary ]]; then
  (cd "$root" && swift build --package-path Examples --product bookkitty >&2)
  binary="$(cd "$root" && swift build --package-path Examples --show-bin-path)/bookkitty"
fi
[[ -x $binary ]] || { echo "storage-faults: $binary is not an executable" >&2; exit 2; }
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"

work="$(mktemp -d "${TMPDIR:-/tmp}/storage-faults.XXXXXX")"
chmod 755 "$work"
cleanup() {
  chmod -R u+w "$work" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
RANDOM=$seed

cases=0
kill_count=0
failures=0
skipped=0
case_name=""
case_failed=false

# The checks that need SQLite: python3's own sqlite3 module, so that nothing is installed.
cat >"$work/check.py" <<'EOF'
import json, os, sqlite3, sys, time

def connect(path):
    connection = sqlite3.connect(path, timeout=10, isolation_level=None)
    connection.execute("PRAGMA foreign_keys = ON")
    return connection

def records(connection):
    lines = []
    for row in connection.execute("SELECT bookId, addedAt FROM libraryEntry ORDER BY id"):
        lines.append("library|%s|%s" % row)
    for row in connection.execute(
        "SELECT q.id, q.text, q.askedAt, r.position, r.bookId, r.score, r.matchedWords "
        "FROM question q JOIN recommendation r ON r.questionId = q.id ORDER BY q.id, r.position"
    ):
        lines.append("recommendation|" + "|".join(str(value) for value in row))
    for row in connection.execute("SELECT accountId FROM session"):
        lines.append("session|%s" % row)
    return lines

def verify(path, before, after, prefix):
    """Integrity, foreign keys, every record of `before` unchanged, whole questions."""
    problems = []
    connection = connect(path)
    integrity = [row[0] for row in connection.execute("PRAGMA integrity_check")]
    if integrity != ["ok"]:
        problems.append("integrity_check: " + "; ".join(integrity[:3]))
    keys = connection.execute("PRAGMA foreign_key_check").fetchall()
    if keys:
        problems.append("foreign_key_check: %d rows, first %r" % (len(keys), keys[0]))
    lines = records(connection)
    with open(before) as file:
        old = [line.rstrip("\n") for line in file if line.strip()]
    missing = set(old) - set(lines)
    if missing:
        problems.append("%d records saved before are lost or changed, e.g. %s"
                        % (len(missing), sorted(missing)[0]))
    counts = {}
    for question, text, count, first, last in connection.execute(
        "SELECT q.id, q.text, count(r.position), min(r.position), max(r.position) "
        "FROM question q LEFT JOIN recommendation r ON r.questionId = q.id GROUP BY q.id"
    ):
        if count == 0 or first != 0 or last != count - 1:
            problems.append("question %d has recommendations %s..%s (%d)" % (question, first, last, count))
        if text.startswith(prefix):
            counts.setdefault(count, []).append(question)
    if len(counts) > 1:
        problems.append("questions asked alike have different counts of recommendations: %r"
                        % {count: ids[:3] for count, ids in counts.items()})
    with open(after, "w") as file:
        file.write("\n".join(lines) + "\n")
    return problems

def lock(path, mode, ready, release):
    """Holds a lock of `mode` from when `ready` is made until `release` is (60 s at most)."""
    connection = connect(path)
    connection.execute("BEGIN " + mode)
    connection.execute("SELECT count(*) FROM book").fetchone()
    open(ready, "w").close()
    deadline = time.monotonic() + 60
    while not os.path.exists(release) and time.monotonic() < deadline:
        time.sleep(0.02)
    connection.execute("ROLLBACK")

command = sys.argv[1]
if command == "verify":
    problems = verify(*sys.argv[2:6])
    for problem in problems:
        print(problem)
    sys.exit(1 if problems else 0)
elif command == "lock":
    lock(*sys.argv[2:6])
elif command == "snapshot":
    with open(sys.argv[2], "rb") as file:
        document = json.load(file)
    sys.exit(0 if isinstance(document, dict) and "tree" in document else 1)
EOF
check() { python3 "$work/check.py" "$@"; }

prefix="a desert planet with sandworms round"
# One question per round, and tab switches: a database write and snapshot saves every round.
rounds() {
  local count=$1 i
  # Out of whatever screen the last run was killed on (a sheet, a field taking typing).
  printf '%s\n' esc esc esc 2
  for ((i = 1; i <= count; i++)); do
    printf '%s\n' + down enter "type $prefix $i" enter enter b 1 3 2
  done
  echo q
}

begin() {
  case_name="$1"
  case_failed=false
  cases=$((cases + 1))
}
fail() {
  echo "FAIL [$case_name] $*"
  case_failed=true
}
end() {
  if $case_failed; then
    failures=$((failures + 1))
  else
    echo "ok   $case_name"
  fi
}

# run FOLDER SCRIPT [COMMAND PREFIX...]: bookkitty on the folder's database with SCRIPT's lines
# on standard input; sets status, and out and err to the files of its output.
run_count=0
run() {
  local folder=$1 script=$2
  shift 2
  run_count=$((run_count + 1))
  out="$work/runs/$run_count.out"
  err="$work/runs/$run_count.err"
  status=0
  # Wide enough that no message is cut at the screen's edge.
  "$@" "$binary" --db "$folder/bookkitty.sqlite" --width 400 <"$script" >"$out" 2>"$err" \
    || status=$?
}
script() {
  local file
  file="$(mktemp "$work/runs/script.XXXXXX")"
  printf '%s\n' "$@" >"$file"
  echo "$file"
}
expect_clean_exit() {
  if [[ $status -ne 0 && $status -ne 1 ]]; then
    fail "bookkitty ended with status $status: $(head -c 300 "$err")"
  fi
}
expect_message() {
  if ! grep -q -- "$1" "$out" "$err"; then
    fail "no message saying '$1' (status $status; stderr: $(head -c 300 "$err"))"
  fi
}
temporaries() {
  find "$1" -mindepth 1 -maxdepth 1 \
    ! -name bookkitty.sqlite ! -name bookkitty.sqlite.navigation.json -printf '%f '
}
# After a fault: the next launch works and restores the navigation, the database is whole with
# every record of before, and no temporary file is left.
expect_recovered() {
  local folder=$1 before=$2
  run "$folder" "$(script q)"
  if [[ $status -ne 0 ]]; then
    fail "the next launch ended with status $status: $(head -c 300 "$err")"
  fi
  if grep -q "Started afresh" "$out"; then
    fail "the saved navigation was not restored: $(grep -o 'Started afresh.*' "$out" | head -1)"
  fi
  if [[ -f $folder/bookkitty.sqlite.navigation.json ]] \
    && ! check snapshot "$folder/bookkitty.sqlite.navigation.json"; then
    fail "the navigation file is not a whole snapshot"
  fi
  local problems
  if ! problems="$(check verify "$folder/bookkitty.sqlite" "$before" "$folder.records" "$prefix")"; then
    fail "$problems"
  fi
  local left name
  left="$(temporaries "$folder")"
  if [[ -n $left ]]; then
    fail "temporary files left after the next launch: $left"
    # Removed, so that the next case counts only what it leaves itself.
    for name in $left; do rm -rf "${folder:?}/$name"; done
  fi
}
fresh() {
  local folder="$work/$1"
  cp -a "$work/baseline" "$folder"
  echo "$folder"
}

echo "storage faults: bookkitty at $binary, seed $seed, $kills kills"
mkdir "$work/runs"

# The baseline: logged in, a book in the library, a question asked; its records must survive.
mkdir "$work/baseline"
run "$work/baseline" "$(script "type kitty@bookkitty.app" enter "type meow" enter 3 \
  + enter "type dune" enter enter enter b 2)"
rounds 2 >"$work/runs/baseline-rounds"
run "$work/baseline" "$work/runs/baseline-rounds"
if [[ $status -ne 0 ]] || ! check verify "$work/baseline/bookkitty.sqlite" /dev/null \
  "$work/baseline.records" "$prefix" >/dev/null \
  || [[ $(grep -c '^library' "$work/baseline.records") -ne 1 ]]; then
  echo "storage-faults: the baseline run failed (status $status): $(head -c 500 "$err")" >&2
  exit 1
fi
before="$work/baseline.records"
change="$(script 3 + enter "type kokoro" enter enter enter 2 + down enter "type cats" enter enter 1)"

begin "read-only database file and snapshot"
folder="$(fresh read-only-file)"
chmod 444 "$folder/bookkitty.sqlite" "$folder/bookkitty.sqlite.navigation.json"
run "$folder" "$change"
expect_clean_exit
expect_message "is read-only. Nothing was changed"
expect_message "The navigation could not be saved"
cmp -s "$work/baseline/bookkitty.sqlite" "$folder/bookkitty.sqlite" \
  || fail "the read-only database was changed"
chmod 644 "$folder/bookkitty.sqlite" "$folder/bookkitty.sqlite.navigation.json"
expect_recovered "$folder" "$before"
end

begin "read-only folder"
folder="$(fresh read-only-folder)"
as_user=()
if [[ $EUID -eq 0 ]]; then
  if command -v setpriv >/dev/null; then
    as_user=(setpriv --reuid=65534 --regid=65534 --clear-groups)
    chown -R 65534:65534 "$folder"
  else
    as_user=(skip)
  fi
fi
if [[ ${as_user[0]:-} == skip ]]; then
  echo "skip read-only folder: running as root without setpriv"
  cases=$((cases - 1))
  skipped=$((skipped + 1))
else
  chmod 555 "$folder"
  run "$folder" "$change" "${as_user[@]}"
  chmod 755 "$folder"
  expect_clean_exit
  expect_message "Can't save"
  expect_message "The navigation could not be saved"
  [[ $EUID -eq 0 ]] && chown -R 0:0 "$folder"
  expect_recovered "$folder" "$before"
  end
fi

begin "corrupt database"
folder="$(fresh corrupt-database)"
head -c 65536 /dev/urandom >"$folder/garbage"
cp "$folder/garbage" "$folder/bookkitty.sqlite"
run "$folder" "$change"
[[ $status -eq 1 ]] || fail "a damaged database must end with status 1, not $status"
expect_message "is damaged; move it away"
cmp -s "$folder/garbage" "$folder/bookkitty.sqlite" || fail "the damaged file was rewritten"
cp "$work/baseline/bookkitty.sqlite" "$folder/bookkitty.sqlite"
rm "$folder/garbage"
expect_recovered "$folder" "$before"
end

begin "truncated database"
folder="$(fresh truncated-database)"
size=$(stat -c %s "$folder/bookkitty.sqlite")
truncate -s $((size / 3)) "$folder/bookkitty.sqlite"
cp "$folder/bookkitty.sqlite" "$work/truncated"
run "$folder" "$change"
[[ $status -eq 1 ]] || fail "a truncated database must end with status 1, not $status"
expect_message "is damaged; move it away"
cmp -s "$work/truncated" "$folder/bookkitty.sqlite" || fail "the truncated file was rewritten"
cp "$work/baseline/bookkitty.sqlite" "$folder/bookkitty.sqlite"
expect_recovered "$folder" "$before"
end

begin "corrupt snapshot"
folder="$(fresh corrupt-snapshot)"
head -c 300 /dev/urandom >"$folder/bookkitty.sqlite.navigation.json"
run "$folder" "$change"
expect_clean_exit
[[ $status -eq 0 ]] || fail "a damaged snapshot must not stop the app (status $status)"
expect_message "Started afresh: the saved navigation could not be restored"
expect_recovered "$folder" "$before"
end

begin "truncated snapshot"
folder="$(fresh truncated-snapshot)"
truncate -s 40 "$folder/bookkitty.sqlite.navigation.json"
run "$folder" "$change"
[[ $status -eq 0 ]] || fail "a truncated snapshot must not stop the app (status $status)"
expect_message "empty or cut short"
expect_recovered "$folder" "$before"
end

# lock_case NAME MODE: another process holds MODE on the database while bookkitty runs.
lock_case() {
  local name=$1 mode=$2
  begin "database locked by another process ($mode)"
  folder="$(fresh "$name")"
  rm -f "$work/locked" "$work/release"
  check lock "$folder/bookkitty.sqlite" "$mode" "$work/locked" "$work/release" &
  local holder=$!
  local waited=0
  while [[ ! -f $work/locked && $waited -lt 100 ]]; do
    sleep 0.1
    waited=$((waited + 1))
  done
  [[ -f $work/locked ]] || fail "the other process did not get its lock"
  run "$folder" "$change"
  touch "$work/release"
  wait "$holder" || fail "the other process failed to release its lock"
  expect_clean_exit
  expect_message "is busy: another program"
  if [[ $mode == EXCLUSIVE ]]; then
    [[ $status -eq 1 ]] || fail "a database nobody may read must end with status 1, not $status"
  else
    [[ $status -eq 0 ]] || fail "a database others write must not stop the app (status $status)"
  fi
  expect_recovered "$folder" "$before"
  end
}
lock_case locked-for-writing IMMEDIATE
lock_case locked-exclusively EXCLUSIVE

begin "full disk"
folder="$(fresh full-disk)"
cat >"$work/full-disk.sh" <<EOF
set -eu
mount -t tmpfs -o size=1m,mode=755 tmpfs "$work/small" 2>/dev/null || exit 99
cp -a "$folder/." "$work/small/"
dd if=/dev/zero of="$work/small/filler" bs=4k 2>/dev/null || true
status=0
"$binary" --db "$work/small/bookkitty.sqlite" --width 400 <"$change" >"$work/full.out" 2>"$work/full.err" || status=\$?
rm "$work/small/filler"
cp -a "$work/small/." "$folder/"
exit \$status
EOF
mkdir "$work/small"
status=0
unshare -m --propagation private bash "$work/full-disk.sh" 2>/dev/null || status=$?
out="$work/full.out"
err="$work/full.err"
if [[ $status -eq 99 || ! -f $out ]]; then
  echo "skip full disk: no tmpfs can be mounted in a private mount namespace here"
  cases=$((cases - 1))
  skipped=$((skipped + 1))
else
  expect_clean_exit
  expect_message "is full. Nothing was changed"
  expect_message "The navigation could not be saved"
  expect_recovered "$folder" "$before"
  end
fi

begin "two instances saving at once"
folder="$(fresh two-instances)"
rounds 15 >"$work/runs/two"
run_count=$((run_count + 1))
"$binary" --db "$folder/bookkitty.sqlite" <"$work/runs/two" >"$work/runs/first.out" 2>&1 &
first=$!
run "$folder" "$work/runs/two"
first_status=0
wait "$first" || first_status=$?
expect_clean_exit
[[ $first_status -le 1 ]] || fail "the first instance ended with status $first_status"
expect_recovered "$folder" "$before"
end

# kill -9 at random moments of a run that saves all the time: one database, on and on, so
# every kill may lose what the runs before it saved.
folder="$(fresh killed)"
cp "$before" "$folder.before"
rounds 30 >"$work/runs/kill-script"
start=$(date +%s%N)
run "$(fresh calibration)" "$work/runs/kill-script"
duration_ms=$((($(date +%s%N) - start) / 1000000))
[[ $status -eq 0 ]] || { echo "storage-faults: the run to kill failed: $(head -c 300 "$err")" >&2; exit 1; }
echo "note kills: a whole run takes ${duration_ms} ms; each is killed at a random moment in it"
caught_snapshot=0
caught_journal=0
finished=0
attempts=0
while [[ $kill_count -lt $kills && $attempts -lt $((kills * 3)) ]]; do
  attempts=$((attempts + 1))
  # The moment as a fraction of the measured run, so that the seed picks the same fractions.
  delay=$(((RANDOM * 32768 + RANDOM) % 1000 * duration_ms / 1000))
  begin "kill -9 after $delay ms"
  "$binary" --db "$folder/bookkitty.sqlite" <"$work/runs/kill-script" >/dev/null 2>"$work/runs/kill.err" &
  pid=$!
  sleep "$(printf '%d.%03d' $((delay / 1000)) $((delay % 1000)))"
  if kill -9 "$pid" 2>/dev/null; then
    wait "$pid" 2>/dev/null || true
    kill_count=$((kill_count + 1))
  else
    wait "$pid" 2>/dev/null || true
    finished=$((finished + 1))
    # Runs got shorter than the one measured (a lighter load): later moments are drawn
    # within this one's length, at most.
    [[ $delay -lt 1 ]] || duration_ms=$delay
  fi
  compgen -G "$folder/*.saving" >/dev/null && caught_snapshot=$((caught_snapshot + 1))
  compgen -G "$folder/.dat.nosync*" >/dev/null && caught_snapshot=$((caught_snapshot + 1))
  compgen -G "$folder/*-journal" >/dev/null && caught_journal=$((caught_journal + 1))
  expect_recovered "$folder" "$folder.before"
  cp "$folder.records" "$folder.before"
  end
done
[[ $kill_count -ge $kills ]] || {
  echo "FAIL [kills] only $kill_count of $kills runs were still running when killed"
  failures=$((failures + 1))
}
questions=$(grep '^recommendation|' "$folder.before" | cut -d'|' -f2 | sort -u | wc -l)
echo "note kills: $kill_count kills ($finished runs ended first); right after a kill, a snapshot" \
  "temporary was there $caught_snapshot times and a SQLite journal $caught_journal times;" \
  "$questions questions in the database at the end"
[[ $skipped -eq 0 ]] || echo "note: $skipped case(s) skipped"
echo "storage faults: $cases cases, $kill_count kills, $failures failures"
[[ $failures -eq 0 ]]
