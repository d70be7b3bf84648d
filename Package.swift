// swift-tools-version: 6.0
import PackageDescription

// earshot: one library for the whole pipeline, a thin command-line layer over it, and the
// executable. No package dependencies: the toolchain's Foundation and Swift Testing only.
let package = Package(
  name: "earshot",
  products: [
    .executable(name: "earshot", targets: ["earshot"]),
    .library(name: "EarshotKit", targets: ["EarshotKit"]),
  ],
  targets: [
    .target(name: "EarshotKit"),
    .target(name: "EarshotCLI", dependencies: ["EarshotKit"]),
    .executableTarget(name: "earshot", dependencies: ["EarshotCLI"]),
    // The in-process half of Benchmarks/run.py; not part of the product.
    .executableTarget(name: "earshot-bench", dependencies: ["EarshotKit"], path: "Benchmarks/EarshotBench"),
    .testTarget(
      name: "EarshotKitTests",
      dependencies: ["EarshotKit", "EarshotCLI"],
      exclude: ["Fixtures"]
    ),
  ]
)
