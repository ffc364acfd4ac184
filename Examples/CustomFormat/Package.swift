// swift-tools-version: 6.0
import PackageDescription

// A package of an app's own: an ISIN field built on TextInputKit's public API, as a user of the
// library writes one. It depends on the library two folders up, as an app would on a release.
let package = Package(
    name: "CustomFormat",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "ISINFormat", targets: ["ISINFormat"])
    ],
    dependencies: [
        .package(name: "TextInputKit", path: "../..")
    ],
    targets: [
        .target(name: "ISINFormat", dependencies: [.product(name: "TextInputCore", package: "TextInputKit")]),
        .testTarget(
            name: "ISINFormatTests",
            dependencies: [
                "ISINFormat",
                .product(name: "TextInputCore", package: "TextInputKit"),
                .product(name: "TextInputTesting", package: "TextInputKit"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
