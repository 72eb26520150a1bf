import SysExits

/// A request the server turns down: one line for the player, and the exit
/// status their `ssh` exits with (SysExits' table).
package struct ServerRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    package let message: String
    package let code: Int32

    package init(_ message: String, code: Int32) {
        self.message = message
        self.code = code
    }

    package var description: String { message }

    package static let usage = ExitStatus.usage
    package static let dataError = ExitStatus.dataError
    package static let noPermission = ExitStatus.noPermission
    package static let unavailable = ExitStatus.unavailable
    package static let cannotCreate = ExitStatus.cannotCreate
}
