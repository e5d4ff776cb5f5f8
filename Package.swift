// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "habitd",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "habitctl", targets: ["habitctl"]),
        .executable(name: "habitd", targets: ["habitd"]),
        // The packaged program: habitctl and habitd in one file, told apart by the name it is run by.
        .executable(name: "habit", targets: ["habit"]),
        .library(name: "HabitCore", targets: ["HabitCore"]),
        .library(name: "HabitStore", targets: ["HabitStore"]),
    ],
    dependencies: [
        // GRDB 7.10.0, vendored to build on FoundationEssentials (issue 45; Vendor/GRDB.swift/README.md).
        .package(path: "Vendor/GRDB.swift"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // The pages' templates: every {{…}} escaped (docs/performance.md, Plot measured beside it).
        // swift-mustache 2.1.1, vendored to build on FoundationEssentials (issue 45; Vendor/swift-mustache/README.md).
        .package(path: "Vendor/swift-mustache"),
    ],
    targets: [
        // Pure domain: Foundation only, no I/O, no clock reads.
        .target(name: "HabitCore"),
        // The shared SQLite store.
        .target(name: "HabitStore", dependencies: [
            "HabitCore", "HabitSync", "CZlib", "Posix", "CSQLiteConfig",
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ]),
        // Readers of other apps' files and of our own exports, whatever library each needs
        // (Loop's .db through SQLite, its CSV zip through zlib, harsh's text, habitd-export
        // JSON): they hand habits and entries to the store's import sessions (the write path)
        // and write no table themselves.
        .target(name: "HabitImport", dependencies: [
            "HabitCore", "HabitStore", "CZlib", "Posix",
            .product(name: "GRDBSQLite", package: "GRDB.swift"),
        ]),
        // The journal devices exchange (issue 14): hybrid logical clocks, operations, the
        // order-independent fold, the segment format. Pure, like HabitCore.
        .target(name: "HabitSync", dependencies: ["HabitCore"]),
        // The control socket's messages and client, shared by habitd and habitctl.
        .target(name: "HabitControl", dependencies: ["Posix"]),
        // Linux calls Swift's Glibc module lacks (timerfd, SO_PEERCRED, libintl).
        .target(name: "CPosix"),
        // SQLite's process-wide settings (sqlite3_config is variadic, out of Swift's reach).
        .target(name: "CSQLiteConfig", linkerSettings: [.linkedLibrary("sqlite3")]),
        // Every system call the other targets make, as swift-nio keeps them: EINTR retried,
        // errno thrown as SystemCallError. The only Swift target that imports Glibc.
        .target(name: "Posix", dependencies: ["CPosix"]),
        // The language both programs speak: the locale from the environment, gettext's
        // catalogues installed as HabitCore's MessageCatalog.
        .target(name: "HabitLocale", dependencies: ["HabitCore", "CPosix", "Posix"]),
        // What the web server serves that is not Swift (the API's document), as files built
        // into the program (assets.c says how).
        .target(name: "CWebAssets", exclude: ["files"]),
        // libnotify, GLib and GIO, loaded when habitd starts its notifier rather than linked
        // (CLibnotify.h says why, and why declared there rather than through pkg-config).
        .target(name: "CLibnotify"),
        // zlib: inflate for the zip archive of Loop's CSV export, both ways for sync snapshots.
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // libqrencode: `habitctl web pair` shows the login link as a QR code in the terminal.
        .systemLibrary(name: "CQREncode", providers: [.apt(["libqrencode-dev"])]),
        // The daemon: the engine (planning, firing, the ledger, actions; no threads, tested with a
        // controlled clock) and its runtime (queue, timer, watchers, control socket, config).
        .target(name: "HabitDaemon", dependencies: [
            "HabitCore", "HabitStore", "HabitControl", "Posix",
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The libnotify notifier, its GLib main loop on a thread of its own.
        .target(name: "HabitNotify", dependencies: ["HabitDaemon", "HabitControl", "Posix", "CLibnotify"]),
        // The ledger as every face shows it: the board's rows, their words, list --json's
        // entries, read from the store; habitctl renders them to a terminal, the HTTP API to JSON.
        .target(name: "HabitViews", dependencies: ["HabitCore", "HabitStore", "HabitSync"]),
        // The writes every door makes, declared once: add and edit (HabitInputTable,
        // HabitChange, HabitWrite), the actions (HabitAction, ActionRun), settings, order.
        .target(name: "HabitWrites", dependencies: ["HabitCore", "HabitStore", "HabitViews"]),
        // The HTTP API habitd serves (issue 30): a pure request-to-response core over the
        // store (routes, tokens, guards, problem details) and its SwiftNIO edge.
        .target(name: "HabitWeb", dependencies: [
            "HabitCore", "HabitStore", "HabitViews", "HabitImport", "HabitControl", "HabitLocale", "CZlib", "CWebAssets", "Posix", "HabitWrites",
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOPosix", package: "swift-nio"),
            .product(name: "NIOHTTP1", package: "swift-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "Mustache", package: "swift-mustache"),
        ]),
        // habitctl's commands and terminal rendering, as a library so that tests can reach them.
        .target(name: "HabitCLI", dependencies: [
            "HabitCore", "HabitStore", "HabitImport", "HabitControl", "HabitLocale", "HabitViews", "HabitWrites", "Posix", "CQREncode",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // habitd's wiring, as a library so that both programs below can start it.
        .target(name: "HabitdProgram", dependencies: [
            "HabitCore", "HabitDaemon", "HabitNotify", "HabitStore", "HabitLocale", "HabitWeb", "Posix",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // Wiring only.
        .executableTarget(name: "habitd", dependencies: ["HabitdProgram"]),
        .executableTarget(name: "habitctl", dependencies: ["HabitCLI"]),
        // One file for the package (issue 45): habitctl, or habitd when run by that name.
        .executableTarget(name: "habit", dependencies: ["HabitCLI", "HabitdProgram"]),
        // Benchmarks of the core and of the daemon's achievement check (swift run -c release habit-bench).
        .executableTarget(name: "habit-bench", dependencies: ["HabitCore", "HabitStore"]),
        // The fuzz targets (issue 32): every parser of outside bytes, one function each; run
        // under libFuzzer by scripts/fuzz.sh, their corpora replayed by swift test.
        .target(name: "HabitFuzzTargets", dependencies: [
            "HabitCore", "HabitStore", "HabitImport", "HabitSync", "HabitControl", "HabitDaemon", "HabitViews", "HabitWrites", "HabitWeb", "Posix",
        ]),
        .executableTarget(name: "habitd-fuzz", dependencies: ["HabitFuzzTargets"]),

        // What the test targets share (the property tests' random source).
        .target(name: "TestSupport", dependencies: ["HabitCore"], path: "Tests/TestSupport"),
        .testTarget(name: "HabitCoreTests", dependencies: ["HabitCore", "TestSupport"]),
        .testTarget(name: "HabitStoreTests", dependencies: ["HabitStore", "HabitSync", "TestSupport"]),
        .testTarget(name: "HabitSyncTests", dependencies: ["HabitSync", "TestSupport"]),
        .testTarget(name: "HabitImportTests", dependencies: ["HabitImport", "HabitCore", "Posix"]),
        .testTarget(name: "HabitCLITests", dependencies: ["HabitCLI", "HabitViews", "HabitWrites", "HabitControl", "HabitWeb", "HabitDaemon", "habitctl", "habitd", "habit", "Posix",
                                                          "TestSupport"]),
        .testTarget(name: "HabitDaemonTests", dependencies: ["HabitDaemon", "HabitControl", "TestSupport"]),
        .testTarget(name: "HabitWebTests", dependencies: ["HabitWeb", "HabitStore", "HabitCore", "HabitLocale", "HabitViews", "HabitWrites", "TestSupport"]),
        .testTarget(name: "HabitFuzzTests", dependencies: ["HabitFuzzTargets"]),
        .testTarget(name: "PosixTests", dependencies: ["Posix"]),
        // The vendored libraries' own changes (Vendor/*/README.md), held to what they replace.
        .testTarget(name: "VendorTests", dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
                    exclude: ["InflectionsTests.json"]),
    ],
    swiftLanguageModes: [.v6]
)

/// Appends `settings` to the Swift settings of each target named in `names`.
@MainActor func add(_ settings: [SwiftSetting], to names: Set<String>) {
    for target in package.targets where names.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + settings
    }
}

// Extension members are seen only through a file's own imports (SE-0444): without it, one
// file's `import Foundation` anywhere in a module (or a dependency's) lends every file
// swift-corelibs Foundation's String helpers, which pull ICU into the package (issue 45).
let importsOwnMembers: Set<String> = [
    "HabitCore", "Posix", "HabitLocale", "HabitSync", "HabitControl", "HabitStore", "HabitImport", "HabitViews", "HabitWrites",
    "HabitWeb", "HabitDaemon", "HabitNotify", "HabitdProgram", "HabitCLI", "habit", "habitd", "habitctl",
]
add([.enableUpcomingFeature("MemberImportVisibility")], to: importsOwnMembers)

// Modules off the hot paths (a command, a reminder or a sync goes through them once) are
// optimised for size in release builds, as is GRDB's copy (Vendor/GRDB.swift: the reads that
// run per row step SQLite with its C calls): with the C code at -Os (scripts/deb.sh), 836 KiB
// of the program, which brings the package under 30 MB installed however 30 MB is read
// (issue 45, docs/package.md). What `list`, the board, the web API's views, the planner and
// the store's reads run through (HabitCLI, HabitCore, HabitStore, HabitViews, HabitWrites,
// HabitLocale, HabitWeb) stays at -O: HabitCLI at -Osize cost `list` 7% more instructions.
let sizeOptimised: Set<String> = [
    "HabitImport", "HabitSync", "HabitControl", "HabitDaemon", "HabitNotify", "HabitdProgram",
]
add([.unsafeFlags(["-Osize"], .when(configuration: .release))], to: sizeOptimised)

// What `list` and the board run through asks the runtime for its generic types' metadata
// directly (an accessor per type) rather than by a mangled name the runtime decodes at first
// use: a `habitctl list` ran 5% fewer instructions (24.5 M to 23.2 M, callgrind) for 94 KB more
// program (docs/package.md, "Then: list at 2x sqlite3, read from disk"). The package's build
// (scripts/deb.sh) passes it to every module, the dependencies' too: unsafeFlags here reach
// only ours.
let directTypeMetadata: Set<String> = ["HabitCLI", "HabitCore", "HabitStore", "HabitViews", "HabitWrites", "HabitLocale", "Posix"]
add([.unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release))],
    to: directTypeMetadata)
