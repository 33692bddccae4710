// `import MJRefreshSwiftUI` is all a SwiftUI screen needs: SwiftUI itself, and MJRefresh for the components a
// style names (`.custom { MJRefreshStateHeader() }`), their states and `MJRefreshConfig`.
@_exported import MJRefresh
@_exported import SwiftUI
