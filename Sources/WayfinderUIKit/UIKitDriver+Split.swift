#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  extension UIKitDriver {
    /// Shows the sections of `level` as `layout`: a new tab container or split around the same
    /// navigation controllers, so that every section keeps its stack.
    ///
    /// UIKit gives a controller one parent, so the old container lets go of the navigation
    /// controllers first. A split is the level's controller itself, a tab container sits in a
    /// hidden-bar navigation controller: the level's controller changes, so the presentations
    /// above it are dismissed without animation and presented again over the new one, and the
    /// screens of pushed levels move to the new container's push target.
    func setLayout(
      _ layout: SectionLayout, level: Int, completion: @escaping @MainActor () -> Void
    ) {
      guard levels.indices.contains(level), let old = levels[level].tabs,
        (old is any SplitContainer) != (layout == .split)
      else {
        settle(nil, animated: false, completion)
        return
      }
      rebuild(level: level, as: layout, columns: levels[level].splitColumns, completion: completion)
    }

    /// Draws the split at `level` with `columns`: UIKit fixes a split's style when it is made,
    /// so a split that shows now is made anew around the same navigation controllers; tabs
    /// only remember the columns for their next split.
    func setSplitColumns(
      _ columns: SplitColumns, level: Int, completion: @escaping @MainActor () -> Void
    ) {
      guard levels.indices.contains(level), levels[level].splitColumns != columns else {
        settle(nil, animated: false, completion)
        return
      }
      guard levels[level].tabs is any SplitContainer else {
        levels[level].splitColumns = columns
        settle(nil, animated: false, completion)
        return
      }
      rebuild(level: level, as: .split, columns: columns, completion: completion)
    }

    /// Puts the sections of `level` in a new container for `layout` and `columns`, keeping
    /// every navigation controller and its stack.
    private func rebuild(
      level: Int, as layout: SectionLayout, columns: SplitColumns,
      completion: @escaping @MainActor () -> Void
    ) {
      guard let old = levels[level].tabs else {
        settle(nil, animated: false, completion)
        return
      }
      rebuilding = true
      let completion: @MainActor () -> Void = { [weak self] in
        self?.rebuilding = false
        completion()
      }
      let current = levels[level]
      let above = Array(levels[(level + 1)...])
      let pushed = Array(above.prefix { $0.style == .pushed })
      // The pushed levels' screens, taken off the old push target.
      var pushedScreens: [UIViewController] = []
      if let target = current.pushTarget, let first = pushed.first {
        pushedScreens = Array(target.viewControllers.dropFirst(first.base))
        target.setViewControllers(Array(target.viewControllers.prefix(first.base)), animated: false)
      }
      let modal = above.dropFirst(pushed.count).first
      let swap: @MainActor () -> Void = { [weak self] in
        guard let self else { return }
        // Every stack back in its navigation controller before the old container lets go.
        joinColumns(of: current)
        (old as? any SplitContainer)?.setPinnedColumn(nil)
        old.setTabs([])
        let new = makeSectionsLevel(
          layout, current.sections, stacks: current.stacks, selection: current.selection,
          hasSelection: current.hasSelection, columns: columns, pinned: current.pinnedColumn,
          tabBarOrder: current.tabBarOrder, level: level, style: current.style)
        divideColumns(of: new, level: level)
        new.columnVisibility = current.columnVisibility
        (new.tabs as? any SplitContainer)?.setColumnVisibility(current.columnVisibility)
        new.sectionsHidingBar = current.sectionsHidingBar
        new.refusingBack = current.refusingBack
        showTabBar(of: new, animated: false)
        levels[level] = new
        movePushedLevels(pushed, screens: pushedScreens, above: level)
        install(new, replacing: current, level: level) { [weak self] in
          guard let self else { return }
          let modals = Array(levels.indices.dropFirst(level + 1 + pushed.count))
            .filter { self.levels[$0].isModal }
          presentAgain(modals) { [weak self] in self?.settle(nil, animated: false, completion) }
        }
      }
      // The presentations above go first, in one dismissal without animation.
      if let presenter = (current.isModal ? current : modal)?.controller.presentingViewController {
        presenter.dismiss(animated: false) { swap() }
      } else {
        swap()
      }
    }

    /// Shows no section in the split at `level`.
    func clearSelection(level: Int) {
      guard levels.indices.contains(level) else { return }
      levels[level].hasSelection = false
      (levels[level].tabs as? any SplitContainer)?.clearSelection()
    }

    /// Shows or hides the sidebar of the split at `level`.
    func setColumnVisibility(_ visibility: ColumnVisibility, level: Int) {
      guard levels.indices.contains(level) else { return }
      levels[level].columnVisibility = visibility
      (levels[level].tabs as? any SplitContainer)?.setColumnVisibility(visibility)
    }

    /// Pushes `screens` — the pushed levels' own, in order — on the new push target of
    /// `level`, and records where each pushed level now starts.
    private func movePushedLevels(_ pushed: [Level], screens: [UIViewController], above level: Int)
    {
      guard let first = pushed.first else { return }
      guard let target = levels[level].pushTarget else {
        // A split that shows no section has no navigation controller to push on.
        return
      }
      let start = target.viewControllers.count
      target.setViewControllers(target.viewControllers + screens, animated: false)
      for (offset, old) in pushed.enumerated() {
        let index = level + 1 + offset
        levels[index] = Level(
          style: .pushed, controller: target, tabs: nil,
          stacks: [StackPath(level: index): target], pushTarget: target,
          base: start + old.base - first.base)
        levels[index].refusingBack = old.refusingBack
      }
      showBackRefusal(on: target)
    }

    /// Puts the level's new controller where the old one was: the window's root, or presented
    /// as the old one was.
    private func install(
      _ new: Level, replacing old: Level, level: Int,
      completion: @escaping @MainActor () -> Void
    ) {
      guard old.isModal, let presenter = presenter(ofLevel: level) else {
        if level == 0 { window.rootViewController = new.controller }
        completion()
        return
      }
      let controller = new.controller
      controller.modalPresentationStyle = old.controller.modalPresentationStyle
      controller.modalTransitionStyle = old.controller.modalTransitionStyle
      new.options = old.options
      new.compactFallback = old.compactFallback
      configurePresentation(
        controller, as: new, presenter: presenter, over: levels[level - 1].visibleScreen)
      presenter.present(controller, animated: false) { completion() }
    }

    /// Presents the modal level `level`, shown as is, anew with `screens` and the levels above
    /// it again: UIKit swaps no presented controller, and pushes on no controller it presents
    /// itself (a share sheet, a picker).
    func presentAgain(
      level: Int, showing screens: [UIViewController],
      completion: @escaping @MainActor () -> Void
    ) {
      let current = levels[level]
      guard let presenting = current.controller.presentingViewController else {
        settle(nil, animated: false, completion)
        return
      }
      rebuilding = true
      let above = Array(levels.indices.dropFirst(level + 1)).filter { levels[$0].isModal }
      presenting.dismiss(animated: false) { [weak self] in
        guard let self else { return }
        let new = makeLevel(.stack(screens), level: level, style: current.style)
        levels[level] = new
        install(new, replacing: current, level: level) { [weak self] in
          self?.presentAgain(above) { [weak self] in
            self?.rebuilding = false
            self?.settle(nil, animated: false, completion)
          }
        }
      }
    }

    /// Presents the modal levels `indices` again, in order, without animation.
    private func presentAgain(_ indices: [Int], completion: @escaping @MainActor () -> Void) {
      guard let index = indices.first, let presenter = presenter(ofLevel: index) else {
        completion()
        return
      }
      let controller = levels[index].controller
      configurePresentation(
        controller, as: levels[index], presenter: presenter,
        over: levels[index - 1].visibleScreen)
      presenter.present(controller, animated: false) { [weak self] in
        self?.presentAgain(Array(indices.dropFirst()), completion: completion)
      }
    }

    /// Where the modal level `level` is presented from: the selected section of the level
    /// below for a presentation over the current context, the top controller otherwise.
    private func presenter(ofLevel level: Int) -> UIViewController? {
      if levels[level].style == .overCurrentContext,
        let tab = levels[level - 1].tabs?.selectedViewController
      {
        return tab
      }
      return topController
    }
  }
#endif
