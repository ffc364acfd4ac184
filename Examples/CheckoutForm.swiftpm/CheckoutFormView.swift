import UIKit

/// The UIKit form's views and nothing else: plain `UITextField`s and a `UITextView` in a stack
/// inside a scroll view. No field subclass and no delegate is needed for formatting; `CheckoutViewController`
/// binds the fields to their formats.
///
/// Each field's placeholder is also its title: the form navigator's toolbar and the keyboard bar
/// show it while the field is edited.
final class CheckoutFormView: UIView {
    let scrollView = UIScrollView()
    let cardNumberField = UITextField()
    let expiryField = UITextField()
    let securityCodeField = UITextField()
    let holderNameField = UITextField()
    let phoneField = UITextField()
    let amountField = UITextField()
    let cityField = UITextField()
    /// Several lines for the courier; Return types a new line.
    let deliveryNotesView = UITextView()
    /// Why the navigator kept the focus where it was, or what paying did.
    let messageLabel = UILabel()
    /// The form's values, as their `FormatStyle`s write them.
    let summaryLabel = UILabel()
    let payButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGroupedBackground
        configureFields()
        configureLabels()
        arrangeSubviews()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    /// Placeholders and looks. The keyboards and content types come from the formats, which set
    /// them when they are bound.
    private func configureFields() {
        let placeholders = [
            (cardNumberField, "Card number"),
            (expiryField, "MM/YY"),
            (securityCodeField, "Security code"),
            (holderNameField, "Name on card"),
            (phoneField, "Phone"),
            (amountField, "Amount"),
            (cityField, "City"),
        ]
        for (field, placeholder) in placeholders {
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.font = .preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
        }
        // The city is plain text, whose format sets no traits: the form's own suggestions
        // replace autocorrection, and the content type lets QuickType offer the user's cities.
        cityField.autocorrectionType = .no
        cityField.textContentType = .addressCity
        // A text view has no placeholder: the navigator's toolbar gives it its title. It does
        // not scroll itself, so it grows with its lines and the form scrolls instead.
        deliveryNotesView.font = .preferredFont(forTextStyle: .body)
        deliveryNotesView.adjustsFontForContentSizeCategory = true
        deliveryNotesView.isScrollEnabled = false
    }

    private func configureLabels() {
        for label in [messageLabel, summaryLabel] {
            label.numberOfLines = 0
            label.adjustsFontForContentSizeCategory = true
        }
        messageLabel.font = .preferredFont(forTextStyle: .footnote)
        messageLabel.textColor = .secondaryLabel
        summaryLabel.font = .preferredFont(forTextStyle: .callout)
        payButton.setTitle("Pay", for: .normal)
        payButton.titleLabel?.font = .preferredFont(forTextStyle: .headline)
    }

    /// One column, the expiry date and the security code side by side; the column is as wide as
    /// the scroll view, and as tall as its content, so it scrolls vertically only.
    private func arrangeSubviews() {
        let dates = UIStackView(arrangedSubviews: [expiryField, securityCodeField])
        dates.spacing = 12
        dates.distribution = .fillEqually
        let column = UIStackView(arrangedSubviews: [
            cardNumberField, dates, holderNameField, phoneField, amountField, cityField, deliveryNotesView,
            messageLabel, summaryLabel, payButton,
        ])
        column.axis = .vertical
        column.spacing = 16
        column.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(column)
        addSubview(scrollView)

        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
            column.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            column.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            column.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            column.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            column.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])
    }
}
