// swift-tools-version: 6.0

// An app package: Xcode and Swift Playgrounds open this folder as an app and run it, with no
// Xcode project. It builds the library from this repository, two folders up, so a change to
// the library shows at the next Run.

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "CheckoutForm",
    platforms: [
        .iOS("16.0")
    ],
    products: [
        .iOSApplication(
            name: "CheckoutForm",
            targets: ["AppModule"],
            bundleIdentifier: "example.textinputkit.CheckoutForm",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .pencil),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        // Named, because a package found by path is known by its folder's name, and a clone of
        // the repository may be called anything; the name makes `package:` below always match.
        .package(name: "TextInputKit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "TextInputCore", package: "TextInputKit"),
                .product(name: "TextInputSwiftUI", package: "TextInputKit"),
                .product(name: "TextInputUIKit", package: "TextInputKit"),
            ],
            path: "."
        )
    ]
)
