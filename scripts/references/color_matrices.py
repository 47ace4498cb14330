"""The colour-space matrices of CSS Color 4, derived exactly and rounded once to doubles.

CSS Color 4 (https://www.w3.org/TR/css-color-4/, "Predefined color spaces" and "Sample code for
color conversions") defines each RGB space by the chromaticities of its primaries and of its white
point, and adapts between the D50 and D65 whites with the Bradford transform. Here every matrix is
computed in exact rational arithmetic (Python's fractions) from those chromaticities:

  the XYZ of a chromaticity (x, y) at luminance 1 is (x/y, 1, (1 − x − y)/y);
  RGB→XYZ = [XYZ(r) XYZ(g) XYZ(b)] · diag(S), S = [XYZ(r) XYZ(g) XYZ(b)]⁻¹ · XYZ(white);
  Bradford(src→dst) = B⁻¹ · diag(B·W_dst / B·W_src) · B, with B the Bradford cone matrix;

then each entry is rounded once to the nearest double (float(Fraction) rounds correctly). The
OKLab matrices are the decimal ones CSS Color 4 gives (Ottosson's, recomputed at 64-bit
precision by the CSS WG): they are the definition, copied as numbers.

Run: python3 scripts/references/color_matrices.py > Sources/Colors/Internal/ColorMatrices.swift
"""
from fractions import Fraction as F

D50 = (F("0.3457"), F("0.3585"))
D65 = (F("0.3127"), F("0.3290"))
SPACES = {
    # name: (red, green, blue chromaticities, white)
    "srgb": (((F("0.640"), F("0.330")), (F("0.300"), F("0.600")), (F("0.150"), F("0.060"))), D65),
    "displayP3": (((F("0.680"), F("0.320")), (F("0.265"), F("0.690")), (F("0.150"), F("0.060"))), D65),
    "a98Rgb": (((F("0.6400"), F("0.3300")), (F("0.2100"), F("0.7100")), (F("0.1500"), F("0.0600"))), D65),
    "prophotoRgb": (((F("0.734699"), F("0.265301")), (F("0.159597"), F("0.840403")),
                     (F("0.036598"), F("0.000105"))), D50),
    "rec2020": (((F("0.708"), F("0.292")), (F("0.170"), F("0.797")), (F("0.131"), F("0.046"))), D65),
}
BRADFORD = [[F("0.8951"), F("0.2664"), F("-0.1614")],
            [F("-0.7502"), F("1.7135"), F("0.0367")],
            [F("0.0389"), F("-0.0685"), F("1.0296")]]
OKLAB = {
    "xyzD65ToLMS": [["0.8190224379967030", "0.3619062600528904", "-0.1288737815209879"],
                    ["0.0329836539323885", "0.9292868615863434", "0.0361446663506424"],
                    ["0.0481771893596242", "0.2642395317527308", "0.6335478284694309"]],
    "lmsToXYZD65": [["1.2268798758459243", "-0.5578149944602171", "0.2813910456659647"],
                    ["-0.0405757452148008", "1.1122868032803170", "-0.0717110580655164"],
                    ["-0.0763729366746601", "-0.4214933324022432", "1.5869240198367816"]],
    "lmsToOklab": [["0.2104542683093140", "0.7936177747023054", "-0.0040720430116193"],
                   ["1.9779985324311684", "-2.4285922420485799", "0.4505937096174110"],
                   ["0.0259040424655478", "0.7827717124575296", "-0.8086757549230774"]],
    "oklabToLMS": [["1.0000000000000000", "0.3963377773761749", "0.2158037573099136"],
                   ["1.0000000000000000", "-0.1055613458156586", "-0.0638541728258133"],
                   ["1.0000000000000000", "-0.0894841775298119", "-1.2914855480194092"]],
}


def xyz(chromaticity):
    x, y = chromaticity
    return [x / y, F(1), (1 - x - y) / y]


def inverse(m):
    a, b, c = m[0]
    d, e, f = m[1]
    g, h, i = m[2]
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [[(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
            [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
            [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det]]


def multiply(m, n):
    return [[sum(m[r][k] * n[k][c] for k in range(3)) for c in range(3)] for r in range(3)]


def apply(m, v):
    return [sum(m[r][k] * v[k] for k in range(3)) for r in range(3)]


def to_xyz(primaries, white):
    columns = [xyz(p) for p in primaries]
    p = [[columns[c][r] for c in range(3)] for r in range(3)]
    s = apply(inverse(p), xyz(white))
    return [[p[r][c] * s[c] for c in range(3)] for r in range(3)]


def bradford(source, destination):
    cone_source = apply(BRADFORD, xyz(source))
    cone_destination = apply(BRADFORD, xyz(destination))
    scale = [[cone_destination[i] / cone_source[i] if i == j else F(0) for j in range(3)]
             for i in range(3)]
    return multiply(inverse(BRADFORD), multiply(scale, BRADFORD))


def literal(m):
    rows = ",\n    ".join("SIMD3(" + ", ".join(repr(float(v)) for v in row) + ")" for row in m)
    return "ColorMatrix(rows: (\n    " + rows + "))"


def white(chromaticity):
    return "SIMD3(" + ", ".join(repr(float(v)) for v in xyz(chromaticity)) + ")"


LINEAR = ["srgb", "displayP3", "a98Rgb", "prophotoRgb", "rec2020", "xyzD50", "xyzD65"]


def to_xyz_of(name):
    """(matrix to XYZ, white) of a linear-light space."""
    if name == "xyzD50":
        return [[F(int(i == j)) for j in range(3)] for i in range(3)], D50
    if name == "xyzD65":
        return [[F(int(i == j)) for j in range(3)] for i in range(3)], D65
    primaries, white_point = SPACES[name]
    return to_xyz(primaries, white_point), white_point


def between(source, destination):
    """Linear-light source to linear-light destination, exactly: to XYZ, adapt, from XYZ."""
    m, white_source = to_xyz_of(source)
    n, white_destination = to_xyz_of(destination)
    if white_source != white_destination:
        m = multiply(bradford(white_source, white_destination), m)
    return multiply(inverse(n), m)


print("// Generated by scripts/references/color_matrices.py from the chromaticities CSS Color 4")
print("// gives (exact rational arithmetic, one rounding to double per entry); the OKLab matrices are")
print("// CSS Color 4's decimal ones. Do not edit; rerun the script.")
print()
print("extension ColorMatrix {")
print("  /// The matrix from one linear-light space to another, composed exactly (to XYZ, Bradford")
print("  /// adaptation between D50 and D65 when the whites differ, from XYZ) and rounded once, so")
print("  /// that shared primaries map exactly (sRGB's red is exactly a98-rgb's red direction).")
print("  @inlinable")
print("  static func between(_ source: LinearLightSpace, _ destination: LinearLightSpace) -> ColorMatrix {")
print("    switch (source, destination) {")
for source in LINEAR:
    for destination in LINEAR:
        if source != destination:
            print(f"    case (.{source}, .{destination}): {source}To{destination[0].upper() + destination[1:]}")
print("    default: identity")
print("    }")
print("  }")
print()
print("  @usableFromInline static let identity = ColorMatrix(rows: (SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)))")
for source in LINEAR:
    for destination in LINEAR:
        if source != destination:
            name = f"{source}To{destination[0].upper() + destination[1:]}"
            print(f"  @usableFromInline static let {name} = {literal(between(source, destination))}")
for name, rows in OKLAB.items():
    print(f"  /// CSS Color 4's OKLab matrix ({name}).")
    print(f"  @usableFromInline static let {name} = {literal([[F(v) for v in row] for row in rows])}")
print("  /// The D50 white, XYZ with Y = 1 (CIE Lab's reference white).")
print(f"  @usableFromInline static let d50White: SIMD3<Double> = {white(D50)}")
print("}")
