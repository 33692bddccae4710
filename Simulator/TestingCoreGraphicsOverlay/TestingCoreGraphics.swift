// The cross-import overlay of Swift Testing and Core Graphics, for the Linux simulator.
//
// The Swift toolchain declares that a file importing both `Testing` and `CoreGraphics` also loads a module named
// `_Testing_CoreGraphics` (`Testing.swiftcrossimport`), as Apple's SDK does, but ships no such module on Linux. The
// simulator's `CoreGraphics` carries Apple's module name, so without this module a Swift Testing target that
// imports MJRefresh (which re-exports UIKit and Core Graphics) does not build.
//
// Apple's overlay makes `CGImage` attachable. The simulator's Core Graphics has no `CGImage` (it draws through
// UIKit's `UIImage`, which `_Testing_UIKit` makes attachable), so this module declares nothing of its own.
import CoreGraphics
import Testing
