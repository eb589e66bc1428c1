// Stand-in ObjectiveC overlay: the root class from the clang module beside it, and the Bool
// bridging the compiler looks up here when it generates code for `@objc` methods.

@_exported import _ObjCRuntimeStandIn

// https://developer.apple.com/documentation/objectivec/objcbool
@frozen public struct ObjCBool: Sendable {
  @usableFromInline var value: Int8
  public init(_ value: Bool) { self.value = value ? 1 : 0 }
  public var boolValue: Bool { value != 0 }
}

// The conversions the compiler calls when it bridges Bool to and from Objective-C's BOOL.
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class ("Conforms To":
// Equatable, Hashable — through isEqual(_:) and hash, which are identity unless overridden)
extension NSObject: @retroactive Equatable, @retroactive Hashable {
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
