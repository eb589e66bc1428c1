/// The requirements on an app's route type.
///
/// Routes are the app's own values, usually enums: one case per screen, with the data that
/// screen needs. They must be hashable (stacks compare them), codable (restoration and logs
/// write them) and sendable (plans cross into hosts).
///
/// ```swift
/// enum ShopRoute: Hashable, Codable, Sendable {
///   case home
///   case product(id: Int)
/// }
/// ```
public typealias NavigationRoute = Hashable & Codable & Sendable
