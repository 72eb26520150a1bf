/// The figures `ProcessBenchmarks.swift` takes from the real binary on a
/// pseudo-terminal. The idle run gives three figures; `Once` runs it once.
func processBenchmarks() -> [Benchmark] {
    let idle = Once { try idleCPU() }
    return [
        Benchmark("process.startup.first-frame", unit: "ms") { try startupFirstFrameMilliseconds() },
        Benchmark("process.idle-cpu.title", unit: "ms/s") { try idle.value.title },
        Benchmark("process.idle-cpu.game", unit: "ms/s") { try idle.value.game },
        Benchmark("process.memory.peak-resident", unit: "MiB") { try idle.value.peakMiB },
    ]
}
