#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What is wrong with JSON that did not decode, or decoded to something
/// ambiguous, in the words the player reads. The recording reader and the
/// scores file are separate formats, but both say a JSON problem this way,
/// from this one home rather than one borrowing the other's.
enum JSONProblem {
    /// A decoding error in a few words, with the path to the bad value.
    /// `line`, when given, tells an empty line from other JSON that is not
    /// valid.
    static func describe(_ error: any Error, line: Data? = nil) -> String {
        // The decoder quotes values from the file ("invalid String value …"): keep the words short.
        let words = describeUnclipped(error, line: line)
        return words.count > detailLimit ? words.prefix(detailLimit - 1) + "…" : words
    }

    /// The most characters `describe` says.
    static let detailLimit = 200

    /// A key written twice in one object of `data` (`JSONDuplicateKey`),
    /// said as the problem; nil when there is none. The decoder would
    /// quietly keep one of the values, so a reader refuses the text.
    static func duplicateKey(in data: some Collection<UInt8>) -> String? {
        JSONDuplicateKey.find(in: data).map { "the key \"\($0.prefix(60))\" appears twice, so which one counts is unclear" }
    }

    private static func describeUnclipped(_ error: any Error, line: Data?) -> String {
        guard let error = error as? DecodingError else { return describeParserError(error) }
        let context = error.context
        let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            .joined(separator: ".")
        switch error {
        case .dataCorrupted where path.isEmpty:
            // What reaches here the parser refused outright: bad syntax, or
            // nesting deeper than it follows.
            if let line, line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return "an empty line" }
            if let line, nesting(of: line) > parserNestingLimit {
                return "arrays and objects nested more than \(parserNestingLimit) deep"
            }
            return "not valid JSON"
        case .typeMismatch where path.isEmpty, .valueNotFound where path.isEmpty:
            return "valid JSON, but \(Self.found(context.debugDescription) ?? "something else"), not an object"
        case .keyNotFound(let key, _): return "\(path.isEmpty ? "" : path + ".")\(key.stringValue) is missing"
        default: return "\(path): \(context.debugDescription)"
        }
    }

    /// The deepest nesting Foundation's JSON parser follows; deeper is
    /// valid JSON it refuses.
    static let parserNestingLimit = 512

    /// The deepest nesting of arrays and objects in `line`, outside strings.
    private static func nesting(of line: Data) -> Int {
        var depth = 0, deepest = 0, inString = false, escaped = false
        for byte in line {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1; deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// What the line is instead of an object, from the decoder's words
    /// (`…but found an array instead.`).
    private static func found(_ debugDescription: String) -> String? {
        let kinds = [("null", "null"), ("found an array", "an array"), ("found a string", "a string"),
                     ("found number", "a number"), ("found bool", "true or false")]
        return kinds.first { debugDescription.contains($0.0) }.map { $0.1 }
    }

    /// The JSON parser's own errors, as thrown inside a decoding (its type
    /// is Foundation's own, so its case is read by name): a string that is
    /// not UTF-8 or a number that does not fit its field is valid JSON
    /// text, and is said as what it is.
    private static func describeParserError(_ error: any Error) -> String {
        guard let problem = Mirror(reflecting: error).children.first, let name = problem.label else {
            return "not valid JSON"
        }
        switch name {
        case "cannotConvertInputStringDataToUTF8":
            return "a string is not valid UTF-8"
        case "expectedLowSurrogateUTF8SequenceAfterHighSurrogate", "couldNotCreateUnicodeScalarFromUInt32":
            return "a string holds a \\u escape that is no character (half a surrogate pair)"
        case "numberIsNotRepresentableInSwift":
            let number = Mirror(reflecting: problem.value).children.first?.value as? String
            let shown = number.map { $0.count > 24 ? $0.prefix(23) + "…" : $0 } ?? "a number"
            return "the number \(shown) does not fit its field (too large, or not a whole number)"
        default:
            return "not valid JSON"
        }
    }
}

extension DecodingError {
    /// The context every case carries.
    var context: Context {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
             .keyNotFound(_, let context), .dataCorrupted(let context):
            return context
        @unknown default:
            return Context(codingPath: [], debugDescription: "\(self)")
        }
    }
}
