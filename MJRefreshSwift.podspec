# CocoaPods spec for the library only (the Linux UIKit stand-in, the demo and the tests are not part of it).
# The pod name MJRefresh belongs to the Objective-C library; the module keeps the name MJRefresh, so an app's
# `import MJRefresh` is the same with SwiftPM and CocoaPods (one app cannot hold both this pod and the
# Objective-C one, whose module has the same name). Both SwiftPM targets (MJRefreshCore, MJRefresh)
# become this one module; the sources allow for it (see Sources/MJRefresh/Exports.swift).
# Tests/PackagingTests/PodspecTests.swift checks these fields against Package.swift and the source tree.
Pod::Spec.new do |s|
  s.name          = 'MJRefreshSwift'
  s.module_name   = 'MJRefresh'
  s.version       = '0.2.0'
  s.summary       = "MJRefresh's pull-to-refresh and load-more API, in Swift 6 with strict concurrency."
  s.homepage      = 'https://github.com/MJRefresh-Swift/MJRefresh-Swift'
  s.license       = { :type => 'MIT', :file => 'LICENSE' }
  s.authors       = { 'MJRefresh for Swift contributors' => 'https://github.com/MJRefresh-Swift/MJRefresh-Swift' }
  s.source        = { :git => 'https://github.com/MJRefresh-Swift/MJRefresh-Swift.git', :tag => s.version.to_s }

  s.swift_versions        = ['6.0']
  s.ios.deployment_target = '13.0'
  s.frameworks            = 'UIKit'

  s.source_files     = ['Sources/MJRefreshCore/**/*.swift', 'Sources/MJRefresh/**/*.swift',
                        'Sources/MJRefreshObjC/MJRefreshConst.m', 'Sources/MJRefreshObjC/include/MJRefreshObjC.h']
  # Objective-C apps: MJRefresh's block types, constants and macros, part of the module here (README, "Objective-C").
  s.public_header_files = 'Sources/MJRefreshObjC/include/MJRefreshObjC.h'
  # Bundle names of their own: an app may also have the Objective-C pod, whose bundles are MJRefresh and
  # MJRefresh.Privacy.
  # The texts' .lproj folders are copied whole, so each keeps its name (and its MJRefresh.strings) in the bundle.
  s.resource_bundles = {
    'MJRefreshSwift' => ['Sources/MJRefreshCore/Resources/*.lproj', 'Sources/MJRefresh/Resources/*.png'],
    'MJRefreshSwift.Privacy' => ['Sources/MJRefresh/Resources/PrivacyInfo.xcprivacy'],
  }
end
