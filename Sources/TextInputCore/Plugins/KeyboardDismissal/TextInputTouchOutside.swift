import Foundation

/// What a touch on a form does to the field being edited, for the option that ends editing with
/// a tap outside the field (IQKeyboardManager's `resignOnTouchOutside`).
///
/// A touch inside the edited field, or on a bar that serves it (the toolbar, the suggestions
/// list, a keyboard bar), is part of the editing. A touch on another bound field that can take
/// the focus moves the focus there: the platform gives it the focus itself, and ending the
/// editing first would make the keyboard go and come back. A touch on a control (a button, a
/// switch, a segmented control) is the control's, as IQKeyboardManager leaves touches on
/// controls alone: the editing goes on, and the control's action decides what follows. Any other
/// touch ends the editing, through the binding, so that the app hears one end of editing as from
/// Done.
///
/// All frames and the point are in one coordinate space (UIKit: the scroll view the touch lands in).
///
/// ```swift
/// let touch = TextInputTouchOutside(editing: name, frame: nameFrame, fields: found, bars: [toolbarFrame])
/// touch.handleTouch(at: CGPoint(x: 200, y: 700))   // .endsEditing: name's binding ended its editing
/// ```
@MainActor
package struct TextInputTouchOutside {
    /// What a touch does.
    package enum Outcome: Hashable, Sendable {
        /// On the edited field, one of its bars or a control: the editing goes on.
        case keepsEditing
        /// On another field that can take the focus, which the platform gives it.
        case movesFocus
        /// Anywhere else: the editing ends.
        case endsEditing
    }

    /// The binding of the field being edited.
    package let editing: any TextInputBindingType
    /// The edited field's frame.
    package let frame: CGRect
    /// The bound fields around it (the edited one may be among them).
    package let fields: [TextInputFormNavigator.PlacedField]
    /// The frames of the bars that serve the edited field: its toolbar, suggestions, keyboard bar.
    package let bars: [CGRect]
    /// The frames of the controls a touch may land on (UIKit: the control under the touch).
    package let controls: [CGRect]

    /// The question about a touch while `editing`'s field, at `frame`, is edited.
    package init(
        editing: any TextInputBindingType,
        frame: CGRect,
        fields: [TextInputFormNavigator.PlacedField],
        bars: [CGRect],
        controls: [CGRect] = []
    ) {
        self.editing = editing
        self.frame = frame
        self.fields = fields
        self.bars = bars
        self.controls = controls
    }

    /// What a touch at `point` does. A frame that holds NaN contains no point.
    package func outcome(ofTouchAt point: CGPoint) -> Outcome {
        if frame.contains(point) || bars.contains(where: { $0.contains(point) }) {
            return .keepsEditing
        }
        let takesFocus = fields.contains { field in
            field.binding !== editing && field.binding.host?.canBeginEditing == true && field.frame.contains(point)
        }
        if takesFocus {
            return .movesFocus
        }
        return controls.contains { $0.contains(point) } ? .keepsEditing : .endsEditing
    }

    /// Ends the editing through the binding when a touch at `point` does, and answers what it does.
    @discardableResult
    package func handleTouch(at point: CGPoint) -> Outcome {
        let outcome = outcome(ofTouchAt: point)
        if outcome == .endsEditing, editing.isEditing {
            editing.endEditing()
        }
        return outcome
    }
}
