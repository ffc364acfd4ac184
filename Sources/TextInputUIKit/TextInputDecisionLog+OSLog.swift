#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import os

extension TextInputDecisionLog {
    /// A log that writes each entry to the unified log at the debug level, in `subsystem`, with
    /// one `Logger` category per TextInputDecisionLog/Category (`edit`, `format`,
    /// `rewrite`, `unaskedText`, `plugin`, `focus`), so that Console and `log stream` can
    /// filter them.
    ///
    /// The messages are public: every text in them is already redacted by the format's
    /// log-safety rules (no card number, security code or phone number shows a digit).
    ///
    /// ```swift
    /// TextInputDecisionLog.processWide = .osLog(subsystem: "com.example.checkout")
    /// ```
    public static func osLog(subsystem: String) -> TextInputDecisionLog {
        .perCategory { category in
            let logger = Logger(subsystem: subsystem, category: category.rawValue)
            return { logger.debug("\($0, privacy: .public)") }
        }
    }
}
#endif
