"""Reference conversions between CSS Color 4's spaces, at 50 significant digits.

An independent evaluation of the formulas CSS Color 4 gives (https://www.w3.org/TR/css-color-4/,
"Predefined color spaces", "Converting between colors", "Sample code for color conversions"):
RGB matrices from the primaries' chromaticities in exact rationals, Bradford adaptation, CIE Lab
with ε = 216/24389 and κ = 24389/27, Oklab with the spec's decimal matrices, the transfer
functions, HSL and HWB. Every sample color is converted to every space; the Swift conversions in
doubles are checked against these values (Tests/ColorsTests/ColorConversionTests.swift).

Run: python3 scripts/references/color_conversions.py > Tests/ColorsTests/References/ColorConversionReferences.swift
"""
import mpmath
from mpmath import mpf

mpmath.mp.dps = 50
import os
HERE = os.path.dirname(os.path.abspath(__file__))
exec(open(os.path.join(HERE, "color_matrices.py")).read().split("def literal")[0])

def mat(m):
    return [[mpf(v.numerator) / mpf(v.denominator) for v in row] for row in m]

def mdec(rows):
    return [[mpf(v) for v in row] for row in rows]

def mul(m, v):
    return [m[r][0] * v[0] + m[r][1] * v[1] + m[r][2] * v[2] for r in range(3)]

RGB = {name: (mat(to_xyz(*spec)), mat(inverse(to_xyz(*spec))), spec[1] == D50) for name, spec in SPACES.items()}
D50_TO_D65 = mat(bradford(D50, D65))
D65_TO_D50 = mat(bradford(D65, D50))
M1, M1I = mdec(OKLAB["xyzD65ToLMS"]), mdec(OKLAB["lmsToXYZD65"])
M2, M2I = mdec(OKLAB["lmsToOklab"]), mdec(OKLAB["oklabToLMS"])
D50W = [mpf(v.numerator) / mpf(v.denominator) for v in xyz(D50)]
EPS, KAPPA = mpf(216) / 24389, mpf(24389) / 27

def sgn(x, f):
    return f(abs(x)) if x >= 0 else -f(abs(x))

def srgb_lin(x): return sgn(x, lambda a: a / mpf("12.92") if a <= mpf("0.04045") else ((a + mpf("0.055")) / mpf("1.055")) ** mpf("2.4"))
def srgb_enc(x): return sgn(x, lambda a: mpf("12.92") * a if a <= mpf("0.0031308") else mpf("1.055") * a ** (1 / mpf("2.4")) - mpf("0.055"))
def a98_lin(x): return sgn(x, lambda a: a ** (mpf(563) / 256))
def a98_enc(x): return sgn(x, lambda a: a ** (mpf(256) / 563))
def pp_lin(x): return sgn(x, lambda a: a / 16 if a <= mpf(16) / 512 else a ** mpf("1.8"))
def pp_enc(x): return sgn(x, lambda a: a ** (1 / mpf("1.8")) if a >= mpf(1) / 512 else 16 * a)
ALPHA, BETA = mpf("1.09929682680944"), mpf("0.018053968510807")
def r2020_lin(x): return sgn(x, lambda a: a / mpf("4.5") if a < BETA * mpf("4.5") else ((a + ALPHA - 1) / ALPHA) ** (1 / mpf("0.45")))
def r2020_enc(x): return sgn(x, lambda a: ALPHA * a ** mpf("0.45") - (ALPHA - 1) if a >= BETA else mpf("4.5") * a)

TRANSFER = {"srgb": (srgb_lin, srgb_enc), "displayP3": (srgb_lin, srgb_enc), "a98Rgb": (a98_lin, a98_enc),
            "prophotoRgb": (pp_lin, pp_enc), "rec2020": (r2020_lin, r2020_enc)}

def hue(h):
    h = h % 360
    return h

def hsl_to_srgb(c):
    h, s, l = hue(c[0]), c[1] / 100, c[2] / 100
    a = s * min(l, 1 - l)
    def f(n):
        k = (n + h / 30) % 12
        return l - a * max(-1, min(k - 3, 9 - k, 1))
    return [f(0), f(8), f(4)]

def srgb_to_hsl(rgb):
    mx, mn = max(rgb), min(rgb)
    l = (mx + mn) / 2
    d = mx - mn
    if d == 0:
        return [mpf(0), mpf(0), l * 100]
    s = 0 if l in (0, 1) else (mx - l) / min(l, 1 - l)
    r, g, b = rgb
    if mx == r: h = (g - b) / d + (6 if g < b else 0)
    elif mx == g: h = (b - r) / d + 2
    else: h = (r - g) / d + 4
    h *= 60
    if s < 0:
        h += 180
        s = -s
    return [hue(h), s * 100, l * 100]

def hwb_to_srgb(c):
    w, b = c[1] / 100, c[2] / 100
    if w + b >= 1:
        g = w / (w + b)
        return [g, g, g]
    return [v * (1 - w - b) + w for v in hsl_to_srgb([c[0], mpf(100), mpf(50)])]

def srgb_to_hwb(rgb):
    h = srgb_to_hsl(rgb)[0]
    return [h, min(rgb) * 100, (1 - max(rgb)) * 100]

def xyz_to_lab(x):
    s = [x[i] / D50W[i] for i in range(3)]
    f = [mpmath.cbrt(v) if v > EPS else (KAPPA * v + 16) / 116 for v in s]
    return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]

def lab_to_xyz(lab):
    fy = (lab[0] + 16) / 116
    fx = lab[1] / 500 + fy
    fz = fy - lab[2] / 200
    inv = lambda f: f ** 3 if f ** 3 > EPS else (116 * f - 16) / KAPPA
    y = fy ** 3 if lab[0] > KAPPA * EPS else lab[0] / KAPPA
    return [inv(fx) * D50W[0], y * D50W[1], inv(fz) * D50W[2]]

def cbrt_signed(v): return mpmath.cbrt(v) if v >= 0 else -mpmath.cbrt(-v)
def xyz_to_oklab(x): return mul(M2, [cbrt_signed(v) for v in mul(M1, x)])
def oklab_to_xyz(o): return mul(M1I, [v ** 3 for v in mul(M2I, o)])
def to_polar(c): return [c[0], mpmath.sqrt(c[1] ** 2 + c[2] ** 2), hue(mpmath.degrees(mpmath.atan2(c[2], c[1])))]
def to_rect(c):
    r = mpmath.radians(hue(c[2]))
    return [c[0], c[1] * mpmath.cos(r), c[1] * mpmath.sin(r)]

def to_xyz_d65(space, c):
    if space in ("hsl", "hwb"): return to_xyz_d65("srgb", hsl_to_srgb(c) if space == "hsl" else hwb_to_srgb(c))
    if space == "srgbLinear": return mul(RGB["srgb"][0], c)
    if space in RGB:
        m, _, d50 = RGB[space]
        x = mul(m, [TRANSFER[space][0](v) for v in c])
        return mul(D50_TO_D65, x) if d50 else x
    if space == "xyzD65": return c
    if space == "xyzD50": return mul(D50_TO_D65, c)
    if space == "lab": return mul(D50_TO_D65, lab_to_xyz(c))
    if space == "lch": return mul(D50_TO_D65, lab_to_xyz(to_rect(c)))
    if space == "oklab": return oklab_to_xyz(c)
    if space == "oklch": return oklab_to_xyz(to_rect(c))

def from_xyz_d65(space, x):
    if space in ("hsl", "hwb"):
        rgb = from_xyz_d65("srgb", x)
        return srgb_to_hsl(rgb) if space == "hsl" else srgb_to_hwb(rgb)
    if space == "srgbLinear": return mul(RGB["srgb"][1], x)
    if space in RGB:
        _, mi, d50 = RGB[space]
        return [TRANSFER[space][1](v) for v in mul(mi, mul(D65_TO_D50, x) if d50 else x)]
    if space == "xyzD65": return x
    if space == "xyzD50": return mul(D65_TO_D50, x)
    if space == "lab": return xyz_to_lab(mul(D65_TO_D50, x))
    if space == "lch": return to_polar(xyz_to_lab(mul(D65_TO_D50, x)))
    if space == "oklab": return xyz_to_oklab(x)
    if space == "oklch": return to_polar(xyz_to_oklab(x))

SAMPLES = [
    ("srgb", ["0.2", "0.5", "0.8"]), ("srgb", ["1", "0", "0"]), ("srgb", ["1.2", "-0.1", "0.5"]),
    ("srgb", ["0.01", "0.02", "0.03"]), ("srgbLinear", ["0.04", "0.6", "0.3"]),
    ("displayP3", ["0.9", "0.1", "0.3"]), ("displayP3", ["-0.05", "1.1", "0.5"]),
    ("a98Rgb", ["0.3", "0.7", "0.2"]), ("prophotoRgb", ["0.5", "0.25", "0.75"]),
    ("prophotoRgb", ["0.01", "0.02", "0.9"]), ("rec2020", ["0.6", "0.4", "0.01"]),
    ("xyzD50", ["0.3", "0.4", "0.5"]), ("xyzD65", ["0.2", "0.1", "0.6"]),
    ("lab", ["50", "40", "-30"]), ("lab", ["90", "-70", "80"]), ("lab", ["5", "1", "2"]),
    ("lch", ["50", "50", "30"]), ("lch", ["70", "130", "250"]),
    ("oklab", ["0.6", "0.1", "-0.1"]), ("oklab", ["0.9", "-0.2", "0.3"]),
    ("oklch", ["0.7", "0.15", "200"]), ("oklch", ["0.4", "0.3", "20"]),
    ("hsl", ["200", "60", "40"]), ("hsl", ["350", "30", "90"]), ("hsl", ["30", "120", "50"]),
    ("hwb", ["120", "20", "30"]), ("hwb", ["300", "60", "50"]),
]
DESTINATIONS = ["srgb", "srgbLinear", "displayP3", "a98Rgb", "prophotoRgb", "rec2020", "xyzD50",
                "xyzD65", "lab", "lch", "oklab", "oklch", "hsl", "hwb"]

def direct(source, c, destination):
    if source == destination:
        return c
    # Within sRGB's forms, and polar/rectangular pairs, CSS converts directly; the values agree
    # with the XYZ route mathematically, so the reference may take either.
    if source in ("srgb", "hsl", "hwb") and destination in ("srgb", "hsl", "hwb"):
        rgb = c if source == "srgb" else hsl_to_srgb(c) if source == "hsl" else hwb_to_srgb(c)
        return rgb if destination == "srgb" else srgb_to_hsl(rgb) if destination == "hsl" else srgb_to_hwb(rgb)
    return from_xyz_d65(destination, to_xyz_d65(source, c))

print("// Generated by scripts/references/color_conversions.py (mpmath, 50 digits): sample colors and")
print("// their values in every space by CSS Color 4's formulas. Do not edit; rerun the script.")
print()
print("/// (source space, components, [(destination space, components)]), components as CSS units.")
print("let colorConversionReferences: [(String, [Double], [(String, [Double])])] = [")
for space, comps in SAMPLES:
    c = [mpf(v) for v in comps]
    print(f'  ("{space}", [{", ".join(comps)}], [')
    for d in DESTINATIONS:
        out = direct(space, c, d)
        print(f'    ("{d}", [{", ".join(mpmath.nstr(v, 20, min_fixed=-30, max_fixed=30) for v in out)}]),')
    print("  ]),")
print("]")
