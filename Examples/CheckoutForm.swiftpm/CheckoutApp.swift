import SwiftUI

/// The example app: one checkout form built twice, in SwiftUI and in UIKit, so that the two
/// ways of using TextInputKit can be compared field by field.
@main
struct CheckoutApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    SwiftUICheckoutForm()
                        .navigationTitle("SwiftUI")
                }
                .tabItem { Label("SwiftUI", systemImage: "swift") }

                NavigationStack {
                    UIKitCheckoutForm()
                        // The UIKit form moves its own scroll view out of the keyboard's way
                        // (TextInputKeyboardAvoider); SwiftUI shrinking the view as well would
                        // leave the avoider nothing to do.
                        .ignoresSafeArea(.keyboard)
                        .navigationTitle("UIKit")
                }
                .tabItem { Label("UIKit", systemImage: "rectangle.stack") }
            }
        }
    }
}
