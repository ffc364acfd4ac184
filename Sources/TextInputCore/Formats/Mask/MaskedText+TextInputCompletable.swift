/// Complete when every mandatory slot of the mask is filled (``MaskedText/isComplete``).
extension MaskedText: TextInputCompletable {}
