import ArgumentParser
import GameCore
import GameStorage
import SysExits

/// `host --seed-file PATH`: the first game's seed, read from a file the host
/// keeps to itself, since `--seed N` on the command line shows to every
/// account of the machine through `ps` (issue 36). The file is untrusted:
/// a regular file only, at most 64 bytes, one whole number (spaces and a
/// newline around it allowed).
struct SeedFileOption: ParsableArguments {
    @Option(help: ArgumentHelp("Read the first game's seed from this file (keep it mode 0600): --seed on the command line shows to every account through ps.",
                               valueName: "path"),
            completion: .file())
    var seedFile: String?

    static let byteLimit = 64

    /// The seed in the file at `path`, or a one-line failure naming it (exit 66, or 65 for its content).
    static func seed(in path: String) throws -> UInt64 {
        let shown = path.sanitizedForTerminal
        let bytes: [UInt8]
        do {
            guard let data = try DurableFile.read(path, limit: byteLimit) else {
                throw CommandFailure("--seed-file: \(shown): no such file", code: ExitStatus.noInput)
            }
            bytes = Array(data)
        } catch let error as KeptFileError {
            let why = switch error.reason {
            case .notAFile(let kind): "is \(kind), not a regular file"
            case .tooLarge: "holds more than a seed (over \(byteLimit) bytes)"
            case .io(let words): words
            default: "cannot be read"
            }
            throw CommandFailure("--seed-file: \(shown): \(why)", code: ExitStatus.noInput)
        }
        // Bytes, not characters: "\r\n" is one character.
        let blank: (UInt8) -> Bool = { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        let digits = bytes.drop(while: blank).reversed().drop(while: blank).reversed()
        guard let seed = UInt64(String(decoding: Array(digits), as: UTF8.self)) else {
            throw CommandFailure("--seed-file: \(shown): a seed is a whole number from 0 to 2^64-1", code: ExitStatus.dataError)
        }
        return seed
    }
}
