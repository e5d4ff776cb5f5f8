import CQREncode

/// A QR code (libqrencode) drawn for a terminal: two modules a character with half blocks.
/// In colour, black on white whatever the terminal's colours (a phone's camera wants dark
/// modules on a light ground, with a quiet zone around them); without (NO_COLOR, a pipe),
/// the light modules are the blocks, which reads on the usual dark terminal.
enum QRCodeText {
    /// The lines of `text`'s code; nil when it does not fit a QR code.
    static func lines(_ text: String, colour: Bool, quietZone: Int = 2) -> [String]? {
        guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        let size = width + 2 * quietZone
        func dark(_ x: Int, _ y: Int) -> Bool {
            let (cx, cy) = (x - quietZone, y - quietZone)
            guard (0..<width).contains(cx), (0..<width).contains(cy) else { return false }
            return code.pointee.data[cy * width + cx] & 1 == 1
        }
        let black = "30", white = "97", onBlack = "40", onWhite = "107"
        var out: [String] = []
        if !colour {
            for y in stride(from: 0, to: size, by: 2) {
                out.append(String((0..<size).map { x -> Character in
                    switch (!dark(x, y), y + 1 >= size || !dark(x, y + 1)) {
                    case (true, true): return "█"
                    case (true, false): return "▀"
                    case (false, true): return "▄"
                    case (false, false): return " "
                    }
                }))
            }
            return out
        }
        for y in stride(from: 0, to: size, by: 2) {
            var line = ""
            for x in 0..<size {
                // ▀: the upper module in the foreground, the lower one in the background.
                line += "\u{1B}[\(dark(x, y) ? black : white);\(y + 1 < size && dark(x, y + 1) ? onBlack : onWhite)m▀"
            }
            out.append(line + "\u{1B}[0m")
        }
        return out
    }
}
