"""Reference values for Transform3D at 50 digits, written independently of the Swift code from
the definitions: Core Animation's row-vector 4x4 matrices (QuartzCore/CATransform3D.h; rotation
by Rodrigues' formula about the normalized axis, about z giving m11 = cos, m12 = sin), css-
transforms-2's decomposition / slerp / recomposition pseudo-code (with the rotation table made
consistent with the decomposition, the erratum all engines fix), and CALayer's placement of a
layer: (p - anchor)·transform + (position, zPosition), then the superlayer's sublayerTransform
about its anchor point, then the perspective divide.

Run: python3 scripts/references/transform3d.py > Tests/AffineTests/References/Transform3DReferences.swift
     python3 scripts/references/transform3d.py articles \
       > Tests/IntegrationTests/References/TransitionArticle3DReferences.swift
"""
import sys
import mpmath
from mpmath import mpf, matrix

mpmath.mp.dps = 50


def identity():
    return matrix([[1 if i == j else 0 for j in range(4)] for i in range(4)])


def translation(x, y, z):
    m = identity()
    m[3, 0], m[3, 1], m[3, 2] = x, y, z
    return m


def scale(x, y, z):
    m = identity()
    m[0, 0], m[1, 1], m[2, 2] = x, y, z
    return m


def rotation(angle, x, y, z):
    """Rotation in row-vector form: R_row = transpose of the column-vector Rodrigues matrix."""
    n = mpmath.sqrt(x * x + y * y + z * z)
    if n == 0:
        return identity()
    u = [mpf(x) / n, mpf(y) / n, mpf(z) / n]
    c, s = mpmath.cos(angle), mpmath.sin(angle)
    # Column-vector Rodrigues: R = cI + s[u]x + (1 - c) u u^T.
    cross = [[0, -u[2], u[1]], [u[2], 0, -u[0]], [-u[1], u[0], 0]]
    column = [[c * (1 if i == j else 0) + s * cross[i][j] + (1 - c) * u[i] * u[j]
               for j in range(3)] for i in range(3)]
    m = identity()
    for i in range(3):
        for j in range(3):
            m[i, j] = column[j][i]
    return m


def perspective(d):
    m = identity()
    m[2, 3] = -1 / mpf(d)
    return m


def skew_x(angle):
    m = identity()
    m[1, 0] = mpmath.tan(angle)
    return m


def entries(m):
    return [m[i, j] for i in range(4) for j in range(4)]


def literal(v):
    return mpmath.nstr(v, 17, min_fixed=-30, max_fixed=30, strip_zeros=False) if v != 0 else "0"


def swift_matrix(m):
    return "[" + ", ".join(literal(v) for v in entries(m)) + "]"


# --- css-transforms-2 decomposition, slerp and recomposition ------------------------------

def decompose(m):
    if m[3, 3] == 0:
        return None
    m = m / m[3, 3]
    affine = m.copy()
    affine[0, 3] = affine[1, 3] = affine[2, 3] = 0
    affine[3, 3] = 1
    if mpmath.det(affine) == 0:
        return None
    if m[0, 3] != 0 or m[1, 3] != 0 or m[2, 3] != 0:
        rhs = matrix([m[0, 3], m[1, 3], m[2, 3], m[3, 3]])
        p = affine ** -1 * rhs
        persp = [p[0], p[1], p[2], p[3]]
    else:
        persp = [mpf(0), mpf(0), mpf(0), mpf(1)]
    translate = [m[3, 0], m[3, 1], m[3, 2]]
    rows = [[m[i, j] for j in range(3)] for i in range(3)]

    def dot(a, b):
        return sum(x * y for x, y in zip(a, b))

    def combine(a, b, sa, sb):
        return [sa * x + sb * y for x, y in zip(a, b)]

    sc = [0, 0, 0]
    sk = [0, 0, 0]
    sc[0] = mpmath.sqrt(dot(rows[0], rows[0]))
    rows[0] = [x / sc[0] for x in rows[0]]
    sk[0] = dot(rows[0], rows[1])
    rows[1] = combine(rows[1], rows[0], 1, -sk[0])
    sc[1] = mpmath.sqrt(dot(rows[1], rows[1]))
    rows[1] = [x / sc[1] for x in rows[1]]
    sk[0] /= sc[1]
    sk[1] = dot(rows[0], rows[2])
    rows[2] = combine(rows[2], rows[0], 1, -sk[1])
    sk[2] = dot(rows[1], rows[2])
    rows[2] = combine(rows[2], rows[1], 1, -sk[2])
    sc[2] = mpmath.sqrt(dot(rows[2], rows[2]))
    rows[2] = [x / sc[2] for x in rows[2]]
    sk[1] /= sc[2]
    sk[2] /= sc[2]
    r0, r1, r2 = rows
    cross = [r1[1] * r2[2] - r1[2] * r2[1], r1[2] * r2[0] - r1[0] * r2[2],
             r1[0] * r2[1] - r1[1] * r2[0]]
    if dot(r0, cross) < 0:
        sc = [-x for x in sc]
        rows = [[-x for x in r] for r in rows]
    # The specification's quaternion: magnitudes from the diagonal, signs from the off-diagonal.
    q = [mpf(0.5) * mpmath.sqrt(max(0, 1 + rows[0][0] - rows[1][1] - rows[2][2])),
         mpf(0.5) * mpmath.sqrt(max(0, 1 - rows[0][0] + rows[1][1] - rows[2][2])),
         mpf(0.5) * mpmath.sqrt(max(0, 1 - rows[0][0] - rows[1][1] + rows[2][2])),
         mpf(0.5) * mpmath.sqrt(max(0, 1 + rows[0][0] + rows[1][1] + rows[2][2]))]
    if rows[2][1] > rows[1][2]:
        q[0] = -q[0]
    if rows[0][2] > rows[2][0]:
        q[1] = -q[1]
    if rows[1][0] > rows[0][1]:
        q[2] = -q[2]
    return dict(t=translate, s=sc, k=sk, p=persp, q=q)


def slerp(qa, qb, t):
    product = sum(a * b for a, b in zip(qa, qb))
    product = min(max(product, -1), 1)
    if abs(product) == 1:
        return list(qa)
    theta = mpmath.acos(product)
    w = mpmath.sin(t * theta) / mpmath.sqrt(1 - product * product)
    return [a * (mpmath.cos(t * theta) - product * w) + b * w for a, b in zip(qa, qb)]


def recompose(d):
    m = identity()
    for i in range(4):
        m[i, 3] = d["p"][i]
    for i in range(4):
        for j in range(3):
            m[3, i] += d["t"][j] * m[j, i]
    x, y, z, w = d["q"]
    # Rotation in the same (row-vector) convention as the decomposition read it: the
    # specification's table transposed.
    rot = identity()
    rot[0, 0] = 1 - 2 * (y * y + z * z)
    rot[0, 1] = 2 * (x * y + z * w)
    rot[0, 2] = 2 * (x * z - y * w)
    rot[1, 0] = 2 * (x * y - z * w)
    rot[1, 1] = 1 - 2 * (x * x + z * z)
    rot[1, 2] = 2 * (y * z + x * w)
    rot[2, 0] = 2 * (x * z + y * w)
    rot[2, 1] = 2 * (y * z - x * w)
    rot[2, 2] = 1 - 2 * (x * x + y * y)
    m = rot * m
    for (value, i, j) in ((d["k"][2], 2, 1), (d["k"][1], 2, 0), (d["k"][0], 1, 0)):
        if value != 0:
            temp = identity()
            temp[i, j] = value
            m = temp * m
    for i in range(3):
        for j in range(4):
            m[i, j] *= d["s"][i]
    return m


def interpolate(a, b, t):
    da, db = decompose(a), decompose(b)
    mix = lambda x, y: [u * (1 - t) + v * t for u, v in zip(x, y)]
    d = dict(t=mix(da["t"], db["t"]), s=mix(da["s"], db["s"]), k=mix(da["k"], db["k"]),
             p=mix(da["p"], db["p"]), q=slerp(da["q"], db["q"], mpf(t)))
    return recompose(d)


# --- layers ------------------------------------------------------------------------------

def layer_to_superlayer(bounds, position, anchor, anchor_z, z_position, transform):
    ax = bounds[0] + anchor[0] * bounds[2]
    ay = bounds[1] + anchor[1] * bounds[3]
    return translation(-ax, -ay, -anchor_z) * transform * translation(
        position[0], position[1], z_position)


def about_anchor(bounds, anchor, anchor_z, sublayer):
    ax = bounds[0] + anchor[0] * bounds[2]
    ay = bounds[1] + anchor[1] * bounds[3]
    return translation(-ax, -ay, -anchor_z) * sublayer * translation(ax, ay, anchor_z)


def corners(bounds, m):
    out = []
    for (x, y) in ((bounds[0], bounds[1]), (bounds[0] + bounds[2], bounds[1]),
                   (bounds[0] + bounds[2], bounds[1] + bounds[3]),
                   (bounds[0], bounds[1] + bounds[3])):
        v = matrix([[x, y, 0, 1]]) * m
        out.append((v[0] / v[3], v[1] / v[3]))
    return out


def swift_corners(cs):
    return "[" + ", ".join("(%s, %s)" % (literal(x), literal(y)) for x, y in cs) + "]"


pi = mpmath.pi
ARTICLES = len(sys.argv) > 1 and sys.argv[1] == "articles"


def print_matrices():
    print("// Generated by scripts/references/transform3d.py (mpmath, 50 digits); do not edit.")
    print("// Independent of the Swift code: see the script's docstring for the definitions used.")
    print()
    print("/// Matrices made by Core Animation's functions, as (name, 16 entries row by row).")
    print("let transform3DConstructionReferences: [(String, [Double])] = [")
    cases = [
        ("rotation 0.7 about (1, 2, 3)", rotation(mpf("0.7"), 1, 2, 3)),
        ("rotation -2.5 about (-0.3, 0.9, 0.1)", rotation(mpf("-2.5"), mpf("-0.3"), mpf("0.9"), mpf("0.1"))),
        ("rotation 1e-9 about (0, 1, 1)", rotation(mpf("1e-9"), 0, 1, 1)),
        ("rotation pi/3 about y then perspective 500", rotation(pi / 3, 0, 1, 0) * perspective(500)),
        ("scale (2, 3, 4), rotation 0.3 about x, translation (5, 6, 7)",
         scale(2, 3, 4) * rotation(mpf("0.3"), 1, 0, 0) * translation(5, 6, 7)),
    ]
    for name, m in cases:
        print('  ("%s", %s),' % (name, swift_matrix(m)))
    print("]")
    print()

    # Inverses of invertible matrices with perspective.
    print("/// Matrices and their inverses: (matrix, inverse), entries row by row.")
    print("let transform3DInverseReferences: [([Double], [Double])] = [")
    inverse_cases = [
        rotation(pi / 3, 0, 1, 0) * perspective(500) * translation(10, -20, 30),
        scale(2, 3, 4) * rotation(mpf("0.3"), 1, 1, 0) * perspective(400) * translation(5, 6, 7),
        matrix([[1, 2, 3, 4], [2, 1, -1, 0.5], [0, 3, 1, -2], [5, -1, 2, 3]]),
    ]
    for m in inverse_cases:
        print("  (%s, %s)," % (swift_matrix(m), swift_matrix(m ** -1)))
    print("]")
    print()

    # Interpolations by the specification's algorithm.
    print("/// css-transforms-2 interpolations: (from, to, progress, result), entries row by row.")
    print("let transform3DInterpolationReferences: [([Double], [Double], Double, [Double])] = [")
    pairs = [
        (rotation(pi / 4, 0, 1, 0) * perspective(500), rotation(pi / 3, 1, 0, 0) * perspective(500)),
        (identity(), rotation(mpf("2.5"), 1, 1, 1)),
        (scale(2, 1, 1) * rotation(mpf("0.5"), 0, 0, 1) * translation(1, 2, 3),
         skew_x(mpf("0.4")) * rotation(mpf("-1.2"), 0, 1, 0) * translation(-4, 5, 6) * perspective(800)),
    ]
    for a, b in pairs:
        for t in ("0.25", "0.5", "0.75", "2"):
            print("  (%s, %s, %s, %s)," % (swift_matrix(a), swift_matrix(b), t,
                                           swift_matrix(interpolate(a, b, mpf(t)))))
    print("]")
    print()



def print_articles():
    print("// Generated by scripts/references/transform3d.py articles (mpmath, 50 digits); do not edit.")
    print("// Independent of the Swift code: see the script's docstring for the definitions used.")
    print()
    # The card flip: a 300 x 200 card centered in a 400 x 300 stage with perspective 500 in the
    # stage's sublayerTransform, turning about y by pi * progress.
    stage = ((0, 0, 400, 300), (mpf("0.5"), mpf("0.5")))
    card_bounds = (0, 0, 300, 200)
    print("/// The card flip article: (progress, projected corners of the card in the stage).")
    print("let cardFlipReferences: [(Double, [(Double, Double)])] = [")
    for k in range(11):
        p = mpf(k) / 10
        if k == 5:
            continue  # edge-on: the corners coincide in pairs and the quad has no area
        m = layer_to_superlayer(card_bounds, (200, 150), (mpf("0.5"), mpf("0.5")), 0, 0,
                                rotation(pi * p, 0, 1, 0))
        m = m * about_anchor(stage[0], stage[1], 0, perspective(500))
        print("  (%s, %s)," % (literal(p), swift_corners(corners(card_bounds, m))))
    print("]")
    print()

    # The cube transition: two 375 x 667 faces of a cube turning left about a vertical axis
    # 187.5 points behind the screen (anchorPointZ = zPosition = -187.5), perspective 1000.
    width, height = 375, 667
    screen = ((0, 0, width, height), (mpf("0.5"), mpf("0.5")))
    face = (0, 0, width, height)
    print("/// The cube article: (progress, outgoing face's corners, incoming face's corners).")
    print("let cubeTransitionReferences: [(Double, [(Double, Double)], [(Double, Double)])] = [")
    for k in (0, 1, 2, 3, 4):
        p = mpf(k) / 4
        rows = []
        for angle in (-pi / 2 * p, pi / 2 * (1 - p)):
            m = layer_to_superlayer(face, (mpf(width) / 2, mpf(height) / 2), (mpf("0.5"), mpf("0.5")),
                                    -mpf(width) / 2, -mpf(width) / 2, rotation(angle, 0, 1, 0))
            m = m * about_anchor(screen[0], screen[1], 0, perspective(1000))
            rows.append(corners(face, m))
        outgoing, incoming = rows
        print("  (%s, %s, %s)," % (literal(p), swift_corners(outgoing), swift_corners(incoming)))
    print("]")


print_articles() if ARTICLES else print_matrices()
