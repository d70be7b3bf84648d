import Foundation
import Synchronization
import Testing

@testable import EarshotKit

/// Results of workers that finish out of order reach the caller in order, and no worker runs
/// further ahead of the next result to hand on than the window's bound: a suite's results
/// waiting in memory do not grow with the suite.
@Suite struct ReorderWindowTests {
  @Test(arguments: [1, 2, 4]) func resultsComeInOrderAndNeverMoreThanTheBoundWait(_ jobs: Int) {
    let count = 200
    let delivered = Atomic(0)
    let ahead = Atomic(0)
    let window = ReorderWindow<Int>(count: count, bound: 3)
    let finished = (0..<count).map { _ in DispatchSemaphore(value: 0) }
    var order: [Int] = []
    window.run(jobs: jobs) { index in
      // How far past the next result to hand on this one starts.
      ahead.max(index - delivered.load(ordering: .sequentiallyConsistent))
      // With more than one worker, every seventh finishes only after the two after it, so
      // later results wait whatever the machine's load (with one, nothing can overtake).
      if jobs > 1, index % 7 == 0 {
        for later in index + 1..<min(index + 3, count) { finished[later].wait() }
      }
      finished[index].signal()
      return index
    } deliver: { index in
      order.append(index)
      delivered.store(index + 1, ordering: .sequentiallyConsistent)
    }
    #expect(order == Array(0..<count))
    #expect(window.mostHeld <= 3)
    #expect(ahead.load(ordering: .sequentiallyConsistent) <= 3)
    if jobs > 1 { #expect(window.mostHeld > 1, "the late ones held later results back") }
  }

  @Test func nothingToDoDeliversNothing() {
    var delivered = 0
    ReorderWindow<Int>(count: 0, bound: 1).run(jobs: 4) {
      $0
    } deliver: { _ in
      delivered += 1
    }
    #expect(delivered == 0)
  }
}

extension Atomic<Int> {
  fileprivate func max(_ value: Int) {
    var current = load(ordering: .sequentiallyConsistent)
    while value > current {
      let (exchanged, original) = compareExchange(
        expected: current, desired: value, ordering: .sequentiallyConsistent)
      if exchanged { return }
      current = original
    }
  }
}
