#if arch(x86_64) && !os(Windows)

  /// Higher-precision references for tests: Float80 (64-bit significand) on x86-64.
  public enum Float80Reference {
    /// The root of `function` in `lower...upper`, where the function changes sign, found by
    /// bisection until the interval cannot shrink any more: the last bit of a Float80.
    public static func bisectRoot(
      lower: Float80, upper: Float80, _ function: (Float80) -> Float80
    ) -> Float80 {
      var (low, high) = (lower, upper)
      if function(low) == 0 { return low }
      if function(high) == 0 { return high }
      let lowSign = function(low) < 0
      while true {
        let middle = low + (high - low) / 2
        if middle <= low || middle >= high { break }
        let value = function(middle)
        if value == 0 { return middle }
        if (value < 0) == lowSign { low = middle } else { high = middle }
      }
      return abs(function(low)) <= abs(function(high)) ? low : high
    }
  }
#endif
