// expect: conformance of '_ConditionalContent
// SwiftUI marks _ConditionalContent's Sendable conformance unavailable: the view an `if`/`else`
// in a view builder makes cannot be sent to another isolation domain.
#if canImport(SwiftUI)
  import SwiftUI

  func needsSendable<T: Sendable>(_ value: T) {}

  @ViewBuilder func choice(_ flag: Bool) -> _ConditionalContent<EmptyView, AnyView> {
    if flag { EmptyView() } else { AnyView(EmptyView()) }
  }

  @MainActor func send() {
    needsSendable(choice(true))
  }
#endif
