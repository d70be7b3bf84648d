import EarshotCLI
import Foundation

let environment = ProcessInfo.processInfo.environment
exit(
  Earshot.run(
    Earshot.commandLineArguments(), console: .standard(environment: environment),
    environment: environment))
