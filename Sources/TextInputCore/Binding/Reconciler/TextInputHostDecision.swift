import Foundation

/// What the binding does about an event of its conversation with the host
/// (``TextInputHostConversation/decide(_:validate:)``).
///
/// ``ask(_:)`` asks for an answer, which the binding sends back as the next event; the other
/// decisions end the exchange, unless their effects include ``Effects/resume``.
package enum TextInputHostDecision: Equatable, Sendable {
    /// Yes: the host applies the edit it asked about (or lets its input method compose).
    case letHostApply(then: Effects = [])
    /// Find out the answer to `inquiry`; send it as ``TextInputHostEvent/answered(_:_:in:)``.
    case ask(TextInputHostInquiry)
    /// The host shows `text` and the selection instead; a question is answered no.
    case rewrite(String, selectedUTF16Range: NSRange, answeringUserEdit: Bool, then: Effects)
    /// The host keeps its text and moves its selection; a question is answered no.
    case select(NSRange, then: Effects)
    /// The host keeps what it shows; a question is answered no.
    case keep(then: Effects)

    /// What the binding does besides answering or changing the host.
    package struct Effects: OptionSet, Equatable, Sendable {
        package let rawValue: UInt8

        package init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// The memory's provisional text is forgotten, before the host changes.
        package static let forgetProvisionalText = Effects(rawValue: 1 << 0)
        /// What the host shows is reported, once it has changed.
        package static let report = Effects(rawValue: 1 << 1)
        /// The report reads the value again even if the text is the one last reported.
        package static let rereadValue = Effects(rawValue: 1 << 2)
        /// The editing's end is reported, after the rest, by the binding's focus handling
        /// (``TextInputHostDecision/endsEditing``) rather than the loop that carries decisions
        /// out: an event is built only when editing ends.
        package static let reportEndOfEditing = Effects(rawValue: 1 << 3)
        /// The conversation goes on: send ``TextInputHostEvent/resumed``.
        package static let resume = Effects(rawValue: 1 << 4)
    }

    /// Whether the host applies the edit it asked about: the answer to its question.
    package var letsHostApply: Bool {
        if case .letHostApply = self { true } else { false }
    }

    /// Whether the host shows something new: the answer to an edit app code makes.
    package var changesHost: Bool {
        switch self {
        case .rewrite, .select: true
        default: false
        }
    }

    /// Whether the editing's end is to be reported once the decision is carried out.
    package var endsEditing: Bool {
        effects.contains(.reportEndOfEditing)
    }

    /// The decision's effects.
    package var effects: Effects {
        switch self {
        case let .letHostApply(effects), let .rewrite(_, _, _, effects), let .select(_, effects), let .keep(effects):
            effects
        case .ask:
            []
        }
    }
}
