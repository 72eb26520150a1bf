import FuzzChecks

/// libFuzzer calls this with each input it makes (`make fuzz`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScores(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzEntry.testOneInput(.scores, bytes, count)
}

/// `fuzz-scores`: the scores file reader under libFuzzer, or, in a plain
/// build, checked once on each file named.
@main enum FuzzScores {
    static func main() { FuzzEntry.main(.scores, callback: fuzzScores) }
}
