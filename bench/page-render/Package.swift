// swift-tools-version:6.0
// The board page rendered three ways, to choose how pages are built (issue 42 part 4): by hand
// (strings and escape calls, as habitd does today), from a Mustache template
// (hummingbird-project/swift-mustache, which escapes by default) and with a typed builder
// (JohnSundell/Plot, whose text nodes are escaped). A package of its own, so that habitd's
// build and test command never compile either library: `bash scripts/bench-page-render.sh`.
import PackageDescription

let package = Package(
    name: "page-render-bench",
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/JohnSundell/Plot", exact: "0.14.0"),
    ],
    targets: [
        .executableTarget(name: "PageRenderBench", dependencies: [
            .product(name: "Mustache", package: "swift-mustache"),
            .product(name: "Plot", package: "Plot"),
        ]),
    ]
)
