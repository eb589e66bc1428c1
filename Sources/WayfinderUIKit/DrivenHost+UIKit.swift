#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
  import UIKit
  import Wayfinder
  @_exported import WayfinderHosting

  extension DrivenHost where Driver == UIKitDriver {
    /// Creates a host on `driver` with UIKit's capabilities, and makes it the driver's
    /// ``UIKitDriver/events``.
    ///
    /// ```swift
    /// let driver = UIKitDriver(window: window)
    /// let host = DrivenHost(uiKit: driver) { route, flow in
    ///   AppScreens.controller(route, flow: flow)
    /// }
    /// host.attach(to: navigator)
    /// ```
    ///
    /// - Parameters:
    ///   - driver: the UIKit driver.
    ///   - screens: makes the view controller of a route, bound to the flow that owns it.
    ///   - release: called with each view controller the UI lets go of.
    public convenience init(
      uiKit driver: UIKitDriver,
      screens: @escaping @MainActor (Route, FlowHandle<Route>) -> UIViewController,
      release: @escaping @MainActor (UIViewController) -> Void = { _ in }
    ) {
      self.init(driver: driver, capabilities: .uiKit, screens: screens, release: release)
      driver.events = self
    }
  }
#endif
