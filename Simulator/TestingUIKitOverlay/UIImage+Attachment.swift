import Foundation
import Testing
import UIKit

/// A `UIImage` as a test attachment: its PNG bytes.
///
/// On Apple platforms Swift Testing attaches a `UIImage` through its image-attachment API, which is unavailable
/// on Linux; this wrapper lets the same call sites (`Attachment(image, named: "header")`,
/// `Attachment.record(image)`) compile and attach a PNG file on the simulator. An image without PNG data (an
/// empty `UIImage()`) attaches zero bytes.
public struct _UIImageAttachment: AttachableWrapper, Sendable {
    public let wrappedValue: UIImage

    public var estimatedAttachmentByteCount: Int? { wrappedValue.pngData()?.count ?? 0 }

    public func withUnsafeBytes<R>(
        for attachment: borrowing Attachment<Self>, _ body: (UnsafeRawBufferPointer) throws -> R
    ) throws -> R {
        try (wrappedValue.pngData() ?? Data()).withUnsafeBytes(body)
    }

    public func preferredName(for attachment: borrowing Attachment<Self>, basedOn suggestedName: String) -> String {
        suggestedName.hasSuffix(".png") ? suggestedName : suggestedName + ".png"
    }
}

extension Attachment where AttachableValue == _UIImageAttachment {
    /// An attachment of `image` as a PNG file named `preferredName`.
    public init(_ image: UIImage, named preferredName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation)
    {
        self.init(_UIImageAttachment(wrappedValue: image), named: preferredName, sourceLocation: sourceLocation)
    }

    /// Attaches `image` as a PNG file to the running test.
    public static func record(
        _ image: UIImage, named preferredName: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        record(Attachment(image, named: preferredName, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
    }
}
