import UIKit

/// The app the UIKit tests run in: it only launches, so that UIKit connects a window scene the
/// tests put their windows in. Its scene manifest is generated with no delegate, so the scene
/// has no window of its own.
@main
final class UIKitTestHostApp: UIResponder, UIApplicationDelegate {}
