// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TextInputKit",
    defaultLocalization: "en",
    platforms: [
        .iOS(.v16),
        .tvOS(.v16),
        .macOS(.v13),
    ],
    products: [
        .library(name: "TextInputCore", targets: ["TextInputCore"]),
        .library(name: "TextInputUIKit", targets: ["TextInputUIKit"]),
        .library(name: "TextInputAppKit", targets: ["TextInputAppKit"]),
    ],
    targets: [
        .target(name: "TextInputCore", resources: [.process("Resources")]),
        .target(name: "TextInputUIKit", dependencies: ["TextInputCore"]),
        .target(name: "TextInputAppKit", dependencies: ["TextInputCore"]),
        .target(name: "TextInputTerminal", dependencies: ["TextInputCore"]),
        .executableTarget(name: "textinput-demo", dependencies: ["TextInputCore", "TextInputTerminal"]),
        .executableTarget(name: "textinput-fuzz", dependencies: ["TextInputCore"]),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["TextInputCore", "HeapStatistics"],
            path: "Benchmarks",
            exclude: ["count-allocations.sh", "count-instructions.sh", "HeapStatistics"]
        ),
        .systemLibrary(name: "HeapStatistics", path: "Benchmarks/HeapStatistics"),
        .testTarget(name: "TextInputCoreTests", dependencies: ["TextInputCore"]),
        .testTarget(name: "TextInputTerminalTests", dependencies: ["TextInputCore", "TextInputTerminal"]),
    ],
    swiftLanguageModes: [.v6]
)
