/// The requirements on an app's route type.
///
/// Routes are the app's own values, usually enums: one case per screen, with the data that
/// screen needs. They must be hashable (stacks compare them), codable (restoration and logs
/// write them) and sendable (plans cross into hosts). See <doc:GettingStarted#Declare-the-routes>.
public typealias NavigationRoute = Hashable & Codable & Sendable
