import Foundation

/// Writes palette PNG files, so the demo can draw its own animation frames without an image library.
///
/// The pixel data is stored uncompressed (deflate "stored" blocks): the pictures are small, and one byte per
/// pixel keeps them a few kilobytes each.
enum PNGWriter {
    /// An RGBA colour of the palette, each component 0...255.
    struct Color: Hashable {
        let red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
    }

    /// A PNG of `width × height` pixels, `pixels` (row by row) indexing `palette` (at most 256 colours).
    static func png(width: Int, height: Int, palette: [Color], pixels: [UInt8]) -> Data {
        precondition(pixels.count == width * height && (1...256).contains(palette.count))
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 3, 0, 0, 0]  // 8 bits per index, palette colour, deflate, adaptive filters, no interlace
        var scanlines = Data(capacity: (width + 1) * height)
        for row in 0..<height {
            scanlines.append(0)  // filter: none
            scanlines += pixels[row * width..<(row + 1) * width]
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        png += chunk("IHDR", header)
        png += chunk("PLTE", Data(palette.flatMap { [$0.red, $0.green, $0.blue] }))
        png += chunk("tRNS", Data(palette.map(\.alpha)))
        png += chunk("IDAT", zlibStored(scanlines))
        png += chunk("IEND", Data())
        return png
    }

    private static func chunk(_ type: String, _ body: Data) -> Data {
        var chunk = Data()
        chunk.appendBigEndian(UInt32(body.count))
        let typed = Data(type.utf8) + body
        chunk += typed
        chunk.appendBigEndian(crc32(typed))
        return chunk
    }

    /// A zlib stream holding `data` in stored (uncompressed) deflate blocks.
    private static func zlibStored(_ data: Data) -> Data {
        var stream = Data([0x78, 0x01])
        let bytes = [UInt8](data)
        var start = 0
        repeat {
            let count = min(65_535, bytes.count - start)
            let isLast = start + count == bytes.count
            stream.append(isLast ? 1 : 0)
            stream += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            stream += bytes[start..<start + count]
            start += count
        } while start < bytes.count
        stream.appendBigEndian(adler32(bytes))
        return stream
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}

extension Data {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
                            UInt8(value & 0xFF)])
    }
}
