/// `Σ coefficient × variable + constant`, the two sides of a layout constraint.
struct LinearExpression {
    var terms: [Int: Double] = [:]
    var constant: Double = 0

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(variable: Int) {
        terms[variable] = 1
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs.constant
        for (variable, coefficient) in rhs.terms { sum.terms[variable, default: 0] += coefficient }
        return sum
    }

    static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        var product = LinearExpression(constant: expression.constant * factor)
        for (variable, coefficient) in expression.terms { product.terms[variable] = coefficient * factor }
        return product
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-1) * rhs
    }

    static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + LinearExpression(constant: rhs)
    }
}
