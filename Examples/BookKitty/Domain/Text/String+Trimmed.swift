import Foundation

extension String {
  /// The text without the spaces and line breaks around it.
  var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
