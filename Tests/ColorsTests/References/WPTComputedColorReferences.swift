// Test cases from web-platform-tests (https://github.com/web-platform-tests/wpt, 3-clause BSD
// license): css/css-color/parsing, the computed value each browser must give for a specified
// color, copied from the files' test_computed_value calls with their loops over color spaces
// written out (the first column names the file: computed for color-computed.html,
// colorfunction for color-computed-color-function.html, mix1…mix5 for the sections of
// color-computed-color-mix-function.html). Not generated: no script in scripts/references
// writes this table. Inputs WPT writes with relative color syntax, calc() or currentcolor,
// which Kinetics does not parse, are left out.

/// (file, specified CSS, expected computed CSS, WPT's numeric tolerance or nil).
let wptComputedColorCases: [(String, String, String, Double?)] = [
  ("computed", "rgb(none none none)", "rgb(0, 0, 0)", nil),
  ("computed", "rgb(none none none / none)", "rgba(0, 0, 0, 0)", nil),
  ("computed", "rgb(128 none none)", "rgb(128, 0, 0)", nil),
  ("computed", "rgb(128 none none / none)", "rgba(128, 0, 0, 0)", nil),
  ("computed", "rgb(none none none / .5)", "rgba(0, 0, 0, 0.5)", nil),
  ("computed", "rgb(20% none none)", "rgb(51, 0, 0)", nil),
  ("computed", "rgb(20% none none / none)", "rgba(51, 0, 0, 0)", nil),
  ("computed", "rgb(none none none / 50%)", "rgba(0, 0, 0, 0.5)", nil),
  ("computed", "rgba(none none none)", "rgb(0, 0, 0)", nil),
  ("computed", "rgba(none none none / none)", "rgba(0, 0, 0, 0)", nil),
  ("computed", "rgba(128 none none)", "rgb(128, 0, 0)", nil),
  ("computed", "rgba(128 none none / none)", "rgba(128, 0, 0, 0)", nil),
  ("computed", "rgba(none none none / .5)", "rgba(0, 0, 0, 0.5)", nil),
  ("computed", "rgba(20% none none)", "rgb(51, 0, 0)", nil),
  ("computed", "rgba(20% none none / none)", "rgba(51, 0, 0, 0)", nil),
  ("computed", "rgba(none none none / 50%)", "rgba(0, 0, 0, 0.5)", nil),
  ("computed", "hsl(120 30% 50%)", "rgb(89, 166, 89)", nil),
  ("computed", "hsl(120 30% 50% / 0.5)", "rgba(89, 166, 89, 0.5)", nil),
  ("computed", "hsl(120 30% 50% / 50%)", "rgba(89, 166, 89, 0.5)", nil),
  ("computed", "hsl(none none none)", "rgb(0, 0, 0)", nil),
  ("computed", "hsl(0 0% 0%)", "rgb(0, 0, 0)", nil),
  ("computed", "hsl(none none none / none)", "rgba(0, 0, 0, 0)", nil),
  ("computed", "hsl(0 0% 0% / 0)", "rgba(0, 0, 0, 0)", nil),
  ("computed", "hsla(none none none)", "rgb(0, 0, 0)", nil),
  ("computed", "hsla(0 0% 0%)", "rgb(0, 0, 0)", nil),
  ("computed", "hsla(none none none / none)", "rgba(0, 0, 0, 0)", nil),
  ("computed", "hsla(0 0% 0% / 0)", "rgba(0, 0, 0, 0)", nil),
  ("computed", "hsl(120 none none)", "rgb(0, 0, 0)", nil),
  ("computed", "hsl(120 0% 0%)", "rgb(0, 0, 0)", nil),
  ("computed", "hsl(120 80% none)", "rgb(0, 0, 0)", nil),
  ("computed", "hsl(120 80% 0%)", "rgb(0, 0, 0)", nil),
  ("computed", "hsl(120 none 50%)", "rgb(128, 128, 128)", nil),
  ("computed", "hsl(120 0% 50%)", "rgb(128, 128, 128)", nil),
  ("computed", "hsl(120 100% 50% / none)", "rgba(0, 255, 0, 0)", nil),
  ("computed", "hsl(120 100% 50% / 0)", "rgba(0, 255, 0, 0)", nil),
  ("computed", "hsl(120 100% 50% / 0%)", "rgba(0, 255, 0, 0)", nil),
  ("computed", "hsl(none 100% 50%)", "rgb(255, 0, 0)", nil),
  ("computed", "hsl(0 100% 50%)", "rgb(255, 0, 0)", nil),
  ("computed", "HSL(0, 0%, 0%)", "rgb(0, 0, 0)", nil),
  ("computed", "hsL(0, 100%, 50%)", "rgb(255, 0, 0)", nil),
  ("computed", "hsl(60, 100%, 37.5%)", "rgb(191, 191, 0)", nil),
  ("computed", "hsl(780, 100%, 37.5%)", "rgb(191, 191, 0)", nil),
  ("computed", "hsl(-300, 100%, 37.5%)", "rgb(191, 191, 0)", nil),
  ("computed", "hsl(300, 50%, 50%)", "rgb(191, 64, 191)", nil),
  ("computed", "hsl(30deg, 100%, 100%)", "rgb(255, 255, 255)", nil),
  ("computed", "hsl(0, 0%, 0%, 0%)", "rgba(0, 0, 0, 0)", nil),
  ("computed", "HSLA(-300, 100%, 37.5%, 1)", "rgb(191, 191, 0)", nil),
  ("computed", "hsLA(-300, 100%, 37.5%, 12)", "rgb(191, 191, 0)", nil),
  ("computed", "hsla(-300, 100%, 37.5%, 0.2)", "rgba(191, 191, 0, 0.2)", nil),
  ("computed", "hsla(-300, 100%, 37.5%, 0)", "rgba(191, 191, 0, 0)", nil),
  ("computed", "hsla(-300, 100%, 37.5%, -3)", "rgba(191, 191, 0, 0)", nil),
  ("computed", "hsla(0, 0%, 0%, 50%)", "rgba(0, 0, 0, 0.5)", nil),
  ("computed", "hsla(30deg, 100%, 100%, 1)", "rgb(255, 255, 255)", nil),
  ("computed", "transparent", "rgba(0, 0, 0, 0)", nil),
  ("computed", " transparent", "rgba(0, 0, 0, 0)", nil),
  ("computed", "TransParent", "rgba(0, 0, 0, 0)", nil),
  ("computed", "black", "rgb(0, 0, 0)", nil),
  ("computed", "white", "rgb(255, 255, 255)", nil),
  ("computed", "fuchsia", "rgb(255, 0, 255)", nil),
  ("computed", "cyan", "rgb(0, 255, 255)", nil),
  ("computed", "CyAn", "rgb(0, 255, 255)", nil),
  ("computed", "lab(0 0 0)", "lab(0 0 0)", nil),
  ("computed", "lab(0 0 0 / 1)", "lab(0 0 0)", nil),
  ("computed", "lab(0 0 0 / 0.5)", "lab(0 0 0 / 0.5)", nil),
  ("computed", "lab(20 0 10/0.5)", "lab(20 0 10 / 0.5)", nil),
  ("computed", "lab(20 0 10/50%)", "lab(20 0 10 / 0.5)", nil),
  ("computed", "lab(400 0 10/50%)", "lab(100 0 10 / 0.5)", nil),
  ("computed", "lab(50 -160 160)", "lab(50 -160 160)", nil),
  ("computed", "lab(50 -200 200)", "lab(50 -200 200)", nil),
  ("computed", "lab(0 0 0 / -10%)", "lab(0 0 0 / 0)", nil),
  ("computed", "lab(0 0 0 / 110%)", "lab(0 0 0)", nil),
  ("computed", "lab(0 0 0 / 300%)", "lab(0 0 0)", nil),
  ("computed", "lab(-40 0 0)", "lab(0 0 0)", nil),
  ("computed", "lab(50 -20 0)", "lab(50 -20 0)", nil),
  ("computed", "lab(50 0 -20)", "lab(50 0 -20)", nil),
  ("computed", "lab(none none none / none)", "lab(none none none / none)", nil),
  ("computed", "lab(none none none)", "lab(none none none)", nil),
  ("computed", "lab(20 none none / none)", "lab(20 none none / none)", nil),
  ("computed", "lab(none none none / 0.5)", "lab(none none none / 0.5)", nil),
  ("computed", "lab(0 0 0 / none)", "lab(0 0 0 / none)", nil),
  ("computed", "oklab(0 0 0)", "oklab(0 0 0)", nil),
  ("computed", "oklab(0 0 0 / 1)", "oklab(0 0 0)", nil),
  ("computed", "oklab(0 0 0 / 0.5)", "oklab(0 0 0 / 0.5)", nil),
  ("computed", "oklab(0.2 0 0.1/0.5)", "oklab(0.2 0 0.1 / 0.5)", nil),
  ("computed", "oklab(0.2 0 0.1/50%)", "oklab(0.2 0 0.1 / 0.5)", nil),
  ("computed", "oklab(4 0 0.1/50%)", "oklab(1 0 0.1 / 0.5)", nil),
  ("computed", "oklab(0.5 -1.6 1.6)", "oklab(0.5 -1.6 1.6)", nil),
  ("computed", "oklab(0.5 -2 2)", "oklab(0.5 -2 2)", nil),
  ("computed", "oklab(0 0 0 / -10%)", "oklab(0 0 0 / 0)", nil),
  ("computed", "oklab(0 0 0 / 110%)", "oklab(0 0 0)", nil),
  ("computed", "oklab(0 0 0 / 300%)", "oklab(0 0 0)", nil),
  ("computed", "oklab(-0.4 0 0)", "oklab(0 0 0)", nil),
  ("computed", "oklab(0.5 -0.2 0)", "oklab(0.5 -0.2 0)", nil),
  ("computed", "oklab(0.5 0 -0.2)", "oklab(0.5 0 -0.2)", nil),
  ("computed", "oklab(none none none / none)", "oklab(none none none / none)", nil),
  ("computed", "oklab(none none none)", "oklab(none none none)", nil),
  ("computed", "oklab(0.2 none none / none)", "oklab(0.2 none none / none)", nil),
  ("computed", "oklab(none none none / 0.5)", "oklab(none none none / 0.5)", nil),
  ("computed", "oklab(0 0 0 / none)", "oklab(0 0 0 / none)", nil),
  ("computed", "lab(20% -50% 90%/0.5)", "lab(20 -62.5 112.5 / 0.5)", nil),
  ("computed", "oklab(20% 70% -80%/0.5)", "oklab(0.2 0.28 -0.32 / 0.5)", nil),
  ("computed", "lch(0 0 0deg)", "lch(0 0 0)", nil),
  ("computed", "lch(0 0 0deg / 1)", "lch(0 0 0)", nil),
  ("computed", "lch(0 0 0deg / 0.5)", "lch(0 0 0 / 0.5)", nil),
  ("computed", "lch(100 230 0deg / 0.5)", "lch(100 230 0 / 0.5)", nil),
  ("computed", "lch(20 50 20deg/0.5)", "lch(20 50 20 / 0.5)", nil),
  ("computed", "lch(20 50 20deg/50%)", "lch(20 50 20 / 0.5)", nil),
  ("computed", "lch(10 20 20deg / -10%)", "lch(10 20 20 / 0)", nil),
  ("computed", "lch(10 20 20deg / 110%)", "lch(10 20 20)", nil),
  ("computed", "lch(10 20 1.28rad)", "lch(10 20 73.3386)", 0.0001),
  ("computed", "lch(10 20 380deg)", "lch(10 20 20)", nil),
  ("computed", "lch(10 20 -340deg)", "lch(10 20 20)", nil),
  ("computed", "lch(10 20 740deg)", "lch(10 20 20)", nil),
  ("computed", "lch(10 20 -700deg)", "lch(10 20 20)", nil),
  ("computed", "lch(-40 0 0)", "lch(0 0 0)", nil),
  ("computed", "lch(20 -20 0)", "lch(20 0 0)", nil),
  ("computed", "lch(0 0 0 / 0.5)", "lch(0 0 0 / 0.5)", nil),
  ("computed", "lch(10 20 20 / 110%)", "lch(10 20 20)", nil),
  ("computed", "lch(10 20 -700)", "lch(10 20 20)", nil),
  ("computed", "lch(none none none / none)", "lch(none none none / none)", nil),
  ("computed", "lch(none none none)", "lch(none none none)", nil),
  ("computed", "lch(20 none none / none)", "lch(20 none none / none)", nil),
  ("computed", "lch(none none none / 0.5)", "lch(none none none / 0.5)", nil),
  ("computed", "lch(0 0 0 / none)", "lch(0 0 0 / none)", nil),
  ("computed", "oklch(0 0 0deg)", "oklch(0 0 0)", nil),
  ("computed", "oklch(0 0 0deg / 1)", "oklch(0 0 0)", nil),
  ("computed", "oklch(0 0 0deg / 0.5)", "oklch(0 0 0 / 0.5)", nil),
  ("computed", "oklch(1 2.3 0deg / 0.5)", "oklch(1 2.3 0 / 0.5)", nil),
  ("computed", "oklch(0.2 0.5 20deg/0.5)", "oklch(0.2 0.5 20 / 0.5)", nil),
  ("computed", "oklch(0.2 0.5 20deg/50%)", "oklch(0.2 0.5 20 / 0.5)", nil),
  ("computed", "oklch(0.1 0.2 20deg / -10%)", "oklch(0.1 0.2 20 / 0)", nil),
  ("computed", "oklch(0.1 0.2 20deg / 110%)", "oklch(0.1 0.2 20)", nil),
  ("computed", "oklch(0.1 0.2 1.28rad)", "oklch(0.1 0.2 73.3386)", 0.0001),
  ("computed", "oklch(0.1 0.2 380deg)", "oklch(0.1 0.2 20)", nil),
  ("computed", "oklch(0.1 0.2 -340deg)", "oklch(0.1 0.2 20)", nil),
  ("computed", "oklch(0.1 0.2 740deg)", "oklch(0.1 0.2 20)", nil),
  ("computed", "oklch(0.1 0.2 -700deg)", "oklch(0.1 0.2 20)", nil),
  ("computed", "oklch(-0.4 0 0)", "oklch(0 0 0)", nil),
  ("computed", "oklch(0.2 -0.2 0)", "oklch(0.2 0 0)", nil),
  ("computed", "oklch(0 0 0 / 0.5)", "oklch(0 0 0 / 0.5)", nil),
  ("computed", "oklch(0.1 0.2 20 / 110%)", "oklch(0.1 0.2 20)", nil),
  ("computed", "oklch(0.1 0.2 -700)", "oklch(0.1 0.2 20)", nil),
  ("computed", "oklch(none none none / none)", "oklch(none none none / none)", nil),
  ("computed", "oklch(none none none)", "oklch(none none none)", nil),
  ("computed", "oklch(0.2 none none / none)", "oklch(0.2 none none / none)", nil),
  ("computed", "oklch(none none none / 0.5)", "oklch(none none none / 0.5)", nil),
  ("computed", "oklch(0 0 0 / none)", "oklch(0 0 0 / none)", nil),
  ("computed", "lch(20% 80% 10/0.5)", "lch(20 120 10 / 0.5)", nil),
  ("computed", "oklch(20% 60% 10/0.5)", "oklch(0.2 0.24 10 / 0.5)", nil),
  ("colorfunction", "color(srgb 0% 0% 0%)", "color(srgb 0 0 0)", nil),
  ("colorfunction", "color(srgb-linear 0% 0% 0%)", "color(srgb-linear 0 0 0)", nil),
  ("colorfunction", "color(a98-rgb 0% 0% 0%)", "color(a98-rgb 0 0 0)", nil),
  ("colorfunction", "color(rec2020 0% 0% 0%)", "color(rec2020 0 0 0)", nil),
  ("colorfunction", "color(prophoto-rgb 0% 0% 0%)", "color(prophoto-rgb 0 0 0)", nil),
  ("colorfunction", "color(display-p3 0% 0% 0%)", "color(display-p3 0 0 0)", nil),
  ("colorfunction", "color(srgb 10% 10% 10%)", "color(srgb 0.1 0.1 0.1)", nil),
  ("colorfunction", "color(srgb-linear 10% 10% 10%)", "color(srgb-linear 0.1 0.1 0.1)", nil),
  ("colorfunction", "color(a98-rgb 10% 10% 10%)", "color(a98-rgb 0.1 0.1 0.1)", nil),
  ("colorfunction", "color(rec2020 10% 10% 10%)", "color(rec2020 0.1 0.1 0.1)", nil),
  ("colorfunction", "color(prophoto-rgb 10% 10% 10%)", "color(prophoto-rgb 0.1 0.1 0.1)", nil),
  ("colorfunction", "color(display-p3 10% 10% 10%)", "color(display-p3 0.1 0.1 0.1)", nil),
  ("colorfunction", "color(srgb .2 .2 25%)", "color(srgb 0.2 0.2 0.25)", nil),
  ("colorfunction", "color(srgb-linear .2 .2 25%)", "color(srgb-linear 0.2 0.2 0.25)", nil),
  ("colorfunction", "color(a98-rgb .2 .2 25%)", "color(a98-rgb 0.2 0.2 0.25)", nil),
  ("colorfunction", "color(rec2020 .2 .2 25%)", "color(rec2020 0.2 0.2 0.25)", nil),
  ("colorfunction", "color(prophoto-rgb .2 .2 25%)", "color(prophoto-rgb 0.2 0.2 0.25)", nil),
  ("colorfunction", "color(display-p3 .2 .2 25%)", "color(display-p3 0.2 0.2 0.25)", nil),
  ("colorfunction", "color(srgb 0 0 0 / 1)", "color(srgb 0 0 0)", nil),
  ("colorfunction", "color(srgb-linear 0 0 0 / 1)", "color(srgb-linear 0 0 0)", nil),
  ("colorfunction", "color(a98-rgb 0 0 0 / 1)", "color(a98-rgb 0 0 0)", nil),
  ("colorfunction", "color(rec2020 0 0 0 / 1)", "color(rec2020 0 0 0)", nil),
  ("colorfunction", "color(prophoto-rgb 0 0 0 / 1)", "color(prophoto-rgb 0 0 0)", nil),
  ("colorfunction", "color(display-p3 0 0 0 / 1)", "color(display-p3 0 0 0)", nil),
  ("colorfunction", "color(srgb 0% 0 0 / 0.5)", "color(srgb 0 0 0 / 0.5)", nil),
  ("colorfunction", "color(srgb-linear 0% 0 0 / 0.5)", "color(srgb-linear 0 0 0 / 0.5)", nil),
  ("colorfunction", "color(a98-rgb 0% 0 0 / 0.5)", "color(a98-rgb 0 0 0 / 0.5)", nil),
  ("colorfunction", "color(rec2020 0% 0 0 / 0.5)", "color(rec2020 0 0 0 / 0.5)", nil),
  ("colorfunction", "color(prophoto-rgb 0% 0 0 / 0.5)", "color(prophoto-rgb 0 0 0 / 0.5)", nil),
  ("colorfunction", "color(display-p3 0% 0 0 / 0.5)", "color(display-p3 0 0 0 / 0.5)", nil),
  ("colorfunction", "color(srgb 20% 0 10/0.5)", "color(srgb 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(srgb-linear 20% 0 10/0.5)", "color(srgb-linear 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(a98-rgb 20% 0 10/0.5)", "color(a98-rgb 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(rec2020 20% 0 10/0.5)", "color(rec2020 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(prophoto-rgb 20% 0 10/0.5)", "color(prophoto-rgb 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(display-p3 20% 0 10/0.5)", "color(display-p3 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(srgb 20% 0 10/50%)", "color(srgb 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(srgb-linear 20% 0 10/50%)", "color(srgb-linear 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(a98-rgb 20% 0 10/50%)", "color(a98-rgb 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(rec2020 20% 0 10/50%)", "color(rec2020 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(prophoto-rgb 20% 0 10/50%)", "color(prophoto-rgb 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(display-p3 20% 0 10/50%)", "color(display-p3 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(srgb 400% 0 10/50%)", "color(srgb 4 0 10 / 0.5)", nil),
  ("colorfunction", "color(srgb-linear 400% 0 10/50%)", "color(srgb-linear 4 0 10 / 0.5)", nil),
  ("colorfunction", "color(a98-rgb 400% 0 10/50%)", "color(a98-rgb 4 0 10 / 0.5)", nil),
  ("colorfunction", "color(rec2020 400% 0 10/50%)", "color(rec2020 4 0 10 / 0.5)", nil),
  ("colorfunction", "color(prophoto-rgb 400% 0 10/50%)", "color(prophoto-rgb 4 0 10 / 0.5)", nil),
  ("colorfunction", "color(display-p3 400% 0 10/50%)", "color(display-p3 4 0 10 / 0.5)", nil),
  ("colorfunction", "color(srgb 50% -160 160)", "color(srgb 0.5 -160 160)", nil),
  ("colorfunction", "color(srgb-linear 50% -160 160)", "color(srgb-linear 0.5 -160 160)", nil),
  ("colorfunction", "color(a98-rgb 50% -160 160)", "color(a98-rgb 0.5 -160 160)", nil),
  ("colorfunction", "color(rec2020 50% -160 160)", "color(rec2020 0.5 -160 160)", nil),
  ("colorfunction", "color(prophoto-rgb 50% -160 160)", "color(prophoto-rgb 0.5 -160 160)", nil),
  ("colorfunction", "color(display-p3 50% -160 160)", "color(display-p3 0.5 -160 160)", nil),
  ("colorfunction", "color(srgb 50% -200 200)", "color(srgb 0.5 -200 200)", nil),
  ("colorfunction", "color(srgb-linear 50% -200 200)", "color(srgb-linear 0.5 -200 200)", nil),
  ("colorfunction", "color(a98-rgb 50% -200 200)", "color(a98-rgb 0.5 -200 200)", nil),
  ("colorfunction", "color(rec2020 50% -200 200)", "color(rec2020 0.5 -200 200)", nil),
  ("colorfunction", "color(prophoto-rgb 50% -200 200)", "color(prophoto-rgb 0.5 -200 200)", nil),
  ("colorfunction", "color(display-p3 50% -200 200)", "color(display-p3 0.5 -200 200)", nil),
  ("colorfunction", "color(srgb 0 0 0 / -10%)", "color(srgb 0 0 0 / 0)", nil),
  ("colorfunction", "color(srgb-linear 0 0 0 / -10%)", "color(srgb-linear 0 0 0 / 0)", nil),
  ("colorfunction", "color(a98-rgb 0 0 0 / -10%)", "color(a98-rgb 0 0 0 / 0)", nil),
  ("colorfunction", "color(rec2020 0 0 0 / -10%)", "color(rec2020 0 0 0 / 0)", nil),
  ("colorfunction", "color(prophoto-rgb 0 0 0 / -10%)", "color(prophoto-rgb 0 0 0 / 0)", nil),
  ("colorfunction", "color(display-p3 0 0 0 / -10%)", "color(display-p3 0 0 0 / 0)", nil),
  ("colorfunction", "color(srgb 0 0 0 / 110%)", "color(srgb 0 0 0)", nil),
  ("colorfunction", "color(srgb-linear 0 0 0 / 110%)", "color(srgb-linear 0 0 0)", nil),
  ("colorfunction", "color(a98-rgb 0 0 0 / 110%)", "color(a98-rgb 0 0 0)", nil),
  ("colorfunction", "color(rec2020 0 0 0 / 110%)", "color(rec2020 0 0 0)", nil),
  ("colorfunction", "color(prophoto-rgb 0 0 0 / 110%)", "color(prophoto-rgb 0 0 0)", nil),
  ("colorfunction", "color(display-p3 0 0 0 / 110%)", "color(display-p3 0 0 0)", nil),
  ("colorfunction", "color(srgb 0 0 0 / 300%)", "color(srgb 0 0 0)", nil),
  ("colorfunction", "color(srgb-linear 0 0 0 / 300%)", "color(srgb-linear 0 0 0)", nil),
  ("colorfunction", "color(a98-rgb 0 0 0 / 300%)", "color(a98-rgb 0 0 0)", nil),
  ("colorfunction", "color(rec2020 0 0 0 / 300%)", "color(rec2020 0 0 0)", nil),
  ("colorfunction", "color(prophoto-rgb 0 0 0 / 300%)", "color(prophoto-rgb 0 0 0)", nil),
  ("colorfunction", "color(display-p3 0 0 0 / 300%)", "color(display-p3 0 0 0)", nil),
  ("colorfunction", "color(srgb 200 200 200)", "color(srgb 200 200 200)", nil),
  ("colorfunction", "color(srgb-linear 200 200 200)", "color(srgb-linear 200 200 200)", nil),
  ("colorfunction", "color(a98-rgb 200 200 200)", "color(a98-rgb 200 200 200)", nil),
  ("colorfunction", "color(rec2020 200 200 200)", "color(rec2020 200 200 200)", nil),
  ("colorfunction", "color(prophoto-rgb 200 200 200)", "color(prophoto-rgb 200 200 200)", nil),
  ("colorfunction", "color(display-p3 200 200 200)", "color(display-p3 200 200 200)", nil),
  ("colorfunction", "color(srgb 200 200 200 / 200)", "color(srgb 200 200 200)", nil),
  ("colorfunction", "color(srgb-linear 200 200 200 / 200)", "color(srgb-linear 200 200 200)", nil),
  ("colorfunction", "color(a98-rgb 200 200 200 / 200)", "color(a98-rgb 200 200 200)", nil),
  ("colorfunction", "color(rec2020 200 200 200 / 200)", "color(rec2020 200 200 200)", nil),
  (
    "colorfunction", "color(prophoto-rgb 200 200 200 / 200)", "color(prophoto-rgb 200 200 200)", nil
  ),
  ("colorfunction", "color(display-p3 200 200 200 / 200)", "color(display-p3 200 200 200)", nil),
  ("colorfunction", "color(srgb -200 -200 -200)", "color(srgb -200 -200 -200)", nil),
  ("colorfunction", "color(srgb-linear -200 -200 -200)", "color(srgb-linear -200 -200 -200)", nil),
  ("colorfunction", "color(a98-rgb -200 -200 -200)", "color(a98-rgb -200 -200 -200)", nil),
  ("colorfunction", "color(rec2020 -200 -200 -200)", "color(rec2020 -200 -200 -200)", nil),
  (
    "colorfunction", "color(prophoto-rgb -200 -200 -200)", "color(prophoto-rgb -200 -200 -200)", nil
  ),
  ("colorfunction", "color(display-p3 -200 -200 -200)", "color(display-p3 -200 -200 -200)", nil),
  ("colorfunction", "color(srgb -200 -200 -200 / -200)", "color(srgb -200 -200 -200 / 0)", nil),
  (
    "colorfunction", "color(srgb-linear -200 -200 -200 / -200)",
    "color(srgb-linear -200 -200 -200 / 0)", nil
  ),
  (
    "colorfunction", "color(a98-rgb -200 -200 -200 / -200)", "color(a98-rgb -200 -200 -200 / 0)",
    nil
  ),
  (
    "colorfunction", "color(rec2020 -200 -200 -200 / -200)", "color(rec2020 -200 -200 -200 / 0)",
    nil
  ),
  (
    "colorfunction", "color(prophoto-rgb -200 -200 -200 / -200)",
    "color(prophoto-rgb -200 -200 -200 / 0)", nil
  ),
  (
    "colorfunction", "color(display-p3 -200 -200 -200 / -200)",
    "color(display-p3 -200 -200 -200 / 0)", nil
  ),
  ("colorfunction", "color(srgb 200% 200% 200%)", "color(srgb 2 2 2)", nil),
  ("colorfunction", "color(srgb-linear 200% 200% 200%)", "color(srgb-linear 2 2 2)", nil),
  ("colorfunction", "color(a98-rgb 200% 200% 200%)", "color(a98-rgb 2 2 2)", nil),
  ("colorfunction", "color(rec2020 200% 200% 200%)", "color(rec2020 2 2 2)", nil),
  ("colorfunction", "color(prophoto-rgb 200% 200% 200%)", "color(prophoto-rgb 2 2 2)", nil),
  ("colorfunction", "color(display-p3 200% 200% 200%)", "color(display-p3 2 2 2)", nil),
  ("colorfunction", "color(srgb 200% 200% 200% / 200%)", "color(srgb 2 2 2)", nil),
  ("colorfunction", "color(srgb-linear 200% 200% 200% / 200%)", "color(srgb-linear 2 2 2)", nil),
  ("colorfunction", "color(a98-rgb 200% 200% 200% / 200%)", "color(a98-rgb 2 2 2)", nil),
  ("colorfunction", "color(rec2020 200% 200% 200% / 200%)", "color(rec2020 2 2 2)", nil),
  ("colorfunction", "color(prophoto-rgb 200% 200% 200% / 200%)", "color(prophoto-rgb 2 2 2)", nil),
  ("colorfunction", "color(display-p3 200% 200% 200% / 200%)", "color(display-p3 2 2 2)", nil),
  ("colorfunction", "color(srgb -200% -200% -200% / -200%)", "color(srgb -2 -2 -2 / 0)", nil),
  (
    "colorfunction", "color(srgb-linear -200% -200% -200% / -200%)",
    "color(srgb-linear -2 -2 -2 / 0)", nil
  ),
  ("colorfunction", "color(a98-rgb -200% -200% -200% / -200%)", "color(a98-rgb -2 -2 -2 / 0)", nil),
  ("colorfunction", "color(rec2020 -200% -200% -200% / -200%)", "color(rec2020 -2 -2 -2 / 0)", nil),
  (
    "colorfunction", "color(prophoto-rgb -200% -200% -200% / -200%)",
    "color(prophoto-rgb -2 -2 -2 / 0)", nil
  ),
  (
    "colorfunction", "color(display-p3 -200% -200% -200% / -200%)",
    "color(display-p3 -2 -2 -2 / 0)", nil
  ),
  ("colorfunction", "color(srgb none none none / none)", "color(srgb none none none / none)", nil),
  (
    "colorfunction", "color(srgb-linear none none none / none)",
    "color(srgb-linear none none none / none)", nil
  ),
  (
    "colorfunction", "color(a98-rgb none none none / none)", "color(a98-rgb none none none / none)",
    nil
  ),
  (
    "colorfunction", "color(rec2020 none none none / none)", "color(rec2020 none none none / none)",
    nil
  ),
  (
    "colorfunction", "color(prophoto-rgb none none none / none)",
    "color(prophoto-rgb none none none / none)", nil
  ),
  (
    "colorfunction", "color(display-p3 none none none / none)",
    "color(display-p3 none none none / none)", nil
  ),
  ("colorfunction", "color(srgb none none none)", "color(srgb none none none)", nil),
  ("colorfunction", "color(srgb-linear none none none)", "color(srgb-linear none none none)", nil),
  ("colorfunction", "color(a98-rgb none none none)", "color(a98-rgb none none none)", nil),
  ("colorfunction", "color(rec2020 none none none)", "color(rec2020 none none none)", nil),
  (
    "colorfunction", "color(prophoto-rgb none none none)", "color(prophoto-rgb none none none)", nil
  ),
  ("colorfunction", "color(display-p3 none none none)", "color(display-p3 none none none)", nil),
  ("colorfunction", "color(srgb 10% none none / none)", "color(srgb 0.1 none none / none)", nil),
  (
    "colorfunction", "color(srgb-linear 10% none none / none)",
    "color(srgb-linear 0.1 none none / none)", nil
  ),
  (
    "colorfunction", "color(a98-rgb 10% none none / none)", "color(a98-rgb 0.1 none none / none)",
    nil
  ),
  (
    "colorfunction", "color(rec2020 10% none none / none)", "color(rec2020 0.1 none none / none)",
    nil
  ),
  (
    "colorfunction", "color(prophoto-rgb 10% none none / none)",
    "color(prophoto-rgb 0.1 none none / none)", nil
  ),
  (
    "colorfunction", "color(display-p3 10% none none / none)",
    "color(display-p3 0.1 none none / none)", nil
  ),
  ("colorfunction", "color(srgb none none none / 0.5)", "color(srgb none none none / 0.5)", nil),
  (
    "colorfunction", "color(srgb-linear none none none / 0.5)",
    "color(srgb-linear none none none / 0.5)", nil
  ),
  (
    "colorfunction", "color(a98-rgb none none none / 0.5)", "color(a98-rgb none none none / 0.5)",
    nil
  ),
  (
    "colorfunction", "color(rec2020 none none none / 0.5)", "color(rec2020 none none none / 0.5)",
    nil
  ),
  (
    "colorfunction", "color(prophoto-rgb none none none / 0.5)",
    "color(prophoto-rgb none none none / 0.5)", nil
  ),
  (
    "colorfunction", "color(display-p3 none none none / 0.5)",
    "color(display-p3 none none none / 0.5)", nil
  ),
  ("colorfunction", "color(srgb 0 0 0 / none)", "color(srgb 0 0 0 / none)", nil),
  ("colorfunction", "color(srgb-linear 0 0 0 / none)", "color(srgb-linear 0 0 0 / none)", nil),
  ("colorfunction", "color(a98-rgb 0 0 0 / none)", "color(a98-rgb 0 0 0 / none)", nil),
  ("colorfunction", "color(rec2020 0 0 0 / none)", "color(rec2020 0 0 0 / none)", nil),
  ("colorfunction", "color(prophoto-rgb 0 0 0 / none)", "color(prophoto-rgb 0 0 0 / none)", nil),
  ("colorfunction", "color(display-p3 0 0 0 / none)", "color(display-p3 0 0 0 / none)", nil),
  ("colorfunction", "color(xyz 0 0 0)", "color(xyz-d65 0 0 0)", nil),
  ("colorfunction", "color(xyz-d50 0 0 0)", "color(xyz-d50 0 0 0)", nil),
  ("colorfunction", "color(xyz-d65 0 0 0)", "color(xyz-d65 0 0 0)", nil),
  ("colorfunction", "color(xyz 0 0 0 / 1)", "color(xyz-d65 0 0 0)", nil),
  ("colorfunction", "color(xyz-d50 0 0 0 / 1)", "color(xyz-d50 0 0 0)", nil),
  ("colorfunction", "color(xyz-d65 0 0 0 / 1)", "color(xyz-d65 0 0 0)", nil),
  ("colorfunction", "color(xyz 1 1 1)", "color(xyz-d65 1 1 1)", nil),
  ("colorfunction", "color(xyz-d50 1 1 1)", "color(xyz-d50 1 1 1)", nil),
  ("colorfunction", "color(xyz-d65 1 1 1)", "color(xyz-d65 1 1 1)", nil),
  ("colorfunction", "color(xyz 1 1 1 / 1)", "color(xyz-d65 1 1 1)", nil),
  ("colorfunction", "color(xyz-d50 1 1 1 / 1)", "color(xyz-d50 1 1 1)", nil),
  ("colorfunction", "color(xyz-d65 1 1 1 / 1)", "color(xyz-d65 1 1 1)", nil),
  ("colorfunction", "color(xyz -1 -1 -1)", "color(xyz-d65 -1 -1 -1)", nil),
  ("colorfunction", "color(xyz-d50 -1 -1 -1)", "color(xyz-d50 -1 -1 -1)", nil),
  ("colorfunction", "color(xyz-d65 -1 -1 -1)", "color(xyz-d65 -1 -1 -1)", nil),
  ("colorfunction", "color(xyz 0.1 0.1 0.1)", "color(xyz-d65 0.1 0.1 0.1)", nil),
  ("colorfunction", "color(xyz-d50 0.1 0.1 0.1)", "color(xyz-d50 0.1 0.1 0.1)", nil),
  ("colorfunction", "color(xyz-d65 0.1 0.1 0.1)", "color(xyz-d65 0.1 0.1 0.1)", nil),
  ("colorfunction", "color(xyz 10 10 10)", "color(xyz-d65 10 10 10)", nil),
  ("colorfunction", "color(xyz-d50 10 10 10)", "color(xyz-d50 10 10 10)", nil),
  ("colorfunction", "color(xyz-d65 10 10 10)", "color(xyz-d65 10 10 10)", nil),
  ("colorfunction", "color(xyz .2 .2 .25)", "color(xyz-d65 0.2 0.2 0.25)", nil),
  ("colorfunction", "color(xyz-d50 .2 .2 .25)", "color(xyz-d50 0.2 0.2 0.25)", nil),
  ("colorfunction", "color(xyz-d65 .2 .2 .25)", "color(xyz-d65 0.2 0.2 0.25)", nil),
  ("colorfunction", "color(xyz 0 0 0 / 0.5)", "color(xyz-d65 0 0 0 / 0.5)", nil),
  ("colorfunction", "color(xyz-d50 0 0 0 / 0.5)", "color(xyz-d50 0 0 0 / 0.5)", nil),
  ("colorfunction", "color(xyz-d65 0 0 0 / 0.5)", "color(xyz-d65 0 0 0 / 0.5)", nil),
  ("colorfunction", "color(xyz .20 0 10/0.5)", "color(xyz-d65 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(xyz-d50 .20 0 10/0.5)", "color(xyz-d50 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(xyz-d65 .20 0 10/0.5)", "color(xyz-d65 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(xyz .20 0 10/50%)", "color(xyz-d65 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(xyz-d50 .20 0 10/50%)", "color(xyz-d50 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(xyz-d65 .20 0 10/50%)", "color(xyz-d65 0.2 0 10 / 0.5)", nil),
  ("colorfunction", "color(xyz 0 0 0 / -10%)", "color(xyz-d65 0 0 0 / 0)", nil),
  ("colorfunction", "color(xyz-d50 0 0 0 / -10%)", "color(xyz-d50 0 0 0 / 0)", nil),
  ("colorfunction", "color(xyz-d65 0 0 0 / -10%)", "color(xyz-d65 0 0 0 / 0)", nil),
  ("colorfunction", "color(xyz 0 0 0 / 110%)", "color(xyz-d65 0 0 0)", nil),
  ("colorfunction", "color(xyz-d50 0 0 0 / 110%)", "color(xyz-d50 0 0 0)", nil),
  ("colorfunction", "color(xyz-d65 0 0 0 / 110%)", "color(xyz-d65 0 0 0)", nil),
  ("colorfunction", "color(xyz 0 0 0 / 300%)", "color(xyz-d65 0 0 0)", nil),
  ("colorfunction", "color(xyz-d50 0 0 0 / 300%)", "color(xyz-d50 0 0 0)", nil),
  ("colorfunction", "color(xyz-d65 0 0 0 / 300%)", "color(xyz-d65 0 0 0)", nil),
  (
    "colorfunction", "color(xyz none none none / none)", "color(xyz-d65 none none none / none)", nil
  ),
  (
    "colorfunction", "color(xyz-d50 none none none / none)", "color(xyz-d50 none none none / none)",
    nil
  ),
  (
    "colorfunction", "color(xyz-d65 none none none / none)", "color(xyz-d65 none none none / none)",
    nil
  ),
  ("colorfunction", "color(xyz none none none)", "color(xyz-d65 none none none)", nil),
  ("colorfunction", "color(xyz-d50 none none none)", "color(xyz-d50 none none none)", nil),
  ("colorfunction", "color(xyz-d65 none none none)", "color(xyz-d65 none none none)", nil),
  ("colorfunction", "color(xyz 0.2 none none / none)", "color(xyz-d65 0.2 none none / none)", nil),
  (
    "colorfunction", "color(xyz-d50 0.2 none none / none)", "color(xyz-d50 0.2 none none / none)",
    nil
  ),
  (
    "colorfunction", "color(xyz-d65 0.2 none none / none)", "color(xyz-d65 0.2 none none / none)",
    nil
  ),
  ("colorfunction", "color(xyz none none none / 0.5)", "color(xyz-d65 none none none / 0.5)", nil),
  (
    "colorfunction", "color(xyz-d50 none none none / 0.5)", "color(xyz-d50 none none none / 0.5)",
    nil
  ),
  (
    "colorfunction", "color(xyz-d65 none none none / 0.5)", "color(xyz-d65 none none none / 0.5)",
    nil
  ),
  ("colorfunction", "color(xyz 0 0 0 / none)", "color(xyz-d65 0 0 0 / none)", nil),
  ("colorfunction", "color(xyz-d50 0 0 0 / none)", "color(xyz-d50 0 0 0 / none)", nil),
  ("colorfunction", "color(xyz-d65 0 0 0 / none)", "color(xyz-d65 0 0 0 / none)", nil),
  ("colorfunction", "color(srgb 1.00 0.50 0.200)", "color(srgb 1 0.5 0.2)", nil),
  ("colorfunction", "color(srgb-linear 1.00 0.50 0.200)", "color(srgb-linear 1 0.5 0.2)", nil),
  ("colorfunction", "color(display-p3 1.00 0.50 0.200)", "color(display-p3 1 0.5 0.2)", nil),
  ("colorfunction", "color(a98-rgb 1.00 0.50 0.200)", "color(a98-rgb 1 0.5 0.2)", nil),
  ("colorfunction", "color(srgb 100% 50% 20%)", "color(srgb 1 0.5 0.2)", nil),
  ("colorfunction", "color(srgb-linear 100% 50% 20%)", "color(srgb-linear 1 0.5 0.2)", nil),
  ("colorfunction", "color(display-p3 100% 50% 20%)", "color(display-p3 1 0.5 0.2)", nil),
  ("colorfunction", "color(a98-rgb 100% 50% 20%)", "color(a98-rgb 1 0.5 0.2)", nil),
  ("colorfunction", "color(srgb 100% 0.5 20%)", "color(srgb 1 0.5 0.2)", nil),
  ("colorfunction", "color(srgb-linear 100% 0.5 20%)", "color(srgb-linear 1 0.5 0.2)", nil),
  ("colorfunction", "color(display-p3 100% 0.5 20%)", "color(display-p3 1 0.5 0.2)", nil),
  ("colorfunction", "color(a98-rgb 100% 0.5 20%)", "color(a98-rgb 1 0.5 0.2)", nil),
  ("colorfunction", "color(srgb 1.00 50% 0.2)", "color(srgb 1 0.5 0.2)", nil),
  ("colorfunction", "color(srgb-linear 1.00 50% 0.2)", "color(srgb-linear 1 0.5 0.2)", nil),
  ("colorfunction", "color(display-p3 1.00 50% 0.2)", "color(display-p3 1 0.5 0.2)", nil),
  ("colorfunction", "color(a98-rgb 1.00 50% 0.2)", "color(a98-rgb 1 0.5 0.2)", nil),
  ("colorfunction", "color(srgb none none none)", "color(srgb none none none)", nil),
  ("colorfunction", "color(srgb-linear none none none)", "color(srgb-linear none none none)", nil),
  ("colorfunction", "color(display-p3 none none none)", "color(display-p3 none none none)", nil),
  ("colorfunction", "color(a98-rgb none none none)", "color(a98-rgb none none none)", nil),
  ("colorfunction", "color(srgb 1.00 none 0.2)", "color(srgb 1 none 0.2)", nil),
  ("colorfunction", "color(srgb-linear 1.00 none 0.2)", "color(srgb-linear 1 none 0.2)", nil),
  ("colorfunction", "color(display-p3 1.00 none 0.2)", "color(display-p3 1 none 0.2)", nil),
  ("colorfunction", "color(a98-rgb 1.00 none 0.2)", "color(a98-rgb 1 none 0.2)", nil),
  ("colorfunction", "color(srgb 100% none 20%)", "color(srgb 1 none 0.2)", nil),
  ("colorfunction", "color(srgb-linear 100% none 20%)", "color(srgb-linear 1 none 0.2)", nil),
  ("colorfunction", "color(display-p3 100% none 20%)", "color(display-p3 1 none 0.2)", nil),
  ("colorfunction", "color(a98-rgb 100% none 20%)", "color(a98-rgb 1 none 0.2)", nil),
  ("colorfunction", "color(srgb 100% none 0.2)", "color(srgb 1 none 0.2)", nil),
  ("colorfunction", "color(srgb-linear 100% none 0.2)", "color(srgb-linear 1 none 0.2)", nil),
  ("colorfunction", "color(display-p3 100% none 0.2)", "color(display-p3 1 none 0.2)", nil),
  ("colorfunction", "color(a98-rgb 100% none 0.2)", "color(a98-rgb 1 none 0.2)", nil),
  ("colorfunction", "color(srgb 1.00 0.50 0.200 / 0.6)", "color(srgb 1 0.5 0.2 / 0.6)", nil),
  (
    "colorfunction", "color(srgb-linear 1.00 0.50 0.200 / 0.6)",
    "color(srgb-linear 1 0.5 0.2 / 0.6)", nil
  ),
  (
    "colorfunction", "color(display-p3 1.00 0.50 0.200 / 0.6)", "color(display-p3 1 0.5 0.2 / 0.6)",
    nil
  ),
  ("colorfunction", "color(a98-rgb 1.00 0.50 0.200 / 0.6)", "color(a98-rgb 1 0.5 0.2 / 0.6)", nil),
  ("colorfunction", "color(srgb 100% 50% 20% / 60%)", "color(srgb 1 0.5 0.2 / 0.6)", nil),
  (
    "colorfunction", "color(srgb-linear 100% 50% 20% / 60%)", "color(srgb-linear 1 0.5 0.2 / 0.6)",
    nil
  ),
  (
    "colorfunction", "color(display-p3 100% 50% 20% / 60%)", "color(display-p3 1 0.5 0.2 / 0.6)",
    nil
  ),
  ("colorfunction", "color(a98-rgb 100% 50% 20% / 60%)", "color(a98-rgb 1 0.5 0.2 / 0.6)", nil),
  ("colorfunction", "color(srgb 100% 0.5 20% / 0.6)", "color(srgb 1 0.5 0.2 / 0.6)", nil),
  (
    "colorfunction", "color(srgb-linear 100% 0.5 20% / 0.6)", "color(srgb-linear 1 0.5 0.2 / 0.6)",
    nil
  ),
  (
    "colorfunction", "color(display-p3 100% 0.5 20% / 0.6)", "color(display-p3 1 0.5 0.2 / 0.6)",
    nil
  ),
  ("colorfunction", "color(a98-rgb 100% 0.5 20% / 0.6)", "color(a98-rgb 1 0.5 0.2 / 0.6)", nil),
  ("colorfunction", "color(srgb 1.00 50% 0.2 / 60%)", "color(srgb 1 0.5 0.2 / 0.6)", nil),
  (
    "colorfunction", "color(srgb-linear 1.00 50% 0.2 / 60%)", "color(srgb-linear 1 0.5 0.2 / 0.6)",
    nil
  ),
  (
    "colorfunction", "color(display-p3 1.00 50% 0.2 / 60%)", "color(display-p3 1 0.5 0.2 / 0.6)",
    nil
  ),
  ("colorfunction", "color(a98-rgb 1.00 50% 0.2 / 60%)", "color(a98-rgb 1 0.5 0.2 / 0.6)", nil),
  ("colorfunction", "color(srgb none none none / none)", "color(srgb none none none / none)", nil),
  (
    "colorfunction", "color(srgb-linear none none none / none)",
    "color(srgb-linear none none none / none)", nil
  ),
  (
    "colorfunction", "color(display-p3 none none none / none)",
    "color(display-p3 none none none / none)", nil
  ),
  (
    "colorfunction", "color(a98-rgb none none none / none)", "color(a98-rgb none none none / none)",
    nil
  ),
  ("colorfunction", "color(srgb 1.00 none 0.2 / none)", "color(srgb 1 none 0.2 / none)", nil),
  (
    "colorfunction", "color(srgb-linear 1.00 none 0.2 / none)",
    "color(srgb-linear 1 none 0.2 / none)", nil
  ),
  (
    "colorfunction", "color(display-p3 1.00 none 0.2 / none)",
    "color(display-p3 1 none 0.2 / none)", nil
  ),
  ("colorfunction", "color(a98-rgb 1.00 none 0.2 / none)", "color(a98-rgb 1 none 0.2 / none)", nil),
  ("colorfunction", "color(srgb 100% none 20% / 30%)", "color(srgb 1 none 0.2 / 0.3)", nil),
  (
    "colorfunction", "color(srgb-linear 100% none 20% / 30%)",
    "color(srgb-linear 1 none 0.2 / 0.3)", nil
  ),
  (
    "colorfunction", "color(display-p3 100% none 20% / 30%)", "color(display-p3 1 none 0.2 / 0.3)",
    nil
  ),
  ("colorfunction", "color(a98-rgb 100% none 20% / 30%)", "color(a98-rgb 1 none 0.2 / 0.3)", nil),
  ("colorfunction", "color(srgb 100% none 0.2 / 23.7%)", "color(srgb 1 none 0.2 / 0.237)", nil),
  (
    "colorfunction", "color(srgb-linear 100% none 0.2 / 23.7%)",
    "color(srgb-linear 1 none 0.2 / 0.237)", nil
  ),
  (
    "colorfunction", "color(display-p3 100% none 0.2 / 23.7%)",
    "color(display-p3 1 none 0.2 / 0.237)", nil
  ),
  (
    "colorfunction", "color(a98-rgb 100% none 0.2 / 23.7%)", "color(a98-rgb 1 none 0.2 / 0.237)",
    nil
  ),
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
  ("mix3", "color-mix(in lch, lch(10 20 none), lch(50 60 70deg))", "lch(30 40 70)", nil),
  ("mix3", "color-mix(in lch, lch(10 20 30deg), lch(50 60 none))", "lch(30 40 30)", nil),
  ("mix3", "color-mix(in lch, lch(none 20 30deg), lch(50 none 70deg))", "lch(50 20 50)", nil),
  ("mix3", "color-mix(in lch, lch(10 20 30deg / none), lch(50 60 70deg))", "lch(30 40 50)", nil),
  (
    "mix3", "color-mix(in lch, lch(10 20 30deg / none), lch(50 60 70deg / 0.5))",
    "lch(30 40 50 / 0.5)", nil
  ),
  (
    "mix3", "color-mix(in lch, lch(10 20 30deg / none), lch(50 60 70deg / none))",
    "lch(30 40 50 / none)", nil
  ),
  (
    "mix3", "color-mix(in lch, lch(0.1 0.2 30deg / 25%) 0%, lch(0.5 none none / none))",
    "lch(0.5 0.2 30 / 0.25)", nil
  ),
  (
    "mix3", "color-mix(in lch, lch(0.1 0.2 30deg / 25%) 0%, lch(none 0.5 none / none))",
    "lch(0.1 0.5 30 / 0.25)", nil
  ),
  (
    "mix3", "color-mix(in lch, lch(0.1 0.2 30deg / 25%) 0%, lch(none none 90deg / none))",
    "lch(0.1 0.2 90 / 0.25)", nil
  ),
  (
    "mix3", "color-mix(in lch, lch(0.1 0.2 30deg / 25%) 0%, lch(0.5 0.5 none / none))",
    "lch(0.5 0.5 30 / 0.25)", nil
  ),
  (
    "mix3", "color-mix(in lch, lch(0.1 0.2 30deg / 25%) 0%, lch(none none none / 0.5))",
    "lch(0.1 0.2 30 / 0.5)", nil
  ),
  (
    "mix3", "color-mix(in lch, lch(0.1 0.2 30deg / 25%) 0%, lch(0.5 none none / 0.5))",
    "lch(0.5 0.2 30 / 0.5)", nil
  ),
  ("mix3", "color-mix(in lch, lab(50 0 0), black)", "lch(25 0 none)", nil),
  (
    "mix3", "color-mix(in lch, lch(10% 20 30deg) 0%, lch(50% 60 70deg) 0%)", "lch(30 40 50 / 0)",
    nil
  ),
  (
    "mix3", "color-mix(in lch, lch(10% 20 30deg / .4) 0%, lch(50% 60 70deg / .8) 0%)",
    "lch(36.66666667 46.66666667 50 / 0)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg), oklch(0.5 0.6 70deg))", "oklch(0.3 0.4 50)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg) 25%, oklch(0.5 0.6 70deg))",
    "oklch(0.4 0.5 60)", nil
  ),
  (
    "mix3", "color-mix(in oklch, 25% oklch(0.1 0.2 30deg), oklch(0.5 0.6 70deg))",
    "oklch(0.4 0.5 60)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg), 25% oklch(0.5 0.6 70deg))",
    "oklch(0.2 0.3 40)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg), oklch(0.5 0.6 70deg) 25%)",
    "oklch(0.2 0.3 40)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg) 25%, oklch(0.5 0.6 70deg) 75%)",
    "oklch(0.4 0.5 60)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg) 30%, oklch(0.5 0.6 70deg) 90%)",
    "oklch(0.4 0.5 60)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg) 12.5%, oklch(0.5 0.6 70deg) 37.5%)",
    "oklch(0.4 0.5 60 / 0.5)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg) 0%, oklch(0.5 0.6 70deg))",
    "oklch(0.5 0.6 70)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / .4), oklch(0.5 0.6 70deg / .8))",
    "oklch(0.36666667 0.46666667 50 / 0.6)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / .4) 25%, oklch(0.5 0.6 70deg / .8))",
    "oklch(0.44285714 0.54285714 60 / 0.7)", nil
  ),
  (
    "mix3", "color-mix(in oklch, 25% oklch(0.1 0.2 30deg / .4), oklch(0.5 0.6 70deg / .8))",
    "oklch(0.44285714 0.54285714 60 / 0.7)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / .4), 25% oklch(0.5 0.6 70deg / .8))",
    "oklch(0.26 0.36 40 / 0.5)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / .4), oklch(0.5 0.6 70deg / .8) 25%)",
    "oklch(0.26 0.36 40 / 0.5)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / .4) 25%, oklch(0.5 0.6 70deg / .8) 75%)",
    "oklch(0.44285714 0.54285714 60 / 0.7)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / .4) 30%, oklch(0.5 0.6 70deg / .8) 90%)",
    "oklch(0.44285714 0.54285714 60 / 0.7)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / .4) 12.5%, oklch(0.5 0.6 70deg / .8) 37.5%)",
    "oklch(0.44285714 0.54285714 60 / 0.35)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / .4) 0%, oklch(0.5 0.6 70deg / .8))",
    "oklch(0.5 0.6 70 / 0.8)", nil
  ),
  ("mix3", "color-mix(in oklch, transparent, oklch(0.3 40 30deg))", "oklch(0.3 40 30 / 0.5)", nil),
  (
    "mix3", "color-mix(in oklch, transparent 10%, oklch(0.3 40 30deg))", "oklch(0.3 40 30 / 0.9)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 20 120deg / 0), oklch(0.3 40 30deg))",
    "oklch(0.3 40 75 / 0.5)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 20 120deg / 0) 10%, oklch(0.3 40 30deg))",
    "oklch(0.3 40 39 / 0.9)", nil
  ),
  ("mix3", "color-mix(in oklch, white, blue)", "oklch(0.72600686 0.15660719 264.05202262)", nil),
  (
    "mix3", "color-mix(in oklch, white 10%, blue)", "oklch(0.50681235 0.28189295 264.05202262)", nil
  ),
  ("mix3", "color-mix(in oklch, oklch(1 0 40deg), oklch(1 0 60deg))", "oklch(1 0 50)", nil),
  ("mix3", "color-mix(in oklch, oklch(1 0 60deg), oklch(1 0 40deg))", "oklch(1 0 50)", nil),
  ("mix3", "color-mix(in oklch, oklch(1 0 50deg), oklch(1 0 330deg))", "oklch(1 0 10)", nil),
  ("mix3", "color-mix(in oklch, oklch(1 0 330deg), oklch(1 0 50deg))", "oklch(1 0 10)", nil),
  ("mix3", "color-mix(in oklch, oklch(1 0 20deg), oklch(1 0 320deg))", "oklch(1 0 350)", nil),
  ("mix3", "color-mix(in oklch, oklch(1 0 320deg), oklch(1 0 20deg))", "oklch(1 0 350)", nil),
  (
    "mix3", "color-mix(in oklch shorter hue, oklch(1 0 40deg), oklch(1 0 60deg))", "oklch(1 0 50)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch shorter hue, oklch(1 0 60deg), oklch(1 0 40deg))", "oklch(1 0 50)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch shorter hue, oklch(1 0 50deg), oklch(1 0 330deg))", "oklch(1 0 10)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch shorter hue, oklch(1 0 330deg), oklch(1 0 50deg))", "oklch(1 0 10)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch shorter hue, oklch(1 0 20deg), oklch(1 0 320deg))",
    "oklch(1 0 350)", nil
  ),
  (
    "mix3", "color-mix(in oklch shorter hue, oklch(1 0 320deg), oklch(1 0 20deg))",
    "oklch(1 0 350)", nil
  ),
  (
    "mix3", "color-mix(in oklch shorter hue, red, white)",
    "oklch(0.81397768 0.12884165 29.23388028)", nil
  ),
  (
    "mix3", "color-mix(in oklch shorter hue, red, black)",
    "oklch(0.31397768 0.12884165 29.23388028)", nil
  ),
  (
    "mix3", "color-mix(in oklch shorter hue, red, transparent)",
    "oklch(0.62795536 0.2576833 29.23388028 / 0.5)", nil
  ),
  (
    "mix3", "color-mix(in oklch longer hue, oklch(1 0 40deg), oklch(1 0 60deg))", "oklch(1 0 230)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch longer hue, oklch(1 0 60deg), oklch(1 0 40deg))", "oklch(1 0 230)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch longer hue, oklch(1 0 50deg), oklch(1 0 330deg))", "oklch(1 0 190)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch longer hue, oklch(1 0 330deg), oklch(1 0 50deg))", "oklch(1 0 190)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch longer hue, oklch(1 0 20deg), oklch(1 0 320deg))", "oklch(1 0 170)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch longer hue, oklch(1 0 320deg), oklch(1 0 20deg))", "oklch(1 0 170)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch longer hue, red, white)",
    "oklch(0.81397768 0.12884165 209.23388028)", nil
  ),
  (
    "mix3", "color-mix(in oklch longer hue, red, black)",
    "oklch(0.31397768 0.12884165 209.23388028)", nil
  ),
  (
    "mix3", "color-mix(in oklch longer hue, red, transparent)",
    "oklch(0.62795536 0.2576833 209.23388028 / 0.5)", nil
  ),
  (
    "mix3", "color-mix(in oklch increasing hue, oklch(1 0 40deg), oklch(1 0 60deg))",
    "oklch(1 0 50)", nil
  ),
  (
    "mix3", "color-mix(in oklch increasing hue, oklch(1 0 60deg), oklch(1 0 40deg))",
    "oklch(1 0 230)", nil
  ),
  (
    "mix3", "color-mix(in oklch increasing hue, oklch(1 0 50deg), oklch(1 0 330deg))",
    "oklch(1 0 190)", nil
  ),
  (
    "mix3", "color-mix(in oklch increasing hue, oklch(1 0 330deg), oklch(1 0 50deg))",
    "oklch(1 0 10)", nil
  ),
  (
    "mix3", "color-mix(in oklch increasing hue, oklch(1 0 20deg), oklch(1 0 320deg))",
    "oklch(1 0 170)", nil
  ),
  (
    "mix3", "color-mix(in oklch increasing hue, oklch(1 0 320deg), oklch(1 0 20deg))",
    "oklch(1 0 350)", nil
  ),
  (
    "mix3", "color-mix(in oklch increasing hue, red, white)",
    "oklch(0.81397768 0.12884165 29.23388028)", nil
  ),
  (
    "mix3", "color-mix(in oklch increasing hue, red, black)",
    "oklch(0.31397768 0.12884165 29.23388028)", nil
  ),
  (
    "mix3", "color-mix(in oklch increasing hue, red, transparent)",
    "oklch(0.62795536 0.2576833 29.23388028 / 0.5)", nil
  ),
  (
    "mix3", "color-mix(in oklch decreasing hue, oklch(1 0 40deg), oklch(1 0 60deg))",
    "oklch(1 0 230)", nil
  ),
  (
    "mix3", "color-mix(in oklch decreasing hue, oklch(1 0 60deg), oklch(1 0 40deg))",
    "oklch(1 0 50)", nil
  ),
  (
    "mix3", "color-mix(in oklch decreasing hue, oklch(1 0 50deg), oklch(1 0 330deg))",
    "oklch(1 0 10)", nil
  ),
  (
    "mix3", "color-mix(in oklch decreasing hue, oklch(1 0 330deg), oklch(1 0 50deg))",
    "oklch(1 0 190)", nil
  ),
  (
    "mix3", "color-mix(in oklch decreasing hue, oklch(1 0 20deg), oklch(1 0 320deg))",
    "oklch(1 0 350)", nil
  ),
  (
    "mix3", "color-mix(in oklch decreasing hue, oklch(1 0 320deg), oklch(1 0 20deg))",
    "oklch(1 0 170)", nil
  ),
  (
    "mix3", "color-mix(in oklch decreasing hue, red, white)",
    "oklch(0.81397768 0.12884165 29.23388028)", nil
  ),
  (
    "mix3", "color-mix(in oklch decreasing hue, red, black)",
    "oklch(0.31397768 0.12884165 29.23388028)", nil
  ),
  (
    "mix3", "color-mix(in oklch decreasing hue, red, transparent)",
    "oklch(0.62795536 0.2576833 29.23388028 / 0.5)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(none none none), oklch(none none none))",
    "oklch(none none none)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(none none none), oklch(0.5 0.6 70deg))", "oklch(0.5 0.6 70)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg), oklch(none none none))", "oklch(0.1 0.2 30)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 none), oklch(0.5 0.6 70deg))", "oklch(0.3 0.4 70)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg), oklch(0.5 0.6 none))", "oklch(0.3 0.4 30)",
    nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(none 0.2 30deg), oklch(0.5 none 70deg))",
    "oklch(0.5 0.2 50)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / none), oklch(0.5 0.6 70deg))",
    "oklch(0.3 0.4 50)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / none), oklch(0.5 0.6 70deg / 0.5))",
    "oklch(0.3 0.4 50 / 0.5)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / none), oklch(0.5 0.6 70deg / none))",
    "oklch(0.3 0.4 50 / none)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / 25%) 0%, oklch(0.5 none none / none))",
    "oklch(0.5 0.2 30 / 0.25)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / 25%) 0%, oklch(none 0.5 none / none))",
    "oklch(0.1 0.5 30 / 0.25)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / 25%) 0%, oklch(none none 90deg / none))",
    "oklch(0.1 0.2 90 / 0.25)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / 25%) 0%, oklch(0.5 0.5 none / none))",
    "oklch(0.5 0.5 30 / 0.25)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / 25%) 0%, oklch(none none none / 0.5))",
    "oklch(0.1 0.2 30 / 0.5)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(0.1 0.2 30deg / 25%) 0%, oklch(0.5 none none / 0.5))",
    "oklch(0.5 0.2 30 / 0.5)", nil
  ),
  ("mix3", "color-mix(in oklch, oklab(0.5 0 0), black)", "oklch(0.25 0 none)", nil),
  (
    "mix3", "color-mix(in oklch, oklch(10% 20 30deg) 0%, oklch(50% 60 70deg) 0%)",
    "oklch(0.3 40 50 / 0)", nil
  ),
  (
    "mix3", "color-mix(in oklch, oklch(10% 20 30deg / .4) 0%, oklch(50% 60 70deg / .8) 0%)",
    "oklch(0.36666667 46.66666667 50 / 0)", nil
  ),
  ("mix3", "color-mix(in lab, lab(10 20 30), lab(50 60 70))", "lab(30 40 50)", nil),
  ("mix3", "color-mix(in lab, lab(10 20 30) 25%, lab(50 60 70))", "lab(40 50 60)", nil),
  ("mix3", "color-mix(in lab, 25% lab(10 20 30), lab(50 60 70))", "lab(40 50 60)", nil),
  ("mix3", "color-mix(in lab, lab(10 20 30), 25% lab(50 60 70))", "lab(20 30 40)", nil),
  ("mix3", "color-mix(in lab, lab(10 20 30), lab(50 60 70) 25%)", "lab(20 30 40)", nil),
  ("mix3", "color-mix(in lab, lab(10 20 30) 25%, lab(50 60 70) 75%)", "lab(40 50 60)", nil),
  ("mix3", "color-mix(in lab, lab(10 20 30) 30%, lab(50 60 70) 90%)", "lab(40 50 60)", nil),
  (
    "mix3", "color-mix(in lab, lab(10 20 30) 12.5%, lab(50 60 70) 37.5%)", "lab(40 50 60 / 0.5)",
    nil
  ),
  ("mix3", "color-mix(in lab, lab(10 20 30) 0%, lab(50 60 70))", "lab(50 60 70)", nil),
  (
    "mix3", "color-mix(in lab, lab(10 20 30 / .4), lab(50 60 70 / .8))",
    "lab(36.66666667 46.66666667 56.66666667 / 0.6)", nil
  ),
  (
    "mix3", "color-mix(in lab, lab(10 20 30 / .4) 25%, lab(50 60 70 / .8))",
    "lab(44.28571429 54.28571429 64.28571429 / 0.7)", nil
  ),
  (
    "mix3", "color-mix(in lab, 25% lab(10 20 30 / .4), lab(50 60 70 / .8))",
    "lab(44.28571429 54.28571429 64.28571429 / 0.7)", nil
  ),
  (
    "mix3", "color-mix(in lab, lab(10 20 30 / .4), 25% lab(50 60 70 / .8))", "lab(26 36 46 / 0.5)",
    nil
  ),
  (
    "mix3", "color-mix(in lab, lab(10 20 30 / .4), lab(50 60 70 / .8) 25%)", "lab(26 36 46 / 0.5)",
    nil
  ),
  (
    "mix3", "color-mix(in lab, lab(10 20 30 / .4) 25%, lab(50 60 70 / .8) 75%)",
    "lab(44.28571429 54.28571429 64.28571429 / 0.7)", nil
  ),
  (
    "mix3", "color-mix(in lab, lab(10 20 30 / .4) 30%, lab(50 60 70 / .8) 90%)",
    "lab(44.28571429 54.28571429 64.28571429 / 0.7)", nil
  ),
  (
    "mix3", "color-mix(in lab, lab(10 20 30 / .4) 12.5%, lab(50 60 70 / .8) 37.5%)",
    "lab(44.28571429 54.28571429 64.28571429 / 0.35)", nil
  ),
  (
    "mix3", "color-mix(in lab, lab(10 20 30 / .4) 0%, lab(50 60 70 / .8))", "lab(50 60 70 / 0.8)",
    nil
  ),
  ("mix3", "color-mix(in lab, transparent, lab(30 40 50))", "lab(30 40 50 / 0.5)", nil),
  ("mix3", "color-mix(in lab, transparent 10%, lab(30 40 50))", "lab(30 40 50 / 0.9)", nil),
  ("mix3", "color-mix(in lab, lab(10 20 30 / 0), lab(30 40 50))", "lab(30 40 50 / 0.5)", nil),
  ("mix3", "color-mix(in lab, lab(10 20 30 / 0) 10%, lab(30 40 50))", "lab(30 40 50 / 0.9)", nil),
  ("mix3", "color-mix(in lab, white, blue)", "lab(64.78415099 34.1436823 -56.01485476)", 0.1),
  ("mix3", "color-mix(in lab, white 10%, blue)", "lab(36.61147178 61.45862814 -100.82673857)", 0.1),
  (
    "mix3", "color-mix(in lab, lab(none none none), lab(none none none))", "lab(none none none)",
    nil
  ),
  ("mix4", "color-mix(in lab, lab(none none none), lab(50 60 70))", "lab(50 60 70)", nil),
  ("mix4", "color-mix(in lab, lab(10 20 30), lab(none none none))", "lab(10 20 30)", nil),
  ("mix4", "color-mix(in lab, lab(10 20 none), lab(50 60 70))", "lab(30 40 70)", nil),
  ("mix4", "color-mix(in lab, lab(10 20 30), lab(50 60 none))", "lab(30 40 30)", nil),
  ("mix4", "color-mix(in lab, lab(none 20 30), lab(50 none 70))", "lab(50 20 50)", nil),
  ("mix4", "color-mix(in lab, lab(10 20 30 / none), lab(50 60 70))", "lab(30 40 50)", nil),
  (
    "mix4", "color-mix(in lab, lab(10 20 30 / none), lab(50 60 70 / 0.5))", "lab(30 40 50 / 0.5)",
    nil
  ),
  (
    "mix4", "color-mix(in lab, lab(10 20 30 / none), lab(50 60 70 / none))", "lab(30 40 50 / none)",
    nil
  ),
  (
    "mix4", "color-mix(in lab, lab(10 20 30 / 25%) 0%, lab(50 none none / none))",
    "lab(50 20 30 / 0.25)", nil
  ),
  (
    "mix4", "color-mix(in lab, lab(10 20 30 / 25%) 0%, lab(none 50 none / none))",
    "lab(10 50 30 / 0.25)", nil
  ),
  (
    "mix4", "color-mix(in lab, lab(10 20 30 / 25%) 0%, lab(none none 90 / none))",
    "lab(10 20 90 / 0.25)", nil
  ),
  (
    "mix4", "color-mix(in lab, lab(10 20 30 / 25%) 0%, lab(50 50 none / none))",
    "lab(50 50 30 / 0.25)", nil
  ),
  (
    "mix4", "color-mix(in lab, lab(10 20 30 / 25%) 0%, lab(none none none / 0.5))",
    "lab(10 20 30 / 0.5)", nil
  ),
  (
    "mix4", "color-mix(in lab, lab(10 20 30 / 25%) 0%, lab(50 none none / 0.5))",
    "lab(50 20 30 / 0.5)", nil
  ),
  ("mix4", "color-mix(in lab, lab(10% 20 30) 0%, lab(50% 60 70) 0%)", "lab(30 40 50 / 0)", nil),
  (
    "mix4", "color-mix(in lab, lab(10% 20 30 / .4) 0%, lab(50% 60 70 / .8) 0%)",
    "lab(36.66666667 46.66666667 56.66666667 / 0)", nil
  ),
  ("mix4", "color-mix(in srgb, red 50%,       blue 50%)", "color(srgb 0.5 0 0.5)", nil),
  ("mix4", "color-mix(in srgb, red 10%,       blue 90%)", "color(srgb 0.1 0 0.9)", nil),
  (
    "mix4", "color-mix(in srgb, red 50%,       blue 40%)", "color(srgb 0.555556 0 0.444444 / 0.9)",
    nil
  ),
  (
    "mix4", "color-mix(in srgb, red 40%,       blue 50%)", "color(srgb 0.444444 0 0.555556 / 0.9)",
    nil
  ),
  (
    "mix4", "color-mix(in srgb, red 30%,       blue 40%)", "color(srgb 0.428571 0 0.571429 / 0.7)",
    nil
  ),
  ("mix4", "color-mix(in srgb, red 75%,       blue 75%)", "color(srgb 0.5 0 0.5)", nil),
  ("mix4", "color-mix(in srgb, red 50%,       blue)", "color(srgb 0.5 0 0.5)", nil),
  ("mix4", "color-mix(in srgb, red 10%,       blue)", "color(srgb 0.1 0 0.9)", nil),
  ("mix4", "color-mix(in srgb, red,           blue 50%)", "color(srgb 0.5 0 0.5)", nil),
  ("mix4", "color-mix(in srgb, red,           blue 90%)", "color(srgb 0.1 0 0.9)", nil),
  ("mix4", "color-mix(in srgb, red,           blue)", "color(srgb 0.5 0 0.5)", nil),
  (
    "mix4", "color-mix(in oklch, hsl(0 100% 100%), blue)",
    "oklch(0.72600686 0.15660719 264.05202262)", nil
  ),
  ("mix4", "color-mix(in srgb, red)", "color(srgb 1 0 0)", nil),
  ("mix4", "color-mix(in srgb, red 50%)", "color(srgb 1 0 0 / 0.5)", nil),
  (
    "mix4", "color-mix(in srgb, red, green, blue)", "color(srgb 0.33333333 0.16732026 0.33333333)",
    nil
  ),
  (
    "mix4", "color-mix(in srgb, red 50%, green 30%, blue 20%)", "color(srgb 0.5 0.15058824 0.2)",
    nil
  ),
  (
    "mix4", "color-mix(in srgb, red 30%, green 60%, blue 90%)",
    "color(srgb 0.16666667 0.16732026 0.5)", nil
  ),
  ("mix4", "color-mix(in srgb, red, green, blue, white)", "color(srgb 0.5 0.3754902 0.5)", nil),
  ("mix4", "color-mix(in srgb, red 0%)", "color(srgb 1 0 0 / 0)", nil),
  (
    "mix4", "color-mix(in srgb, red 0%, green 0%, blue 0%)", "color(srgb 0.25 0.1254902 0.5 / 0)",
    nil
  ),
  ("mix5", "color-mix(oklab(0.1 0.2 0.3), oklab(0.5 0.6 0.7))", "oklab(0.3 0.4 0.5)", nil),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3), oklab(0.5 0.6 0.7))", "oklab(0.3 0.4 0.5)", nil
  ),
  ("mix5", "color-mix(oklab(0.1 0.2 0.3) 25%, oklab(0.5 0.6 0.7))", "oklab(0.4 0.5 0.6)", nil),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3) 25%, oklab(0.5 0.6 0.7))", "oklab(0.4 0.5 0.6)",
    nil
  ),
  ("mix5", "color-mix(25% oklab(0.1 0.2 0.3), oklab(0.5 0.6 0.7))", "oklab(0.4 0.5 0.6)", nil),
  (
    "mix5", "color-mix(in oklab, 25% oklab(0.1 0.2 0.3), oklab(0.5 0.6 0.7))", "oklab(0.4 0.5 0.6)",
    nil
  ),
  ("mix5", "color-mix(oklab(0.1 0.2 0.3), 25% oklab(0.5 0.6 0.7))", "oklab(0.2 0.3 0.4)", nil),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3), 25% oklab(0.5 0.6 0.7))", "oklab(0.2 0.3 0.4)",
    nil
  ),
  ("mix5", "color-mix(oklab(0.1 0.2 0.3), oklab(0.5 0.6 0.7) 25%)", "oklab(0.2 0.3 0.4)", nil),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3), oklab(0.5 0.6 0.7) 25%)", "oklab(0.2 0.3 0.4)",
    nil
  ),
  ("mix5", "color-mix(oklab(0.1 0.2 0.3) 25%, oklab(0.5 0.6 0.7) 75%)", "oklab(0.4 0.5 0.6)", nil),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3) 25%, oklab(0.5 0.6 0.7) 75%)",
    "oklab(0.4 0.5 0.6)", nil
  ),
  ("mix5", "color-mix(oklab(0.1 0.2 0.3) 30%, oklab(0.5 0.6 0.7) 90%)", "oklab(0.4 0.5 0.6)", nil),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3) 30%, oklab(0.5 0.6 0.7) 90%)",
    "oklab(0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3) 12.5%, oklab(0.5 0.6 0.7) 37.5%)",
    "oklab(0.4 0.5 0.6 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3) 12.5%, oklab(0.5 0.6 0.7) 37.5%)",
    "oklab(0.4 0.5 0.6 / 0.5)", nil
  ),
  ("mix5", "color-mix(oklab(0.1 0.2 0.3) 0%, oklab(0.5 0.6 0.7))", "oklab(0.5 0.6 0.7)", nil),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3) 0%, oklab(0.5 0.6 0.7))", "oklab(0.5 0.6 0.7)",
    nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / .4), oklab(0.5 0.6 0.7 / .8))",
    "oklab(0.36666664 0.46666664 0.56666664 / 0.6)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / .4), oklab(0.5 0.6 0.7 / .8))",
    "oklab(0.36666664 0.46666664 0.56666664 / 0.6)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / .4) 25%, oklab(0.5 0.6 0.7 / .8))",
    "oklab(0.44285713 0.54285717 0.6428571 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / .4) 25%, oklab(0.5 0.6 0.7 / .8))",
    "oklab(0.44285713 0.54285717 0.6428571 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(25% oklab(0.1 0.2 0.3 / .4), oklab(0.5 0.6 0.7 / .8))",
    "oklab(0.44285713 0.54285717 0.6428571 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in oklab, 25% oklab(0.1 0.2 0.3 / .4), oklab(0.5 0.6 0.7 / .8))",
    "oklab(0.44285713 0.54285717 0.6428571 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / .4), 25% oklab(0.5 0.6 0.7 / .8))",
    "oklab(0.26 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / .4), 25% oklab(0.5 0.6 0.7 / .8))",
    "oklab(0.26 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / .4), oklab(0.5 0.6 0.7 / .8) 25%)",
    "oklab(0.26 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / .4), oklab(0.5 0.6 0.7 / .8) 25%)",
    "oklab(0.26 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / .4) 25%, oklab(0.5 0.6 0.7 / .8) 75%)",
    "oklab(0.44285713 0.54285717 0.6428571 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / .4) 25%, oklab(0.5 0.6 0.7 / .8) 75%)",
    "oklab(0.44285713 0.54285717 0.6428571 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / .4) 30%, oklab(0.5 0.6 0.7 / .8) 90%)",
    "oklab(0.44285713 0.54285717 0.6428571 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / .4) 30%, oklab(0.5 0.6 0.7 / .8) 90%)",
    "oklab(0.44285713 0.54285717 0.6428571 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / .4) 12.5%, oklab(0.5 0.6 0.7 / .8) 37.5%)",
    "oklab(0.44285713 0.54285717 0.6428571 / 0.35)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / .4) 12.5%, oklab(0.5 0.6 0.7 / .8) 37.5%)",
    "oklab(0.44285713 0.54285717 0.6428571 / 0.35)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / .4) 0%, oklab(0.5 0.6 0.7 / .8))",
    "oklab(0.5 0.6 0.7 / 0.8)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / .4) 0%, oklab(0.5 0.6 0.7 / .8))",
    "oklab(0.5 0.6 0.7 / 0.8)", nil
  ),
  ("mix5", "color-mix(transparent, oklab(0.3 0.4 0.5))", "oklab(0.3 0.4 0.5 / 0.5)", nil),
  ("mix5", "color-mix(in oklab, transparent, oklab(0.3 0.4 0.5))", "oklab(0.3 0.4 0.5 / 0.5)", nil),
  ("mix5", "color-mix(transparent 10%, oklab(0.3 0.4 0.5))", "oklab(0.3 0.4 0.5 / 0.9)", nil),
  (
    "mix5", "color-mix(in oklab, transparent 10%, oklab(0.3 0.4 0.5))", "oklab(0.3 0.4 0.5 / 0.9)",
    nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / 0), oklab(0.3 0.4 0.5))", "oklab(0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / 0), oklab(0.3 0.4 0.5))",
    "oklab(0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / 0) 10%, oklab(0.3 0.4 0.5))", "oklab(0.3 0.4 0.5 / 0.9)",
    nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / 0) 10%, oklab(0.3 0.4 0.5))",
    "oklab(0.3 0.4 0.5 / 0.9)", nil
  ),
  ("mix5", "color-mix(white, blue)", "oklab(0.726 -0.016 -0.156)", 0.001),
  ("mix5", "color-mix(in oklab, white, blue)", "oklab(0.726 -0.016 -0.156)", 0.001),
  ("mix5", "color-mix(white 10%, blue)", "oklab(0.507 -0.029 -0.28)", 0.001),
  ("mix5", "color-mix(in oklab, white 10%, blue)", "oklab(0.507 -0.029 -0.28)", 0.001),
  ("mix5", "color-mix(oklab(none none none), oklab(none none none))", "oklab(none none none)", nil),
  (
    "mix5", "color-mix(in oklab, oklab(none none none), oklab(none none none))",
    "oklab(none none none)", nil
  ),
  ("mix5", "color-mix(oklab(none none none), oklab(0.5 0.6 0.7))", "oklab(0.5 0.6 0.7)", nil),
  (
    "mix5", "color-mix(in oklab, oklab(none none none), oklab(0.5 0.6 0.7))", "oklab(0.5 0.6 0.7)",
    nil
  ),
  ("mix5", "color-mix(oklab(0.1 0.2 0.3), oklab(none none none))", "oklab(0.1 0.2 0.3)", nil),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3), oklab(none none none))", "oklab(0.1 0.2 0.3)",
    nil
  ),
  ("mix5", "color-mix(oklab(0.1 0.2 none), oklab(0.5 0.6 0.7))", "oklab(0.3 0.4 0.7)", nil),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 none), oklab(0.5 0.6 0.7))", "oklab(0.3 0.4 0.7)",
    nil
  ),
  ("mix5", "color-mix(oklab(0.1 0.2 0.3), oklab(0.5 0.6 none))", "oklab(0.3 0.4 0.3)", nil),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3), oklab(0.5 0.6 none))", "oklab(0.3 0.4 0.3)",
    nil
  ),
  ("mix5", "color-mix(oklab(none 0.2 0.3), oklab(0.5 none 0.7))", "oklab(0.5 0.2 0.5)", nil),
  (
    "mix5", "color-mix(in oklab, oklab(none 0.2 0.3), oklab(0.5 none 0.7))", "oklab(0.5 0.2 0.5)",
    nil
  ),
  ("mix5", "color-mix(oklab(0.1 0.2 0.3 / none), oklab(0.5 0.6 0.7))", "oklab(0.3 0.4 0.5)", nil),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / none), oklab(0.5 0.6 0.7))",
    "oklab(0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / none), oklab(0.5 0.6 0.7 / 0.5))",
    "oklab(0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / none), oklab(0.5 0.6 0.7 / 0.5))",
    "oklab(0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / none), oklab(0.5 0.6 0.7 / none))",
    "oklab(0.3 0.4 0.5 / none)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / none), oklab(0.5 0.6 0.7 / none))",
    "oklab(0.3 0.4 0.5 / none)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / 25%) 0%, oklab(0.5 none none / none))",
    "oklab(0.5 0.2 0.3 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / 25%) 0%, oklab(0.5 none none / none))",
    "oklab(0.5 0.2 0.3 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / 25%) 0%, oklab(none 0.5 none / none))",
    "oklab(0.1 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / 25%) 0%, oklab(none 0.5 none / none))",
    "oklab(0.1 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / 25%) 0%, oklab(none none 0.5 / none))",
    "oklab(0.1 0.2 0.5 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / 25%) 0%, oklab(none none 0.5 / none))",
    "oklab(0.1 0.2 0.5 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / 25%) 0%, oklab(0.5 0.5 none / none))",
    "oklab(0.5 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / 25%) 0%, oklab(0.5 0.5 none / none))",
    "oklab(0.5 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / 25%) 0%, oklab(none none none / 0.5))",
    "oklab(0.1 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / 25%) 0%, oklab(none none none / 0.5))",
    "oklab(0.1 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(oklab(0.1 0.2 0.3 / 25%) 0%, oklab(0.5 none none / 0.5))",
    "oklab(0.5 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in oklab, oklab(0.1 0.2 0.3 / 25%) 0%, oklab(0.5 none none / 0.5))",
    "oklab(0.5 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3), color(srgb .5 .6 .7))",
    "color(srgb 0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3), color(srgb-linear .5 .6 .7))",
    "color(srgb-linear 0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, color(display-p3 .1 .2 .3), color(display-p3 .5 .6 .7))",
    "color(display-p3 0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3), color(a98-rgb .5 .6 .7))",
    "color(a98-rgb 0.3 0.4 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3), color(prophoto-rgb .5 .6 .7))",
    "color(prophoto-rgb 0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3), color(rec2020 .5 .6 .7))",
    "color(rec2020 0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3), color(xyz .5 .6 .7))",
    "color(xyz-d65 0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3), color(xyz-d50 .5 .6 .7))",
    "color(xyz-d50 0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3), color(xyz-d65 .5 .6 .7))",
    "color(xyz-d65 0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3) 25%, color(srgb .5 .6 .7))",
    "color(srgb 0.4 0.5 0.6)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3) 25%, color(srgb-linear .5 .6 .7))",
    "color(srgb-linear 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, color(display-p3 .1 .2 .3) 25%, color(display-p3 .5 .6 .7))",
    "color(display-p3 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3) 25%, color(a98-rgb .5 .6 .7))",
    "color(a98-rgb 0.4 0.5 0.6)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3) 25%, color(prophoto-rgb .5 .6 .7))",
    "color(prophoto-rgb 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3) 25%, color(rec2020 .5 .6 .7))",
    "color(rec2020 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3) 25%, color(xyz .5 .6 .7))",
    "color(xyz-d65 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3) 25%, color(xyz-d50 .5 .6 .7))",
    "color(xyz-d50 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3) 25%, color(xyz-d65 .5 .6 .7))",
    "color(xyz-d65 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in srgb, 25% color(srgb .1 .2 .3), color(srgb .5 .6 .7))",
    "color(srgb 0.4 0.5 0.6)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, 25% color(srgb-linear .1 .2 .3), color(srgb-linear .5 .6 .7))",
    "color(srgb-linear 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, 25% color(display-p3 .1 .2 .3), color(display-p3 .5 .6 .7))",
    "color(display-p3 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, 25% color(a98-rgb .1 .2 .3), color(a98-rgb .5 .6 .7))",
    "color(a98-rgb 0.4 0.5 0.6)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, 25% color(prophoto-rgb .1 .2 .3), color(prophoto-rgb .5 .6 .7))",
    "color(prophoto-rgb 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, 25% color(rec2020 .1 .2 .3), color(rec2020 .5 .6 .7))",
    "color(rec2020 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in xyz, 25% color(xyz .1 .2 .3), color(xyz .5 .6 .7))",
    "color(xyz-d65 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, 25% color(xyz-d50 .1 .2 .3), color(xyz-d50 .5 .6 .7))",
    "color(xyz-d50 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, 25% color(xyz-d65 .1 .2 .3), color(xyz-d65 .5 .6 .7))",
    "color(xyz-d65 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3), color(srgb .5 .6 .7) 25%)",
    "color(srgb 0.2 0.3 0.4)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3), color(srgb-linear .5 .6 .7) 25%)",
    "color(srgb-linear 0.2 0.3 0.4)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, color(display-p3 .1 .2 .3), color(display-p3 .5 .6 .7) 25%)",
    "color(display-p3 0.2 0.3 0.4)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3), color(a98-rgb .5 .6 .7) 25%)",
    "color(a98-rgb 0.2 0.3 0.4)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3), color(prophoto-rgb .5 .6 .7) 25%)",
    "color(prophoto-rgb 0.2 0.3 0.4)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3), color(rec2020 .5 .6 .7) 25%)",
    "color(rec2020 0.2 0.3 0.4)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3), color(xyz .5 .6 .7) 25%)",
    "color(xyz-d65 0.2 0.3 0.4)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3), color(xyz-d50 .5 .6 .7) 25%)",
    "color(xyz-d50 0.2 0.3 0.4)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3), color(xyz-d65 .5 .6 .7) 25%)",
    "color(xyz-d65 0.2 0.3 0.4)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3), 25% color(srgb .5 .6 .7))",
    "color(srgb 0.2 0.3 0.4)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3), 25% color(srgb-linear .5 .6 .7))",
    "color(srgb-linear 0.2 0.3 0.4)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, color(display-p3 .1 .2 .3), 25% color(display-p3 .5 .6 .7))",
    "color(display-p3 0.2 0.3 0.4)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3), 25% color(a98-rgb .5 .6 .7))",
    "color(a98-rgb 0.2 0.3 0.4)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3), 25% color(prophoto-rgb .5 .6 .7))",
    "color(prophoto-rgb 0.2 0.3 0.4)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3), 25% color(rec2020 .5 .6 .7))",
    "color(rec2020 0.2 0.3 0.4)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3), 25% color(xyz .5 .6 .7))",
    "color(xyz-d65 0.2 0.3 0.4)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3), 25% color(xyz-d50 .5 .6 .7))",
    "color(xyz-d50 0.2 0.3 0.4)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3), 25% color(xyz-d65 .5 .6 .7))",
    "color(xyz-d65 0.2 0.3 0.4)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3) 25%, color(srgb .5 .6 .7) 75%)",
    "color(srgb 0.4 0.5 0.6)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3) 25%, color(srgb-linear .5 .6 .7) 75%)",
    "color(srgb-linear 0.4 0.5 0.6)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3) 25%, color(display-p3 .5 .6 .7) 75%)",
    "color(display-p3 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3) 25%, color(a98-rgb .5 .6 .7) 75%)",
    "color(a98-rgb 0.4 0.5 0.6)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3) 25%, color(prophoto-rgb .5 .6 .7) 75%)",
    "color(prophoto-rgb 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3) 25%, color(rec2020 .5 .6 .7) 75%)",
    "color(rec2020 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3) 25%, color(xyz .5 .6 .7) 75%)",
    "color(xyz-d65 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3) 25%, color(xyz-d50 .5 .6 .7) 75%)",
    "color(xyz-d50 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3) 25%, color(xyz-d65 .5 .6 .7) 75%)",
    "color(xyz-d65 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3) 30%, color(srgb .5 .6 .7) 90%)",
    "color(srgb 0.4 0.5 0.6)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3) 30%, color(srgb-linear .5 .6 .7) 90%)",
    "color(srgb-linear 0.4 0.5 0.6)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3) 30%, color(display-p3 .5 .6 .7) 90%)",
    "color(display-p3 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3) 30%, color(a98-rgb .5 .6 .7) 90%)",
    "color(a98-rgb 0.4 0.5 0.6)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3) 30%, color(prophoto-rgb .5 .6 .7) 90%)",
    "color(prophoto-rgb 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3) 30%, color(rec2020 .5 .6 .7) 90%)",
    "color(rec2020 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3) 30%, color(xyz .5 .6 .7) 90%)",
    "color(xyz-d65 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3) 30%, color(xyz-d50 .5 .6 .7) 90%)",
    "color(xyz-d50 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3) 30%, color(xyz-d65 .5 .6 .7) 90%)",
    "color(xyz-d65 0.4 0.5 0.6)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3) 12.5%, color(srgb .5 .6 .7) 37.5%)",
    "color(srgb 0.4 0.5 0.6 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3) 12.5%, color(srgb-linear .5 .6 .7) 37.5%)",
    "color(srgb-linear 0.4 0.5 0.6 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3) 12.5%, color(display-p3 .5 .6 .7) 37.5%)",
    "color(display-p3 0.4 0.5 0.6 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3) 12.5%, color(a98-rgb .5 .6 .7) 37.5%)",
    "color(a98-rgb 0.4 0.5 0.6 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3) 12.5%, color(prophoto-rgb .5 .6 .7) 37.5%)",
    "color(prophoto-rgb 0.4 0.5 0.6 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3) 12.5%, color(rec2020 .5 .6 .7) 37.5%)",
    "color(rec2020 0.4 0.5 0.6 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3) 12.5%, color(xyz .5 .6 .7) 37.5%)",
    "color(xyz-d65 0.4 0.5 0.6 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3) 12.5%, color(xyz-d50 .5 .6 .7) 37.5%)",
    "color(xyz-d50 0.4 0.5 0.6 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3) 12.5%, color(xyz-d65 .5 .6 .7) 37.5%)",
    "color(xyz-d65 0.4 0.5 0.6 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3) 0%, color(srgb .5 .6 .7))",
    "color(srgb 0.5 0.6 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3) 0%, color(srgb-linear .5 .6 .7))",
    "color(srgb-linear 0.5 0.6 0.7)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, color(display-p3 .1 .2 .3) 0%, color(display-p3 .5 .6 .7))",
    "color(display-p3 0.5 0.6 0.7)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3) 0%, color(a98-rgb .5 .6 .7))",
    "color(a98-rgb 0.5 0.6 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3) 0%, color(prophoto-rgb .5 .6 .7))",
    "color(prophoto-rgb 0.5 0.6 0.7)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3) 0%, color(rec2020 .5 .6 .7))",
    "color(rec2020 0.5 0.6 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3) 0%, color(xyz .5 .6 .7))",
    "color(xyz-d65 0.5 0.6 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3) 0%, color(xyz-d50 .5 .6 .7))",
    "color(xyz-d50 0.5 0.6 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3) 0%, color(xyz-d65 .5 .6 .7))",
    "color(xyz-d65 0.5 0.6 0.7)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / .5), color(srgb .5 .6 .7 / .8))",
    "color(srgb 0.3461539 0.4461539 0.5461539 / 0.65)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / .5), color(srgb-linear .5 .6 .7 / .8))",
    "color(srgb-linear 0.3461539 0.4461539 0.5461539 / 0.65)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / .5), color(display-p3 .5 .6 .7 / .8))",
    "color(display-p3 0.3461539 0.4461539 0.5461539 / 0.65)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / .5), color(a98-rgb .5 .6 .7 / .8))",
    "color(a98-rgb 0.3461539 0.4461539 0.5461539 / 0.65)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / .5), color(prophoto-rgb .5 .6 .7 / .8))",
    "color(prophoto-rgb 0.3461539 0.4461539 0.5461539 / 0.65)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3 / .5), color(rec2020 .5 .6 .7 / .8))",
    "color(rec2020 0.3461539 0.4461539 0.5461539 / 0.65)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / .5), color(xyz .5 .6 .7 / .8))",
    "color(xyz-d65 0.3461539 0.4461539 0.5461539 / 0.65)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / .5), color(xyz-d50 .5 .6 .7 / .8))",
    "color(xyz-d50 0.3461539 0.4461539 0.5461539 / 0.65)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / .5), color(xyz-d65 .5 .6 .7 / .8))",
    "color(xyz-d65 0.3461539 0.4461539 0.5461539 / 0.65)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / .4) 25%, color(srgb .5 .6 .7 / .8))",
    "color(srgb 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / .4) 25%, color(srgb-linear .5 .6 .7 / .8))",
    "color(srgb-linear 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / .4) 25%, color(display-p3 .5 .6 .7 / .8))",
    "color(display-p3 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / .4) 25%, color(a98-rgb .5 .6 .7 / .8))",
    "color(a98-rgb 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / .4) 25%, color(prophoto-rgb .5 .6 .7 / .8))",
    "color(prophoto-rgb 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3 / .4) 25%, color(rec2020 .5 .6 .7 / .8))",
    "color(rec2020 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / .4) 25%, color(xyz .5 .6 .7 / .8))",
    "color(xyz-d65 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / .4) 25%, color(xyz-d50 .5 .6 .7 / .8))",
    "color(xyz-d50 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / .4) 25%, color(xyz-d65 .5 .6 .7 / .8))",
    "color(xyz-d65 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in srgb, 25% color(srgb .1 .2 .3 / .4), color(srgb .5 .6 .7 / .8))",
    "color(srgb 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, 25% color(srgb-linear .1 .2 .3 / .4), color(srgb-linear .5 .6 .7 / .8))",
    "color(srgb-linear 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, 25% color(display-p3 .1 .2 .3 / .4), color(display-p3 .5 .6 .7 / .8))",
    "color(display-p3 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, 25% color(a98-rgb .1 .2 .3 / .4), color(a98-rgb .5 .6 .7 / .8))",
    "color(a98-rgb 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, 25% color(prophoto-rgb .1 .2 .3 / .4), color(prophoto-rgb .5 .6 .7 / .8))",
    "color(prophoto-rgb 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, 25% color(rec2020 .1 .2 .3 / .4), color(rec2020 .5 .6 .7 / .8))",
    "color(rec2020 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz, 25% color(xyz .1 .2 .3 / .4), color(xyz .5 .6 .7 / .8))",
    "color(xyz-d65 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, 25% color(xyz-d50 .1 .2 .3 / .4), color(xyz-d50 .5 .6 .7 / .8))",
    "color(xyz-d50 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, 25% color(xyz-d65 .1 .2 .3 / .4), color(xyz-d65 .5 .6 .7 / .8))",
    "color(xyz-d65 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / .4), color(srgb .5 .6 .7 / .8) 25%)",
    "color(srgb 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / .4), color(srgb-linear .5 .6 .7 / .8) 25%)",
    "color(srgb-linear 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / .4), color(display-p3 .5 .6 .7 / .8) 25%)",
    "color(display-p3 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / .4), color(a98-rgb .5 .6 .7 / .8) 25%)",
    "color(a98-rgb 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / .4), color(prophoto-rgb .5 .6 .7 / .8) 25%)",
    "color(prophoto-rgb 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3 / .4), color(rec2020 .5 .6 .7 / .8) 25%)",
    "color(rec2020 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / .4), color(xyz .5 .6 .7 / .8) 25%)",
    "color(xyz-d65 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / .4), color(xyz-d50 .5 .6 .7 / .8) 25%)",
    "color(xyz-d50 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / .4), color(xyz-d65 .5 .6 .7 / .8) 25%)",
    "color(xyz-d65 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / .4), 25% color(srgb .5 .6 .7 / .8))",
    "color(srgb 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / .4), 25% color(srgb-linear .5 .6 .7 / .8))",
    "color(srgb-linear 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / .4), 25% color(display-p3 .5 .6 .7 / .8))",
    "color(display-p3 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / .4), 25% color(a98-rgb .5 .6 .7 / .8))",
    "color(a98-rgb 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / .4), 25% color(prophoto-rgb .5 .6 .7 / .8))",
    "color(prophoto-rgb 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3 / .4), 25% color(rec2020 .5 .6 .7 / .8))",
    "color(rec2020 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / .4), 25% color(xyz .5 .6 .7 / .8))",
    "color(xyz-d65 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / .4), 25% color(xyz-d50 .5 .6 .7 / .8))",
    "color(xyz-d50 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / .4), 25% color(xyz-d65 .5 .6 .7 / .8))",
    "color(xyz-d65 0.26000002 0.36 0.46 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / .4) 25%, color(srgb .5 .6 .7 / .8) 75%)",
    "color(srgb 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / .4) 25%, color(srgb-linear .5 .6 .7 / .8) 75%)",
    "color(srgb-linear 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / .4) 25%, color(display-p3 .5 .6 .7 / .8) 75%)",
    "color(display-p3 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / .4) 25%, color(a98-rgb .5 .6 .7 / .8) 75%)",
    "color(a98-rgb 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / .4) 25%, color(prophoto-rgb .5 .6 .7 / .8) 75%)",
    "color(prophoto-rgb 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in rec2020, color(rec2020 .1 .2 .3 / .4) 25%, color(rec2020 .5 .6 .7 / .8) 75%)",
    "color(rec2020 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / .4) 25%, color(xyz .5 .6 .7 / .8) 75%)",
    "color(xyz-d65 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / .4) 25%, color(xyz-d50 .5 .6 .7 / .8) 75%)",
    "color(xyz-d50 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / .4) 25%, color(xyz-d65 .5 .6 .7 / .8) 75%)",
    "color(xyz-d65 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / .4) 30%, color(srgb .5 .6 .7 / .8) 90%)",
    "color(srgb 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / .4) 30%, color(srgb-linear .5 .6 .7 / .8) 90%)",
    "color(srgb-linear 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / .4) 30%, color(display-p3 .5 .6 .7 / .8) 90%)",
    "color(display-p3 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / .4) 30%, color(a98-rgb .5 .6 .7 / .8) 90%)",
    "color(a98-rgb 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / .4) 30%, color(prophoto-rgb .5 .6 .7 / .8) 90%)",
    "color(prophoto-rgb 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in rec2020, color(rec2020 .1 .2 .3 / .4) 30%, color(rec2020 .5 .6 .7 / .8) 90%)",
    "color(rec2020 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / .4) 30%, color(xyz .5 .6 .7 / .8) 90%)",
    "color(xyz-d65 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / .4) 30%, color(xyz-d50 .5 .6 .7 / .8) 90%)",
    "color(xyz-d50 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / .4) 30%, color(xyz-d65 .5 .6 .7 / .8) 90%)",
    "color(xyz-d65 0.44285715 0.54285717 0.64285713 / 0.7)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / .4) 12.5%, color(srgb .5 .6 .7 / .8) 37.5%)",
    "color(srgb 0.44285715 0.54285717 0.64285713 / 0.35)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / .4) 12.5%, color(srgb-linear .5 .6 .7 / .8) 37.5%)",
    "color(srgb-linear 0.44285715 0.54285717 0.64285713 / 0.35)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / .4) 12.5%, color(display-p3 .5 .6 .7 / .8) 37.5%)",
    "color(display-p3 0.44285715 0.54285717 0.64285713 / 0.35)", nil
  ),
  (
    "mix5",
    "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / .4) 12.5%, color(a98-rgb .5 .6 .7 / .8) 37.5%)",
    "color(a98-rgb 0.44285715 0.54285717 0.64285713 / 0.35)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / .4) 12.5%, color(prophoto-rgb .5 .6 .7 / .8) 37.5%)",
    "color(prophoto-rgb 0.44285715 0.54285717 0.64285713 / 0.35)", nil
  ),
  (
    "mix5",
    "color-mix(in rec2020, color(rec2020 .1 .2 .3 / .4) 12.5%, color(rec2020 .5 .6 .7 / .8) 37.5%)",
    "color(rec2020 0.44285715 0.54285717 0.64285713 / 0.35)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / .4) 12.5%, color(xyz .5 .6 .7 / .8) 37.5%)",
    "color(xyz-d65 0.44285715 0.54285717 0.64285713 / 0.35)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / .4) 12.5%, color(xyz-d50 .5 .6 .7 / .8) 37.5%)",
    "color(xyz-d50 0.44285715 0.54285717 0.64285713 / 0.35)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / .4) 12.5%, color(xyz-d65 .5 .6 .7 / .8) 37.5%)",
    "color(xyz-d65 0.44285715 0.54285717 0.64285713 / 0.35)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / .4) 0%, color(srgb .5 .6 .7 / .8))",
    "color(srgb 0.5 0.6 0.7 / 0.8)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / .4) 0%, color(srgb-linear .5 .6 .7 / .8))",
    "color(srgb-linear 0.5 0.6 0.7 / 0.8)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / .4) 0%, color(display-p3 .5 .6 .7 / .8))",
    "color(display-p3 0.5 0.6 0.7 / 0.8)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / .4) 0%, color(a98-rgb .5 .6 .7 / .8))",
    "color(a98-rgb 0.5 0.6 0.7 / 0.8)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / .4) 0%, color(prophoto-rgb .5 .6 .7 / .8))",
    "color(prophoto-rgb 0.5 0.6 0.7 / 0.8)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3 / .4) 0%, color(rec2020 .5 .6 .7 / .8))",
    "color(rec2020 0.5 0.6 0.7 / 0.8)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / .4) 0%, color(xyz .5 .6 .7 / .8))",
    "color(xyz-d65 0.5 0.6 0.7 / 0.8)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / .4) 0%, color(xyz-d50 .5 .6 .7 / .8))",
    "color(xyz-d50 0.5 0.6 0.7 / 0.8)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / .4) 0%, color(xyz-d65 .5 .6 .7 / .8))",
    "color(xyz-d65 0.5 0.6 0.7 / 0.8)", nil
  ),
  (
    "mix5", "color-mix(in srgb, transparent, color(srgb 0.3 0.4 0.5))",
    "color(srgb 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in srgb-linear, transparent, color(srgb-linear 0.3 0.4 0.5))",
    "color(srgb-linear 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, transparent, color(display-p3 0.3 0.4 0.5))",
    "color(display-p3 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, transparent, color(a98-rgb 0.3 0.4 0.5))",
    "color(a98-rgb 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in prophoto-rgb, transparent, color(prophoto-rgb 0.3 0.4 0.5))",
    "color(prophoto-rgb 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, transparent, color(rec2020 0.3 0.4 0.5))",
    "color(rec2020 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz, transparent, color(xyz 0.3 0.4 0.5))",
    "color(xyz-d65 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, transparent, color(xyz-d50 0.3 0.4 0.5))",
    "color(xyz-d50 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, transparent, color(xyz-d65 0.3 0.4 0.5))",
    "color(xyz-d65 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in srgb, transparent 10%, color(srgb 0.3 0.4 0.5))",
    "color(srgb 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in srgb-linear, transparent 10%, color(srgb-linear 0.3 0.4 0.5))",
    "color(srgb-linear 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, transparent 10%, color(display-p3 0.3 0.4 0.5))",
    "color(display-p3 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, transparent 10%, color(a98-rgb 0.3 0.4 0.5))",
    "color(a98-rgb 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in prophoto-rgb, transparent 10%, color(prophoto-rgb 0.3 0.4 0.5))",
    "color(prophoto-rgb 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, transparent 10%, color(rec2020 0.3 0.4 0.5))",
    "color(rec2020 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in xyz, transparent 10%, color(xyz 0.3 0.4 0.5))",
    "color(xyz-d65 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, transparent 10%, color(xyz-d50 0.3 0.4 0.5))",
    "color(xyz-d50 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, transparent 10%, color(xyz-d65 0.3 0.4 0.5))",
    "color(xyz-d65 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb 0.1 0.2 0.3 / 0), color(srgb 0.3 0.4 0.5))",
    "color(srgb 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear 0.1 0.2 0.3 / 0), color(srgb-linear 0.3 0.4 0.5))",
    "color(srgb-linear 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 0.1 0.2 0.3 / 0), color(display-p3 0.3 0.4 0.5))",
    "color(display-p3 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb 0.1 0.2 0.3 / 0), color(a98-rgb 0.3 0.4 0.5))",
    "color(a98-rgb 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb 0.1 0.2 0.3 / 0), color(prophoto-rgb 0.3 0.4 0.5))",
    "color(prophoto-rgb 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 0.1 0.2 0.3 / 0), color(rec2020 0.3 0.4 0.5))",
    "color(rec2020 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz 0.1 0.2 0.3 / 0), color(xyz 0.3 0.4 0.5))",
    "color(xyz-d65 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 0.1 0.2 0.3 / 0), color(xyz-d50 0.3 0.4 0.5))",
    "color(xyz-d50 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 0.1 0.2 0.3 / 0), color(xyz-d65 0.3 0.4 0.5))",
    "color(xyz-d65 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb 0.1 0.2 0.3 / 0) 10%, color(srgb 0.3 0.4 0.5))",
    "color(srgb 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear 0.1 0.2 0.3 / 0) 10%, color(srgb-linear 0.3 0.4 0.5))",
    "color(srgb-linear 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 0.1 0.2 0.3 / 0) 10%, color(display-p3 0.3 0.4 0.5))",
    "color(display-p3 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb 0.1 0.2 0.3 / 0) 10%, color(a98-rgb 0.3 0.4 0.5))",
    "color(a98-rgb 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb 0.1 0.2 0.3 / 0) 10%, color(prophoto-rgb 0.3 0.4 0.5))",
    "color(prophoto-rgb 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 0.1 0.2 0.3 / 0) 10%, color(rec2020 0.3 0.4 0.5))",
    "color(rec2020 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz 0.1 0.2 0.3 / 0) 10%, color(xyz 0.3 0.4 0.5))",
    "color(xyz-d65 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 0.1 0.2 0.3 / 0) 10%, color(xyz-d50 0.3 0.4 0.5))",
    "color(xyz-d50 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 0.1 0.2 0.3 / 0) 10%, color(xyz-d65 0.3 0.4 0.5))",
    "color(xyz-d65 0.3 0.4 0.5 / 0.9)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb 1 1 1), color(srgb 0 0 1))", "color(srgb 0.5 0.5 1)", nil
  ),
  (
    "mix5", "color-mix(in srgb-linear, color(srgb-linear 1 1 1), color(srgb-linear 0 0 1))",
    "color(srgb-linear 0.5 0.5 1)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, color(display-p3 1 1 1), color(display-p3 0 0 1))",
    "color(display-p3 0.5 0.5 1)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb 1 1 1), color(a98-rgb 0 0 1))",
    "color(a98-rgb 0.5 0.5 1)", nil
  ),
  (
    "mix5", "color-mix(in prophoto-rgb, color(prophoto-rgb 1 1 1), color(prophoto-rgb 0 0 1))",
    "color(prophoto-rgb 0.5 0.5 1)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 1 1 1), color(rec2020 0 0 1))",
    "color(rec2020 0.5 0.5 1)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz 1 1 1), color(xyz 0 0 1))", "color(xyz-d65 0.5 0.5 1)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 1 1 1), color(xyz-d50 0 0 1))",
    "color(xyz-d50 0.5 0.5 1)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 1 1 1), color(xyz-d65 0 0 1))",
    "color(xyz-d65 0.5 0.5 1)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb 1 1 1) 10%, color(srgb 0 0 1))", "color(srgb 0.1 0.1 1)",
    nil
  ),
  (
    "mix5", "color-mix(in srgb-linear, color(srgb-linear 1 1 1) 10%, color(srgb-linear 0 0 1))",
    "color(srgb-linear 0.1 0.1 1)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, color(display-p3 1 1 1) 10%, color(display-p3 0 0 1))",
    "color(display-p3 0.1 0.1 1)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb 1 1 1) 10%, color(a98-rgb 0 0 1))",
    "color(a98-rgb 0.1 0.1 1)", nil
  ),
  (
    "mix5", "color-mix(in prophoto-rgb, color(prophoto-rgb 1 1 1) 10%, color(prophoto-rgb 0 0 1))",
    "color(prophoto-rgb 0.1 0.1 1)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 1 1 1) 10%, color(rec2020 0 0 1))",
    "color(rec2020 0.1 0.1 1)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz 1 1 1) 10%, color(xyz 0 0 1))", "color(xyz-d65 0.1 0.1 1)",
    nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 1 1 1) 10%, color(xyz-d50 0 0 1))",
    "color(xyz-d50 0.1 0.1 1)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 1 1 1) 10%, color(xyz-d65 0 0 1))",
    "color(xyz-d65 0.1 0.1 1)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb 2 3 4 / 5), color(srgb 4 6 8 / 10))",
    "color(srgb 3 4.5 6)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear 2 3 4 / 5), color(srgb-linear 4 6 8 / 10))",
    "color(srgb-linear 3 4.5 6)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, color(display-p3 2 3 4 / 5), color(display-p3 4 6 8 / 10))",
    "color(display-p3 3 4.5 6)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb 2 3 4 / 5), color(a98-rgb 4 6 8 / 10))",
    "color(a98-rgb 3 4.5 6)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb 2 3 4 / 5), color(prophoto-rgb 4 6 8 / 10))",
    "color(prophoto-rgb 3 4.5 6)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 2 3 4 / 5), color(rec2020 4 6 8 / 10))",
    "color(rec2020 3 4.5 6)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz 2 3 4 / 5), color(xyz 4 6 8 / 10))",
    "color(xyz-d65 3 4.5 6)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 2 3 4 / 5), color(xyz-d50 4 6 8 / 10))",
    "color(xyz-d50 3 4.5 6)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 2 3 4 / 5), color(xyz-d65 4 6 8 / 10))",
    "color(xyz-d65 3 4.5 6)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb -2 -3 -4), color(srgb -4 -6 -8))",
    "color(srgb -3 -4.5 -6)", nil
  ),
  (
    "mix5", "color-mix(in srgb-linear, color(srgb-linear -2 -3 -4), color(srgb-linear -4 -6 -8))",
    "color(srgb-linear -3 -4.5 -6)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, color(display-p3 -2 -3 -4), color(display-p3 -4 -6 -8))",
    "color(display-p3 -3 -4.5 -6)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb -2 -3 -4), color(a98-rgb -4 -6 -8))",
    "color(a98-rgb -3 -4.5 -6)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb -2 -3 -4), color(prophoto-rgb -4 -6 -8))",
    "color(prophoto-rgb -3 -4.5 -6)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 -2 -3 -4), color(rec2020 -4 -6 -8))",
    "color(rec2020 -3 -4.5 -6)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz -2 -3 -4), color(xyz -4 -6 -8))",
    "color(xyz-d65 -3 -4.5 -6)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 -2 -3 -4), color(xyz-d50 -4 -6 -8))",
    "color(xyz-d50 -3 -4.5 -6)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 -2 -3 -4), color(xyz-d65 -4 -6 -8))",
    "color(xyz-d65 -3 -4.5 -6)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb -2 -3 -4 / -5), color(srgb -4 -6 -8 / -10))",
    "color(srgb 0 0 0 / 0)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear -2 -3 -4 / -5), color(srgb-linear -4 -6 -8 / -10))",
    "color(srgb-linear 0 0 0 / 0)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 -2 -3 -4 / -5), color(display-p3 -4 -6 -8 / -10))",
    "color(display-p3 0 0 0 / 0)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb -2 -3 -4 / -5), color(a98-rgb -4 -6 -8 / -10))",
    "color(a98-rgb 0 0 0 / 0)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb -2 -3 -4 / -5), color(prophoto-rgb -4 -6 -8 / -10))",
    "color(prophoto-rgb 0 0 0 / 0)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 -2 -3 -4 / -5), color(rec2020 -4 -6 -8 / -10))",
    "color(rec2020 0 0 0 / 0)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz -2 -3 -4 / -5), color(xyz -4 -6 -8 / -10))",
    "color(xyz-d65 0 0 0 / 0)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 -2 -3 -4 / -5), color(xyz-d50 -4 -6 -8 / -10))",
    "color(xyz-d50 0 0 0 / 0)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 -2 -3 -4 / -5), color(xyz-d65 -4 -6 -8 / -10))",
    "color(xyz-d65 0 0 0 / 0)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb none none none), color(srgb none none none))",
    "color(srgb none none none)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear none none none), color(srgb-linear none none none))",
    "color(srgb-linear none none none)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 none none none), color(display-p3 none none none))",
    "color(display-p3 none none none)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb none none none), color(a98-rgb none none none))",
    "color(a98-rgb none none none)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb none none none), color(prophoto-rgb none none none))",
    "color(prophoto-rgb none none none)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 none none none), color(rec2020 none none none))",
    "color(rec2020 none none none)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz none none none), color(xyz none none none))",
    "color(xyz-d65 none none none)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 none none none), color(xyz-d50 none none none))",
    "color(xyz-d50 none none none)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 none none none), color(xyz-d65 none none none))",
    "color(xyz-d65 none none none)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb none none none), color(srgb .5 .6 .7))",
    "color(srgb 0.5 0.6 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear none none none), color(srgb-linear .5 .6 .7))",
    "color(srgb-linear 0.5 0.6 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 none none none), color(display-p3 .5 .6 .7))",
    "color(display-p3 0.5 0.6 0.7)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb none none none), color(a98-rgb .5 .6 .7))",
    "color(a98-rgb 0.5 0.6 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb none none none), color(prophoto-rgb .5 .6 .7))",
    "color(prophoto-rgb 0.5 0.6 0.7)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 none none none), color(rec2020 .5 .6 .7))",
    "color(rec2020 0.5 0.6 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz none none none), color(xyz .5 .6 .7))",
    "color(xyz-d65 0.5 0.6 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 none none none), color(xyz-d50 .5 .6 .7))",
    "color(xyz-d50 0.5 0.6 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 none none none), color(xyz-d65 .5 .6 .7))",
    "color(xyz-d65 0.5 0.6 0.7)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3), color(srgb none none none))",
    "color(srgb 0.1 0.2 0.3)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3), color(srgb-linear none none none))",
    "color(srgb-linear 0.1 0.2 0.3)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3), color(display-p3 none none none))",
    "color(display-p3 0.1 0.2 0.3)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3), color(a98-rgb none none none))",
    "color(a98-rgb 0.1 0.2 0.3)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3), color(prophoto-rgb none none none))",
    "color(prophoto-rgb 0.1 0.2 0.3)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3), color(rec2020 none none none))",
    "color(rec2020 0.1 0.2 0.3)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3), color(xyz none none none))",
    "color(xyz-d65 0.1 0.2 0.3)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3), color(xyz-d50 none none none))",
    "color(xyz-d50 0.1 0.2 0.3)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3), color(xyz-d65 none none none))",
    "color(xyz-d65 0.1 0.2 0.3)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 none), color(srgb .5 .6 .7))",
    "color(srgb 0.3 0.4 0.7)", nil
  ),
  (
    "mix5", "color-mix(in srgb-linear, color(srgb-linear .1 .2 none), color(srgb-linear .5 .6 .7))",
    "color(srgb-linear 0.3 0.4 0.7)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, color(display-p3 .1 .2 none), color(display-p3 .5 .6 .7))",
    "color(display-p3 0.3 0.4 0.7)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 none), color(a98-rgb .5 .6 .7))",
    "color(a98-rgb 0.3 0.4 0.7)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 none), color(prophoto-rgb .5 .6 .7))",
    "color(prophoto-rgb 0.3 0.4 0.7)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 none), color(rec2020 .5 .6 .7))",
    "color(rec2020 0.3 0.4 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 none), color(xyz .5 .6 .7))",
    "color(xyz-d65 0.3 0.4 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 none), color(xyz-d50 .5 .6 .7))",
    "color(xyz-d50 0.3 0.4 0.7)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 none), color(xyz-d65 .5 .6 .7))",
    "color(xyz-d65 0.3 0.4 0.7)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3), color(srgb .5 .6 none))",
    "color(srgb 0.3 0.4 0.3)", nil
  ),
  (
    "mix5", "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3), color(srgb-linear .5 .6 none))",
    "color(srgb-linear 0.3 0.4 0.3)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, color(display-p3 .1 .2 .3), color(display-p3 .5 .6 none))",
    "color(display-p3 0.3 0.4 0.3)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3), color(a98-rgb .5 .6 none))",
    "color(a98-rgb 0.3 0.4 0.3)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3), color(prophoto-rgb .5 .6 none))",
    "color(prophoto-rgb 0.3 0.4 0.3)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3), color(rec2020 .5 .6 none))",
    "color(rec2020 0.3 0.4 0.3)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3), color(xyz .5 .6 none))",
    "color(xyz-d65 0.3 0.4 0.3)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3), color(xyz-d50 .5 .6 none))",
    "color(xyz-d50 0.3 0.4 0.3)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3), color(xyz-d65 .5 .6 none))",
    "color(xyz-d65 0.3 0.4 0.3)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb none .2 .3), color(srgb .5 none .7))",
    "color(srgb 0.5 0.2 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear none .2 .3), color(srgb-linear .5 none .7))",
    "color(srgb-linear 0.5 0.2 0.5)", nil
  ),
  (
    "mix5", "color-mix(in display-p3, color(display-p3 none .2 .3), color(display-p3 .5 none .7))",
    "color(display-p3 0.5 0.2 0.5)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb none .2 .3), color(a98-rgb .5 none .7))",
    "color(a98-rgb 0.5 0.2 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb none .2 .3), color(prophoto-rgb .5 none .7))",
    "color(prophoto-rgb 0.5 0.2 0.5)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 none .2 .3), color(rec2020 .5 none .7))",
    "color(rec2020 0.5 0.2 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz none .2 .3), color(xyz .5 none .7))",
    "color(xyz-d65 0.5 0.2 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 none .2 .3), color(xyz-d50 .5 none .7))",
    "color(xyz-d50 0.5 0.2 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 none .2 .3), color(xyz-d65 .5 none .7))",
    "color(xyz-d65 0.5 0.2 0.5)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / none), color(srgb .5 .6 .7))",
    "color(srgb 0.3 0.4 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / none), color(srgb-linear .5 .6 .7))",
    "color(srgb-linear 0.3 0.4 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / none), color(display-p3 .5 .6 .7))",
    "color(display-p3 0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / none), color(a98-rgb .5 .6 .7))",
    "color(a98-rgb 0.3 0.4 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / none), color(prophoto-rgb .5 .6 .7))",
    "color(prophoto-rgb 0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3 / none), color(rec2020 .5 .6 .7))",
    "color(rec2020 0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / none), color(xyz .5 .6 .7))",
    "color(xyz-d65 0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / none), color(xyz-d50 .5 .6 .7))",
    "color(xyz-d50 0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / none), color(xyz-d65 .5 .6 .7))",
    "color(xyz-d65 0.3 0.4 0.5)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / none), color(srgb .5 .6 .7 / 0.5))",
    "color(srgb 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / none), color(srgb-linear .5 .6 .7 / 0.5))",
    "color(srgb-linear 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / none), color(display-p3 .5 .6 .7 / 0.5))",
    "color(display-p3 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / none), color(a98-rgb .5 .6 .7 / 0.5))",
    "color(a98-rgb 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / none), color(prophoto-rgb .5 .6 .7 / 0.5))",
    "color(prophoto-rgb 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3 / none), color(rec2020 .5 .6 .7 / 0.5))",
    "color(rec2020 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / none), color(xyz .5 .6 .7 / 0.5))",
    "color(xyz-d65 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / none), color(xyz-d50 .5 .6 .7 / 0.5))",
    "color(xyz-d50 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / none), color(xyz-d65 .5 .6 .7 / 0.5))",
    "color(xyz-d65 0.3 0.4 0.5 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / none), color(srgb .5 .6 .7 / none))",
    "color(srgb 0.3 0.4 0.5 / none)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / none), color(srgb-linear .5 .6 .7 / none))",
    "color(srgb-linear 0.3 0.4 0.5 / none)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / none), color(display-p3 .5 .6 .7 / none))",
    "color(display-p3 0.3 0.4 0.5 / none)", nil
  ),
  (
    "mix5", "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / none), color(a98-rgb .5 .6 .7 / none))",
    "color(a98-rgb 0.3 0.4 0.5 / none)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / none), color(prophoto-rgb .5 .6 .7 / none))",
    "color(prophoto-rgb 0.3 0.4 0.5 / none)", nil
  ),
  (
    "mix5", "color-mix(in rec2020, color(rec2020 .1 .2 .3 / none), color(rec2020 .5 .6 .7 / none))",
    "color(rec2020 0.3 0.4 0.5 / none)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / none), color(xyz .5 .6 .7 / none))",
    "color(xyz-d65 0.3 0.4 0.5 / none)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / none), color(xyz-d50 .5 .6 .7 / none))",
    "color(xyz-d50 0.3 0.4 0.5 / none)", nil
  ),
  (
    "mix5", "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / none), color(xyz-d65 .5 .6 .7 / none))",
    "color(xyz-d65 0.3 0.4 0.5 / none)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / 25%) 0%, color(srgb 0.5 none none / none))",
    "color(srgb 0.5 0.2 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / 25%) 0%, color(srgb-linear 0.5 none none / none))",
    "color(srgb-linear 0.5 0.2 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / 25%) 0%, color(display-p3 0.5 none none / none))",
    "color(display-p3 0.5 0.2 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / 25%) 0%, color(a98-rgb 0.5 none none / none))",
    "color(a98-rgb 0.5 0.2 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / 25%) 0%, color(prophoto-rgb 0.5 none none / none))",
    "color(prophoto-rgb 0.5 0.2 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in rec2020, color(rec2020 .1 .2 .3 / 25%) 0%, color(rec2020 0.5 none none / none))",
    "color(rec2020 0.5 0.2 0.3 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / 25%) 0%, color(xyz 0.5 none none / none))",
    "color(xyz-d65 0.5 0.2 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / 25%) 0%, color(xyz-d50 0.5 none none / none))",
    "color(xyz-d50 0.5 0.2 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / 25%) 0%, color(xyz-d65 0.5 none none / none))",
    "color(xyz-d65 0.5 0.2 0.3 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / 25%) 0%, color(srgb none 0.5 none / none))",
    "color(srgb 0.1 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / 25%) 0%, color(srgb-linear none 0.5 none / none))",
    "color(srgb-linear 0.1 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / 25%) 0%, color(display-p3 none 0.5 none / none))",
    "color(display-p3 0.1 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / 25%) 0%, color(a98-rgb none 0.5 none / none))",
    "color(a98-rgb 0.1 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / 25%) 0%, color(prophoto-rgb none 0.5 none / none))",
    "color(prophoto-rgb 0.1 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in rec2020, color(rec2020 .1 .2 .3 / 25%) 0%, color(rec2020 none 0.5 none / none))",
    "color(rec2020 0.1 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / 25%) 0%, color(xyz none 0.5 none / none))",
    "color(xyz-d65 0.1 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / 25%) 0%, color(xyz-d50 none 0.5 none / none))",
    "color(xyz-d50 0.1 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / 25%) 0%, color(xyz-d65 none 0.5 none / none))",
    "color(xyz-d65 0.1 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / 25%) 0%, color(srgb none none 0.5 / none))",
    "color(srgb 0.1 0.2 0.5 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / 25%) 0%, color(srgb-linear none none 0.5 / none))",
    "color(srgb-linear 0.1 0.2 0.5 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / 25%) 0%, color(display-p3 none none 0.5 / none))",
    "color(display-p3 0.1 0.2 0.5 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / 25%) 0%, color(a98-rgb none none 0.5 / none))",
    "color(a98-rgb 0.1 0.2 0.5 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / 25%) 0%, color(prophoto-rgb none none 0.5 / none))",
    "color(prophoto-rgb 0.1 0.2 0.5 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in rec2020, color(rec2020 .1 .2 .3 / 25%) 0%, color(rec2020 none none 0.5 / none))",
    "color(rec2020 0.1 0.2 0.5 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / 25%) 0%, color(xyz none none 0.5 / none))",
    "color(xyz-d65 0.1 0.2 0.5 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / 25%) 0%, color(xyz-d50 none none 0.5 / none))",
    "color(xyz-d50 0.1 0.2 0.5 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / 25%) 0%, color(xyz-d65 none none 0.5 / none))",
    "color(xyz-d65 0.1 0.2 0.5 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / 25%) 0%, color(srgb 0.5 0.5 none / none))",
    "color(srgb 0.5 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / 25%) 0%, color(srgb-linear 0.5 0.5 none / none))",
    "color(srgb-linear 0.5 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / 25%) 0%, color(display-p3 0.5 0.5 none / none))",
    "color(display-p3 0.5 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / 25%) 0%, color(a98-rgb 0.5 0.5 none / none))",
    "color(a98-rgb 0.5 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / 25%) 0%, color(prophoto-rgb 0.5 0.5 none / none))",
    "color(prophoto-rgb 0.5 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in rec2020, color(rec2020 .1 .2 .3 / 25%) 0%, color(rec2020 0.5 0.5 none / none))",
    "color(rec2020 0.5 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / 25%) 0%, color(xyz 0.5 0.5 none / none))",
    "color(xyz-d65 0.5 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / 25%) 0%, color(xyz-d50 0.5 0.5 none / none))",
    "color(xyz-d50 0.5 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / 25%) 0%, color(xyz-d65 0.5 0.5 none / none))",
    "color(xyz-d65 0.5 0.5 0.3 / 0.25)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / 25%) 0%, color(srgb none none none / 50%))",
    "color(srgb 0.1 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / 25%) 0%, color(srgb-linear none none none / 50%))",
    "color(srgb-linear 0.1 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / 25%) 0%, color(display-p3 none none none / 50%))",
    "color(display-p3 0.1 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / 25%) 0%, color(a98-rgb none none none / 50%))",
    "color(a98-rgb 0.1 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / 25%) 0%, color(prophoto-rgb none none none / 50%))",
    "color(prophoto-rgb 0.1 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in rec2020, color(rec2020 .1 .2 .3 / 25%) 0%, color(rec2020 none none none / 50%))",
    "color(rec2020 0.1 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / 25%) 0%, color(xyz none none none / 50%))",
    "color(xyz-d65 0.1 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / 25%) 0%, color(xyz-d50 none none none / 50%))",
    "color(xyz-d50 0.1 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / 25%) 0%, color(xyz-d65 none none none / 50%))",
    "color(xyz-d65 0.1 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in srgb, color(srgb .1 .2 .3 / 25%) 0%, color(srgb 0.5 none none / 50%))",
    "color(srgb 0.5 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in srgb-linear, color(srgb-linear .1 .2 .3 / 25%) 0%, color(srgb-linear 0.5 none none / 50%))",
    "color(srgb-linear 0.5 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in display-p3, color(display-p3 .1 .2 .3 / 25%) 0%, color(display-p3 0.5 none none / 50%))",
    "color(display-p3 0.5 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in a98-rgb, color(a98-rgb .1 .2 .3 / 25%) 0%, color(a98-rgb 0.5 none none / 50%))",
    "color(a98-rgb 0.5 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in prophoto-rgb, color(prophoto-rgb .1 .2 .3 / 25%) 0%, color(prophoto-rgb 0.5 none none / 50%))",
    "color(prophoto-rgb 0.5 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in rec2020, color(rec2020 .1 .2 .3 / 25%) 0%, color(rec2020 0.5 none none / 50%))",
    "color(rec2020 0.5 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5", "color-mix(in xyz, color(xyz .1 .2 .3 / 25%) 0%, color(xyz 0.5 none none / 50%))",
    "color(xyz-d65 0.5 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d50, color(xyz-d50 .1 .2 .3 / 25%) 0%, color(xyz-d50 0.5 none none / 50%))",
    "color(xyz-d50 0.5 0.2 0.3 / 0.5)", nil
  ),
  (
    "mix5",
    "color-mix(in xyz-d65, color(xyz-d65 .1 .2 .3 / 25%) 0%, color(xyz-d65 0.5 none none / 50%))",
    "color(xyz-d65 0.5 0.2 0.3 / 0.5)", nil
  ),
]
