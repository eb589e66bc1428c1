#!/usr/bin/env python3
"""Turns the benchmark plugin's influx CSV into one summary line per comparison.

Each line reads `<name>: wayfinder <value> <unit> vs <baseline> <value> <unit>: ratio <r>`,
with the median time of one operation, and ratio = baseline / wayfinder (above 1: Wayfinder
is faster or needs fewer steps).
"""
import csv
import sys

csv_path, stats_path = sys.argv[1], sys.argv[2]

medians = {}
# Medians of the custom metrics, by benchmark name and metric (the CSV drops the spaces).
counts = {}
with open(csv_path) as handle:
    rows = [line for line in handle if not line.startswith("#")]
for row in csv.DictReader(rows):
    if float(row["percentile"]) != 50.0:
        continue
    name, _, repetitions = row["test"].rpartition("/")
    if row["metric"] in ("bytesperkeypress", "transitions", "states", "bytesperstate",
                         "bytesperstatewithreport"):
        counts[(name, row["metric"])] = int(float(row["value"]))
    if row["metric"] != "Time(wallclock)":
        continue
    scale = {"ns": 1, "us": 1e3, "μs": 1e3, "ms": 1e6, "s": 1e9}[row["unit"]]
    medians[name] = float(row["value"]) * scale / int(repetitions)

stats = {}
with open(stats_path) as handle:
    for line in handle:
        key, *values = line.split()
        stats[key] = [int(value) for value in values]


def fmt(nanoseconds):
    if nanoseconds >= 1e6:
        return f"{nanoseconds / 1e6:.2f} ms"
    if nanoseconds >= 1e3:
        return f"{nanoseconds / 1e3:.2f} µs"
    return f"{nanoseconds:.1f} ns"


def line(name, ours, baseline_name, theirs, unit=None, higher_is_better=False):
    if unit is None:
        left, right = fmt(ours), fmt(theirs)
    else:
        left, right = f"{ours} {unit}", f"{theirs} {unit}"
    # A rate is better higher: its ratio is ours / theirs, so above 1 still means Wayfinder is
    # faster.
    ratio = ours / theirs if higher_is_better else theirs / ours
    # Two decimals, or two significant digits for a ratio that would print as 0.00.
    shown = f"{ratio:.2f}" if ratio >= 0.01 else f"{ratio:.2g}"
    print(f"{name}: wayfinder {left} vs {baseline_name} {right}: ratio {shown}")


missing = False
for depth in (10, 1000, 100000):
    ours = medians.get(f"push depth {depth} wayfinder")
    theirs = medians.get(f"push depth {depth} rebuild")
    if ours is None or theirs is None:
        # Only half of a pair is a broken run; neither half is a filtered one.
        missing = missing or (ours, theirs) != (None, None)
        continue
    line(f"plan push depth {depth}", ours, "rebuild-whole-stack", theirs)
if "push depth 10 wayfinder" in medians and "push depth 100000 wayfinder" in medians:
    line(
        "plan push depth 100000 vs depth 10",
        medians["push depth 100000 wayfinder"],
        "wayfinder-depth-10",
        medians["push depth 10 wayfinder"],
    )
if "jump wayfinder" in medians and "jump one-change-per-step" in medians:
    line("plan jump", medians["jump wayfinder"], "one-change-per-step",
         medians["jump one-change-per-step"])
dependency_lines = [
    ("resolve transient 3-level", "di transient wayfinder", "swinject", "di transient swinject"),
    ("resolve transient 3-level", "di transient wayfinder", "direct-construction",
     "di transient direct"),
    ("resolve singleton", "di singleton wayfinder", "swinject", "di singleton swinject"),
    ("resolve singleton", "di singleton wayfinder", "stored-reference",
     "di singleton stored-reference"),
    ("resolve singleton, one per measured iteration (harness cost included)",
     "di singleton-per-iteration wayfinder", "stored-reference",
     "di singleton-per-iteration stored-reference"),
    ("resolve through a child scope 3 levels deep", "di child-scope wayfinder", "swinject",
     "di child-scope swinject"),
    ("flow scope: create, resolve a flow service, end", "di flow-scope wayfinder", "swinject",
     "di flow-scope swinject"),
    ("flow start and finish with its scope, one flow service and its screen (navigator)",
     "di flow-lifecycle wayfinder", "swinject-child-container", "di flow-scope swinject"),
    ("register 1000 services", "di register-1000 wayfinder", "swinject",
     "di register-1000 swinject"),
    ("register 1000 services", "di register-1000 wayfinder",
     "floor-one-allocation-and-name-hash-each", "di register-1000 floor"),
]
for name, ours, baseline, theirs in dependency_lines:
    if ours in medians and theirs in medians:
        line(name, medians[ours], baseline, medians[theirs])
    elif ours in medians or theirs in medians:
        missing = True
for count in (10, 100, 1000):
    ours, theirs = medians.get(f"link match {count} wayfinder"), medians.get(f"link match {count} loop")
    if ours is not None and theirs is not None:
        line(f"link match {count} patterns", ours, "loop-over-patterns", theirs)
if "link match 1000 wayfinder" in medians and "link match 10 wayfinder" in medians:
    line("link match 1000 vs 10 patterns", medians["link match 1000 wayfinder"],
         "wayfinder-10-patterns", medians["link match 10 wayfinder"])
for kind, baseline in (("encode", "plain-JSONEncoder"), ("decode", "plain-JSONDecoder")):
    ours, theirs = medians.get(f"snapshot {kind} wayfinder"), medians.get(f"snapshot {kind} {baseline}")
    if ours is not None and theirs is not None:
        line(f"snapshot {kind} 1000 routes", ours, baseline, theirs)
terminal_pairs = [
    ("bytes per keypress, list 200x60", ("keypress line-diff", "bytesperkeypress"),
     "full-redraw", ("keypress full-redraw", "bytesperkeypress"), "bytes"),
    ("keypress render, list 200x60", "keypress line-diff", "full-redraw",
     "keypress full-redraw", None),
    ("styled frame 200x60 to bytes", "frame render wayfinder", "byte-copy-of-the-same-bytes",
     "frame render byte-copy", None),
]
for name, ours, baseline, theirs, unit in terminal_pairs:
    table = counts if unit else medians
    if ours in table and theirs in table:
        line(name, table[ours], baseline, table[theirs], unit=unit)
    elif ours in table or theirs in table:
        missing = True
# An app's operations must cost the same with 100 and 1,000 live flows as with one: ratio
# = time at one flow / time at N flows, so flat is 1 and the goal (at most 1.2× the cost) is
# a ratio of at least 0.83.
for operation in ("flow-lifecycle", "push-and-pop", "push-and-user-back", "jump-there-and-back"):
    one = medians.get(f"app {operation} 1 flows")
    for flows in (100, 1000):
        ours = medians.get(f"app {operation} {flows} flows")
        if ours is not None and one is not None:
            line(f"app {operation} at {flows} live flows", ours, "wayfinder-at-1-flow", one)
        elif (ours is None) != (one is None):
            missing = True
# The navigation inspector with no viewer connected, made but not started (idle) and serving:
# ratio = time with the inspector off / time with it, so the goal (at most 5 % more) is a ratio
# of at least 0.95.
inspector_modes = (("idle", "inspector made, not started, no viewer"),
                   ("serving", "inspector serving, no viewer"))
for operation in ("push-and-pop", "flow-lifecycle"):
    off = medians.get(f"app {operation} inspector off")
    for mode, label in inspector_modes:
        ours = medians.get(f"app {operation} inspector {mode}")
        if ours is not None and off is not None:
            line(f"app {operation}, {label}", ours, "inspector-off", off)
        elif (ours is None) != (off is None):
            missing = True
# The navigation explorer (issue 31): one exploration of the cookbook fixture against as many
# moves made on one launched app (one launch, each move settled as the explorer settles it).
# The rates come from the median time of the whole run; below 1, the explorer's replays and
# checks cost that much over the moves themselves.
for explored in sorted(name for name in medians if name.startswith("explore-fixture depth ")):
    bare = "bare-moves-fixture"
    transitions = counts.get((explored, "transitions"))
    states = counts.get((explored, "states"))
    if bare not in medians or not transitions or not states:
        missing = True
        continue
    moves = counts.get((bare, "transitions"), transitions)
    seconds, bare_seconds = medians[explored] / 1e9, medians[bare] / 1e9
    line(f"{explored} transitions/s", round(transitions / seconds), "bare-moves",
         round(moves / bare_seconds), unit="transitions/s", higher_is_better=True)
    line(f"{explored} states/s", round(states / seconds), "bare-moves-same-move-count",
         round(states * moves / transitions / bare_seconds), unit="states/s",
         higher_is_better=True)
    line(f"{explored} time per transition", medians[explored] / transitions, "bare-move",
         medians[bare] / moves)
    # The floor of a transition under the settling rule: a move and a move back, each given
    # two turns of the main actor, with no navigation work at all.
    turns = counts.get(("main-actor-turns", "transitions"))
    if "main-actor-turns" in medians and turns:
        line(f"{explored} time per transition", medians[explored] / transitions,
             "four-main-actor-turns", 4 * medians["main-actor-turns"] / turns)
if "bare-moves-fixture" in medians and not any(
        name.startswith("explore-fixture depth ") for name in medians):
    missing = True
# What an exploration keeps per state (malloc'd bytes, the difference between two budgets)
# against keeping each state's navigation tree.
kept_tree = counts.get(("bare-trees-fixture", "bytesperstate"))
for metric, label in (("bytesperstate", "explorer"), ("bytesperstatewithreport",
                                                      "explorer and its report")):
    ours = counts.get(("explore-memory-fixture", metric))
    if ours is not None and kept_tree is not None:
        line(f"explore-fixture bytes per state, {label}", ours, "kept-tree-per-state",
             kept_tree, unit="bytes")
    elif (ours is None) != (kept_tree is None):
        missing = True
if "jump-steps" in stats:
    ours, theirs = stats["jump-steps"]
    line("jump steps", ours, "one-change-per-step", theirs, unit="steps")
sys.exit(1 if missing else 0)
