import Foundation

/// The committed seed inputs `make fuzz` starts from (Tests/Fixtures/FuzzCorpus),
/// read from the source tree.
enum FuzzCorpus {
    /// The corpus folder, found from this file's place in the tree.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/FuzzCorpus")

    /// One seed input: its file name and bytes.
    struct Input {
        let name: String
        let bytes: [UInt8]
    }

    /// A folder the tests loop over is not in the tree.
    struct MissingFolder: Error, CustomStringConvertible {
        let path: String
        var description: String { "\(path) is missing: a loop over it would pass having read nothing" }
    }

    /// The seed inputs of `target`, sorted by name; `folder` is `""` for the
    /// corpus or `"findings"` for the inputs of findings still open. A missing
    /// folder throws: an empty loop must not pass for a checked one. Files
    /// that are not inputs (`README.md`, dot files such as `.gitkeep`, which
    /// keeps an empty folder in git) are left out.
    static func inputs(_ target: String, in folder: String = "") throws -> [Input] {
        let directory = root.appendingPathComponent(folder).appendingPathComponent(target)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw MissingFolder(path: directory.path)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter(isInput).sorted()
        return try names.map { name in
            Input(name: name, bytes: Array(try Data(contentsOf: directory.appendingPathComponent(name))))
        }
    }

    /// Whether a file in a corpus folder is an input, not a note about them.
    static func isInput(_ name: String) -> Bool {
        !name.hasPrefix(".") && name != "README.md"
    }
}
