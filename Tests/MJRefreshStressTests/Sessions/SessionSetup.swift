import MJRefresh

/// The five scenes a randomized session runs on.
enum SessionSetup: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A table view with a normal header and an auto footer.
    case headerAutoFooter
    /// A table view with a normal header and a back footer.
    case headerBackFooter
    /// A horizontally scrolling view with a normal trailer.
    case trailer
    /// A horizontally scrolling view with a normal leader at its start and a normal trailer at its end.
    case leaderTrailer
    /// A table view (a chat) with an auto header loading older rows and an auto footer.
    case autoHeaderAutoFooter

    /// The roles that have a component in this scene.
    var roles: [SessionStep.Role] {
        switch self {
        case .headerAutoFooter, .headerBackFooter: return [.header, .footer]
        case .trailer: return [.trailer]
        case .leaderTrailer: return [.leader, .trailer]
        case .autoHeaderAutoFooter: return [.autoHeader, .footer]
        }
    }

    /// Whether the finger and the refresh move along x.
    var isHorizontal: Bool { self == .trailer || self == .leaderTrailer }

    var description: String { ".\(rawValue)" }
}
