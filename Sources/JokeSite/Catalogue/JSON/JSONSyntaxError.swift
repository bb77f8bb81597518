/// Why a file is not JSON, and where.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public var line: Int
    public var column: Int
    public var message: String
}
