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

    /// The seed inputs of `target`, sorted by name; `folder` is `""` for the
    /// corpus or `"findings"` for the inputs of findings still open.
    static func inputs(_ target: String, in folder: String = "") throws -> [Input] {
        let directory = root.appendingPathComponent(folder).appendingPathComponent(target)
        if !folder.isEmpty && !FileManager.default.fileExists(atPath: directory.path) { return [] }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        return try names.map { name in
            Input(name: name, bytes: Array(try Data(contentsOf: directory.appendingPathComponent(name))))
        }
    }
}
