#if canImport(ObjectiveC) && !SwiftOnly
import UIKit

// UIScrollView+MJRefresh.h, UIScrollView+MJExtension.h, UIView+MJExtension.h and MJRefresh's UILabel category for
// Objective-C.
extension UIScrollView {
    @available(swift, obsoleted: 1)
    @objc(mj_header) public var objc_mj_header: MJRefreshHeader? {
        get { mj_header }
        set { mj_header = newValue }
    }

    @available(swift, obsoleted: 1)
    @available(*, deprecated, message: "Use mj_header")
    @objc(header) public var objc_header: MJRefreshHeader? {
        get { header }
        set { header = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_footer) public var objc_mj_footer: MJRefreshFooter? {
        get { mj_footer }
        set { mj_footer = newValue }
    }

    @available(swift, obsoleted: 1)
    @available(*, deprecated, message: "Use mj_footer")
    @objc(footer) public var objc_footer: MJRefreshFooter? {
        get { footer }
        set { footer = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_trailer) public var objc_mj_trailer: MJRefreshTrailer? {
        get { mj_trailer }
        set { mj_trailer = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_totalDataCount) public func objc_mj_totalDataCount() -> Int {
        mj_totalDataCount()
    }

    @available(swift, obsoleted: 1)
    @objc(mj_inset) public var objc_mj_inset: UIEdgeInsets {
        mj_inset
    }

    @available(swift, obsoleted: 1)
    @objc(mj_insetT) public var objc_mj_insetT: CGFloat {
        get { mj_insetT }
        set { mj_insetT = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_insetB) public var objc_mj_insetB: CGFloat {
        get { mj_insetB }
        set { mj_insetB = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_insetL) public var objc_mj_insetL: CGFloat {
        get { mj_insetL }
        set { mj_insetL = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_insetR) public var objc_mj_insetR: CGFloat {
        get { mj_insetR }
        set { mj_insetR = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_offsetX) public var objc_mj_offsetX: CGFloat {
        get { mj_offsetX }
        set { mj_offsetX = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_offsetY) public var objc_mj_offsetY: CGFloat {
        get { mj_offsetY }
        set { mj_offsetY = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_contentW) public var objc_mj_contentW: CGFloat {
        get { mj_contentW }
        set { mj_contentW = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_contentH) public var objc_mj_contentH: CGFloat {
        get { mj_contentH }
        set { mj_contentH = newValue }
    }
}

extension UIView {
    @available(swift, obsoleted: 1)
    @objc(mj_x) public var objc_mj_x: CGFloat {
        get { mj_x }
        set { mj_x = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_y) public var objc_mj_y: CGFloat {
        get { mj_y }
        set { mj_y = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_w) public var objc_mj_w: CGFloat {
        get { mj_w }
        set { mj_w = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_h) public var objc_mj_h: CGFloat {
        get { mj_h }
        set { mj_h = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_size) public var objc_mj_size: CGSize {
        get { mj_size }
        set { mj_size = newValue }
    }

    @available(swift, obsoleted: 1)
    @objc(mj_origin) public var objc_mj_origin: CGPoint {
        get { mj_origin }
        set { mj_origin = newValue }
    }
}

extension UILabel {
    @available(swift, obsoleted: 1)
    @objc(mj_label) public static func objc_mj_label() -> UILabel {
        mj_label()
    }

    @available(swift, obsoleted: 1)
    @objc(mj_textWidth) public func objc_mj_textWidth() -> CGFloat {
        mj_textWidth()
    }
}
#endif
