// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "habitd",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "habitctl", targets: ["habitctl"]),
        .library(name: "HabitCore", targets: ["HabitCore"]),
        .library(name: "HabitStore", targets: ["HabitStore"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Pure domain: Foundation only, no I/O, no clock reads.
        .target(name: "HabitCore"),
        // The shared SQLite store.
        .target(name: "HabitStore", dependencies: [
            "HabitCore",
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // The reminder daemon's engine: planning, firing, the ledger, actions. No threads or timers.
        .target(name: "HabitDaemon", dependencies: ["HabitCore", "HabitStore"]),
        // habitctl's commands and terminal rendering, as a library so that tests can reach them.
        .target(name: "HabitCLI", dependencies: [
            "HabitCore", "HabitStore",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Wiring only.
        .executableTarget(name: "habitctl", dependencies: ["HabitCLI"]),
        // Benchmarks of the pure core (swift run -c release habit-bench).
        .executableTarget(name: "habit-bench", dependencies: ["HabitCore"]),

        .testTarget(name: "HabitCoreTests", dependencies: ["HabitCore"]),
        .testTarget(name: "HabitStoreTests", dependencies: ["HabitStore"]),
        .testTarget(name: "HabitCLITests", dependencies: ["HabitCLI", "habitctl"]),
        .testTarget(name: "HabitDaemonTests", dependencies: ["HabitDaemon"]),
    ],
    swiftLanguageModes: [.v6]
)
