#if canImport(SwiftUI) && !os(macOS) && !os(tvOS) && !os(watchOS)
  import SwiftUI
  import Wayfinder
  import WayfinderHosting

  /// One stack as a `NavigationStack` over a typed path of screen ids: its first screen is the
  /// root view, the others are destinations looked up by id.
  ///
  /// Screens push by sending intents; a back button or swipe writes a shorter path, which the
  /// model hands to the host as a back. The top screen of a stack that refuses the user's back
  /// hides its back button (`navigationBarBackButtonHidden(_:)`), which ends the swipe too. Every screen of a tab asks for the tab bar hidden while
  /// a flow in that tab hides it (`toolbar(.hidden, for: .tabBar)`), and for the default
  /// otherwise.
  ///
  /// In a three-column split's detail column (`isDetail`) the stack starts at its second
  /// screen, the content list's selection: the first screen is the content column's.
  struct StackView<Screen: AnyObject, Content: View>: View {
    let model: DeclarativeModel<Screen>
    let path: StackPath
    var isDetail = false
    let content: @MainActor (Screen) -> Content

    /// The tab bar's visibility on this stack's screens.
    private var tabBar: Visibility { model.hidesSectionBar(at: path) ? .hidden : .automatic }

    var body: some View {
      let model = model
      let path = path
      let isDetail = isDetail
      NavigationStack(
        path: Binding(
          get: { isDetail ? model.detailPath(at: path) : model.path(at: path) },
          set: {
            if isDetail {
              model.userSetDetailPath($0, at: path)
            } else {
              model.userSetPath($0, at: path)
            }
          })
      ) {
        if let root = (isDetail ? model.detailRoot(at: path) : model.root(at: path))
          .flatMap(model.screen)
        {
          BackOutOfLevel(model: model, path: path, content: content(root))
            .toolbar(tabBar, for: .tabBar)
            .navigationDestination(for: ScreenID.self) { id in
              if let screen = model.screen(id) {
                content(screen)
                  .toolbar(tabBar, for: .tabBar)
                  // The top screen of a stack that refuses the user's back: no back button,
                  // and with it no edge swipe.
                  .navigationBarBackButtonHidden(model.refusesUserBack(id, at: path))
              }
            }
        }
      }
    }
  }

  /// The first screen of a stack, with a back button that leaves its level where the level
  /// is pushed: SwiftUI shows it as a cover, whose first screen has no back of its own, where
  /// UIKit pushes it over the level below.
  struct BackOutOfLevel<Screen: AnyObject, Content: View>: View {
    let model: DeclarativeModel<Screen>
    let path: StackPath
    let content: Content

    var body: some View {
      if model.goesBackOutOfLevel(at: path) {
        let model = model
        let below = path.level - 1
        content.toolbar {
          ToolbarItem(placement: .topBarLeading) {
            Button("Back", systemImage: "chevron.backward") {
              model.userSetPresented(nil, above: below)
            }
          }
        }
      } else {
        content
      }
    }
  }

  /// The buttons of a dialog, with their roles: a destructive one drawn in red, a
  /// cancel one apart (and chosen when the user closes the dialog otherwise).
  struct DialogButtons<Screen: AnyObject>: View {
    let model: DeclarativeModel<Screen>
    /// The level of the dialog, as it was when SwiftUI presented it.
    let shown: DeclarativeModel<Screen>.Level

    var body: some View {
      let model = model
      let level = shown.level
      let presentation = shown.id
      ForEach(shown.dialog?.actions ?? [], id: \.id) { action in
        Button(action.title, role: Self.role(action.role)) {
          model.userChose(action.id, level: level, presentation: presentation)
        }
      }
    }

    static func role(_ role: DialogAction.Role) -> ButtonRole? {
      switch role {
      case .regular: nil
      case .cancel: .cancel
      case .destructive: .destructive
      }
    }
  }
#endif
