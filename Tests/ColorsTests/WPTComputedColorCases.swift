// Test cases from web-platform-tests (https://github.com/web-platform-tests/wpt, 3-clause BSD
// license): css/css-color/parsing, the computed value each browser must give for a specified
// color. Transcribed by scripts; inputs WPT writes with relative color syntax, calc() or
// currentcolor, which Kinetics does not parse, are left out.

/// (file, specified CSS, expected computed CSS, WPT's numeric tolerance or nil).
let wptComputedColorCases: [(String, String, String, Double?)] = [
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20%), hsl(30deg 30% 40%))",
    "color(srgb 0.33 0.36 0.24)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20%) 25%, hsl(30deg 30% 40%))",
    "color(srgb 0.4375 0.415625 0.2625)", nil
  ),
  (
    "mix1", "color-mix(in hsl, 25% hsl(120deg 10% 20%), hsl(30deg 30% 40%))",
    "color(srgb 0.4375 0.415625 0.2625)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20%), 25% hsl(30deg 30% 40%))",
    "color(srgb 0.240625 0.2875 0.2125)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20%), hsl(30deg 30% 40%) 25%)",
    "color(srgb 0.240625 0.2875 0.2125)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20%) 25%, hsl(30deg 30% 40%) 75%)",
    "color(srgb 0.4375 0.415625 0.2625)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20%) 30%, hsl(30deg 30% 40%) 90%)",
    "color(srgb 0.4375 0.415625 0.2625)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20%) 12.5%, hsl(30deg 30% 40%) 37.5%)",
    "color(srgb 0.4375 0.415625 0.2625 / 0.5)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20%) 0%, hsl(30deg 30% 40%))",
    "color(srgb 0.52 0.4 0.28)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20% / .4), hsl(30deg 30% 40% / .8))",
    "color(srgb 0.37222222 0.41111111 0.25555556 / 0.6)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20%) 25%, hsl(30deg 30% 40% / .8))",
    "color(srgb 0.42346021 0.40288927 0.25889273 / 0.85)", nil
  ),
  (
    "mix1", "color-mix(in hsl, 25% hsl(120deg 10% 20% / .4), hsl(30deg 30% 40% / .8))",
    "color(srgb 0.4722449 0.44704082 0.27061224 / 0.7)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20% / .4), 25% hsl(30deg 30% 40% / .8))",
    "color(srgb 0.2674 0.3304 0.2296 / 0.5)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20% / .4), hsl(30deg 30% 40% / .8) 25%)",
    "color(srgb 0.2674 0.3304 0.2296 / 0.5)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20% / .4) 25%, hsl(30deg 30% 40% / .8) 75%)",
    "color(srgb 0.4722449 0.44704082 0.27061224 / 0.7)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20% / .4) 30%, hsl(30deg 30% 40% / .8) 90%)",
    "color(srgb 0.4722449 0.44704082 0.27061224 / 0.7)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20% / .4) 12.5%, hsl(30deg 30% 40% / .8) 37.5%)",
    "color(srgb 0.4722449 0.44704082 0.27061224 / 0.35)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20% / .4) 0%, hsl(30deg 30% 40% / .8))",
    "color(srgb 0.52 0.4 0.28 / 0.8)", nil
  ),
  (
    "mix1", "color-mix(in hsl, transparent, hsl(30deg 30% 40%))", "color(srgb 0.52 0.4 0.28 / 0.5)",
    nil
  ),
  (
    "mix1", "color-mix(in hsl, transparent 10%, hsl(30deg 30% 40%))",
    "color(srgb 0.52 0.4 0.28 / 0.9)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20% / 0), hsl(30deg 30% 40%))",
    "color(srgb 0.46 0.52 0.28 / 0.5)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20% / 0) 10%, hsl(30deg 30% 40%))",
    "color(srgb 0.52 0.436 0.28 / 0.9)", nil
  ),
  ("mix1", "color-mix(in hsl, white, blue)", "color(srgb 0.625 0.625 0.875)", nil),
  ("mix1", "color-mix(in hsl, white 10%, blue)", "color(srgb 0.145 0.145 0.955)", nil),
  (
    "mix1", "color-mix(in hsl, hsl(40deg 50% 50%), hsl(60deg 50% 50%))",
    "color(srgb 0.75 0.66666667 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(60deg 50% 50%), hsl(40deg 50% 50%))",
    "color(srgb 0.75 0.66666667 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(50deg 50% 50%), hsl(330deg 50% 50%))",
    "color(srgb 0.75 0.33333333 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(330deg 50% 50%), hsl(50deg 50% 50%))",
    "color(srgb 0.75 0.33333333 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(20deg 50% 50%), hsl(320deg 50% 50%))",
    "color(srgb 0.75 0.25 0.33333333)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(320deg 50% 50%), hsl(20deg 50% 50%))",
    "color(srgb 0.75 0.25 0.33333333)", nil
  ),
  (
    "mix1", "color-mix(in hsl shorter hue, hsl(40deg 50% 50%), hsl(60deg 50% 50%))",
    "color(srgb 0.75 0.66666667 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl shorter hue, hsl(60deg 50% 50%), hsl(40deg 50% 50%))",
    "color(srgb 0.75 0.66666667 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl shorter hue, hsl(50deg 50% 50%), hsl(330deg 50% 50%))",
    "color(srgb 0.75 0.33333333 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl shorter hue, hsl(330deg 50% 50%), hsl(50deg 50% 50%))",
    "color(srgb 0.75 0.33333333 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl shorter hue, hsl(20deg 50% 50%), hsl(320deg 50% 50%))",
    "color(srgb 0.75 0.25 0.33333333)", nil
  ),
  (
    "mix1", "color-mix(in hsl shorter hue, hsl(320deg 50% 50%), hsl(20deg 50% 50%))",
    "color(srgb 0.75 0.25 0.33333333)", nil
  ),
  (
    "mix1", "color-mix(in hsl shorter hue, hsl(60deg 50% 50%), hsl(60deg 50% 50%))",
    "color(srgb 0.75 0.75 0.25)", nil
  ),
  ("mix1", "color-mix(in hsl shorter hue, red, white)", "color(srgb 0.875 0.625 0.625)", nil),
  ("mix1", "color-mix(in hsl shorter hue, red, black)", "color(srgb 0.375 0.125 0.125)", nil),
  ("mix1", "color-mix(in hsl shorter hue, red, transparent)", "color(srgb 1 0 0 / 0.5)", nil),
  (
    "mix1", "color-mix(in hsl longer hue, hsl(40deg 50% 50%), hsl(60deg 50% 50%))",
    "color(srgb 0.25 0.33333333 0.75)", nil
  ),
  (
    "mix1", "color-mix(in hsl longer hue, hsl(60deg 50% 50%), hsl(40deg 50% 50%))",
    "color(srgb 0.25 0.33333333 0.75)", nil
  ),
  (
    "mix1", "color-mix(in hsl longer hue, hsl(50deg 50% 50%), hsl(330deg 50% 50%))",
    "color(srgb 0.25 0.66666667 0.75)", nil
  ),
  (
    "mix1", "color-mix(in hsl longer hue, hsl(330deg 50% 50%), hsl(50deg 50% 50%))",
    "color(srgb 0.25 0.66666667 0.75)", nil
  ),
  (
    "mix1", "color-mix(in hsl longer hue, hsl(20deg 50% 50%), hsl(320deg 50% 50%))",
    "color(srgb 0.25 0.75 0.66666667)", nil
  ),
  (
    "mix1", "color-mix(in hsl longer hue, hsl(320deg 50% 50%), hsl(20deg 50% 50%))",
    "color(srgb 0.25 0.75 0.66666667)", nil
  ),
  (
    "mix1", "color-mix(in hsl longer hue, hsl(60deg 50% 50%), hsl(60deg 50% 50%))",
    "color(srgb 0.25 0.25 0.75)", nil
  ),
  ("mix1", "color-mix(in hsl longer hue, red, white)", "color(srgb 0.625 0.875 0.875)", nil),
  ("mix1", "color-mix(in hsl longer hue, red, black)", "color(srgb 0.125 0.375 0.375)", nil),
  ("mix1", "color-mix(in hsl longer hue, red, transparent)", "color(srgb 0 1 1 / 0.5)", nil),
  (
    "mix1", "color-mix(in hsl increasing hue, hsl(40deg 50% 50%), hsl(60deg 50% 50%))",
    "color(srgb 0.75 0.66666667 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl increasing hue, hsl(60deg 50% 50%), hsl(40deg 50% 50%))",
    "color(srgb 0.25 0.33333333 0.75)", nil
  ),
  (
    "mix1", "color-mix(in hsl increasing hue, hsl(50deg 50% 50%), hsl(330deg 50% 50%))",
    "color(srgb 0.25 0.66666667 0.75)", nil
  ),
  (
    "mix1", "color-mix(in hsl increasing hue, hsl(330deg 50% 50%), hsl(50deg 50% 50%))",
    "color(srgb 0.75 0.33333333 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl increasing hue, hsl(20deg 50% 50%), hsl(320deg 50% 50%))",
    "color(srgb 0.25 0.75 0.66666667)", nil
  ),
  (
    "mix1", "color-mix(in hsl increasing hue, hsl(320deg 50% 50%), hsl(20deg 50% 50%))",
    "color(srgb 0.75 0.25 0.33333333)", nil
  ),
  (
    "mix1", "color-mix(in hsl increasing hue, hsl(60deg 50% 50%), hsl(60deg 50% 50%))",
    "color(srgb 0.75 0.75 0.25)", nil
  ),
  ("mix1", "color-mix(in hsl increasing hue, red, white)", "color(srgb 0.875 0.625 0.625)", nil),
  ("mix1", "color-mix(in hsl increasing hue, red, black)", "color(srgb 0.375 0.125 0.125)", nil),
  ("mix1", "color-mix(in hsl increasing hue, red, transparent)", "color(srgb 1 0 0 / 0.5)", nil),
  (
    "mix1", "color-mix(in hsl decreasing hue, hsl(40deg 50% 50%), hsl(60deg 50% 50%))",
    "color(srgb 0.25 0.33333333 0.75)", nil
  ),
  (
    "mix1", "color-mix(in hsl decreasing hue, hsl(60deg 50% 50%), hsl(40deg 50% 50%))",
    "color(srgb 0.75 0.66666667 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl decreasing hue, hsl(50deg 50% 50%), hsl(330deg 50% 50%))",
    "color(srgb 0.75 0.33333333 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl decreasing hue, hsl(330deg 50% 50%), hsl(50deg 50% 50%))",
    "color(srgb 0.25 0.66666667 0.75)", nil
  ),
  (
    "mix1", "color-mix(in hsl decreasing hue, hsl(20deg 50% 50%), hsl(320deg 50% 50%))",
    "color(srgb 0.75 0.25 0.33333333)", nil
  ),
  (
    "mix1", "color-mix(in hsl decreasing hue, hsl(320deg 50% 50%), hsl(20deg 50% 50%))",
    "color(srgb 0.25 0.75 0.66666667)", nil
  ),
  (
    "mix1", "color-mix(in hsl decreasing hue, hsl(60deg 50% 50%), hsl(60deg 50% 50%))",
    "color(srgb 0.75 0.75 0.25)", nil
  ),
  ("mix1", "color-mix(in hsl decreasing hue, red, white)", "color(srgb 0.875 0.625 0.625)", nil),
  ("mix1", "color-mix(in hsl decreasing hue, red, black)", "color(srgb 0.375 0.125 0.125)", nil),
  ("mix1", "color-mix(in hsl decreasing hue, red, transparent)", "color(srgb 1 0 0 / 0.5)", nil),
  (
    "mix1", "color-mix(in hsl, hsl(none none none), hsl(none none none))", "hsl(none none none)",
    nil
  ),
  ("mix1", "color-mix(in hsl, hsl(none 10% 20%), hsl(none 10% 20%))", "hsl(none 10 20)", nil),
  (
    "mix1", "color-mix(in hsl, hsl(none none none), hsl(30deg 40% 80%))",
    "color(srgb 0.88 0.8 0.72)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 20% 40%), hsl(none none none))",
    "color(srgb 0.32 0.48 0.32)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 20% none), hsl(30deg 40% 60%))",
    "color(srgb 0.66 0.72 0.48)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 20% 40%), hsl(30deg 20% none))",
    "color(srgb 0.44 0.48 0.32)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(none 20% 40%), hsl(30deg none 80%))",
    "color(srgb 0.68 0.6 0.52)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 40% 40% / none), hsl(0deg 40% 40%))",
    "color(srgb 0.56 0.56 0.24)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 40% 40% / none), hsl(0deg 40% 40% / 0.5))",
    "color(srgb 0.56 0.56 0.24 / 0.5)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 40% 40% / none), hsl(0deg 40% 40% / none))",
    "hsl(60 40 40 / none)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(30deg 40% 80% / 25%) 0%, hsl(90deg none none / none))",
    "color(srgb 0.8 0.88 0.72 / 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(30deg 40% 80% / 25%) 0%, hsl(none 50% none / none))",
    "color(srgb 0.9 0.8 0.7 / 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(30deg 40% 80% / 25%) 0%, hsl(none none 50% / none))",
    "color(srgb 0.7 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(30deg 40% 80% / 25%) 0%, hsl(90deg 50% none / none))",
    "color(srgb 0.8 0.9 0.7 / 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(30deg 40% 80% / 25%) 0%, hsl(none none none / 0.5))",
    "color(srgb 0.88 0.8 0.72 / 0.5)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(30deg 40% 80% / 25%) 0%, hsl(90deg none none / 0.5))",
    "color(srgb 0.8 0.88 0.72 / 0.5)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20%) 0%, hsl(30deg 30% 40%) 0%)",
    "color(srgb 0.33 0.36 0.24 / 0)", nil
  ),
  (
    "mix1", "color-mix(in hsl, hsl(120deg 10% 20% / .4) 0%, hsl(30deg 30% 40% / .8) 0%)",
    "color(srgb 0.37222222 0.41111111 0.25555556 / 0)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20%), hwb(30deg 30% 40%))",
    "color(srgb 0.575 0.7 0.2)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20%) 25%, hwb(30deg 30% 40%))",
    "color(srgb 0.65 0.6 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hwb, 25% hwb(120deg 10% 20%), hwb(30deg 30% 40%))",
    "color(srgb 0.65 0.6 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20%), 25% hwb(30deg 30% 40%))",
    "color(srgb 0.375 0.75 0.15)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20%), hwb(30deg 30% 40%) 25%)",
    "color(srgb 0.375 0.75 0.15)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20%) 25%, hwb(30deg 30% 40%) 75%)",
    "color(srgb 0.65 0.6 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20%) 30%, hwb(30deg 30% 40%) 90%)",
    "color(srgb 0.65 0.6 0.25)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20%) 12.5%, hwb(30deg 30% 40%) 37.5%)",
    "color(srgb 0.65 0.6 0.25 / 0.5)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20%) 0%, hwb(30deg 30% 40%))",
    "color(srgb 0.6 0.45 0.3)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20% / .4), hwb(30deg 30% 40% / .8))",
    "color(srgb 0.55833333 0.66666667 0.23333333 / 0.6)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20% / .4) 25%, hwb(30deg 30% 40% / .8))",
    "color(srgb 0.62857143 0.58392857 0.27142857 / 0.7)", nil
  ),
  (
    "mix1", "color-mix(in hwb, 25% hwb(120deg 10% 20% / .4), hwb(30deg 30% 40% / .8))",
    "color(srgb 0.62857143 0.58392857 0.27142857 / 0.7)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20%), 25% hwb(30deg 30% 40% / .8))",
    "color(srgb 0.37302632 0.75789474 0.14210526 / 0.95)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20% / .4), hwb(30deg 30% 40% / .8) 25%)",
    "color(srgb 0.3825 0.72 0.18 / 0.5)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20% / .4) 25%, hwb(30deg 30% 40% / .8) 75%)",
    "color(srgb 0.62857143 0.58392857 0.27142857 / 0.7)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20% / .4) 30%, hwb(30deg 30% 40% / .8) 90%)",
    "color(srgb 0.62857143 0.58392857 0.27142857 / 0.7)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20% / .4) 12.5%, hwb(30deg 30% 40% / .8) 37.5%)",
    "color(srgb 0.62857143 0.58392857 0.27142857 / 0.35)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20% / .4) 0%, hwb(30deg 30% 40% / .8))",
    "color(srgb 0.6 0.45 0.3 / 0.8)", nil
  ),
  (
    "mix1", "color-mix(in hwb, transparent, hwb(30deg 30% 40%))", "color(srgb 0.6 0.45 0.3 / 0.5)",
    nil
  ),
  (
    "mix1", "color-mix(in hwb, transparent 10%, hwb(30deg 30% 40%))",
    "color(srgb 0.6 0.45 0.3 / 0.9)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20% / 0), hwb(30deg 30% 40%))",
    "color(srgb 0.525 0.6 0.3 / 0.5)", nil
  ),
  (
    "mix1", "color-mix(in hwb, hwb(120deg 10% 20% / 0) 10%, hwb(30deg 30% 40%))",
    "color(srgb 0.6 0.495 0.3 / 0.9)", nil
  ),
  ("mix1", "color-mix(in hwb, white, blue)", "color(srgb 0.5 0.5 1)", nil),
  ("mix1", "color-mix(in hwb, white 10%, blue)", "color(srgb 0.1 0.1 1)", nil),
  (
    "mix2", "color-mix(in hwb, hwb(40deg 30% 40%), hwb(60deg 30% 40%))", "color(srgb 0.6 0.55 0.3)",
    nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(60deg 30% 40%), hwb(40deg 30% 40%))", "color(srgb 0.6 0.55 0.3)",
    nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(50deg 30% 40%), hwb(330deg 30% 40%))",
    "color(srgb 0.6 0.35 0.3)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(330deg 30% 40%), hwb(50deg 30% 40%))",
    "color(srgb 0.6 0.35 0.3)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(20deg 30% 40%), hwb(320deg 30% 40%))",
    "color(srgb 0.6 0.3 0.35)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(320deg 30% 40%), hwb(20deg 30% 40%))",
    "color(srgb 0.6 0.3 0.35)", nil
  ),
  (
    "mix2", "color-mix(in hwb shorter hue, hwb(40deg 30% 40%), hwb(60deg 30% 40%))",
    "color(srgb 0.6 0.55 0.3)", nil
  ),
  (
    "mix2", "color-mix(in hwb shorter hue, hwb(60deg 30% 40%), hwb(40deg 30% 40%))",
    "color(srgb 0.6 0.55 0.3)", nil
  ),
  (
    "mix2", "color-mix(in hwb shorter hue, hwb(50deg 30% 40%), hwb(330deg 30% 40%))",
    "color(srgb 0.6 0.35 0.3)", nil
  ),
  (
    "mix2", "color-mix(in hwb shorter hue, hwb(330deg 30% 40%), hwb(50deg 30% 40%))",
    "color(srgb 0.6 0.35 0.3)", nil
  ),
  (
    "mix2", "color-mix(in hwb shorter hue, hwb(20deg 30% 40%), hwb(320deg 30% 40%))",
    "color(srgb 0.6 0.3 0.35)", nil
  ),
  (
    "mix2", "color-mix(in hwb shorter hue, hwb(320deg 30% 40%), hwb(20deg 30% 40%))",
    "color(srgb 0.6 0.3 0.35)", nil
  ),
  ("mix2", "color-mix(in hwb shorter hue, red, white)", "color(srgb 1 0.5 0.5)", nil),
  ("mix2", "color-mix(in hwb shorter hue, red, black)", "color(srgb 0.5 0 0)", nil),
  ("mix2", "color-mix(in hwb shorter hue, red, transparent)", "color(srgb 1 0 0 / 0.5)", nil),
  (
    "mix2", "color-mix(in hwb longer hue, hwb(40deg 30% 40%), hwb(60deg 30% 40%))",
    "color(srgb 0.3 0.35 0.6)", nil
  ),
  (
    "mix2", "color-mix(in hwb longer hue, hwb(60deg 30% 40%), hwb(40deg 30% 40%))",
    "color(srgb 0.3 0.35 0.6)", nil
  ),
  (
    "mix2", "color-mix(in hwb longer hue, hwb(50deg 30% 40%), hwb(330deg 30% 40%))",
    "color(srgb 0.3 0.55 0.6)", nil
  ),
  (
    "mix2", "color-mix(in hwb longer hue, hwb(330deg 30% 40%), hwb(50deg 30% 40%))",
    "color(srgb 0.3 0.55 0.6)", nil
  ),
  (
    "mix2", "color-mix(in hwb longer hue, hwb(20deg 30% 40%), hwb(320deg 30% 40%))",
    "color(srgb 0.3 0.6 0.55)", nil
  ),
  (
    "mix2", "color-mix(in hwb longer hue, hwb(320deg 30% 40%), hwb(20deg 30% 40%))",
    "color(srgb 0.3 0.6 0.55)", nil
  ),
  ("mix2", "color-mix(in hwb longer hue, red, white)", "color(srgb 0.5 1 1)", nil),
  ("mix2", "color-mix(in hwb longer hue, red, black)", "color(srgb 0 0.5 0.5)", nil),
  ("mix2", "color-mix(in hwb longer hue, red, transparent)", "color(srgb 0 1 1 / 0.5)", nil),
  (
    "mix2", "color-mix(in hwb increasing hue, hwb(40deg 30% 40%), hwb(60deg 30% 40%))",
    "color(srgb 0.6 0.55 0.3)", nil
  ),
  (
    "mix2", "color-mix(in hwb increasing hue, hwb(60deg 30% 40%), hwb(40deg 30% 40%))",
    "color(srgb 0.3 0.35 0.6)", nil
  ),
  (
    "mix2", "color-mix(in hwb increasing hue, hwb(50deg 30% 40%), hwb(330deg 30% 40%))",
    "color(srgb 0.3 0.55 0.6)", nil
  ),
  (
    "mix2", "color-mix(in hwb increasing hue, hwb(330deg 30% 40%), hwb(50deg 30% 40%))",
    "color(srgb 0.6 0.35 0.3)", nil
  ),
  (
    "mix2", "color-mix(in hwb increasing hue, hwb(20deg 30% 40%), hwb(320deg 30% 40%))",
    "color(srgb 0.3 0.6 0.55)", nil
  ),
  (
    "mix2", "color-mix(in hwb increasing hue, hwb(320deg 30% 40%), hwb(20deg 30% 40%))",
    "color(srgb 0.6 0.3 0.35)", nil
  ),
  ("mix2", "color-mix(in hwb increasing hue, red, white)", "color(srgb 1 0.5 0.5)", nil),
  ("mix2", "color-mix(in hwb increasing hue, red, black)", "color(srgb 0.5 0 0)", nil),
  ("mix2", "color-mix(in hwb increasing hue, red, transparent)", "color(srgb 1 0 0 / 0.5)", nil),
  (
    "mix2", "color-mix(in hwb decreasing hue, hwb(40deg 30% 40%), hwb(60deg 30% 40%))",
    "color(srgb 0.3 0.35 0.6)", nil
  ),
  (
    "mix2", "color-mix(in hwb decreasing hue, hwb(60deg 30% 40%), hwb(40deg 30% 40%))",
    "color(srgb 0.6 0.55 0.3)", nil
  ),
  (
    "mix2", "color-mix(in hwb decreasing hue, hwb(50deg 30% 40%), hwb(330deg 30% 40%))",
    "color(srgb 0.6 0.35 0.3)", nil
  ),
  (
    "mix2", "color-mix(in hwb decreasing hue, hwb(330deg 30% 40%), hwb(50deg 30% 40%))",
    "color(srgb 0.3 0.55 0.6)", nil
  ),
  (
    "mix2", "color-mix(in hwb decreasing hue, hwb(20deg 30% 40%), hwb(320deg 30% 40%))",
    "color(srgb 0.6 0.3 0.35)", nil
  ),
  (
    "mix2", "color-mix(in hwb decreasing hue, hwb(320deg 30% 40%), hwb(20deg 30% 40%))",
    "color(srgb 0.3 0.6 0.55)", nil
  ),
  ("mix2", "color-mix(in hwb decreasing hue, red, white)", "color(srgb 1 0.5 0.5)", nil),
  ("mix2", "color-mix(in hwb decreasing hue, red, black)", "color(srgb 0.5 0 0)", nil),
  ("mix2", "color-mix(in hwb decreasing hue, red, transparent)", "color(srgb 1 0 0 / 0.5)", nil),
  (
    "mix2", "color-mix(in hwb, hwb(none none none), hwb(none none none))", "hwb(none none none)",
    nil
  ),
  ("mix2", "color-mix(in hwb, hwb(none 10% 20%), hwb(none 10% 20%))", "hwb(none 10 20)", nil),
  (
    "mix2", "color-mix(in hwb, hwb(none none none), hwb(30deg 30% 40%))",
    "color(srgb 0.6 0.45 0.3)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(120deg 10% 20%), hwb(none none none))",
    "color(srgb 0.1 0.8 0.1)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(120deg 10% none), hwb(30deg 30% 40%))",
    "color(srgb 0.5 0.6 0.2)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(120deg 10% 20%), hwb(30deg 30% none))",
    "color(srgb 0.65 0.8 0.2)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(none 10% 20%), hwb(30deg none 40%))", "color(srgb 0.7 0.4 0.1)",
    nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(120deg 10% 20% / none), hwb(30deg 30% 40%))",
    "color(srgb 0.575 0.7 0.2)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(120deg 10% 20% / none), hwb(30deg 30% 40% / 0.5))",
    "color(srgb 0.575 0.7 0.2 / 0.5)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(120deg 10% 20% / none), hwb(30deg 30% 40% / none))",
    "hwb(75 20 30 / none)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(30deg 30% 40% / 25%) 0%, hwb(90deg none none / none))",
    "color(srgb 0.45 0.6 0.3 / 0.25)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(30deg 30% 40% / 25%) 0%, hwb(none 50% none / none))",
    "color(srgb 0.6 0.55 0.5 / 0.25)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(30deg 30% 40% / 25%) 0%, hwb(none none 50% / none))",
    "color(srgb 0.5 0.4 0.3 / 0.25)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(30deg 30% 40% / 25%) 0%, hwb(90deg 50% none / none))",
    "color(srgb 0.55 0.6 0.5 / 0.25)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(30deg 30% 40% / 25%) 0%, hwb(none none none / 0.5))",
    "color(srgb 0.6 0.45 0.3 / 0.5)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(30deg 30% 40% / 25%) 0%, hwb(90deg none none / 0.5))",
    "color(srgb 0.45 0.6 0.3 / 0.5)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(120deg 10% 20%) 0%, hwb(30deg 30% 40%) 0%)",
    "color(srgb 0.575 0.7 0.2 / 0)", nil
  ),
  (
    "mix2", "color-mix(in hwb, hwb(120deg 10% 20% / .4) 0%, hwb(30deg 30% 40% / .8) 0%)",
    "color(srgb 0.55833333 0.66666667 0.23333333 / 0)", nil
  ),
  ("mix2", "color-mix(in lch, lch(10 20 30deg), lch(50 60 70deg))", "lch(30 40 50)", nil),
  ("mix2", "color-mix(in lch, lch(10 20 30deg) 25%, lch(50 60 70deg))", "lch(40 50 60)", nil),
  ("mix2", "color-mix(in lch, 25% lch(10 20 30deg), lch(50 60 70deg))", "lch(40 50 60)", nil),
  ("mix2", "color-mix(in lch, lch(10 20 30deg), 25% lch(50 60 70deg))", "lch(20 30 40)", nil),
  ("mix2", "color-mix(in lch, lch(10 20 30deg), lch(50 60 70deg) 25%)", "lch(20 30 40)", nil),
  ("mix2", "color-mix(in lch, lch(10 20 30deg) 25%, lch(50 60 70deg) 75%)", "lch(40 50 60)", nil),
  ("mix2", "color-mix(in lch, lch(10 20 30deg) 30%, lch(50 60 70deg) 90%)", "lch(40 50 60)", nil),
  (
    "mix2", "color-mix(in lch, lch(10 20 30deg) 12.5%, lch(50 60 70deg) 37.5%)",
    "lch(40 50 60 / 0.5)", nil
  ),
  ("mix2", "color-mix(in lch, lch(10 20 30deg) 0%, lch(50 60 70deg))", "lch(50 60 70)", nil),
  (
    "mix2", "color-mix(in lch, lch(10 20 30deg / .4), lch(50 60 70deg / .8))",
    "lch(36.66666667 46.66666667 50 / 0.6)", nil
  ),
  (
    "mix2", "color-mix(in lch, lch(10 20 30deg / .4) 25%, lch(50 60 70deg / .8))",
    "lch(44.28571429 54.28571429 60 / 0.7)", nil
  ),
  (
    "mix2", "color-mix(in lch, 25% lch(10 20 30deg / .4), lch(50 60 70deg / .8))",
    "lch(44.28571429 54.28571429 60 / 0.7)", nil
  ),
  (
    "mix2", "color-mix(in lch, lch(10 20 30deg / .4), 25% lch(50 60 70deg / .8))",
    "lch(26 36 40 / 0.5)", nil
  ),
  (
    "mix2", "color-mix(in lch, lch(10 20 30deg / .4), lch(50 60 70deg / .8) 25%)",
    "lch(26 36 40 / 0.5)", nil
  ),
  (
    "mix2", "color-mix(in lch, lch(10 20 30deg / .4) 25%, lch(50 60 70deg / .8) 75%)",
    "lch(44.28571429 54.28571429 60 / 0.7)", nil
  ),
  (
    "mix2", "color-mix(in lch, lch(10 20 30deg / .4) 30%, lch(50 60 70deg / .8) 90%)",
    "lch(44.28571429 54.28571429 60 / 0.7)", nil
  ),
  (
    "mix2", "color-mix(in lch, lch(10 20 30deg / .4) 12.5%, lch(50 60 70deg / .8) 37.5%)",
    "lch(44.28571429 54.28571429 60 / 0.35)", nil
  ),
  (
    "mix2", "color-mix(in lch, lch(10 20 30deg / .4) 0%, lch(50 60 70deg / .8))",
    "lch(50 60 70 / 0.8)", nil
  ),
  ("mix2", "color-mix(in lch, transparent, lch(0.3 0.4 30deg))", "lch(0.3 0.4 30 / 0.5)", nil),
  ("mix2", "color-mix(in lch, transparent 10%, lch(0.3 0.4 30deg))", "lch(0.3 0.4 30 / 0.9)", nil),
  (
    "mix2", "color-mix(in lch, lch(0.1 0.2 120deg / 0), lch(0.3 0.4 30deg))",
    "lch(0.3 0.4 75 / 0.5)", nil
  ),
  (
    "mix2", "color-mix(in lch, lch(0.1 0.2 120deg / 0) 10%, lch(0.3 0.4 30deg))",
    "lch(0.3 0.4 39 / 0.9)", nil
  ),
  ("mix2", "color-mix(in lch, white, blue)", "lch(64.78415099 65.60072404 301.36426773)", 0.1),
  ("mix2", "color-mix(in lch, white 10%, blue)", "lch(36.61147178 118.08130328 301.36426773)", 0.1),
  ("mix2", "color-mix(in lch, lch(100 0 40deg), lch(100 0 60deg))", "lch(100 0 50)", nil),
  ("mix2", "color-mix(in lch, lch(100 0 60deg), lch(100 0 40deg))", "lch(100 0 50)", nil),
  ("mix2", "color-mix(in lch, lch(100 0 50deg), lch(100 0 330deg))", "lch(100 0 10)", nil),
  ("mix2", "color-mix(in lch, lch(100 0 330deg), lch(100 0 50deg))", "lch(100 0 10)", nil),
  ("mix2", "color-mix(in lch, lch(100 0 20deg), lch(100 0 320deg))", "lch(100 0 350)", nil),
  ("mix2", "color-mix(in lch, lch(100 0 320deg), lch(100 0 20deg))", "lch(100 0 350)", nil),
  (
    "mix2", "color-mix(in lch shorter hue, lch(100 0 40deg), lch(100 0 60deg))", "lch(100 0 50)",
    nil
  ),
  (
    "mix2", "color-mix(in lch shorter hue, lch(100 0 60deg), lch(100 0 40deg))", "lch(100 0 50)",
    nil
  ),
  (
    "mix2", "color-mix(in lch shorter hue, lch(100 0 50deg), lch(100 0 330deg))", "lch(100 0 10)",
    nil
  ),
  (
    "mix2", "color-mix(in lch shorter hue, lch(100 0 330deg), lch(100 0 50deg))", "lch(100 0 10)",
    nil
  ),
  (
    "mix2", "color-mix(in lch shorter hue, lch(100 0 20deg), lch(100 0 320deg))", "lch(100 0 350)",
    nil
  ),
  (
    "mix2", "color-mix(in lch shorter hue, lch(100 0 320deg), lch(100 0 20deg))", "lch(100 0 350)",
    nil
  ),
  (
    "mix2", "color-mix(in lch shorter hue, red, white)", "lch(77.1452707 53.4185908 40.85765651)",
    nil
  ),
  (
    "mix2", "color-mix(in lch shorter hue, red, black)", "lch(27.1452707 53.4185908 40.85765651)",
    nil
  ),
  (
    "mix2", "color-mix(in lch shorter hue, red, transparent)",
    "lch(54.2905414 106.8371816 40.85765651 / 0.5)", nil
  ),
  (
    "mix2", "color-mix(in lch longer hue, lch(100 0 40deg), lch(100 0 60deg))", "lch(100 0 230)",
    nil
  ),
  (
    "mix2", "color-mix(in lch longer hue, lch(100 0 60deg), lch(100 0 40deg))", "lch(100 0 230)",
    nil
  ),
  (
    "mix2", "color-mix(in lch longer hue, lch(100 0 50deg), lch(100 0 330deg))", "lch(100 0 190)",
    nil
  ),
  (
    "mix2", "color-mix(in lch longer hue, lch(100 0 330deg), lch(100 0 50deg))", "lch(100 0 190)",
    nil
  ),
  (
    "mix2", "color-mix(in lch longer hue, lch(100 0 20deg), lch(100 0 320deg))", "lch(100 0 170)",
    nil
  ),
  (
    "mix2", "color-mix(in lch longer hue, lch(100 0 320deg), lch(100 0 20deg))", "lch(100 0 170)",
    nil
  ),
  (
    "mix2", "color-mix(in lch longer hue, red, white)", "lch(77.1452707 53.4185908 220.85765651)",
    nil
  ),
  (
    "mix2", "color-mix(in lch longer hue, red, black)", "lch(27.1452707 53.4185908 220.85765651)",
    nil
  ),
  (
    "mix2", "color-mix(in lch longer hue, red, transparent)",
    "lch(54.2905414 106.8371816 220.85765651 / 0.5)", nil
  ),
  (
    "mix2", "color-mix(in lch increasing hue, lch(100 0 40deg), lch(100 0 60deg))", "lch(100 0 50)",
    nil
  ),
  (
    "mix2", "color-mix(in lch increasing hue, lch(100 0 60deg), lch(100 0 40deg))",
    "lch(100 0 230)", nil
  ),
  (
    "mix2", "color-mix(in lch increasing hue, lch(100 0 50deg), lch(100 0 330deg))",
    "lch(100 0 190)", nil
  ),
  (
    "mix2", "color-mix(in lch increasing hue, lch(100 0 330deg), lch(100 0 50deg))",
    "lch(100 0 10)", nil
  ),
  (
    "mix2", "color-mix(in lch increasing hue, lch(100 0 20deg), lch(100 0 320deg))",
    "lch(100 0 170)", nil
  ),
  (
    "mix2", "color-mix(in lch increasing hue, lch(100 0 320deg), lch(100 0 20deg))",
    "lch(100 0 350)", nil
  ),
  (
    "mix2", "color-mix(in lch increasing hue, red, white)",
    "lch(77.1452707 53.4185908 40.85765651)", nil
  ),
  (
    "mix2", "color-mix(in lch increasing hue, red, black)",
    "lch(27.1452707 53.4185908 40.85765651)", nil
  ),
  (
    "mix2", "color-mix(in lch increasing hue, red, transparent)",
    "lch(54.2905414 106.8371816 40.85765651 / 0.5)", nil
  ),
  (
    "mix2", "color-mix(in lch decreasing hue, lch(100 0 40deg), lch(100 0 60deg))",
    "lch(100 0 230)", nil
  ),
  (
    "mix2", "color-mix(in lch decreasing hue, lch(100 0 60deg), lch(100 0 40deg))", "lch(100 0 50)",
    nil
  ),
  (
    "mix2", "color-mix(in lch decreasing hue, lch(100 0 50deg), lch(100 0 330deg))",
    "lch(100 0 10)", nil
  ),
  (
    "mix2", "color-mix(in lch decreasing hue, lch(100 0 330deg), lch(100 0 50deg))",
    "lch(100 0 190)", nil
  ),
  (
    "mix2", "color-mix(in lch decreasing hue, lch(100 0 20deg), lch(100 0 320deg))",
    "lch(100 0 350)", nil
  ),
  (
    "mix2", "color-mix(in lch decreasing hue, lch(100 0 320deg), lch(100 0 20deg))",
    "lch(100 0 170)", nil
  ),
  (
    "mix2", "color-mix(in lch decreasing hue, red, white)",
    "lch(77.1452707 53.4185908 40.85765651)", nil
  ),
  (
    "mix2", "color-mix(in lch decreasing hue, red, black)",
    "lch(27.1452707 53.4185908 40.85765651)", nil
  ),
  (
    "mix2", "color-mix(in lch decreasing hue, red, transparent)",
    "lch(54.2905414 106.8371816 40.85765651 / 0.5)", nil
  ),
  (
    "mix2", "color-mix(in lch, lch(none none none), lch(none none none))", "lch(none none none)",
    nil
  ),
  ("mix2", "color-mix(in lch, lch(none none none), lch(50 60 70deg))", "lch(50 60 70)", nil),
  ("mix2", "color-mix(in lch, lch(10 20 30deg), lch(none none none))", "lch(10 20 30)", nil),
]
