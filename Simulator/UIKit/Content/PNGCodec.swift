/// Reads a PNG's pixel size and writes simple PNG files.
///
/// Writing uses uncompressed ("stored") deflate blocks: valid PNG that any decoder reads, without needing zlib.
enum PNGCodec {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The width and height in pixels from the IHDR chunk, or `nil` if `data` is not a PNG.
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return nil
        }
        func bigEndian(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let width = bigEndian(16), height = bigEndian(20)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }

    /// A PNG of `width × height` pixels, all of one 8-bit RGBA colour.
    static func encodeSolid(width: Int, height: Int, rgba: (CGFloat, CGFloat, CGFloat, CGFloat)) -> Data? {
        guard width > 0, height > 0 else { return nil }
        let pixel = [rgba.0, rgba.1, rgba.2, rgba.3].map { UInt8((min(1, max(0, $0)) * 255).rounded()) }
        return encodeRGBA(
            width: width, height: height, pixels: Array([[UInt8]](repeating: pixel, count: width * height).joined()))
    }

    /// A PNG of `width × height` pixels given row by row as 8-bit red, green, blue, alpha (4 bytes a pixel);
    /// `nil` when the sizes do not match.
    static func encodeRGBA(width: Int, height: Int, pixels: [UInt8]) -> Data? {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        var raw: [UInt8] = []
        raw.reserveCapacity((1 + width * 4) * height)
        for row in 0..<height {
            raw.append(0)  // filter type 0 (none)
            raw += pixels[row * width * 4..<(row + 1) * width * 4]
        }

        var header: [UInt8] = []
        header += bigEndian(UInt32(width))
        header += bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0]  // 8 bits per channel, RGBA, deflate, adaptive filtering, no interlace
        var file = signature
        file += chunk("IHDR", header)
        file += chunk("IDAT", zlibStored(raw))
        file += chunk("IEND", [])
        return Data(file)
    }

    private static func chunk(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + payload
        return bigEndian(UInt32(payload.count)) + typed + bigEndian(crc32(typed))
    }

    /// A zlib stream of stored deflate blocks (at most 65 535 bytes each) followed by the Adler-32 checksum.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65_535, data.count - offset)
            let isLast = offset + length == data.count
            out.append(isLast ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += data[offset..<offset + length]
            offset += length
        } while offset < data.count
        return out + bigEndian(adler32(data))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(UInt32.max) { crcTable[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
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
