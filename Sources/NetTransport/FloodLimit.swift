/// How much one connection may send: lines per second and bytes per
/// second, each a token bucket that holds a burst of `burst` seconds' worth.
/// A connection that sends more is closed with the reason.
public struct FloodLimit: Equatable, Sendable {
    public var linesPerSecond: Int
    public var bytesPerSecond: Int
    /// Seconds of sending at the full rate that may come at once.
    public var burstSeconds: Int

    public init(linesPerSecond: Int = 50, bytesPerSecond: Int = 64 * 1024, burstSeconds: Int = 2) {
        self.linesPerSecond = min(max(linesPerSecond, 1), TokenBucket.maximum)
        self.bytesPerSecond = min(max(bytesPerSecond, NetLine.maximumBytes + 1), TokenBucket.maximum)
        self.burstSeconds = min(max(burstSeconds, 1), 3600)
    }

    /// No limit worth the name: for tests of other things.
    public static let none = FloodLimit(linesPerSecond: 1 << 30, bytesPerSecond: 1 << 32, burstSeconds: 1)
}

/// A token bucket on a clock given in nanoseconds (a monotonic one, or a
/// test's own): it starts full, refills at `rate` tokens a second up to
/// `capacity`, and `take` spends tokens or says there are not enough.
public struct TokenBucket: Sendable {
    public let rate: Int
    public let capacity: Int
    /// Tokens, in billionths, so that a slow rate refills between whole tokens.
    private var nanoTokens: Int
    private var last: UInt64

    /// The largest rate and capacity: 2³², so that billionths of them fit an `Int`.
    public static let maximum = 1 << 32

    public init(rate: Int, capacity: Int, now: UInt64) {
        self.rate = min(max(rate, 1), Self.maximum)
        self.capacity = min(max(capacity, 1), Self.maximum)
        nanoTokens = self.capacity * 1_000_000_000
        last = now
    }

    /// Whole tokens available at `now`.
    public mutating func available(now: UInt64) -> Int {
        refill(now: now)
        return nanoTokens / 1_000_000_000
    }

    /// Spends `count` tokens at `now`; false, spending nothing, when fewer are left.
    public mutating func take(_ count: Int, now: UInt64) -> Bool {
        refill(now: now)
        let (cost, overflow) = count.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow, cost <= nanoTokens else { return false }
        nanoTokens -= cost
        return true
    }

    private mutating func refill(now: UInt64) {
        guard now > last else { return }
        let elapsed = now - last
        last = now
        let ceiling = capacity * 1_000_000_000
        // rate × elapsed ns = nano-tokens; after a long idle the bucket is simply full.
        let (gain, overflow) = Int(clamping: elapsed).multipliedReportingOverflow(by: rate)
        nanoTokens = overflow || gain >= ceiling ? ceiling : min(ceiling, nanoTokens + gain)
    }
}

/// Both buckets of one connection.
public struct FloodGuard: Sendable {
    private var lines: TokenBucket
    private var bytes: TokenBucket
    public let limit: FloodLimit

    public init(_ limit: FloodLimit, now: UInt64) {
        self.limit = limit
        lines = TokenBucket(rate: limit.linesPerSecond, capacity: limit.linesPerSecond * limit.burstSeconds, now: now)
        bytes = TokenBucket(rate: limit.bytesPerSecond, capacity: limit.bytesPerSecond * limit.burstSeconds, now: now)
    }

    /// Counts `byteCount` bytes read at `now`; the reason to close, or nil when within the limit.
    public mutating func admitBytes(_ byteCount: Int, now: UInt64) -> String? {
        bytes.take(byteCount, now: now) ? nil
            : "sent more than \(limit.bytesPerSecond) bytes a second (flood)"
    }

    /// Counts one line read at `now`; the reason to close, or nil when within the limit.
    public mutating func admitLine(now: UInt64) -> String? {
        lines.take(1, now: now) ? nil
            : "sent more than \(limit.linesPerSecond) lines a second (flood)"
    }
}
