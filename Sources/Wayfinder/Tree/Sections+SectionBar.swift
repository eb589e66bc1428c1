extension Sections {
  /// Whether the bar is hidden while section `id` is selected: a flow that hides it
  /// (``FlowCoordinator/hidesSectionBar``) shows its screens in that section.
  ///
  /// Whether the user sees the bar also depends on what is presented above; ask the tree,
  /// ``NavigationTree/showsSectionBar(atLevel:)``.
  @inlinable
  public func hidesBar(in id: SectionID) -> Bool {
    sectionsHidingBar.contains(id)
  }

  /// Hides or shows the bar while section `id` is selected.
  ///
  /// - Throws: ``NavigationError/unknownSelection(_:)`` when there is no such section.
  @inlinable
  package mutating func setBarHidden(_ hidden: Bool, in id: SectionID) throws(NavigationError) {
    guard self[id] != nil else { throw .unknownSelection(id) }
    if hidden {
      sectionsHidingBar.insert(id)
    } else {
      sectionsHidingBar.remove(id)
    }
  }
}
