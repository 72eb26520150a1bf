import Foundation

/// One figure the benchmark program prints, as `name: value unit`.
///
/// `measure` does all the work, timing included, and returns the figure; the
/// program runs it only when the name passes the command line's filter.
struct Benchmark {
    let name: String
    let unit: String
    let measure: () throws -> Double

    init(_ name: String, unit: String, measure: @escaping () throws -> Double) {
        self.name = name
        self.unit = unit
        self.measure = measure
    }

    /// Whether the command line asked for this one: no filter runs them
    /// all; otherwise the name must contain one of the words.
    func isSelected(by filters: [String]) -> Bool {
        filters.isEmpty || filters.contains { name.contains($0) }
    }

    /// The printed line: whole numbers for large figures, two decimals below 100.
    func line(_ value: Double) -> String {
        let shown = value >= 100 ? String(Int(value.rounded())) : String(format: "%.2f", value)
        return "\(name): \(shown) \(unit)"
    }
}

/// Operations per second of `body`, which performs `operations` of them.
///
/// Runs `body` `warmUp` times untimed (caches, lazy set-up, the allocator),
/// then `repetitions` times on `ContinuousClock`, and reports the *best* run:
/// noise on a shared machine only ever slows a run down, so the fastest run
/// is the closest to what the code itself costs.
func bestRate(operations: Int, repetitions: Int = 5, warmUp: Int = 1, _ body: () -> Void) -> Double {
    for _ in 0..<warmUp { body() }
    let clock = ContinuousClock()
    let fastest = (0..<repetitions).map { _ in clock.measure(body) }.min() ?? .zero
    return Double(operations) / (milliseconds(fastest) / 1000)
}

/// Computes a value on first use and keeps it, so that several figures can
/// come from one costly measurement (one game process gives three).
final class Once<Value> {
    private let make: () throws -> Value
    private var made: Value?

    init(_ make: @escaping () throws -> Value) { self.make = make }

    var value: Value {
        get throws {
            if let made { return made }
            let value = try make()
            made = value
            return value
        }
    }
}

/// Keeps the optimiser from dropping work whose result nobody reads.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
