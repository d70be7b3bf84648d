import Dispatch
import Synchronization

/// `body` over `items` on `jobs` workers; results in the order of `items`, so that what a
/// suite prints is the same whatever `jobs` is.
func parallelMap<Item: Sendable, Result: Sendable>(
  _ items: [Item], jobs: Int, _ body: @escaping @Sendable (Item) -> Result
) -> [Result] {
  let workers = max(1, min(jobs, items.count))
  guard workers > 1 else { return items.map(body) }
  let slots = Mutex<[Result?]>(Array(repeating: nil, count: items.count))
  DispatchQueue.concurrentPerform(iterations: workers) { worker in
    for index in stride(from: worker, to: items.count, by: workers) {
      let value = body(items[index])
      slots.withLock { $0[index] = value }
    }
  }
  return slots.withLock { $0.map { $0! } }
}

/// Values handed to workers one each, by index; taking one releases it from here (a large
/// suite drops each compiled script once it has run).
final class Handoff<Value: Sendable>: Sendable {
  private let values: Mutex<[Value?]>
  let count: Int

  init(_ values: [Value]) {
    count = values.count
    self.values = Mutex(values)
  }

  func take(_ index: Int) -> Value {
    values.withLock { values in
      let value = values[index]!
      values[index] = nil
      return value
    }
  }
}
