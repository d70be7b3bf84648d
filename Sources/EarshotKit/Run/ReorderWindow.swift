import Dispatch
import Foundation

/// Work done on several workers and handed on in order, with a bounded number of results
/// waiting: a suite's results reach the reports in path order as scripts finish, and memory
/// holds at most `bound` of them however many scripts there are.
///
/// Workers take indexes in order but finish out of order. A worker may not start index `i`
/// while `i` is `bound` or more ahead of the next index to hand on, so at most `bound` results
/// wait for an earlier one (a slow script holds the others back rather than letting them pile
/// up behind it).
final class ReorderWindow<Result: Sendable>: @unchecked Sendable {
  /// How many results may be done and waiting at once.
  let bound: Int
  private let count: Int
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var nextToStart = 0
  private var nextToDeliver = 0
  private var waiting: [Int: Result] = [:]
  private var mostWaiting = 0

  init(count: Int, bound: Int) {
    self.count = count
    self.bound = max(1, bound)
  }

  /// The most results that ever waited at once (never more than `bound`).
  var mostHeld: Int {
    condition.lock()
    defer { condition.unlock() }
    return mostWaiting
  }

  /// Runs `body` for every index in `0..<count` on `jobs` workers and calls `deliver` with
  /// each result on the calling thread, in index order, as soon as it and every earlier one
  /// are done. Returns when every result has been delivered.
  func run(jobs: Int, _ body: @escaping @Sendable (Int) -> Result, deliver: (Result) -> Void) {
    let workers = max(1, min(jobs, count))
    guard workers > 1 else {
      for index in 0..<count {
        let result = body(index)
        condition.lock()
        mostWaiting = max(mostWaiting, 1)
        nextToDeliver = index + 1
        condition.unlock()
        deliver(result)
      }
      return
    }
    let group = DispatchGroup()
    for _ in 0..<workers {
      DispatchQueue.global().async(group: group) { [self] in
        while let index = start() {
          finish(index, body(index))
        }
      }
    }
    for index in 0..<count {
      deliver(take(index))
    }
    group.wait()
  }

  /// The next index to work on, once the window allows it; nil when none is left.
  private func start() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while nextToStart < count, nextToStart >= nextToDeliver + bound {
      condition.wait()
    }
    guard nextToStart < count else { return nil }
    nextToStart += 1
    return nextToStart - 1
  }

  private func finish(_ index: Int, _ result: Result) {
    condition.lock()
    waiting[index] = result
    mostWaiting = max(mostWaiting, waiting.count)
    condition.broadcast()
    condition.unlock()
  }

  /// Waits for the result of `index` and lets the window move on past it.
  private func take(_ index: Int) -> Result {
    condition.lock()
    defer { condition.unlock() }
    while waiting[index] == nil {
      condition.wait()
    }
    nextToDeliver = index + 1
    condition.broadcast()
    return waiting.removeValue(forKey: index)!
  }
}
