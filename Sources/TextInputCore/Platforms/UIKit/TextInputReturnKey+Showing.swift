import Foundation

extension TextInputReturnKey {
    /// The platform key a host shows for this key, the one the binding's plugins ask for (a form
    /// navigator's Next or Done), or nil to leave the field's key as it is: when the plugins ask
    /// for none (``default``), or the app set its own (a key other than the platform's default
    /// and other than the one the host showed last).
    ///
    /// ```swift
    /// TextInputReturnKey.next.platformKey(replacing: "done", shownLast: nil, platformDefault: "default") { "\($0)" }   // nil: the app's Done stays
    /// ```
    package func platformKey<Key: Equatable>(
        replacing shown: Key,
        shownLast: Key?,
        platformDefault: Key,
        _ platformKey: (Self) -> Key
    ) -> Key? {
        guard self != .default, shown == platformDefault || shown == shownLast else { return nil }
        return platformKey(self)
    }
}
