#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder

  extension UIKitDriver {
    /// Adds section `id` with a navigation controller of its own showing `screens`.
    func insertSection(
      _ id: SectionID, _ screens: [UIViewController], at index: Int,
      visibility: SectionVisibility, level: Int
    ) {
      guard levels.indices.contains(level), levels[level].tabs != nil else { return }
      let shown = levels[level]
      let navigation = makeNavigationController(screens)
      shown.sections.insert(
        ContainerTab(
          id: id, title: tabTitle(id), controller: navigation, visibility: visibility,
          item: tabItem(for: id)),
        at: Swift.min(index, shown.sections.count))
      shown.stacks[StackPath(level: level, section: id)] = navigation
      shown.refusingBack.remove(StackPath(level: level, section: id))
      if shown.splitColumns == .three, shown.tabs is any SplitContainer {
        divideColumn(at: StackPath(level: level, section: id), of: shown)
        showContentColumns(of: shown)
      }
      showSections(of: shown)
    }

    /// Removes section `id` and its navigation controller; the container shows `selection`.
    func removeSection(_ id: SectionID, level: Int, selection: SectionID) {
      guard levels.indices.contains(level), levels[level].tabs != nil else { return }
      let shown = levels[level]
      shown.sections.removeAll { $0.id == id }
      shown.contents[StackPath(level: level, section: id)]?.show(nil)
      shown.contents[StackPath(level: level, section: id)] = nil
      showContentColumns(of: shown)
      shown.stacks[StackPath(level: level, section: id)] = nil
      shown.sectionsHidingBar.remove(id)
      shown.refusingBack.remove(StackPath(level: level, section: id))
      shown.tabBarOrder?.removeAll { $0 == id }
      shown.selection = selection
      if shown.pinnedColumn == id {
        // The navigator drops the pin with the section, in this one step.
        shown.pinnedColumn = nil
        (shown.tabs as? any SplitContainer)?.setPinnedColumn(nil)
      }
      showSections(of: shown)
    }

    /// Shows section `id` in the layouts `visibility` says.
    func setVisibility(_ visibility: SectionVisibility, of id: SectionID, level: Int) {
      guard levels.indices.contains(level), levels[level].tabs != nil else { return }
      let shown = levels[level]
      guard let index = shown.sections.firstIndex(where: { $0.id == id }) else { return }
      shown.sections[index].visibility = visibility
      showSections(of: shown)
    }

    /// Orders the tab bar's items of the level as `order` says; the sidebar's rows keep the
    /// display order.
    func setTabBarOrder(_ order: [SectionID]?, level: Int) {
      guard levels.indices.contains(level), levels[level].tabs != nil else { return }
      let shown = levels[level]
      shown.tabBarOrder = order
      showSections(of: shown)
    }

    /// Shows section `id` of the split at `level` beside the detail, or none for `nil`: the
    /// sidebar's rows leave it out, and the split shows its navigation controller.
    func setPinnedColumn(_ id: SectionID?, level: Int) {
      guard levels.indices.contains(level), levels[level].tabs != nil else { return }
      let shown = levels[level]
      // The pinned stack is whole in its own column; the section pinned before is a list and
      // its detail again.
      if let id { joinColumn(at: StackPath(level: level, section: id), of: shown) }
      let unpinned = shown.pinnedColumn
      shown.pinnedColumn = id
      if let unpinned, unpinned != id, shown.splitColumns == .three,
        shown.tabs is any SplitContainer
      {
        divideColumn(at: StackPath(level: level, section: unpinned), of: shown)
      }
      showContentColumns(of: shown)
      (shown.tabs as? any SplitContainer)?.setPinnedColumn(
        id.flatMap { shown.stacks[StackPath(level: level, section: $0)] })
      showSections(of: shown)
    }

    /// Gives the level's container the sections its layout shows — a tab bar has no item for
    /// a section hidden in tabs, a sidebar no row for one hidden in a split — and shows the
    /// selection again.
    private func showSections(of shown: Level) {
      guard let container = shown.tabs else { return }
      let split = container as? any SplitContainer
      container.setTabs(
        ContainerTab.visible(
          shown.sections, in: split == nil ? .tabs : .split, pinned: shown.pinnedColumn,
          tabBarOrder: shown.tabBarOrder))
      if let selection = shown.selection, shown.hasSelection || split == nil {
        container.select(selection)
      }
    }
  }
#endif
