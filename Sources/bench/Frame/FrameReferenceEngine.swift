import Kinetics

/// The frame workload one layer at a time: an array of layer structs, each updated with
/// `DampedSpring.update`, `CubicBezier.value(at:)` and `LayerGeometry.frame` — the engine a
/// first implementation writes, and the reference ``FrameEngine`` must agree with.
final class FrameReferenceEngine: @unchecked Sendable {
  struct Layer {
    var position: Vector2D
    var velocity: Vector2D
    var target: Vector2D
    let spring: DampedSpring
    let start: Double
    let duration: Double
    let tilt: Double
    var geometry: LayerGeometry
    var opacity = 0.0
    var frame = Rect2D.zero
  }

  var layers: [Layer]
  var frameIndex = 0

  init(count: Int) {
    layers = (0..<count).map { index in
      let (tx, ty) = FrameScene.target(index)
      let size = FrameScene.size(index)
      return Layer(
        position: .zero, velocity: .zero, target: Vector2D(dx: tx, dy: ty),
        spring: FrameScene.springs[index % 3], start: FrameScene.startTime(index),
        duration: FrameScene.duration(index), tilt: FrameScene.tilt(index),
        geometry: LayerGeometry(
          bounds: Rect2D(x: 0, y: 0, width: size.width, height: size.height), position: .zero))
    }
  }

  func step() {
    frameIndex += 1
    let now = FrameScene.clock(frame: frameIndex)
    let retarget = FrameScene.retargets(frame: frameIndex)
    layers.withUnsafeMutableBufferPointer { layers in
      for index in layers.indices {
        if retarget && index % 3 == 0 { layers[index].target.dx = -layers[index].target.dx }
        layers[index].spring.update(
          value: &layers[index].position, velocity: &layers[index].velocity,
          target: layers[index].target, deltaTime: FrameScene.deltaTime)
        let progress = min(max((now - layers[index].start) / layers[index].duration, 0), 1)
        layers[index].opacity = FrameScene.opacityCurve.value(at: progress)
        let s = FrameScene.scale(eased: FrameScene.scaleCurve.value(at: progress))
        layers[index].geometry.position = Point2D(layers[index].position.storage)
        layers[index].geometry.transform = AffineTransform2D(rotationAngle: layers[index].tilt)
          .scaledBy(x: s, y: s)
        layers[index].frame = layers[index].geometry.frame
      }
    }
  }

  var checksum: Double {
    layers.reduce(0) { $0 + $1.frame.minX + $1.frame.minY + $1.frame.width }
      + layers.reduce(0) { $0 + $1.opacity }
  }
}
