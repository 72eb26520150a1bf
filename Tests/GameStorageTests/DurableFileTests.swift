import Foundation
@testable import GameStorage
import Glibc
import Testing

/// The one way a file is written whole (`DurableFile.replace`): a reader
/// sees the old bytes or the new, the file has the mode asked for whatever
/// the umask, nothing is left beside it, and only a regular file is replaced.
@Suite struct DurableFileTests {
    private let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("durable-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: directory).sorted() }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
    }

    @Test func aReplacedFileHoldsTheNewBytesWithItsModeAndNothingIsLeftBesideIt() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/host-ducks.room"
        try DurableFile.replace(path, with: Data("first\n".utf8), mode: 0o600, syncingDirectory: false)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("first\n".utf8))
        #expect(mode(path) == 0o600)
        // 0666 is more than the usual umask lets `open` give: the mode is set, not asked for.
        try DurableFile.replace(path, with: Data("second\n".utf8), mode: 0o666)
        #expect(mode(path) == 0o666)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("second\n".utf8))
        #expect(try names() == ["host-ducks.room"], "no temporary left")
    }

    @Test func aReaderOfTheOldFileKeepsTheOldBytes() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/scores.json"
        try DurableFile.replace(path, with: Data("old".utf8))
        let reader = open(path, O_RDONLY)
        #expect(reader >= 0)
        defer { close(reader) }
        try DurableFile.replace(path, with: Data("new bytes".utf8))
        #expect(try DurableFile.readUpTo(100, from: reader) == Data("old".utf8), "renamed over, never written into")
        #expect(try DurableFile.read(path, limit: 100) == Data("new bytes".utf8))
    }

    @Test func onlyARegularFileIsReplaced() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/journal.jsonl"
        #expect(mkfifo(path, 0o644) == 0)
        #expect(throws: KeptFileError(path: path, .notAFile(.fifo))) {
            try DurableFile.replace(path, with: Data("x".utf8))
        }
        #expect(FileKind.of(path) == .fifo)
        #expect(try names() == ["journal.jsonl"], "nothing created beside it")
    }

    @Test func aDirectoryThatCannotTakeTheFileIsSaidAndLeavesNothing() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = directory + "/gone"
        let error = try #require(throws: KeptFileError.self) {
            try DurableFile.replace(missing + "/scores.json", with: Data("x".utf8))
        }
        #expect("\(error)" == "\(missing)/scores.json: cannot create a file in \(missing): No such file or directory")
        #expect(try names() == [])
    }

    @Test func theTemporaryIsNamedForItsFileSoAStaleOneIsFoundAndRemoved() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/scores.json"
        let stale = directory + "/" + DurableFile.temporaryPrefix(of: path) + "123-456"
        let other = directory + "/" + DurableFile.temporaryPrefix(of: directory + "/history.jsonl") + "123-456"
        #expect(FileManager.default.createFile(atPath: stale, contents: Data("cut".utf8)))
        #expect(FileManager.default.createFile(atPath: other, contents: Data("cut".utf8)))
        DurableFile.removeStaleTemporaries(of: path)
        #expect(FileKind.of(stale) == nil)
        #expect(FileKind.of(other) == .regular, "another file's temporary is left to its writer")
    }
}
