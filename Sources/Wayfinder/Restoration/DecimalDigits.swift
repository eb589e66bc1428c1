/// Reading an integer from ASCII decimal digits, for the link matcher's `int` parameters and
/// the snapshot reader's integers.
enum DecimalDigits {
  /// The value of `digits`, negated when `isNegative`, or `nil` when there are none, one is not
  /// a decimal digit, or the value does not fit `T`.
  ///
  /// A negative value gathers below zero, so that `T.min` fits on the way.
  @inline(__always)
  static func value<T: FixedWidthInteger>(
    of digits: some Collection<UInt8>, isNegative: Bool, as type: T.Type = T.self
  ) -> T? {
    guard !digits.isEmpty, T.isSigned || !isNegative else { return nil }
    var value: T = 0
    for byte in digits {
      let digit = byte &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (scaled, scaleOverflow) = value.multipliedReportingOverflow(by: 10)
      let (next, overflow) =
        isNegative
        ? scaled.subtractingReportingOverflow(T(digit))
        : scaled.addingReportingOverflow(T(digit))
      guard !scaleOverflow, !overflow else { return nil }
      value = next
    }
    return value
  }
}
