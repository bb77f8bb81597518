import Foundation

/// `FIRESTORE_EMULATOR_HOST`: a host name, IPv4 address or bracketed IPv6
/// address, then `:port`, as Google's client libraries read it.
enum EmulatorHost {
    /// What is wrong with `text`, or nil when it is a host and port.
    static func problem(_ text: String) -> String? {
        let host: Substring
        let port: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return "the IPv6 address has no closing ]" }
            host = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            guard rest.isEmpty || rest.hasPrefix(":") else { return "only :port may follow the ]" }
            port = rest.isEmpty ? nil : rest.dropFirst()
            var address = in6_addr()
            guard inet_pton(AF_INET6, String(host), &address) == 1 else { return "\(host) is not an IPv6 address" }
        } else {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return "an IPv6 address goes in brackets, like [::1]:8080" }
            host = parts[0]
            port = parts.count == 2 ? parts[1] : nil
            guard !host.isEmpty else { return "the host is missing" }
            let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-")
            guard host.unicodeScalars.allSatisfy(allowed.contains) else {
                return "a host name holds only letters, digits, dots and hyphens"
            }
        }
        guard let port else { return "the port is missing" }
        guard port.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(port), (1...65535).contains(number) else {
            return "the port must be a number from 1 to 65535"
        }
        return nil
    }
}
