/// Follows escape sequences through a stream of Unicode scalars, as ECMA-48 and xterm parse
/// them, so that ``TerminalText/sanitize(_:)`` drops each sequence whole.
struct EscapeScanner {
  /// Whether a scalar is text, or belongs to an escape sequence.
  enum Verdict: Equatable {
    case text
    case sequence
  }

  private enum State {
    case ground
    /// After ESC.
    case escape
    /// After ESC and one or more bytes 0x20–0x2F, before the final byte.
    case intermediate
    /// After CSI (ESC [ or 0x9B), before the final byte 0x40–0x7E.
    case controlSequence
    /// Inside an OSC, DCS, SOS, PM or APC string, which BEL or ST ends.
    case string
    /// After ESC inside a string: `\` makes the ST that ends it.
    case stringEscape
    /// After SS2 or SS3, which apply to one following character.
    case singleShift
  }

  private var state = State.ground

  /// Reads one scalar and says whether it is text.
  mutating func consume(_ scalar: Unicode.Scalar) -> Verdict {
    let value = scalar.value
    switch state {
    case .ground:
      switch value {
      case 0x1B: state = .escape
      case 0x9B: state = .controlSequence
      case 0x90, 0x98, 0x9D, 0x9E, 0x9F: state = .string
      case 0x8E, 0x8F: state = .singleShift
      default: return .text
      }
    case .escape:
      switch scalar {
      case "[": state = .controlSequence
      case "]", "P", "X", "^", "_": state = .string
      case "N", "O": state = .singleShift
      case " "..."/": state = .intermediate
      case "0"..."~": state = .ground
      default: return interrupt(scalar)
      }
    case .intermediate:
      switch scalar {
      case " "..."/": break
      case "0"..."~": state = .ground
      default: return interrupt(scalar)
      }
    case .controlSequence:
      switch scalar {
      case " "..."?": break
      case "@"..."~": state = .ground
      default: return interrupt(scalar)
      }
    case .string:
      switch value {
      case 0x07, 0x9C, 0x18, 0x1A: state = .ground
      case 0x1B: state = .stringEscape
      default: break
      }
    case .stringEscape:
      guard scalar == "\\" else {
        // Any other escape ends the string and starts a sequence of its own.
        state = .escape
        return consume(scalar)
      }
      state = .ground
    case .singleShift:
      guard (0x20...0x7E).contains(value) else { return interrupt(scalar) }
      state = .ground
    }
    return .sequence
  }

  /// A scalar that cannot continue the sequence: ESC starts a new one, CAN and SUB cancel it,
  /// another control is acted on (and dropped) within it, and anything else ends it and is
  /// read anew.
  private mutating func interrupt(_ scalar: Unicode.Scalar) -> Verdict {
    switch scalar.value {
    case 0x1B:
      state = .escape
    case 0x18, 0x1A:
      state = .ground
    case 0x00...0x1F, 0x7F:
      break
    default:
      state = .ground
      return consume(scalar)
    }
    return .sequence
  }
}
