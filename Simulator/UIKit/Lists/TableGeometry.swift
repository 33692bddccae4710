/// Where every part of a table sits on the vertical axis: the table header view, then per section a header,
/// its rows and a footer, then the table footer view. Built from the data source's counts and the delegate's
/// heights each time the table reloads or updates.
struct TableGeometry {
    struct Section {
        var headerMinY: CGFloat
        var headerHeight: CGFloat
        var rowMinYs: [CGFloat]
        var rowHeights: [CGFloat]
        var footerMinY: CGFloat
        var footerHeight: CGFloat
    }

    var sections: [Section] = []
    var tableHeaderHeight: CGFloat = 0
    var tableFooterMinY: CGFloat = 0
    var contentHeight: CGFloat = 0

    /// Stacks the parts top to bottom; `rowHeight(section, row)` and the section heights are already resolved.
    init(
        headerHeight: CGFloat, rowCounts: [Int], rowHeight: (Int, Int) -> CGFloat,
        sectionHeaderHeight: (Int) -> CGFloat, sectionFooterHeight: (Int) -> CGFloat, footerHeight: CGFloat
    ) {
        tableHeaderHeight = headerHeight
        var y = headerHeight
        for (section, count) in rowCounts.enumerated() {
            let headerMinY = y
            let header = sectionHeaderHeight(section)
            y += header
            var minYs: [CGFloat] = []
            var heights: [CGFloat] = []
            for row in 0..<count {
                let height = rowHeight(section, row)
                minYs.append(y)
                heights.append(height)
                y += height
            }
            let footer = sectionFooterHeight(section)
            sections.append(
                Section(
                    headerMinY: headerMinY, headerHeight: header, rowMinYs: minYs,
                    rowHeights: heights, footerMinY: y, footerHeight: footer))
            y += footer
        }
        tableFooterMinY = y
        contentHeight = y + footerHeight
    }

    init() {}

    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && sections[indexPath.section].rowMinYs.indices.contains(indexPath.row)
    }

    /// The row's rectangle for a table `width` wide; `.zero` for an index path outside the table.
    func rect(_ indexPath: IndexPath, width: CGFloat) -> CGRect {
        guard contains(indexPath) else { return .zero }
        let section = sections[indexPath.section]
        return CGRect(x: 0, y: section.rowMinYs[indexPath.row], width: width, height: section.rowHeights[indexPath.row])
    }

    /// Where a section's header is drawn: its own place, or in a table whose headers float, at `pinLine` (the top
    /// of the visible area) when that is lower, pushed up by the end of the section so the next header takes over.
    /// Never above its own place, so a header pulled down with the content moves with it. `.zero` for a section
    /// outside the table.
    func headerRect(_ section: Int, width: CGFloat, pinLine: CGFloat?) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        let part = sections[section]
        var y = part.headerMinY
        if let pinLine {
            let sectionEnd = part.footerMinY + part.footerHeight
            y = max(part.headerMinY, min(pinLine, sectionEnd - part.headerHeight))
        }
        return CGRect(x: 0, y: y, width: width, height: part.headerHeight)
    }

    /// The section's header, rows and footer together; `.zero` for a section outside the table.
    func sectionRect(_ section: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        let part = sections[section]
        return CGRect(
            x: 0, y: part.headerMinY, width: width, height: part.footerMinY + part.footerHeight - part.headerMinY)
    }

    /// The section's footer at its own place; `.zero` for a section outside the table.
    func footerRect(_ section: Int, width: CGFloat) -> CGRect {
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: sections[section].footerMinY, width: width, height: sections[section].footerHeight)
    }

    /// The rows that overlap `minY..<maxY` by more than nothing, top to bottom.
    func indexPaths(fromY minY: CGFloat, toY maxY: CGFloat) -> [IndexPath] {
        var found: [IndexPath] = []
        for (sectionIndex, section) in sections.enumerated()
        where section.headerMinY < maxY && section.footerMinY + section.footerHeight > minY {
            // Rows are sorted by y: binary-search the first row ending below `minY`, then walk down.
            var low = 0
            var high = section.rowMinYs.count
            while low < high {
                let middle = (low + high) / 2
                if section.rowMinYs[middle] + section.rowHeights[middle] <= minY {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            var row = low
            while row < section.rowMinYs.count, section.rowMinYs[row] < maxY {
                if section.rowHeights[row] > 0 { found.append(IndexPath(row: row, section: sectionIndex)) }
                row += 1
            }
        }
        return found
    }
}
