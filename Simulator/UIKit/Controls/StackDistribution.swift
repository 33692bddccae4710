/// How a stack view shares its length between its arranged subviews (see `UIStackView`).
struct StackDistribution {
    let distribution: UIStackView.Distribution

    init(_ distribution: UIStackView.Distribution) {
        self.distribution = distribution
    }

    /// The length of each view, given their `natural` lengths and the `gaps` after each but the last, in a
    /// stack `available` long; the equal-spacing distributions widen the gaps instead.
    func lengths(natural: [CGFloat], gaps: inout [CGFloat], available: CGFloat) -> [CGFloat] {
        let spare = available - natural.reduce(0, +) - gaps.reduce(0, +)
        switch distribution {
        case .fill:
            var lengths = natural
            lengths[lengths.count - 1] = max(0, lengths[lengths.count - 1] + spare)
            return lengths
        case .fillEqually:
            let length = max(0, (available - gaps.reduce(0, +)) / CGFloat(natural.count))
            return natural.map { _ in length }
        case .fillProportionally:
            let total = natural.reduce(0, +)
            let room = max(0, available - gaps.reduce(0, +))
            guard total > 0 else { return natural.map { _ in room / CGFloat(natural.count) } }
            return natural.map { $0 / total * room }
        case .equalSpacing, .equalCentering:
            guard !gaps.isEmpty, spare > 0 else { return natural }
            gaps = gaps.map { $0 + spare / CGFloat(gaps.count) }
            return natural
        }
    }
}
