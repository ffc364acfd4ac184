@_exported import AppleFoundation
