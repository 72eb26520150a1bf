import Foundation
import Glibc
import Testing
@testable import threeducks

/// `host --seed-file` (issue 36: `--seed` shows in `ps` to every account):
/// the seed read from a file the host keeps to itself, the file untrusted.
@Suite struct SeedFileOptionTests {
    private let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("seed-file-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func file(_ text: String) throws -> String {
        let path = directory + "/seed"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func failure(_ path: String) -> CommandFailure? {
        do {
            _ = try SeedFileOption.seed(in: path)
            return nil
        } catch {
            return error as? CommandFailure
        }
    }

    @Test func aWholeNumberWithItsNewlineIsTheSeed() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try SeedFileOption.seed(in: file("18446744073709551615\n")) == .max)
        #expect(try SeedFileOption.seed(in: file("  42 \r\n")) == 42)
    }

    @Test func anythingButASeedInARegularFileIsRefusedInOneLine() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(failure(try file("-1\n"))?.code == ExitStatus.dataError)
        #expect(failure(try file("4 2"))?.message.hasSuffix("a seed is a whole number from 0 to 2^64-1") == true)
        let large = failure(try file(String(repeating: "1", count: 65)))
        #expect(large?.message.contains("holds more than a seed") == true)
        #expect(failure(directory + "/missing")?.code == ExitStatus.noInput)
        // A FIFO is not opened to wait on: refused at once.
        let fifo = directory + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(failure(fifo)?.message == "--seed-file: \(fifo): is a FIFO, not a regular file")
        #expect(failure(directory)?.code == ExitStatus.noInput)
    }

    @Test func theSeedIsGivenOnce() {
        var settings = PlaySettings()
        settings.seed = 1
        settings.seedFile = "/x"
        #expect(settings.problem == "--seed and --seed-file do not go together: give the seed once")
        settings.seed = nil
        #expect(settings.problem == nil)
        settings.seedFile = ""
        #expect(settings.problem == "--seed-file: the path is empty")
    }
}
