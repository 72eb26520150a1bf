import GameCore

/// Finds a key written twice in one JSON object.
///
/// JSON leaves such an object's meaning open, and the JSON decoder quietly
/// keeps one of the values: a hand-edited scores file with two `"records"`
/// lists would lose one of them at the next save. A reader that finds a
/// duplicate treats the file as ambiguous, like a corrupt one, and keeps it
/// whole. Keys compare as Swift strings do (as the decoder's do), after
/// their escapes are decoded: `"records"` and `"rec\u006frds"` are one key.
enum JSONDuplicateKey {
    /// The path of the first key that appears twice in one object, e.g.
    /// `records` or `records[2].name`; nil when there is none. Meant for
    /// text the decoder has accepted: on anything else it may answer nil.
    static func find(in data: some Collection<UInt8>) -> String? {
        Array(data).withUnsafeBytes { bytes in
            var scanner = JSONScanner(bytes)
            return scanner.duplicateKey(path: "", depth: 0)
        }
    }

    /// Deeper than the decoder itself reads: give up rather than recurse.
    static let depthLimit = 1024
}

/// The scan, on the one scanner's tokens. It trusts the decoder for the
/// syntax: a `:` or `,` is stepped over unread, and a string JSON would
/// refuse is read as the decoder reads a key it can (`string()`'s repairs).
extension JSONScanner {
    /// Skips one value; returns the first duplicate's path inside it.
    fileprivate mutating func duplicateKey(path: String, depth: Int) -> String? {
        skipSpace()
        guard let byte = peek(), depth < JSONDuplicateKey.depthLimit else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return duplicateKey(inObject: path, depth: depth)
        case UInt8(ascii: "["): return duplicateKey(inArray: path, depth: depth)
        case UInt8(ascii: "\""): _ = string()
        default: skipScalar()
        }
        return nil
    }

    private mutating func duplicateKey(inObject path: String, depth: Int) -> String? {
        index += 1
        var keys = Set<String>()
        while true {
            skipSpace()
            guard peek() == UInt8(ascii: "\"") else {
                index += 1  // `}` (or text the decoder would not have taken)
                return nil
            }
            let key = string().text
            let keyPath = path.isEmpty ? key : path + "." + key
            if !keys.insert(key).inserted { return keyPath }
            skipSpace()
            index += 1  // `:`
            if let found = duplicateKey(path: keyPath, depth: depth + 1) { return found }
            skipSpace()
            guard take(",") else {
                index += 1
                return nil
            }
        }
    }

    private mutating func duplicateKey(inArray path: String, depth: Int) -> String? {
        index += 1
        var element = 0
        while true {
            skipSpace()
            guard !isAtEnd else { return nil }
            if take("]") { return nil }
            if let found = duplicateKey(path: "\(path)[\(element)]", depth: depth + 1) { return found }
            element += 1
            skipSpace()
            guard take(",") else {
                index += 1
                return nil
            }
        }
    }
}
