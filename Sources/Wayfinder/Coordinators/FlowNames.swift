/// The default names of coordinator types, worked out once per type.
///
/// `String(describing:)` on a type looks up conformances and reflects on every call — about
/// 7,000 instructions — and a flow's name is read each time a flow starts or finishes (its
/// scope's name, the journal).
@MainActor
package enum FlowNames {
  private static var names: [ObjectIdentifier: String] = [:]

  package static func name(of type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let name = names[key] { return name }
    let name = String(describing: type)
    names[key] = name
    return name
  }
}
