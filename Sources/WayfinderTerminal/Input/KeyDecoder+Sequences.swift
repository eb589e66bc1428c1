extension KeyDecoder {
  /// The key of `ESC O <final>`, as terminals in application cursor mode send arrows and
  /// F1–F4; nil for others.
  static func singleShiftKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "M"): .enter
    case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final - UInt8(ascii: "P")) + 1)
    default: cursorKey(final)
    }
  }

  /// The key of `ESC [ <parameters> <final>`, ignoring modifiers (`ESC [ 1 ; 5 A`, Ctrl-Up, is
  /// Up); nil for sequences that are not keys, such as mouse reports.
  static func controlSequenceKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
    // Private parameters (`<`, `=`, `>`, `?`) and intermediates mark reports, not keys.
    guard parameters.allSatisfy({ (0x30...0x3B).contains($0) }) else { return nil }
    let first = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .first.flatMap { Int(String(decoding: $0, as: UTF8.self)) }
    switch final {
    case UInt8(ascii: "~"): return first.flatMap(tildeKey)
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "P")...UInt8(ascii: "S"):
      return .function(Int(final - UInt8(ascii: "P")) + 1)
    default: return cursorKey(final)
    }
  }

  /// Arrows, Home and End, which CSI and SS3 spell alike.
  private static func cursorKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }

  /// The editing and function keys of the VT220 form `ESC [ <number> ~`.
  private static func tildeKey(_ number: Int) -> Key? {
    switch number {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(number - 10)
    case 17...21: .function(number - 11)
    case 23, 24: .function(number - 12)
    default: nil
    }
  }
}
