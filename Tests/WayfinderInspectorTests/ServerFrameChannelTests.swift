import FlyingFox
import Foundation
import Synchronization
import Testing

@testable import WayfinderInspector

/// The bounded queue between a viewer's feed and its socket: what keeps a slow viewer from
/// piling frames up in the server.
@Suite("Inspector server: the outgoing frame channel")
struct ServerFrameChannelTests {
  private func texts(_ frames: [WSFrame?]) -> [String?] {
    frames.map { $0.map { String(decoding: $0.payload, as: UTF8.self) } }
  }

  /// Yields until `condition` holds; a bounded loop, not a wait on the clock.
  private func settle(_ condition: () -> Bool) async {
    for _ in 0..<100_000 where !condition() { await Task.yield() }
  }

  @Test func aSenderPastTheCapacityWaitsUntilTheReaderMakesRoom() async throws {
    let channel = FrameChannel(capacity: 2)
    #expect(await channel.send(.text("a")))
    #expect(await channel.send(.text("b")))
    let third = Task { await channel.send(.text("c")) }
    await settle { channel.pending.waitingSenders == 1 }
    #expect(channel.pending == (queued: 2, waitingSenders: 1))

    let first = await channel.next()
    #expect(await third.value)
    #expect(channel.pending == (queued: 2, waitingSenders: 0))
    let rest = [await channel.next(), await channel.next()]
    #expect(texts([first] + rest) == ["a", "b", "c"])
  }

  @Test func closingDropsWhatWaitsAndSendsTheCloseFrameLast() async throws {
    let channel = FrameChannel(capacity: 2)
    #expect(await channel.send(.text("a")))
    #expect(await channel.send(.text("b")))
    let blocked = Task { await channel.send(.text("c")) }
    await settle { channel.pending.waitingSenders == 1 }
    channel.close(with: .close(code: .goingAway))

    #expect(await blocked.value == false)
    #expect(await channel.send(.text("d")) == false)
    let last = await channel.next()
    #expect(last?.opcode == .close)
    #expect(await channel.next() == nil)
  }

  @Test func aWaitingReaderGetsTheNextFrameOrTheEnd() async throws {
    let channel = FrameChannel(capacity: 1)
    let reader = Task { [await channel.next(), await channel.next()] }
    await settle { channel.isReaderWaiting }
    #expect(await channel.send(.text("x")))
    await settle { channel.isReaderWaiting }
    channel.close(with: nil)
    #expect(texts(await reader.value) == ["x", nil])
  }

  @Test func cancellingTheReaderClosesTheChannel() async throws {
    let channel = FrameChannel(capacity: 1)
    let closed = Mutex(false)
    channel.onClose { closed.withLock { $0 = true } }
    let reader = Task { await channel.next() }
    await settle { channel.isReaderWaiting }
    reader.cancel()
    #expect(await reader.value == nil)
    #expect(channel.isClosed)
    #expect(closed.withLock { $0 })
  }

  @Test func theDrainedActionRunsOnceTheLastFrameIsTaken() async throws {
    let channel = FrameChannel(capacity: 1)
    let drained = Mutex(0)
    channel.onDrained { drained.withLock { $0 += 1 } }
    #expect(await channel.send(.text("a")))
    channel.close(with: .close(code: .goingAway))
    _ = await channel.next()
    #expect(drained.withLock { $0 } == 0)
    #expect(await channel.next() == nil)
    #expect(await channel.next() == nil)
    #expect(drained.withLock { $0 } == 1)
  }
}
