import Foundation
import Testing
import TextInputCore

/// The binding's conversation with its host, without a host: each row is what the host
/// reports or asks, in order, and what the binding must do about each.
@Suite("The host conversation decides every question and report of the host")
struct TextInputHostConversationTests {
    /// One step of a conversation.
    enum Step: Sendable {
        /// An event, the edits it asks the formatter about (with the formatter's answers), and
        /// the decision it gets.
        case decide(TextInputHostEvent, asking: [ConversationNotation.Validation] = [], TextInputHostDecision)
        /// The binding reports what the host shows; `changes` is what changed since the last
        /// report.
        case report(TextInputHostSnapshot, TextInputEditingChanges)
    }

    /// A conversation from a field whose binding has reported nothing yet (an empty field).
    struct Conversation: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var steps: [Step]

        init(_ name: String, _ steps: [Step]) {
            testDescription = name
            self.steps = steps
        }
    }

    static let conversations: [Conversation] = {
        typealias N = ConversationNotation
        let reported12 = Step.report(N.shows("12"), [.text, .selectedRange])
        let ending: TextInputHostDecision.Effects = [.forgetProvisionalText, .report, .reportEndOfEditing]
        let suggesting = Step.report(N.shows("Paris", N.at(2, 3), provisional: "ris"), [.text, .selectedRange])
        let placeholder: [Step] = [
            .decide(.shouldReplace(N.asks(N.at(0), " ", .typing), in: N.shows("")), .ask(.expectsAutoFill)),
            .decide(.answered(.expectsAutoFill, true, in: N.shows("")), .letHostApply()),
            .decide(.changed(in: N.shows(" ")), .keep(then: .report)),
            .report(N.shows(" "), [.text, .selectedRange]),
        ]
        return [
            Conversation(
                "an accepted edit is the host's to apply, and its report is approved",
                [
                    reported12,
                    .decide(
                        .shouldReplace(N.asks(N.at(2), "3", .typing), in: N.shows("12")),
                        asking: [N.validates(N.edit("12", 2..<2, "3", .typing), .accepted)],
                        .letHostApply()
                    ),
                    .decide(.changed(in: N.shows("123")), .keep(then: .report)),
                    .report(N.shows("123"), [.text, .selectedRange]),
                ]),
            Conversation(
                "an edit the format rewrites: the host shows the rewrite and applies nothing",
                [
                    .report(N.shows("1234"), [.text, .selectedRange]),
                    .decide(
                        .shouldReplace(N.asks(N.at(4), "5", .typing), in: N.shows("1234")),
                        asking: [N.validates(N.edit("1234", 4..<4, "5", .typing), N.changed("1234 5"))],
                        .rewrite("1234 5", selectedUTF16Range: N.at(6), answeringUserEdit: true, then: .report)
                    ),
                ]),
            Conversation(
                "an edit the format rejects: the host keeps its text",
                [
                    reported12,
                    .decide(
                        .shouldReplace(N.asks(N.at(2), "x", .typing), in: N.shows("12")),
                        asking: [N.validates(N.edit("12", 2..<2, "x", .typing), .rejected)],
                        .keep(then: [])
                    ),
                ]),
            Conversation(
                "several ranges at once (iOS 26): the binding applies the merged edit itself",
                [
                    .report(N.shows("1234"), [.text, .selectedRange]),
                    .decide(
                        .shouldReplace(N.asks(N.at(1, 2), "9", .typing, hostMayApply: false), in: N.shows("1234")),
                        asking: [N.validates(N.edit("1234", 1..<3, "9", .typing), .accepted)],
                        .rewrite("194", selectedUTF16Range: N.at(2), answeringUserEdit: true, then: .report)
                    ),
                ]),
            Conversation(
                "a range that splits a surrogate pair is widened, and the binding applies the edit itself",
                [
                    .report(N.shows("a👍"), [.text, .selectedRange]),
                    .decide(
                        .shouldReplace(N.asks(N.at(2, 1), "", .deleteBackward), in: N.shows("a👍")),
                        asking: [N.validates(N.edit("a👍", 1..<2, "", .deleteBackward), .accepted)],
                        .rewrite("a", selectedUTF16Range: N.at(1), answeringUserEdit: true, then: .report)
                    ),
                ]),
            Conversation(
                "an input method composes unread, and its commit is formatted from the text before it",
                [
                    reported12,
                    .decide(.shouldReplace(N.asks(N.at(2), "k", .markedText), in: N.shows("12")), .letHostApply()),
                    .decide(.changed(in: N.shows("12k", marked: N.at(2, 1))), .keep(then: .report)),
                    .report(N.shows("12k", marked: N.at(2, 1)), [.text, .selectedRange]),
                    .decide(.shouldReplace(N.asks(N.at(2, 1), "日", .unknown), in: N.shows("12k", marked: N.at(2, 1))), .letHostApply()),
                    .decide(
                        .changed(in: N.shows("12日")),
                        asking: [N.validates(N.edit("12", 2..<2, "日", .markedTextCommit), .accepted)],
                        .keep(then: [.report, .rereadValue])
                    ),
                ]),
            Conversation(
                "a commit the format rejects: the host shows the text from before the composition",
                [
                    reported12,
                    .decide(.shouldReplace(N.asks(N.at(2), "x", .markedText), in: N.shows("12")), .letHostApply()),
                    .decide(
                        .changed(in: N.shows("12x")),
                        asking: [N.validates(N.edit("12", 2..<2, "x", .markedTextCommit), .rejected)],
                        .rewrite("12", selectedUTF16Range: N.at(2), answeringUserEdit: true, then: [.report, .rereadValue])
                    ),
                ]),
            Conversation(
                "text set while an input method composes: the edit starts from the text before the composition",
                [
                    reported12,
                    .decide(.shouldReplace(N.asks(N.at(2), "k", .markedText), in: N.shows("12")), .letHostApply()),
                    .decide(
                        .shouldReplace(N.asks(N.at(2), "4", .typing), in: N.shows("ab")),
                        asking: [
                            N.probes(N.edit("12", 0..<2, "ab", .replacement), .rejected),
                            N.validates(N.edit("12", 0..<2, "ab4", .replacement), .rejected),
                        ],
                        .rewrite("12", selectedUTF16Range: N.at(2), answeringUserEdit: true, then: [.report, .rereadValue])
                    ),
                ]),
            Conversation(
                "QuickType: the space it asks about is let in, and the value it inserts unasked is formatted",
                placeholder + [
                    .decide(
                        .changed(in: N.shows("4111111111111111")),
                        asking: [N.validates(N.edit("", 0..<0, "4111111111111111", .replacement), N.changed("4111 1111 1111 1111"))],
                        .rewrite("4111 1111 1111 1111", selectedUTF16Range: N.at(19), answeringUserEdit: true, then: .report)
                    )
                ]),
            Conversation(
                "QuickType's space not followed by a value: the next keystroke edits the empty field",
                placeholder + [
                    .decide(
                        .shouldReplace(N.asks(N.at(1), "a", .typing), in: N.shows(" ")),
                        asking: [N.validates(N.edit("", 0..<0, "a", .typing), .accepted)],
                        .rewrite("a", selectedUTF16Range: N.at(1), answeringUserEdit: true, then: .report)
                    )
                ]),
            Conversation(
                "QuickType's space alone when editing ends: it goes",
                placeholder + [
                    .decide(.returnOrEndOfEditing(in: N.shows(" ")), .keep(then: [])),
                    .decide(
                        .endedEditing(handedOver: false, in: N.shows(" ")), .rewrite("", selectedUTF16Range: N.at(0), answeringUserEdit: true, then: ending)),
                ]),
            Conversation(
                "a composition after QuickType's space: the space goes from what is committed",
                placeholder + [
                    .decide(.shouldReplace(N.asks(N.at(1), "k", .markedText), in: N.shows(" ")), .letHostApply()),
                    .decide(
                        .changed(in: N.shows(" 日")),
                        asking: [N.validates(N.edit("", 0..<0, "日", selection: 0..<0, .markedTextCommit), .accepted)],
                        .rewrite("日", selectedUTF16Range: N.at(1), answeringUserEdit: true, then: .report)
                    ),
                ]),
            Conversation(
                "a space in a field that expects no AutoFill is an ordinary edit",
                [
                    .decide(.shouldReplace(N.asks(N.at(0), " ", .typing), in: N.shows("")), .ask(.expectsAutoFill)),
                    .decide(
                        .answered(.expectsAutoFill, false, in: N.shows("")),
                        asking: [N.validates(N.edit("", 0..<0, " ", .typing), .accepted)],
                        .letHostApply()
                    ),
                ]),
            Conversation(
                "text set by app code: formatted at the host's next report, from the text last reported",
                [
                    reported12,
                    .decide(
                        .changed(in: N.shows("12ab")),
                        asking: [N.validates(N.edit("12", 2..<2, "ab", .replacement), .rejected)],
                        .rewrite("12", selectedUTF16Range: N.at(2), answeringUserEdit: true, then: [.report, .rereadValue])
                    ),
                ]),
            Conversation(
                "text set by app code, then a question: the format takes it as it stands, it is reported, the question answered",
                [
                    reported12,
                    .decide(
                        .shouldReplace(N.asks(N.at(3), "4", .typing), in: N.shows("123")),
                        asking: [
                            N.probes(N.edit("12", 2..<2, "3", .replacement), .accepted)
                        ],
                        .keep(then: [.report, .resume])
                    ),
                    .report(N.shows("123"), [.text, .selectedRange]),
                    .decide(.resumed, asking: [N.validates(N.edit("123", 3..<3, "4", .typing), .accepted)], .letHostApply()),
                ]),
            Conversation(
                "text set by app code, then deleted by the user: the field shows the text it knew",
                [
                    reported12,
                    .decide(
                        .shouldReplace(N.asks(N.at(2, 2), "", .deleteBackward), in: N.shows("12ab")),
                        asking: [
                            N.probes(N.edit("12", 2..<2, "ab", .replacement), .rejected),
                            N.validates(N.edit("12", 2..<2, "", selection: 2..<2, .replacement), .accepted),
                        ],
                        .rewrite("12", selectedUTF16Range: N.at(2), answeringUserEdit: true, then: .report)
                    ),
                ]),
            Conversation(
                "the previous delegate refuses an edit: the host keeps its text",
                [
                    reported12,
                    .decide(
                        .shouldReplace(N.asks(N.at(2), "3", .typing, asksPreviousDelegate: true), in: N.shows("12")),
                        .ask(.previousDelegate(N.at(2), with: "3", kind: .typing))
                    ),
                    .decide(.answered(.previousDelegate(N.at(2), with: "3", kind: .typing), false, in: N.shows("12")), .keep(then: [])),
                ]),
            Conversation(
                "the previous delegate lets an edit through: the format decides",
                [
                    reported12,
                    .decide(
                        .shouldReplace(N.asks(N.at(2), "3", .typing, asksPreviousDelegate: true), in: N.shows("12")),
                        .ask(.previousDelegate(N.at(2), with: "3", kind: .typing))
                    ),
                    .decide(
                        .answered(.previousDelegate(N.at(2), with: "3", kind: .typing), true, in: N.shows("12")),
                        asking: [N.validates(N.edit("12", 2..<2, "3", .typing), .accepted)],
                        .letHostApply()
                    ),
                ]),
            Conversation(
                "an input method's question does not reach the previous delegate",
                [
                    .decide(.shouldReplace(N.asks(N.at(0), "k", .markedText, asksPreviousDelegate: true), in: N.shows("")), .letHostApply())
                ]),
            Conversation(
                "an edit app code makes: formatted, and not shown as the user's",
                [
                    reported12,
                    .decide(
                        .replace(N.at(2), with: "3", kind: .programmatic, in: N.shows("12")),
                        asking: [N.validates(N.edit("12", 2..<2, "3", .programmatic), .accepted)],
                        .rewrite("123", selectedUTF16Range: N.at(3), answeringUserEdit: false, then: .report)
                    ),
                ]),
            Conversation(
                "an edit app code makes that keeps the text: only the selection moves, and the value is read again",
                [
                    reported12,
                    .decide(
                        .replace(N.at(0, 2), with: "12", kind: .paste, in: N.shows("12")),
                        asking: [N.validates(N.edit("12", 0..<2, "12", .paste), .accepted)],
                        .keep(then: [.report, .rereadValue])
                    ),
                    .decide(
                        .replace(N.at(0), with: "", kind: .programmatic, in: N.shows("12")),
                        asking: [
                            N.validates(N.edit("12", 0..<0, "", .programmatic), .changed("12", selectedRange: "12".startIndex..<"12".startIndex))
                        ],
                        .select(N.at(0), then: [.report, .rereadValue])
                    ),
                ]),
            Conversation(
                "a value set by app code: the host shows its formatted text, the caret at the end",
                [
                    reported12,
                    .decide(
                        .set("1 2", selectedUTF16Range: nil, rereadingValue: false, in: N.shows("12")),
                        .rewrite("1 2", selectedUTF16Range: N.at(3), answeringUserEdit: false, then: .report)),
                    .decide(.set("12", selectedUTF16Range: nil, rereadingValue: true, in: N.shows("12", N.at(0))), .keep(then: [.report, .rereadValue])),
                ]),
            Conversation(
                "a keyboard bar's field copied: its text and selection, the value read again",
                [
                    reported12,
                    .decide(
                        .set("123", selectedUTF16Range: N.at(1), rereadingValue: true, in: N.shows("12")),
                        .rewrite("123", selectedUTF16Range: N.at(1), answeringUserEdit: false, then: [.report, .rereadValue])
                    ),
                    .decide(.set("12", selectedUTF16Range: N.at(2), rereadingValue: true, in: N.shows("12")), .keep(then: [.report, .rereadValue])),
                ]),
            Conversation(
                "a provisional suffix goes when editing ends, and the end is reported",
                [
                    suggesting,
                    .decide(
                        .endedEditing(handedOver: false, in: N.shows("Paris", N.at(2, 3), provisional: "ris")),
                        .rewrite("Pa", selectedUTF16Range: N.at(2), answeringUserEdit: false, then: ending)
                    ),
                ]),
            Conversation(
                "editing handed over to a keyboard bar's field does not end, until the bar lets it go",
                [
                    suggesting,
                    .decide(.endedEditing(handedOver: true, in: N.shows("Paris", N.at(2, 3), provisional: "ris")), .keep(then: [])),
                    .decide(
                        .endedEditing(handedOver: false, in: N.shows("Paris", N.at(2, 3), provisional: "ris")),
                        .rewrite("Pa", selectedUTF16Range: N.at(2), answeringUserEdit: false, then: ending)
                    ),
                ]),
            Conversation(
                "editing ends without provisional text: only the end is reported",
                [
                    reported12,
                    .decide(.endedEditing(handedOver: false, in: N.shows("12")), .keep(then: ending)),
                ]),
            Conversation(
                "a composition over a provisional suffix: it is forgotten, and the commit edits the entered text",
                [
                    suggesting,
                    .decide(
                        .shouldReplace(N.asks(N.at(2, 3), "r", .markedText), in: N.shows("Paris", N.at(2, 3), provisional: "ris")),
                        .letHostApply(then: .forgetProvisionalText)),
                    .decide(
                        .changed(in: N.shows("Par")),
                        asking: [N.validates(N.edit("Pa", 2..<2, "r", .markedTextCommit), .accepted)],
                        .keep(then: [.report, .rereadValue])
                    ),
                ]),
            Conversation(
                "unbinding drops a provisional suffix and reports it",
                [
                    suggesting,
                    .decide(
                        .unbound(in: N.shows("Paris", N.at(2, 3), provisional: "ris")),
                        .rewrite("Pa", selectedUTF16Range: N.at(2), answeringUserEdit: false, then: [.forgetProvisionalText, .report])
                    ),
                ]),
            Conversation(
                "focus or Return with nothing unapproved: nothing to format",
                [
                    reported12,
                    .decide(.returnOrEndOfEditing(in: N.shows("12")), .keep(then: [])),
                    .decide(.changed(in: N.shows("12", N.at(0))), .keep(then: .report)),
                ]),
            Conversation(
                "an answer nothing asked for changes nothing",
                [
                    .decide(.resumed, .keep(then: [])),
                    .decide(.answered(.previousDelegate(N.at(0), with: "a", kind: .typing), true, in: N.shows("")), .keep(then: [])),
                    .decide(.answered(.expectsAutoFill, true, in: N.shows("")), .keep(then: [])),
                    .decide(.answered(.returnKey, true, in: N.shows("")), .keep(then: [])),
                ]),
            Conversation(
                "Return in a multi-line field: offered first, and a plugin that handles it keeps the line break out",
                [
                    .report(N.shows("ab"), [.text, .selectedRange]),
                    .decide(.shouldReplace(N.asks(N.at(2), "\n", .typing, isMultiline: true), in: N.shows("ab")), .ask(.returnKey)),
                    .decide(.answered(.returnKey, false, in: N.shows("ab")), .keep(then: [])),
                ]),
            Conversation(
                "Return in a multi-line field that nothing handles is a line break the format answers",
                [
                    .report(N.shows("ab"), [.text, .selectedRange]),
                    .decide(.shouldReplace(N.asks(N.at(2), "\n", .unknown, isMultiline: true), in: N.shows("ab")), .ask(.returnKey)),
                    .decide(
                        .answered(.returnKey, true, in: N.shows("ab")),
                        asking: [N.validates(N.edit("ab", 2..<2, "\n", .typing), .accepted)],
                        .letHostApply()
                    ),
                ]),
            Conversation(
                "Return that nothing handled but that a plugin moved the caret for: the line break no longer goes there",
                [
                    .report(N.shows("Pa"), [.text, .selectedRange]),
                    .decide(.shouldReplace(N.asks(N.at(2), "\n", .typing, isMultiline: true), in: N.shows("Pa")), .ask(.returnKey)),
                    .decide(.answered(.returnKey, true, in: N.shows("Paris")), .keep(then: [])),
                ]),
            Conversation(
                "Return goes to the previous delegate's question only once nothing handled it",
                [
                    .report(N.shows("ab"), [.text, .selectedRange]),
                    .decide(
                        .shouldReplace(N.asks(N.at(2), "\n", .typing, isMultiline: true, asksPreviousDelegate: true), in: N.shows("ab")),
                        .ask(.returnKey)
                    ),
                    .decide(.answered(.returnKey, true, in: N.shows("ab")), .ask(.previousDelegate(N.at(2), with: "\n", kind: .typing))),
                ]),
            Conversation(
                "a line break pasted into a multi-line field, or typed into a single-line one, is an edit",
                [
                    .report(N.shows("ab"), [.text, .selectedRange]),
                    .decide(
                        .shouldReplace(N.asks(N.at(2), "\n", .paste, isMultiline: true), in: N.shows("ab")),
                        asking: [N.validates(N.edit("ab", 2..<2, "\n", .paste), .accepted)],
                        .letHostApply()
                    ),
                    .decide(
                        .shouldReplace(N.asks(N.at(2), "\n", .typing), in: N.shows("ab")),
                        asking: [N.validates(N.edit("ab", 2..<2, "\n", .typing), .rejected)],
                        .keep(then: [])
                    ),
                ]),
            Conversation(
                "the whole text set by app code: formatted as a whole, the caret at its end",
                [
                    reported12,
                    .decide(
                        .setWholeText("4111111111111111", keepingRefusedText: true, in: N.shows("12")),
                        asking: [N.formatsWhole(N.edit("", 0..<0, "4111111111111111", .programmatic), N.changed("4111 1111 1111 1111"))],
                        .rewrite("4111 1111 1111 1111", selectedUTF16Range: N.at(19), answeringUserEdit: false, then: .report)
                    ),
                ]),
            Conversation(
                "a whole text the format refuses: kept out, or the field emptied when it must not keep its text",
                [
                    reported12,
                    .decide(
                        .setWholeText("x", keepingRefusedText: true, in: N.shows("12")),
                        asking: [N.formatsWhole(N.edit("", 0..<0, "x", .programmatic), .rejected)],
                        .keep(then: [])
                    ),
                    .decide(
                        .setWholeText("x", keepingRefusedText: false, in: N.shows("12")),
                        asking: [N.formatsWhole(N.edit("", 0..<0, "x", .programmatic), .rejected)],
                        .rewrite("", selectedUTF16Range: N.at(0), answeringUserEdit: false, then: [.report, .rereadValue])
                    ),
                ]),
            Conversation(
                "a whole text the field already shows keeps the selection, and a reformat reads the value again",
                [
                    reported12,
                    .decide(
                        .setWholeText("12", keepingRefusedText: false, in: N.shows("12", N.at(1))),
                        asking: [N.formatsWhole(N.edit("", 0..<0, "12", .programmatic), .accepted)],
                        .keep(then: [.report, .rereadValue])
                    ),
                ]),
        ]
    }()

    @Test("Each event gets the decision the binding carries out", arguments: conversations)
    func conversation(_ conversation: Conversation) {
        var hostConversation = TextInputHostConversation()
        for (index, step) in conversation.steps.enumerated() {
            switch step {
            case let .decide(event, validations, expected):
                var asked: [ConversationNotation.Validation] = []
                let decision = hostConversation.decide(event) { edit, purpose in
                    let answer = validations.indices.contains(asked.count) ? validations[asked.count].answer : .rejected
                    asked.append(ConversationNotation.Validation(edit: edit, purpose: purpose, answer: answer))
                    return answer
                }
                #expect(asked == validations, "step \(index)")
                #expect(decision == expected, "step \(index)")
            case let .report(host, changes):
                let report = hostConversation.report(
                    host.text, selectedUTF16Range: host.selectedUTF16Range, provisionalSuffix: host.provisionalSuffix
                )
                #expect(report.changes == changes, "step \(index)")
            }
        }
    }

    /// What the binding last reported, what the host shows now, and what the report says.
    struct Report: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var reported: TextInputHostSnapshot
        var shown: TextInputHostSnapshot
        var enteredText: String
        var selection: NSRange
        var changes: TextInputEditingChanges
    }

    static let reports: [Report] = {
        typealias N = ConversationNotation
        return [
            Report(
                testDescription: "a new text and caret", reported: N.shows("12"), shown: N.shows("123"),
                enteredText: "123", selection: N.at(3), changes: [.text, .selectedRange]
            ),
            Report(
                testDescription: "the same text, the caret moved", reported: N.shows("12"), shown: N.shows("12", N.at(0)),
                enteredText: "12", selection: N.at(0), changes: .selectedRange
            ),
            Report(
                testDescription: "nothing changed", reported: N.shows("12"), shown: N.shows("12"),
                enteredText: "12", selection: N.at(2), changes: []
            ),
            Report(
                testDescription: "a suggestion appears: the entered text stays, the caret is reported at its end",
                reported: N.shows("Pa"), shown: N.shows("Paris", N.at(2, 3), provisional: "ris"),
                enteredText: "Pa", selection: N.at(2), changes: .selectedRange
            ),
            Report(
                testDescription: "a suggestion accepted: the same text shown is new entered text",
                reported: N.shows("Paris", N.at(2, 3), provisional: "ris"), shown: N.shows("Paris"),
                enteredText: "Paris", selection: N.at(5), changes: [.text, .selectedRange]
            ),
            Report(
                testDescription: "provisional text the host does not end with is entered text",
                reported: N.shows("Pa"), shown: N.shows("Pa", provisional: "ris"),
                enteredText: "Pa", selection: N.at(2), changes: []
            ),
        ]
    }()

    @Test("A report leaves provisional text out and says what changed", arguments: reports)
    func report(_ row: Report) {
        var conversation = TextInputHostConversation()
        let reported = row.reported
        _ = conversation.report(reported.text, selectedUTF16Range: reported.selectedUTF16Range, provisionalSuffix: reported.provisionalSuffix)
        let report = conversation.report(row.shown.text, selectedUTF16Range: row.shown.selectedUTF16Range, provisionalSuffix: row.shown.provisionalSuffix)
        #expect(report.enteredText == row.enteredText)
        #expect(report.selectedUTF16Range == row.selection)
        #expect(report.changes == row.changes)
    }
}
