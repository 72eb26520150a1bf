import Foundation

/// One figure the benchmark program prints, as `name: value unit`; a timed
/// figure also prints its spread, as `name.spread: value %`.
///
/// `measure` does all the work, timing included, and returns the figure; the
/// program runs it only when the name passes the command line's filter.
struct Benchmark {
    let name: String
    let unit: String
    let measure: () throws -> Figure

    init(_ name: String, unit: String, measure: @escaping () throws -> Double) {
        self.init(name, unit: unit, figure: { Figure(try measure()) })
    }

    init(_ name: String, unit: String, figure: @escaping () throws -> Figure) {
        self.name = name
        self.unit = unit
        self.measure = figure
    }

    /// Whether the command line asked for this one: no filter runs them
    /// all; otherwise the name must contain one of the words.
    func isSelected(by filters: [String]) -> Bool {
        filters.isEmpty || filters.contains { name.contains($0) }
    }

    /// The printed lines: whole numbers for large figures, two decimals
    /// below 100; then the spread, when the figure has one.
    func lines(_ figure: Figure) -> [String] {
        let shown = figure.value >= 100 ? String(Int(figure.value.rounded())) : String(format: "%.2f", figure.value)
        let spread = figure.spread.map { "\(name).spread: \(String(format: "%.1f", $0)) %" }
        return ["\(name): \(shown) \(unit)"] + (spread.map { [$0] } ?? [])
    }
}

/// A measured figure, and for a timed one its spread: the distance between
/// the slowest and the fastest run, in percent of the median.
struct Figure {
    let value: Double
    let spread: Double?

    init(_ value: Double, spread: Double? = nil) {
        self.value = value
        self.spread = spread
    }
}

/// Operations per second of `body`, which performs `operations` of them.
///
/// Runs `body` `warmUp` times untimed (caches, lazy set-up, the allocator),
/// then `repetitions` times on `ContinuousClock`, and reports the *median*
/// run and the spread of all of them. (Until issue 24 it reported the best
/// run, which said what the code could do on a quiet machine, not what it
/// does: the median with its spread says both.)
func medianRate(operations: Int, repetitions: Int = 7, warmUp: Int = 1, _ body: () -> Void) -> Figure {
    for _ in 0..<warmUp { body() }
    let clock = ContinuousClock()
    let rates = (0..<repetitions).map { _ in Double(operations) / (milliseconds(clock.measure(body)) / 1000) }
        .sorted()
    let median = rates[rates.count / 2]
    return Figure(median, spread: median > 0 ? (rates.last! - rates.first!) / median * 100 : nil)
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
