#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import Wayfinder

  /// One stack as a `NavigationStack` over a typed path of screen ids: its first screen is the
  /// root view, the others are destinations looked up by id.
  ///
  /// Screens push by sending intents; a back button or swipe writes a shorter path, which the
  /// model hands to the host as a back. Every screen of a tab asks for the tab bar hidden while
  /// a flow in that tab hides it (`toolbar(.hidden, for: .tabBar)`), and for the default
  /// otherwise.
  struct StackView<Screen: AnyObject, Content: View>: View {
    let model: DeclarativeModel<Screen>
    let path: StackPath
    let content: @MainActor (Screen) -> Content

    /// The tab bar's visibility on this stack's screens.
    private var tabBar: Visibility { model.hidesSectionBar(at: path) ? .hidden : .automatic }

    var body: some View {
      let model = model
      let path = path
      NavigationStack(
        path: Binding(
          get: { model.path(at: path) },
          set: { model.userSetPath($0, at: path) })
      ) {
        if let root = model.root(at: path).flatMap(model.screen) {
          content(root)
            .toolbar(tabBar, for: .tabBar)
            .navigationDestination(for: ScreenID.self) { id in
              if let screen = model.screen(id) { content(screen).toolbar(tabBar, for: .tabBar) }
            }
        }
      }
    }
  }

  /// An alert or confirmation dialog's actions, presented as a full-screen cover.
  struct DialogView<Screen: AnyObject>: View {
    let model: DeclarativeModel<Screen>
    let level: Int
    let dialog: Dialog

    var body: some View {
      let model = model
      let level = level
      List(dialog.actions, id: \.id) { action in
        Button(action.title) { model.userChose(action.id, level: level) }
      }
    }
  }
#endif
