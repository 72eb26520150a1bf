import FuzzChecks

/// libFuzzer calls this with each input it makes (`make fuzz`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecording(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    FuzzEntry.testOneInput(.recording, bytes, count)
}

/// `fuzz-recording`: the recording reader under libFuzzer, or, in a plain
/// build, checked once on each file named.
@main enum FuzzRecording {
    static func main() { FuzzEntry.main(.recording, callback: fuzzRecording) }
}
