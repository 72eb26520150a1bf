import NetTransport
import Testing

/// The token buckets behind the flood limit, on a clock the test moves.
@Suite struct FloodLimitTests {
    private let second: UInt64 = 1_000_000_000

    @Test func aBucketStartsFullAndRefillsAtItsRate() {
        var bucket = TokenBucket(rate: 10, capacity: 20, now: 0)
        #expect(bucket.take(20, now: 0) == true)
        #expect(bucket.take(1, now: 0) == false)
        #expect(bucket.take(1, now: second / 20) == false, "half a token is not a token")
        #expect(bucket.take(1, now: second / 10) == true)
        #expect(bucket.available(now: second / 10 + second) == 10)
        #expect(bucket.available(now: 100 * second) == 20, "never more than its capacity")
    }

    @Test func aRefusedTakeSpendsNothing() {
        var bucket = TokenBucket(rate: 1, capacity: 5, now: 0)
        #expect(bucket.take(6, now: 0) == false)
        #expect(bucket.take(5, now: 0) == true)
    }

    @Test func aLongIdleDoesNotOverflow() {
        var bucket = TokenBucket(rate: 1 << 40, capacity: 1 << 40, now: 0)
        #expect(bucket.capacity == TokenBucket.maximum)
        #expect(bucket.take(TokenBucket.maximum, now: 0) == true)
        #expect(bucket.available(now: UInt64.max) == TokenBucket.maximum)
        #expect(bucket.take(Int.max, now: UInt64.max) == false)
    }

    @Test func theGuardClosesALineFloodAndSaysSo() {
        var flood = FloodGuard(FloodLimit(linesPerSecond: 5, bytesPerSecond: 100_000, burstSeconds: 2), now: 0)
        for _ in 0..<10 { #expect(flood.admitLine(now: 0) == nil) }
        #expect(flood.admitLine(now: 0) == "sent more than 5 lines a second (flood)")
        // A steady five a second is fine.
        var steady = FloodGuard(FloodLimit(linesPerSecond: 5, bytesPerSecond: 100_000, burstSeconds: 1), now: 0)
        for tick in 0..<100 { #expect(steady.admitLine(now: UInt64(tick) * second / 5) == nil) }
    }

    @Test func theGuardClosesAByteFlood() {
        var flood = FloodGuard(FloodLimit(linesPerSecond: 100, bytesPerSecond: 10_000, burstSeconds: 1), now: 0)
        #expect(flood.admitBytes(10_000, now: 0) == nil)
        #expect(flood.admitBytes(1, now: 0) == "sent more than 10000 bytes a second (flood)")
        #expect(flood.admitBytes(5_000, now: second / 2) == nil)
    }
}
