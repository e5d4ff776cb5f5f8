import Foundation
import HabitFuzzTargets

// habitd-fuzz (issue 32): the fuzz targets as one program. Built by scripts/fuzz.sh with
// `-sanitize=fuzzer,address -DFUZZING`, libFuzzer's main drives the target named by
// $HABITD_FUZZ_TARGET. Built plainly (swift build), it replays files through a target:
// `habitd-fuzz TARGET FILE...`, or lists the targets: `habitd-fuzz --list`.

/// The target this process fuzzes, read once.
let fuzzTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["HABITD_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget.named(name) else {
        FileHandle.standardError.write(Data("habitd-fuzz: set HABITD_FUZZ_TARGET to one of: \(FuzzTarget.all.map(\.name).joined(separator: ", "))\n".utf8))
        exit(2)
    }
    return target
}()

/// libFuzzer's entry: one input through the target.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    _ = fuzzTarget.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
func libFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The program's entry: SwiftPM names an executable's `main` after its target; here it hands
/// over to libFuzzer's driver (its own `main` is then never linked).
@_cdecl("habitd_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var args = argv
    return libFuzzerRunDriver(&count, &args) { data, size in fuzzOne(data, size) }
}

@_silgen_name("LLVMFuzzerMutate")
func libFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// libFuzzer's mutator, with one change for Loop's database backups: a mutation stays inside
/// one page of the SQLite file (its page size from the header), so the file keeps its shape
/// and SQLite reads far enough to meet the damage; every other target mutates as libFuzzer does.
@_cdecl("LLVMFuzzerCustomMutator")
public func fuzzMutate(_ data: UnsafeMutablePointer<UInt8>?, _ size: Int, _ maxSize: Int, _ seed: CUnsignedInt) -> Int {
    guard let data else { return 0 }
    guard fuzzTarget.name == "loop-db", size >= 100 else { return libFuzzerMutate(data, size, maxSize) }
    let raw = Int(data[16]) << 8 | Int(data[17])
    let page = raw == 1 ? 65536 : (raw >= 512 && raw <= 32768 && raw & (raw - 1) == 0 ? raw : 4096)
    let pages = max(1, size / page)
    let start = Int(seed % CUnsignedInt(pages)) * page
    let length = min(page, size - start)
    // Inside the page, libFuzzer's own mutations (same length: the file's pages stay aligned).
    var buffer = Array(UnsafeBufferPointer(start: data + start, count: length))
    let changed = buffer.withUnsafeMutableBufferPointer { libFuzzerMutate($0.baseAddress!, length, length) }
    for i in 0..<min(changed, length) { data[start + i] = buffer[i] }
    return size
}
#else
/// Without libFuzzer: replay files through a target, or list the targets.
@main
enum Replay {
    static func main() {
        let args = Array(CommandLine.arguments.dropFirst())
        if args.first == "--list" {
            for t in FuzzTarget.all { print("\(t.name)\t\(t.summary)") }
            return
        }
        guard let name = args.first, let target = FuzzTarget.named(name), args.count > 1 else {
            FileHandle.standardError.write(Data("usage: habitd-fuzz TARGET FILE... | --list\n".utf8))
            exit(2)
        }
        for path in args.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("habitd-fuzz: cannot read \(path)\n".utf8))
                exit(1)
            }
            _ = target.run(Array(data))
        }
        print("\(args.count - 1) inputs through \(name): no crash")
    }
}
#endif
