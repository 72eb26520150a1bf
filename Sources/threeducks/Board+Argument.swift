import ArgumentParser
import GameCore

extension Board {
    /// A board from a flag's text, or a one-line refusal that says what is
    /// allowed (argument-parser adds the option's name).
    static func argument(_ text: String) throws -> Board {
        guard let board = Board(name: text) else { throw ValidationError("a board is \(Board.allowed)") }
        return board
    }

    /// The named boards, for completion scripts.
    static let completion = CompletionKind.list(Board.presets.map(\.name))
}

extension ComputerLevel: ExpressibleByArgument {}
