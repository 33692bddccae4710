import MJRefresh

/// The three scenes a randomized session runs on.
enum SessionSetup: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A table view with a normal header and an auto footer.
    case headerAutoFooter
    /// A table view with a normal header and a back footer.
    case headerBackFooter
    /// A horizontally scrolling view with a normal trailer.
    case trailer

    /// The roles that have a component in this scene.
    var roles: [SessionStep.Role] {
        switch self {
        case .headerAutoFooter, .headerBackFooter: return [.header, .footer]
        case .trailer: return [.trailer]
        }
    }

    /// Whether the finger and the refresh move along x.
    var isHorizontal: Bool { self == .trailer }

    var description: String { ".\(rawValue)" }
}
