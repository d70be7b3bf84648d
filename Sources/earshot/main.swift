import EarshotCLI
import Foundation

// A console nobody reads any more (`earshot run | head -1`) must not end the run before its
// reports are written: a write to it fails instead (see `StandardStream`).
signal(SIGPIPE, SIG_IGN)
let environment = ProcessInfo.processInfo.environment
exit(
  Earshot.run(
    Earshot.commandLineArguments(), console: .standard(environment: environment),
    environment: environment))
