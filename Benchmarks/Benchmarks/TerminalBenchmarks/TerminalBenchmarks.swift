import Benchmark
import BenchmarkFixtures
import WayfinderTerminal

// The bytes one keypress writes, averaged over the iteration's keypresses; not scaled, so
// run.sh reads it as is.
let bytesPerKeypress = BenchmarkMetric.custom(
  "bytes per keypress", polarity: .prefersSmaller, useScalingFactor: false)

/// Presses Down `count` times on the list screen, from row 0 to row 54 and round again,
/// writing each frame with `write`, and returns the bytes written.
func pressDown(
  _ count: Int, screens: [Canvas], write: (inout LineDiffRenderer, Canvas) -> [UInt8]
) -> Int {
  var renderer = LineDiffRenderer()
  _ = renderer.render(screens[0])
  var total = 0
  for press in 1...count { total += write(&renderer, screens[press % screens.count]).count }
  return total
}

// Each benchmark repeats its operation `/<repetitions>` times per measured iteration; run.sh
// reports the time of one operation.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock], timeUnits: .nanoseconds, warmupIterations: 3,
    maxDuration: .seconds(2), maxIterations: 2_000)

  // (a) Moving the selection in a 200×60 list: the bytes each keypress writes.
  let screens = (0..<55).map { listScreen(selected: $0) }
  let keypress = Benchmark.Configuration(metrics: [.wallClock, bytesPerKeypress])
  Benchmark("keypress line-diff/100", configuration: keypress) { benchmark in
    let bytes = pressDown(100, screens: screens) { $0.render($1) }
    benchmark.measurement(bytesPerKeypress, bytes / 100)
  }
  Benchmark("keypress full-redraw/100", configuration: keypress) { benchmark in
    let bytes = pressDown(100, screens: screens) { $0.fullRedraw($1) }
    benchmark.measurement(bytesPerKeypress, bytes / 100)
  }

  // (b) A whole styled 200×60 frame to bytes, against copying as many bytes.
  let frame = styledFrame()
  var sample = LineDiffRenderer()
  let frameBytes = sample.fullRedraw(frame)
  Benchmark("frame render wayfinder/10") { _ in
    for _ in 0..<10 {
      var renderer = LineDiffRenderer()
      blackHole(renderer.fullRedraw(frame))
    }
  }
  Benchmark("frame render byte-copy/1000") { _ in
    var buffer: [UInt8] = []
    for _ in 0..<1_000 {
      buffer.removeAll(keepingCapacity: true)
      buffer.append(contentsOf: frameBytes)
      blackHole(buffer)
    }
  }
}
