import Foundation
import Testing
import TextInputCore

/// One question to the keyboard-avoidance model: a window, its keyboard, a scroll view and the
/// focused field, with the state the scroll view had before the keyboard.
struct KeyboardAvoidanceScene: Sendable, CustomTestStringConvertible {
    typealias ScrollState = TextInputKeyboardAvoidance.ScrollState

    var name: String
    var window: CGRect
    var keyboard: CGRect
    var isKeyboardFloating = false
    var scrollView: CGRect
    var contentSize: CGSize
    var systemContentInset = TextInputEdgeInsets.zero
    var field: CGRect
    var original = ScrollState()

    var testDescription: String { name }

    /// The model's answer, from `original` unless another state is given.
    func adjustment(
        _ avoidance: TextInputKeyboardAvoidance = TextInputKeyboardAvoidance(),
        from state: ScrollState? = nil
    ) -> TextInputKeyboardAvoidance.Adjustment? {
        avoidance.adjustment(
            keyboardFrame: keyboard,
            isKeyboardFloating: isKeyboardFloating,
            windowBounds: window,
            fieldFrame: field,
            scrollViewFrame: scrollView,
            contentSize: contentSize,
            systemContentInset: systemContentInset,
            originalState: state ?? original)
    }

    /// The part of the content, in content coordinates, that shows between the top inset and
    /// the bottom inset (the keyboard's, once adjusted) when the scroll view has `state`.
    func visibleContent(in state: ScrollState) -> ClosedRange<CGFloat> {
        let top = state.contentOffset.y + state.contentInset.top + systemContentInset.top
        let bottom =
            state.contentOffset.y + scrollView.height
            - state.contentInset.bottom - systemContentInset.bottom
        return top...max(top, bottom)
    }

    /// The content offsets the user can scroll to when the scroll view has `state`.
    func scrollableOffsets(in state: ScrollState) -> ClosedRange<CGFloat> {
        let lowest = -(state.contentInset.top + systemContentInset.top)
        let highest =
            contentSize.height + state.contentInset.bottom + systemContentInset.bottom
            - scrollView.height
        return lowest...max(lowest, highest)
    }
}

extension KeyboardAvoidanceScene {
    static let iPhoneWindow = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// A 336-pt keyboard with its suggestion bar, docked at the bottom of the portrait iPhone.
    static let iPhoneKeyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
    static let iPhoneLandscapeWindow = CGRect(x: 0, y: 0, width: 844, height: 390)
    static let iPhoneLandscapeKeyboard = CGRect(x: 0, y: 181, width: 844, height: 209)
    static let iPadWindow = CGRect(x: 0, y: 0, width: 820, height: 1180)

    /// A full-screen form on a portrait iPhone, 1200 pt of content, the field 44 pt tall unless
    /// told, no insets unless told.
    static func iPhone(
        _ name: String,
        fieldAt y: CGFloat,
        height: CGFloat = 44,
        offset: CGFloat = 0,
        contentHeight: CGFloat = 1200,
        contentInset: TextInputEdgeInsets = .zero,
        systemContentInset: TextInputEdgeInsets = .zero,
        scrollView: CGRect = iPhoneWindow,
        keyboard: CGRect = iPhoneKeyboard
    ) -> KeyboardAvoidanceScene {
        KeyboardAvoidanceScene(
            name: name,
            window: iPhoneWindow,
            keyboard: keyboard,
            scrollView: scrollView,
            contentSize: CGSize(width: scrollView.width, height: contentHeight),
            systemContentInset: systemContentInset,
            field: CGRect(x: 16, y: y, width: scrollView.width - 32, height: height),
            original: ScrollState(
                contentOffset: CGPoint(x: 0, y: offset),
                contentInset: contentInset,
                verticalScrollIndicatorInsets: contentInset))
    }

    /// A full-window scroll view with 2000 pt of content and a field at 900, behind any
    /// keyboard that is avoided.
    init(name: String, window: CGRect, keyboard: CGRect, isFloating: Bool = false) {
        self.init(
            name: name, window: window, keyboard: keyboard, isKeyboardFloating: isFloating,
            scrollView: window, contentSize: CGSize(width: window.width, height: 2000),
            field: CGRect(x: 20, y: 900, width: window.width - 40, height: 44))
    }
}
