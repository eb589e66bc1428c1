// The Objective-C root class and protocol, for Scripts/check-apple.sh. Linux has no Objective-C
// runtime, but its Swift compiler checks and compiles Objective-C interoperability when asked
// (-enable-objc-interop): with this header, UIKit's stand-in classes descend from a real
// Objective-C NSObject, its delegate protocols are `@objc` with `optional` requirements as in
// the SDK, and a conforming method that nearly matches one is reported, as Xcode reports it.
typedef signed char BOOL;

@protocol NSObject
@end

__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init;
@end
