import Foundation
import Synchronization

/// The screen files a suite has compiled, by path: an explicit value owned by one
/// `Compiler.compile` call, so that each screen is compiled once however many scripts name it
/// and however many workers check them, and every script that names it is checked against the
/// same `CompiledScreen`.
final class ScreenLoads: Sendable {
  /// A screen file's load, and its path as first asked for: every script that names the file
  /// keeps that one string, not a copy of its own (a suite's results hold thousands).
  typealias Loaded = (path: String, load: Compiler.ScreenLoad)

  /// One file's load, made under its own lock: a worker that asks for a file another is
  /// compiling waits for it rather than compiling it again, and workers that need other
  /// files are not held up.
  private final class Slot: Sendable {
    let loaded = Mutex<Loaded?>(nil)
  }

  private let slots = Mutex<[PathKey: Slot]>([:])

  /// Every screen file compiled so far, in the order of their paths' bytes (whatever order the
  /// workers loaded them in).
  func compiled() -> [CompiledScreen] {
    let slots = slots.withLock { $0 }.sorted {
      $0.key < $1.key
    }
    return slots.compactMap { _, slot in
      slot.loaded.withLock { loaded in
        if case .compiled(let screen) = loaded?.load { return screen }
        return nil
      }
    }
  }

  /// The load of `path`, compiled by `compile` the first time it is asked for.
  func load(_ path: String, _ compile: (String) -> Compiler.ScreenLoad) -> Loaded {
    let key = PathKey(path)
    let slot = slots.withLock { slots in
      if let known = slots[key] { return known }
      let slot = Slot()
      slots[key] = slot
      return slot
    }
    return slot.loaded.withLock { loaded in
      if let loaded { return loaded }
      let made = (path, compile(path))
      loaded = made
      return made
    }
  }
}
