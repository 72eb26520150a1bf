import ArgumentParser
import GameCore

extension Board {
    /// A board from a flag's text, or a one-line refusal that says what is
    /// allowed (argument-parser adds the option's name).
    static func argument(_ text: String) throws -> Board {
        guard let board = Board(name: text) else { throw ValidationError(refusal(text)) }
        return board
    }

    /// Why `text` is no board, then what is: `3x3 is 9 cards, which cannot
    /// all pair up; a board is easy, medium, hard or RxC (…)`.
    static func refusal(_ text: String) -> String {
        let allowed = "a board is \(Board.allowed)"
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let rows = Int(parts[0]), let columns = Int(parts[1]),
              parts.allSatisfy({ $0.count <= 3 }) else { return allowed }
        let range = "\(Board.sides.lowerBound) to \(Board.sides.upperBound)"
        if !Board.sides.contains(rows) { return "rows must be from \(range), not \(rows); \(allowed)" }
        if !Board.sides.contains(columns) { return "columns must be from \(range), not \(columns); \(allowed)" }
        guard !(rows * columns).isMultiple(of: 2) else { return allowed }  // `003x4`: digits too many
        return "\(rows)x\(columns) is \(rows * columns) cards, an odd number, which cannot all pair up; \(allowed)"
    }

    /// The named boards, for completion scripts.
    static let completion = CompletionKind.list(Board.presets.map(\.name))
}

extension ComputerLevel: ExpressibleByArgument {}
