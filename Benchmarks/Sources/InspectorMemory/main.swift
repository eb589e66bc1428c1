// Measures the memory the navigation inspector's history takes at its cap (10,000 events by
// default): `swift run -c release InspectorMemory [--flows N] [--deep-stack N] [--events N]`.
//
// Runs the same transactions (push, pop, a flow's life, a jump there and back) on an app
// without the inspector and on one with it (made, not started: the history is the model's, the
// server keeps nothing per event), and prints the bytes malloc holds (glibc's `mallinfo2`:
// in use in every arena plus mmapped) and the resident set after 0, 10,000, 20,000 and 50,000
// events (the last: `--events`). Ends with one summary line:
//   inspector history: <n> events kept (cap <c>), <bytes> bytes allocated (<b> bytes/event), …
import BenchmarkFixtures
import Foundation
import MallocCounters
import Wayfinder

/// The bytes malloc holds for the program: in use in every arena, and mmapped.
func allocatedBytes() -> Int {
  Int(malloc_counters_allocated_bytes())
}

/// The resident set, from `/proc/self/statm`; 0 where there is none.
func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

func value(after flag: String, default fallback: Int) -> Int {
  let arguments = CommandLine.arguments
  guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count,
    let value = Int(arguments[index + 1]), value >= 0
  else { return fallback }
  return value
}

/// One run: the figures after each checkpoint of events.
struct Figures {
  var allocated: [Int] = []
  var resident: [Int] = []
}

@MainActor
func measure(_ mode: InspectorMode, flows: Int, deepStack: Int, checkpoints: [Int]) async
  -> Figures
{
  let inspected = await InspectedApp(
    mode, liveFlows: flows, deepStack: deepStack, fillHistory: false)
  let app = inspected.app
  var events = 0
  app.navigator.journal.onEvent { _ in events += 1 }
  var figures = Figures()
  // The operations in turn, each leaving the tree as it found it, so the app itself does not
  // grow: what grows is the history.
  var operation = 0
  for checkpoint in checkpoints {
    while events < checkpoint {
      switch operation % 4 {
      case 0: app.push()
      case 1: app.pop()
      case 2: app.flowLifecycle()
      default: app.jumpThereAndBack()
      }
      operation += 1
      // As an app's run loop does between transactions: the work they scheduled on the main
      // actor runs (never yielding, it piles up and holds trees: 30 MB after 200,000 events).
      if operation % 4 == 0 { await Task.yield() }
    }
    figures.allocated.append(allocatedBytes())
    figures.resident.append(residentBytes())
  }
  withExtendedLifetime(inspected) {}
  return figures
}

@MainActor
func run() async {
  if CommandLine.arguments.contains("--help") || CommandLine.arguments.contains("-h") {
    print(
      """
      usage: InspectorMemory [--flows N] [--deep-stack N] [--events N]
        --flows N       live flows (default 10: the root, one on each of nine tabs)
        --deep-stack N  routes in the last tab's stack (default 10)
        --events N      the last checkpoint, at least twice the cap (default 50000)
      """)
    return
  }
  let flows = value(after: "--flows", default: 10)
  let deepStack = max(1, value(after: "--deep-stack", default: 10))
  let limit = InspectedApp.historyLimit
  let checkpoints = [
    0, limit, 2 * limit, max(2 * limit, value(after: "--events", default: 5 * limit)),
  ]
  let off = await measure(.off, flows: flows, deepStack: deepStack, checkpoints: checkpoints)
  let on = await measure(.idle, flows: flows, deepStack: deepStack, checkpoints: checkpoints)
  print("app: 10 tabs, \(flows) live flows, last tab's stack \(deepStack) routes deep")
  for (index, events) in checkpoints.enumerated() {
    let history =
      (on.allocated[index] - on.allocated[0]) - (off.allocated[index] - off.allocated[0])
    let resident = (on.resident[index] - on.resident[0]) - (off.resident[index] - off.resident[0])
    print(
      "after \(events) events: inspector off +\(off.allocated[index] - off.allocated[0]) bytes"
        + " allocated, inspector on +\(on.allocated[index] - on.allocated[0]) bytes allocated;"
        + " history \(history) bytes allocated, \(resident) bytes resident")
  }
  let atCap = (on.allocated[1] - on.allocated[0]) - (off.allocated[1] - off.allocated[0])
  let atFive = (on.allocated[3] - on.allocated[0]) - (off.allocated[3] - off.allocated[0])
  let kept = min(limit, checkpoints[3])
  print(
    "inspector history: \(kept) events kept (cap \(limit)), \(atCap) bytes allocated"
      + " (\(atCap / max(1, kept)) bytes/event) at \(limit) events,"
      + " \(atFive) bytes at \(checkpoints[3]) events")
}

await run()
