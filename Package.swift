// swift-tools-version:6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .swiftLanguageMode(.v6)
]

let package = Package(
  name: "Masonry",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "AutoLayout", targets: ["AutoLayout"]),
    .library(name: "Masonry", targets: ["Masonry"]),
    .executable(name: "masonry", targets: ["masonry"]),
    .executable(name: "cassowary-replay", targets: ["cassowary-replay"]),
    .executable(name: "solver-bench", targets: ["solver-bench"]),
    .executable(name: "layout-bench", targets: ["layout-bench"]),
    .executable(name: "masonry-bench", targets: ["masonry-bench"]),
  ],
  targets: [
    .target(name: "Cassowary", swiftSettings: strictSettings),
    .target(name: "AutoLayout", dependencies: ["Cassowary"], swiftSettings: strictSettings),
    .target(name: "Masonry", dependencies: ["AutoLayout"], swiftSettings: strictSettings),
    .executableTarget(name: "masonry", dependencies: ["Cassowary"], swiftSettings: strictSettings),
    .executableTarget(
      name: "cassowary-replay", dependencies: ["Cassowary"], swiftSettings: strictSettings),
    .executableTarget(
      name: "solver-bench", dependencies: ["Cassowary"], swiftSettings: strictSettings),
    .executableTarget(
      name: "layout-bench", dependencies: ["AutoLayout", "Cassowary"], swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "masonry-bench", dependencies: ["Masonry", "AutoLayout"],
      swiftSettings: strictSettings),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], swiftSettings: strictSettings),
    .testTarget(
      name: "AutoLayoutTests", dependencies: ["AutoLayout"], swiftSettings: strictSettings),
    .testTarget(
      name: "MasonryTests", dependencies: ["Masonry", "AutoLayout"], swiftSettings: strictSettings),
    .testTarget(
      name: "MasonryExampleTests", dependencies: ["Masonry", "AutoLayout"],
      swiftSettings: strictSettings),
  ]
)
