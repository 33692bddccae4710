/// A Cassowary-style simplex solver (Badros, Borning and Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", 2001), the kind of engine Auto Layout runs: linear equations and inequalities, each either
/// required or weighted, the weighted ones satisfied as far as the required ones allow, minimising the sum of
/// their weighted errors.
///
/// Variables are numbered by the caller; symbols are numbered in order of creation and every choice among them
/// (entering and leaving symbols) takes the lowest number (Bland's rule), so the result never depends on hashing
/// order and the pivoting cannot cycle.
struct LinearSolver {
    /// A required constraint that contradicts the ones added before it.
    struct Unsatisfiable: Error {}

    enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }

    private enum Kind { case external, slack, error, dummy }

    /// One row of the tableau: `basic = constant + Σ coefficient × symbol`.
    private struct Row {
        var constant: Double
        var cells: [Int: Double] = [:]

        func coefficient(_ symbol: Int) -> Double { cells[symbol] ?? 0 }

        mutating func insert(_ symbol: Int, _ coefficient: Double) {
            let sum = (cells[symbol] ?? 0) + coefficient
            cells[symbol] = LinearSolver.isNearZero(sum) ? nil : sum
        }

        mutating func insert(_ row: Row, _ coefficient: Double) {
            constant += row.constant * coefficient
            for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
        }

        mutating func reverseSign() {
            constant = -constant
            for symbol in cells.keys { cells[symbol] = -cells[symbol]! }
        }

        /// Rewrites `0 = constant + … + c × symbol + …` as `symbol = …`.
        mutating func solve(for symbol: Int) {
            let factor = -1 / cells.removeValue(forKey: symbol)!
            constant *= factor
            for key in cells.keys { cells[key]! *= factor }
        }

        /// Rewrites `lhs = …` (with `rhs` among the cells) as `rhs = …`.
        mutating func solve(for lhs: Int, _ rhs: Int) {
            insert(lhs, -1)
            solve(for: rhs)
        }

        mutating func substitute(_ symbol: Int, _ row: Row) {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return }
            insert(row, coefficient)
        }
    }

    private var kinds: [Kind] = []
    private var rows: [Int: Row] = [:]
    private var objective = Row(constant: 0)
    private var artificial: Row?
    private var variableSymbols: [Int: Int] = [:]

    static func isNearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }

    /// Adds `Σ terms + constant (relation) 0`; `weight` `nil` makes it required. Throws `Unsatisfiable` (and
    /// leaves the solver as it was) when a required constraint contradicts the ones already added.
    mutating func add(
        terms: [Int: Double], constant: Double, relation: Relation, weight: Double?
    ) throws {
        let saved = self
        do {
            try insert(terms: terms, constant: constant, relation: relation, weight: weight)
        } catch {
            self = saved
            throw error
        }
    }

    /// The value of the caller's variable `variable` (0 when no constraint mentions it).
    func value(of variable: Int) -> Double {
        guard let symbol = variableSymbols[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    // MARK: Tableau

    private mutating func newSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        return kinds.count - 1
    }

    private mutating func insert(
        terms: [Int: Double], constant: Double, relation: Relation, weight: Double?
    ) throws {
        var row = Row(constant: constant)
        for (variable, coefficient) in terms.sorted(by: { $0.key < $1.key }) where !Self.isNearZero(coefficient) {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
        }
        var marker = -1
        var other = -1
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.insert(marker, sign)
            if let weight {
                other = newSymbol(.error)
                row.insert(other, -sign)
                objective.insert(other, weight)
            }
        case .equal:
            if let weight {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                row.insert(marker, -1)
                row.insert(other, 1)
                objective.insert(marker, weight)
                objective.insert(other, weight)
            } else {
                marker = newSymbol(.dummy)
                row.insert(marker, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0, row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard Self.isNearZero(row.constant) else { throw Unsatisfiable() }
            subject = marker
        }
        if subject < 0 {
            guard try addWithArtificialVariable(row) else { throw Unsatisfiable() }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        }
        try optimize(isArtificial: false)
    }

    private mutating func symbol(for variable: Int) -> Int {
        if let symbol = variableSymbols[variable] { return symbol }
        let symbol = newSymbol(.external)
        variableSymbols[variable] = symbol
        return symbol
    }

    private func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int {
        if let external = row.cells.keys.filter({ kinds[$0] == .external }).min() { return external }
        for candidate in [marker, other] where candidate >= 0 {
            if kinds[candidate] == .slack || kinds[candidate] == .error, row.coefficient(candidate) < 0 {
                return candidate
            }
        }
        return -1
    }

    private mutating func addWithArtificialVariable(_ row: Row) throws -> Bool {
        let art = newSymbol(.slack)
        rows[art] = row
        artificial = row
        try optimize(isArtificial: true)
        let success = Self.isNearZero(artificial?.constant ?? 0)
        artificial = nil
        if var basic = rows.removeValue(forKey: art) {
            if basic.cells.isEmpty { return success }
            guard let entering = basic.cells.keys.filter({ kinds[$0] == .slack || kinds[$0] == .error }).min()
            else { return false }
            basic.solve(for: art, entering)
            substitute(entering, basic)
            rows[entering] = basic
        }
        for key in rows.keys { rows[key]!.cells[art] = nil }
        objective.cells[art] = nil
        return success
    }

    private mutating func substitute(_ symbol: Int, _ row: Row) {
        for key in rows.keys { rows[key]!.substitute(symbol, row) }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Pivots until no symbol can lower the objective (or the artificial row). The bound on pivots only guards
    /// against numerical trouble; Bland's rule already rules out cycling.
    private mutating func optimize(isArtificial: Bool) throws {
        for _ in 0..<10_000 {
            let target = isArtificial ? artificial! : objective
            guard
                let entering = target.cells.filter({ kinds[$0.key] != .dummy && $0.value < 0 }).keys.min()
            else { return }
            var leaving = -1
            var ratio = Double.infinity
            for (symbol, row) in rows.sorted(by: { $0.key < $1.key }) where kinds[symbol] != .external {
                let coefficient = row.coefficient(entering)
                guard coefficient < 0 else { continue }
                let candidate = -row.constant / coefficient
                if candidate < ratio {
                    ratio = candidate
                    leaving = symbol
                }
            }
            guard leaving >= 0 else { throw Unsatisfiable() }  // Unbounded: cannot happen with positive weights.
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }
}
