// expect: SmallVector unable to grow
// A binding whose closures say `@MainActor in`: Swift 6.3's IR generation crashes on it
// (swiftlang/swift#88027, #91702), in Xcode as here. Closures written in a view's body already
// run on the main actor (Binding's initializer inherits the actor context): drop `@MainActor in`.
#if canImport(SwiftUI)
  import SwiftUI

  @MainActor final class FixtureModel {
    var selection = 0
  }

  struct FixtureView: View {
    let model: FixtureModel

    var body: some View {
      let model = model
      TabView(
        selection: Binding(
          get: { @MainActor in model.selection },
          set: { @MainActor in model.selection = $0 })
      ) {
        Tab(value: 0) { Text(verbatim: "zero") } label: { Text(verbatim: "0") }
      }
    }
  }
#endif
