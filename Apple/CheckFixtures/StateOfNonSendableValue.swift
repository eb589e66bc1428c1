// expect: type 'Model' does not conform to the 'Sendable' protocol
// SwiftUI's State is Sendable only where its value is: a State holding a class that is not
// Sendable cannot cross to another isolation domain, in Xcode as here.
#if canImport(SwiftUI)
  import SwiftUI

  final class Model {}

  func needsSendable<T: Sendable>(_ value: T) {}

  func send(_ state: State<Model>) {
    needsSendable(state)
  }
#endif
