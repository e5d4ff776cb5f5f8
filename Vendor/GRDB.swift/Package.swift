// swift-tools-version:6.0
// GRDB 7.10.0 (https://github.com/groue/GRDB.swift, MIT licence in LICENSE), vendored by
// habitd so that it builds on FoundationEssentials and leaves swift-corelibs Foundation
// and ICU out of habitd's package (issue 45). What changed is in README.md beside this file.
import PackageDescription

let package = Package(
    name: "GRDB",
    products: [
        .library(name: "GRDBSQLite", targets: ["GRDBSQLite"]),
        .library(name: "GRDB", targets: ["GRDB"]),
    ],
    targets: [
        .systemLibrary(name: "GRDBSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .target(
            name: "GRDB",
            dependencies: [.target(name: "GRDBSQLite")],
            path: "GRDB",
            swiftSettings: [
                .define("SQLITE_ENABLE_FTS5"),
                .define("SQLITE_ENABLE_SNAPSHOT"),
                // Not all Linux distributions have support for WAL snapshots.
                .define("SQLITE_DISABLE_SNAPSHOT", .when(platforms: [.linux])),
                .enableUpcomingFeature("MemberImportVisibility"),
                // habitd's copy: optimised for size in release builds (issue 45; README.md).
                .unsafeFlags(["-Osize"], .when(configuration: .release)),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
