// swift-tools-version:6.0
// swift-mustache 2.1.1 (https://github.com/hummingbird-project/swift-mustache, Apache 2.0
// licence in LICENSE.txt), vendored by habitd so that it builds on FoundationEssentials and
// leaves swift-corelibs Foundation and ICU out of habitd's package (issue 45). What changed
// is in README.md beside this file.
import PackageDescription

let package = Package(
    name: "swift-mustache",
    products: [
        .library(name: "Mustache", targets: ["Mustache"])
    ],
    targets: [
        .target(name: "Mustache", swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]),
    ],
    swiftLanguageModes: [.v6]
)
