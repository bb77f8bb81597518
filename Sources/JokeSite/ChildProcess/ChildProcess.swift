import Foundation
import Synchronization

/// A program the build runs to its end (Pagefind), started with
/// `posix_spawn` in a process group of its own, its standard input
/// `/dev/null`, both its output streams in one pipe, of which the last
/// 64 KiB are kept. Once it has exited, its output is read for at most a
/// second more; then its group is ended, so nothing it left running can
/// hold the pipe open or keep writing, and the pipe is closed. A run past
/// its time limit is ended the same way.
///
/// Not swift-subprocess: it is async, and the build's stages are
/// synchronous, run on Dispatch's global threads, which on Linux are the
/// threads Swift's tasks run on. A build waiting there for a task (two
/// builds at once on two cores) left no thread to wake the task's sleeps:
/// every run hung.
struct ChildProcess: Sendable {
    static let keptOutput = 64 * 1024
    /// How long output is still read once the process has exited.
    static let grace = 1.0

    let executable: String
    let arguments: [String]

    private static let spawning = Mutex(())

    enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    struct Exit: Sendable {
        let status: Termination
        let output: OutputTail
    }

    enum Failure: Error, Equatable, Sendable {
        /// It could not be started; the system's reason.
        case cannotStart(String)
        /// It ran past its time limit and was ended.
        case timedOut
    }

    /// Runs it to its end, `timeLimit` seconds at most.
    func run(timeLimit: Double) -> Result<Exit, Failure> {
        // One spawn at a time: the pipe's ends become close-on-exec a step
        // after they are made, and another run's child must not inherit them.
        let started = Self.spawning.withLock { _ -> Result<(process: pid_t, output: Int32), Failure> in
            Self.makePipe().flatMap { pipe in
                let spawned = spawn(writingTo: pipe.write)
                close(pipe.write)
                if case .failure = spawned { close(pipe.read) }
                return spawned.map { ($0, pipe.read) }
            }
        }
        let process: pid_t, output: Int32
        switch started {
        case .success(let run): (process, output) = run
        case .failure(let failure): return .failure(failure)
        }
        defer { close(output) }
        let (printed, timedOut) = Self.read(output, of: process, deadline: Self.now() + timeLimit)
        // The leader is not reaped yet, so the group's id is still its own.
        kill(-process, SIGKILL)
        let status = Self.reap(process)
        return timedOut ? .failure(.timedOut) : .success(Exit(status: status, output: printed))
    }

    private static func makePipe() -> Result<(read: Int32, write: Int32), Failure> {
        var ends: [Int32] = [-1, -1]
        let made = pipe(&ends)
        if made == 0 { for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) } }
        guard made == 0 else { return .failure(.cannotStart("cannot make a pipe: \(String(cString: strerror(errno)))")) }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        return .success((ends[0], ends[1]))
    }

    private func spawn(writingTo output: Int32) -> Result<pid_t, Failure> {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_adddup2(&actions, output, 2)
        // A group of its own (id 0: its own pid), and SIGPIPE as a shell
        // would leave it (this process ignores it).
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var process: pid_t = 0
        #if os(Linux)
        let environment = environ
        #else
        let environment = _NSGetEnviron().pointee
        #endif
        let failed = posix_spawn(&process, executable, &actions, &attributes, argv, environment)
        guard failed == 0 else { return .failure(.cannotStart(String(cString: strerror(failed)))) }
        return .success(process)
    }

    /// Reads `descriptor` until it ends, or until `grace` after the process
    /// exited; past the deadline, ends the group. Leaves the process unreaped.
    private static func read(_ descriptor: Int32, of process: pid_t, deadline: Double) -> (OutputTail, timedOut: Bool) {
        var tail = OutputTail(limit: keptOutput)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var ended = false
        var exitedAt: Double?
        while true {
            if exitedAt == nil, hasExited(process) { exitedAt = now() }
            if let exitedAt, ended || now() >= exitedAt + grace { return (tail, false) }
            if now() >= deadline {
                kill(-process, SIGKILL)
                while !hasExited(process) { usleep(10_000) }
                return (tail, true)
            }
            if ended {
                // Its output closed, it still runs.
                usleep(20_000)
                continue
            }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&ready, 1, 20)
            // At most 16 reads between the checks above: a writer that
            // never stops must not keep this loop here.
            for _ in 0..<16 {
                let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    buffer.withUnsafeBytes { tail.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
                    continue
                }
                if count == 0 || (errno != EAGAIN && errno != EINTR) { ended = true }
                break
            }
        }
    }

    /// Whether the process exited, leaving it to be reaped (`WNOWAIT`).
    private static func hasExited(_ process: pid_t) -> Bool {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(process), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return true }
        #if os(Linux)
        return info._sifields._sigchld.si_pid == process
        #else
        return info.si_pid == process
        #endif
    }

    private static func reap(_ process: pid_t) -> Termination {
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0, errno == EINTR {}
        // WIFEXITED, WEXITSTATUS, WTERMSIG: macros Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    private static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}
