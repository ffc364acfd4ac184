import SwiftUI

/// The UIKit form inside the SwiftUI app. The controller owns its fields and their bindings,
/// so SwiftUI has nothing to pass in or to update.
struct UIKitCheckoutForm: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> CheckoutViewController {
        CheckoutViewController()
    }

    func updateUIViewController(_ controller: CheckoutViewController, context: Context) {}
}
