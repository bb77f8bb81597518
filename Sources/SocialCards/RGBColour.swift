import Foundation

/// An sRGB colour with 8-bit channels, as CSS hex writes it.
public struct RGBColour: Sendable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public static let black = RGBColour(red: 0, green: 0, blue: 0)
    public static let white = RGBColour(red: 255, green: 255, blue: 255)

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `#RRGGBB` or `#RGB`, either case; nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = Array(hex.utf8.dropFirst())
        guard digits.count == 6 || digits.count == 3 else { return nil }
        var values: [UInt8] = []
        for digit in digits {
            guard let value = Self.hexValue(digit) else { return nil }
            values.append(value)
        }
        if values.count == 3 {
            self.init(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
        } else {
            self.init(red: values[0] << 4 | values[1], green: values[2] << 4 | values[3], blue: values[4] << 4 | values[5])
        }
    }

    /// `#RRGGBB`, upper case, as the catalogue writes colours.
    public var hex: String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for channel in [red, green, blue] {
            bytes.append(digits[Int(channel >> 4)])
            bytes.append(digits[Int(channel & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// WCAG 2.x relative luminance: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// The WCAG contrast ratio, from 1 (same) to 21 (black on white).
    public func contrast(with other: RGBColour) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `amount` of the way from this colour to `other`, channel by channel.
    public func mixed(with other: RGBColour, amount: Double) -> RGBColour {
        func mix(_ from: UInt8, _ to: UInt8) -> UInt8 {
            UInt8((Double(from) + (Double(to) - Double(from)) * amount).rounded())
        }
        return RGBColour(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }

    private static func linear(_ channel: UInt8) -> Double {
        let value = Double(channel) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
