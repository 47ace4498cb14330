// A display link that drives an AnimationTimeline, where CADisplayLink exists (iOS, tvOS,
// visionOS; on Linux the stand-in in Tests/AppleStandIns type-checks it, except the one
// Objective-C method the link calls, which Linux's Swift cannot declare).
#if canImport(QuartzCore) && (os(iOS) || os(tvOS) || os(visionOS) || APPLE_STAND_INS)
  import QuartzCore
  import Timeline

  /// One `CADisplayLink` feeding a timeline: on every frame it advances the timeline to the
  /// frame's target timestamp (`CADisplayLink.targetTimestamp`, the time the frame will be
  /// shown, on the `CACurrentMediaTime()` clock) into ``values``, then calls the frame
  /// handler, which applies them (and reads ``AnimationTimeline/completions``).
  ///
  /// ```swift
  /// let driver = TimelineDisplayLink(
  ///   frameRateRange: CAFrameRateRange(minimum: 80, maximum: 120, preferred: 120)
  /// ) { driver in
  ///   card.center.x = driver.values[0]
  /// }
  /// driver.timeline.add(push, atTime: CACurrentMediaTime(), output: 0)
  /// driver.start()
  /// ```
  ///
  /// The link holds the driver weakly: call ``stop()`` to end it, or release the driver, after
  /// which the next frame ends it.
  @MainActor
  public final class TimelineDisplayLink {
    /// The animations: add, retarget and remove them here, with times on the
    /// `CACurrentMediaTime()` clock.
    public var timeline = AnimationTimeline()
    /// Every output's value at the last frame (grown to the timeline's outputs).
    public private(set) var values: [Double] = []
    /// The target timestamp of the last frame, seconds; nil before the first.
    public private(set) var lastFrameTime: Double?
    /// The frame rates asked of the display (ProMotion displays honour 80–120 Hz ranges).
    public var frameRateRange: CAFrameRateRange {
      didSet { link?.preferredFrameRateRange = frameRateRange }
    }
    private let handler: @MainActor (TimelineDisplayLink) -> Void
    private var link: CADisplayLink?

    /// A driver that asks for `frameRateRange` and calls `handler` after writing each frame's
    /// values. It does not run until ``start()``.
    public init(
      frameRateRange: CAFrameRateRange = .default,
      handler: @escaping @MainActor (TimelineDisplayLink) -> Void
    ) {
      self.frameRateRange = frameRateRange
      self.handler = handler
    }

    /// Starts the link on the main run loop in its common modes (so that frames keep coming
    /// while a scroll view tracks a finger); does nothing when it is running.
    public func start() {
      guard link == nil else { return }
      let target = DisplayLinkTarget(driver: self)
      let link = CADisplayLink(target: target, selector: DisplayLinkTarget.frameSelector)
      link.preferredFrameRateRange = frameRateRange
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    /// Stops the link; ``start()`` makes a new one.
    public func stop() {
      link?.invalidate()
      link = nil
    }

    /// Advances the timeline to `time` (seconds) and calls the handler: what each display
    /// frame does, callable directly to render a frame at a chosen time.
    public func frame(at time: Double) {
      timeline.advance(to: time, into: &values)
      lastFrameTime = time
      handler(self)
    }
  }

  /// The display link's target: it holds the driver weakly, since a link retains its target.
  @MainActor
  final class DisplayLinkTarget: NSObject {
    weak var driver: TimelineDisplayLink?
    init(driver: TimelineDisplayLink) { self.driver = driver }

    /// Called by the link once per frame.
    func frame(_ link: CADisplayLink) {
      guard let driver else { return link.invalidate() }
      driver.frame(at: link.targetTimestamp)
    }

    #if _runtime(_ObjC)
      @objc func displayLinkFired(_ link: CADisplayLink) { frame(link) }
      static let frameSelector = #selector(displayLinkFired(_:))
    #else
      static let frameSelector = Selector("displayLinkFired:")
    #endif
  }
#endif
