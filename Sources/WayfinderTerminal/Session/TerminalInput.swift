/// What one wait for input on a ``TerminalSession`` brought.
///
/// The body of a read loop (``TerminalSession`` shows one whole):
///
/// <!-- fragment -->
/// ```swift
/// switch try session.read(timeout: .milliseconds(50)) {
/// case .bytes(let bytes): keys += decoder.decode(bytes)
/// case .timedOut: keys += decoder.flush()
/// case .resized: size = session.size; renderer.invalidate()
/// case .endOfInput: return
/// }
/// ```
public enum TerminalInput: Hashable, Sendable {
  /// Bytes arrived; a ``KeyDecoder`` turns them into keys.
  case bytes([UInt8])
  /// The terminal was resized, or given back to the program after a stop (`fg`) with its
  /// screen cleared: read ``TerminalSession/size`` again and draw the whole screen
  /// (``LineDiffRenderer/invalidate()``).
  case resized
  /// Nothing arrived within the timeout: call ``KeyDecoder/flush()`` so that a lone Escape
  /// counts as the Escape key.
  case timedOut
  /// The input was closed; the program should end.
  case endOfInput
}
