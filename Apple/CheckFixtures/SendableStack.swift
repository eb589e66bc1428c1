// expect: conformance of 'HStack
// SwiftUI marks HStack's Sendable conformance unavailable (as TupleView's and
// _ConditionalContent's): a view value cannot be sent to another isolation domain.
#if canImport(SwiftUI)
  import SwiftUI

  func needsSendable<T: Sendable>(_ value: T) {}

  @MainActor func send() {
    needsSendable(HStack { EmptyView() })
  }
#endif
