import EarshotCLI
import Foundation

let environment = ProcessInfo.processInfo.environment
exit(
  Earshot.run(
    Array(CommandLine.arguments.dropFirst()), console: .standard(environment: environment),
    environment: environment))
