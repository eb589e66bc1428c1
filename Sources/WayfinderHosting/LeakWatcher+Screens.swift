import Wayfinder

/// A host's part in leak watching: the screens it lets go of.
extension LeakWatcher {
  /// Expects `object`, a screen the host let go of, to be deallocated soon.
  ///
  /// `label` names it in reports. A ``ScreenKeeper`` watches the screens it drops itself.
  public func watch(_ object: AnyObject, as kind: Leak.Kind, label: String) {
    expect(object, as: kind) { label }
  }

  /// Expects `object` to be deallocated soon; `label` makes its name, at most once, when a report
  /// needs it (most watched objects are never named).
  ///
  /// The closure must not capture `object`, which would keep it alive; capture the parts of its
  /// name.
  public func watch(
    _ object: AnyObject, as kind: Leak.Kind, label: @escaping @MainActor () -> String
  ) {
    expect(object, as: kind, label: label)
  }
}
