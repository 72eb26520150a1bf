/// How the quack sounds: the terminal bell, a screen flash, or nothing.
package enum BellStyle: String, CaseIterable, Codable, Sendable {
    case audible, visual, off
}

/// Rings the bell. The terminal supplies the real one; tests count rings.
///
/// `Sendable`, as the quack link that holds it is: the link rings it on
/// its store's thread.
package protocol Bell: AnyObject, Sendable {
    /// Rings once in the given style.
    func ring(_ style: BellStyle)
}

/// What the quack asks of the `Bell`: a value its link returns in an
/// `Effect.perform`, so a test store can assert it.
package enum BellWork: Equatable, Sendable {
    /// Ring once in this style.
    case ring(BellStyle)
}

extension Bell {
    /// Does `work`: the function a `perform` effect calls.
    package func perform(_ work: BellWork) {
        switch work {
        case .ring(let style): ring(style)
        }
    }
}

/// What loading the score table found.
package struct ScoreLoad: Equatable, Sendable {
    /// The records that could be read.
    package var table: ScoreTable
    /// One line for the player when something was wrong (records skipped, a
    /// corrupt file moved aside); nil when all was well.
    package var warning: String?

    package init(table: ScoreTable, warning: String? = nil) {
        self.table = table
        self.warning = warning
    }
}

/// Where scores are kept between runs: a file for the program, memory for
/// tests.
///
/// `Sendable`: the high-score link calls it from a task, away from the
/// store's thread, because a write may wait seconds for another program's
/// lock. Calls never overlap for one game, but they may come from any
/// thread.
package protocol ScoreStore: AnyObject, Sendable {
    /// Reads the table; a problem the player should see is a warning, not a
    /// thrown error, when play can go on.
    func load() throws -> ScoreLoad
    /// Adds a record (merging with what others wrote meanwhile) and returns
    /// the table as saved.
    func record(_ record: ScoreRecord) throws -> ScoreTable
}
