extension TextInputFormat {
    /// Changes the value type: `direct` turns this format's value into the new one (nil when it
    /// has none), `reverse` turns a new value back.
    ///
    /// The text, the editing rules, the traits, the plugins and the speech stay the same, and so does the
    /// status of a text (``status(of:)``), except that a text whose value `direct` turns into
    /// nil is ``TextInputValueStatus/incomplete`` rather than complete or valid.
    ///
    /// ```swift
    /// let count: TextInputFormat<Int> = TextInputFormats.plain
    ///     .filter(by: .decimalDigits)
    ///     .transformValue(direct: { Int($0) }, reverse: { String($0) })
    /// ```
    public func transformValue<NewValue>(
        direct: @escaping @Sendable (Value) -> NewValue?,
        reverse: @escaping @Sendable (NewValue) -> Value
    ) -> TextInputFormat<NewValue> {
        let base = self
        let serializer = TextInputSerializer(TextInputSerializers.TransformValue(base: serializer, direct: direct, reverse: reverse))
        return TextInputFormat<NewValue>(
            serializer,
            formatter,
            traits: traits,
            pluginMakers: pluginMakers,
            // The base format's judgement stands, but a text whose value `direct` turns down has
            // no value to hand on: more typing may still give it one (a PIN of too few digits).
            statusJudge: { text, memory in
                let status = base.status(of: text, memory: memory)
                guard status.isAcceptable, let value = try? serializer.value(for: text, memory: memory) else {
                    return status.isAcceptable ? .incomplete : status
                }
                return (value as? any TextInputStatusReporting)?.status ?? status
            },
            // The reasons read the text and the edit, which stay the same.
            reasons: reasons,
            // The base format says the text, from its own value.
            speech: { text, _, locale in base.spokenText(of: text, locale: locale) }
        )
    }
}

/// The namespace of the serializers that the format builders return.
package enum TextInputSerializers {}

extension TextInputSerializers {
    /// Converts the value of a base serializer to another type.
    ///
    /// Built by ``TextInputFormat/transformValue(direct:reverse:)``.
    package struct TransformValue<BaseValue, Value>: TextInputSerializerType {
        /// The serializer whose value is converted.
        package let base: TextInputSerializer<BaseValue>
        /// Converts a base value to a value; nil when it has none.
        package let direct: @Sendable (BaseValue) -> Value?
        /// Converts a value back to a base value.
        package let reverse: @Sendable (Value) -> BaseValue

        /// Creates a conversion of `base`'s value.
        package init(
            base: TextInputSerializer<BaseValue>,
            direct: @escaping @Sendable (BaseValue) -> Value?,
            reverse: @escaping @Sendable (Value) -> BaseValue
        ) {
            self.base = base
            self.direct = direct
            self.reverse = reverse
        }

        package func string(for value: Value) -> String {
            base.string(for: reverse(value))
        }

        package func value(for string: String) throws -> Value {
            try value(for: string, memory: TextInputFieldMemory())
        }

        package func value(for string: String, memory: TextInputFieldMemory) throws -> Value {
            guard let value = direct(try base.value(for: string, memory: memory)) else {
                throw TextInputParseError(
                    text: string,
                    reason: "transformValue(direct:reverse:) found no \(Value.self) for it"
                )
            }
            return value
        }
    }
}
