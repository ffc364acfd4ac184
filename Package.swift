// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TextInputKit",
    defaultLocalization: "en",
    platforms: [
        .iOS(.v16),
        .tvOS(.v16),
        .macOS(.v13),
        .watchOS(.v9),
    ],
    products: [
        .library(name: "TextInputCore", targets: ["TextInputCore"]),
        .library(name: "TextInputUIKit", targets: ["TextInputUIKit"]),
        .library(name: "TextInputAppKit", targets: ["TextInputAppKit"]),
        .library(name: "TextInputSwiftUI", targets: ["TextInputSwiftUI"]),
        // For test targets: checks a format against the editing rules in one call.
        .library(name: "TextInputTesting", targets: ["TextInputTesting"]),
    ],
    targets: [
        .target(name: "TextInputCore", resources: [.process("Resources")]),
        .target(name: "TextInputUIKit", dependencies: ["TextInputCore"]),
        .target(name: "TextInputAppKit", dependencies: ["TextInputCore"]),
        .target(name: "TextInputSwiftUI", dependencies: ["TextInputCore", "TextInputUIKit", "TextInputAppKit"]),
        // The built-in formats as the tools around the package know them: not a product.
        .target(name: "TextInputCatalog", dependencies: ["TextInputCore"]),
        // TextInputFormatCheck, and the editing invariants, edit scripts and seeded random
        // numbers that it, the property tests, the fuzzer and the benchmarks share.
        .target(name: "TextInputTesting", dependencies: ["TextInputCore"]),
        .target(name: "TextInputTerminal", dependencies: ["TextInputCore", "TextInputCatalog"]),
        .executableTarget(name: "textinput-demo", dependencies: ["TextInputCore", "TextInputTerminal"]),
        .executableTarget(name: "textinput-fuzz", dependencies: ["TextInputCore", "TextInputCatalog", "TextInputTesting"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["TextInputCore", "TextInputCatalog", "TextInputTesting", "HeapStatistics"],
            path: "Benchmarks",
            exclude: ["count-allocations.sh", "count-instructions.sh", "HeapStatistics"]
        ),
        .systemLibrary(name: "HeapStatistics", path: "Benchmarks/HeapStatistics"),
        .testTarget(name: "TextInputCoreTests", dependencies: ["TextInputCore", "TextInputCatalog", "TextInputTesting"]),
        .testTarget(name: "TextInputCatalogTests", dependencies: ["TextInputCore", "TextInputCatalog"]),
        .testTarget(name: "TextInputTestingTests", dependencies: ["TextInputCore", "TextInputCatalog", "TextInputTesting"]),
        .testTarget(name: "TextInputTerminalTests", dependencies: ["TextInputCore", "TextInputCatalog", "TextInputTerminal"]),
        // A real UITextField in a window: runs in the iOS Simulator only (empty elsewhere).
        .testTarget(name: "TextInputUIKitTests", dependencies: ["TextInputCore", "TextInputUIKit"]),
    ],
    swiftLanguageModes: [.v6]
)
