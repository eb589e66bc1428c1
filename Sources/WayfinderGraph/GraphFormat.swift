import Wayfinder

/// A text format for pictures of flows: a ``FlowGraph`` or the running flows of a
/// `Navigator`.
///
/// ```swift
/// let text = FlowGraph(root: AppFlow.self).rendered(as: .dot)
/// // dot -Tsvg flows.dot > flows.svg
/// ```
public enum GraphFormat: String, CaseIterable, Hashable, Sendable {
  /// A Mermaid `flowchart TD`, which GitHub and DocC-adjacent tools draw inline.
  case mermaid
  /// A Graphviz `digraph`, for `dot -Tsvg`.
  case dot
}
