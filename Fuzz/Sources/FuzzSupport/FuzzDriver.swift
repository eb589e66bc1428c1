import Foundation

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ input: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// Hands control to libFuzzer's driver with `input` as the function under test, and exits with
/// its status.
///
/// SwiftPM gives each executable its own `main`, so the targets call libFuzzer's driver instead
/// of relying on libFuzzer's `main`.
public func runFuzzer(_ input: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
  var argc = CommandLine.argc
  var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(runFuzzerDriver(&argc, &argv, input))
}
