import Foundation
import Testing
import TextInputCore

/// The height of the suggestions list shown in the keyboard's place.
@Suite("Keyboard replacement height")
struct KeyboardReplacementHeightTests {
    let portrait = CGRect(x: 0, y: 0, width: 390, height: 844)
    let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)

    @Test("before any keyboard, a share of the window")
    func fallback() {
        let memory = KeyboardReplacementHeight()
        #expect(memory.height(forWindowHeight: 844) == 338)
        #expect(memory.height(forWindowHeight: 390) == 156)
    }

    @Test("the docked keyboard seen in a window of the same height, without its accessory")
    func remembered() {
        var memory = KeyboardReplacementHeight()
        memory.noteKeyboard(frame: CGRect(x: 0, y: 464, width: 390, height: 380), accessoryHeight: 44, in: portrait)
        memory.noteKeyboard(frame: CGRect(x: 0, y: 180.6, width: 844, height: 209.4), accessoryHeight: 0, in: landscape)
        #expect(memory.height(forWindowHeight: 844) == 336)
        #expect(memory.height(forWindowHeight: 390) == 209)
        #expect(memory.height(forWindowHeight: 1024) == 410)
    }

    @Test("the part of the keyboard inside the window counts: Slide Over, a keyboard partly off screen")
    func clipped() {
        var memory = KeyboardReplacementHeight()
        let window = CGRect(x: 0, y: 0, width: 320, height: 1000)
        memory.noteKeyboard(frame: CGRect(x: -400, y: 600, width: 1024, height: 500), accessoryHeight: 0, in: window)
        #expect(memory.height(forWindowHeight: 1000) == 400)
    }

    @Test("the last keyboard wins: a keyboard type of another height")
    func lastWins() {
        var memory = KeyboardReplacementHeight()
        memory.noteKeyboard(frame: CGRect(x: 0, y: 508, width: 390, height: 336), accessoryHeight: 0, in: portrait)
        memory.noteKeyboard(frame: CGRect(x: 0, y: 544, width: 390, height: 300), accessoryHeight: 0, in: portrait)
        #expect(memory.height(forWindowHeight: 844) == 300)
    }

    @Test(
        "what is not a docked software keyboard is not remembered",
        arguments: [
            // The shortcuts bar over a hardware keyboard.
            (CGRect(x: 0, y: 789, width: 390, height: 55), 0),
            // The toolbar alone over a hardware keyboard.
            (CGRect(x: 0, y: 800, width: 390, height: 44), 44),
            // A floating keyboard, narrower than the window.
            (CGRect(x: 40, y: 400, width: 320, height: 260), 0),
            // An undocked keyboard, above the bottom edge.
            (CGRect(x: 0, y: 300, width: 390, height: 300), 0),
            // A keyboard gone below the window.
            (CGRect(x: 0, y: 844, width: 390, height: 336), 0),
        ] as [(CGRect, CGFloat)])
    func ignored(frame: CGRect, accessoryHeight: CGFloat) {
        var memory = KeyboardReplacementHeight()
        memory.noteKeyboard(frame: frame, accessoryHeight: accessoryHeight, in: portrait)
        #expect(memory.height(forWindowHeight: 844) == 338)
    }

    @Test("a window with no height gets nothing")
    func noWindow() {
        var memory = KeyboardReplacementHeight()
        memory.noteKeyboard(frame: CGRect(x: 0, y: 0, width: 0, height: 100), accessoryHeight: 0, in: .zero)
        #expect(memory.height(forWindowHeight: 0) == 0)
        #expect(memory.height(forWindowHeight: .nan) == 0)
    }

    @Test(
        "the view is given a height only when it changes, and keeps it without a window",
        arguments: [
            ([844], [338]),
            ([844, 844], [338, nil]),
            ([844, 390, 844], [338, 156, 338]),
            ([0, 844, 0, .nan], [nil, 338, nil, nil]),
        ] as [([CGFloat], [CGFloat?])]
    )
    func fit(windowHeights: [CGFloat], given: [CGFloat?]) {
        var memory = KeyboardReplacementHeight()
        #expect(memory.shownHeight == 0)
        #expect(windowHeights.map { memory.fit(inWindowOfHeight: $0) } == given)
        #expect(memory.shownHeight == given.compactMap { $0 }.last ?? 0)
    }

    @Test("a keyboard seen in the window changes the height given next")
    func fitAfterKeyboard() {
        var memory = KeyboardReplacementHeight()
        #expect(memory.fit(inWindowOfHeight: 844) == 338)
        memory.noteKeyboard(frame: CGRect(x: 0, y: 464, width: 390, height: 380), accessoryHeight: 44, in: portrait)
        #expect(memory.fit(inWindowOfHeight: 844) == 336)
        #expect(memory.shownHeight == 336)
    }
}
