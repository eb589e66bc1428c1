// expect: produces an unlocalized, debug description
// A literal with an interpolated metatype is a LocalizedStringKey, and the value goes through
// the deprecated `appendInterpolation<T>(_:)`: the text is a debug description nobody can
// localize. Use `Text(verbatim:)` for text that is not localized.
#if canImport(SwiftUI)
  import SwiftUI

  struct FixtureView: View {
    let screen: AnyObject

    var body: some View {
      Text("No view for \(type(of: screen))")
    }
  }
#endif
