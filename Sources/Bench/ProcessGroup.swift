/// The figures `ProcessBenchmarks.swift` takes from the real binary on a
/// pseudo-terminal, named as docs/performance.md lists them. The idle run
/// gives three figures; `Once` runs it once.
func processBenchmarks() -> [Benchmark] {
    let idle = Once { try idleCPU() }
    return [
        Benchmark("startup.first-frame", unit: "ms") { try startupFirstFrameMilliseconds() },
        Benchmark("idle.cpu.title", unit: "ms/s") { try idle.value.title },
        Benchmark("idle.cpu.game", unit: "ms/s") { try idle.value.game },
        Benchmark("memory.peak", unit: "MiB") { try idle.value.peakMiB },
    ]
}
