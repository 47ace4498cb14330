"""Arc lengths of path segments, and the parameters at fractions of them, in 40-digit arithmetic.

For each segment (a quadratic or cubic bézier by its control points, or an elliptical arc by its
center, two conjugate semi-axes, start angle and sweep): the speed |B'(t)| written from the
definitions, integrated by mpmath's tanh-sinh quadrature over [0, 1] split at every zero of
B'(t)·B''(t) in (0, 1) (the speed's extremes, where cusps and near-cusps sit), so that every
piece is smooth; then, for each fraction f, the parameter t with length(0, t) = f·length by
bisection to 1e-6 and then Newton steps until length(0, t) is within 1e-30 of its goal. Control points are taken as the exact doubles the tests pass. Independent of
the library: no Gauss–Legendre, no Newton steps, no double arithmetic.

Run: python3 scripts/references/path_lengths.py > Tests/AffineTests/References/PathLengthReferences.swift
     swift format -i Tests/AffineTests/References/PathLengthReferences.swift
"""
import mpmath

mpmath.mp.dps = 40

FRACTIONS = [0.1, 0.25, 0.5, 0.75, 0.9]

CASES = [
    ("cubic", "a wavy cubic", [(0, 0), (10, 30), (40, -20), (50, 10)]),
    ("cubic", "first control point on its anchor", [(0, 0), (0, 0), (20, 40), (60, 0)]),
    ("cubic", "second control point on its anchor", [(0, 0), (20, 40), (60, 0), (60, 0)]),
    ("cubic", "a cusp at t = 0.5", [(0, 0), (100, 100), (0, 100), (100, 0)]),
    ("cubic", "a near-cusp", [(0, 0), (100, 100), (1e-7, 100), (100, 0)]),
    ("cubic", "a loop", [(0, 0), (120, 100), (-60, 100), (60, 0)]),
    ("cubic", "collinear, turning back twice", [(0, 0), (10, 0), (-5, 0), (5, 0)]),
    ("cubic", "three coincident points", [(1, 1), (1, 1), (1, 1), (4, 5)]),
    ("cubic", "an ease-in-out curve", [(0, 0), (0.42, 0), (0.58, 1), (1, 1)]),
    ("cubic", "long and flat", [(0, 0), (3000, 1), (6000, -1), (9000, 0)]),
    ("quadratic", "a parabola", [(0, 0), (50, 100), (100, 0)]),
    ("quadratic", "collinear, turning back", [(0, 0), (10, 0), (5, 0)]),
    ("quadratic", "a sharp turn", [(0, 0), (100, 1e-6), (0, 2e-6)]),
    ("arc", "a quarter circle", [(0, 0), (50, 0), (0, 50), (0, mpmath.pi / 2)]),
    ("arc", "half a flat ellipse", [(10, 20), (100, 0), (0, 20), (0, mpmath.pi)]),
    ("arc", "300 degrees of a rotated ellipse, clockwise", [(0, 0), (60, 80), (-16, 12), (0.5, -5.235987755982988)]),
    ("arc", "a sheared ellipse", [(0, 0), (40, 0), (30, 10), (-1, 4)]),
    ("arc", "a sliver of a huge circle", [(0, -1e6), (0, 1e6), (-1e6, 0), (1.5707963267948966, 1e-6)]),
]


def mp_point(p):
    return (mpmath.mpf(p[0]), mpmath.mpf(p[1]))


def derivatives(kind, data):
    """B'(t) and B''(t) as functions returning pairs of mpf."""
    if kind == "cubic":
        p0, p1, p2, p3 = [mp_point(p) for p in data]
        def first(t):
            return tuple(3 * (1 - t) ** 2 * (p1[i] - p0[i]) + 6 * (1 - t) * t * (p2[i] - p1[i])
                         + 3 * t * t * (p3[i] - p2[i]) for i in range(2))
        def second(t):
            return tuple(6 * (1 - t) * (p2[i] - 2 * p1[i] + p0[i]) + 6 * t * (p3[i] - 2 * p2[i] + p1[i])
                         for i in range(2))
        return first, second
    if kind == "quadratic":
        p0, p1, p2 = [mp_point(p) for p in data]
        def first(t):
            return tuple(2 * (1 - t) * (p1[i] - p0[i]) + 2 * t * (p2[i] - p1[i]) for i in range(2))
        def second(t):
            return tuple(2 * (p2[i] - 2 * p1[i] + p0[i]) for i in range(2))
        return first, second
    center, u, v, angles = data
    u = mp_point(u)
    v = mp_point(v)
    start = mpmath.mpf(angles[0])
    sweep = mpmath.mpf(angles[1])
    def first(t):
        a = start + sweep * t
        return tuple(sweep * (v[i] * mpmath.cos(a) - u[i] * mpmath.sin(a)) for i in range(2))
    def second(t):
        a = start + sweep * t
        return tuple(-sweep * sweep * (v[i] * mpmath.sin(a) + u[i] * mpmath.cos(a)) for i in range(2))
    return first, second


def speed_extremes(first, second):
    def slope(t):
        d, e = first(t), second(t)
        return d[0] * e[0] + d[1] * e[1]
    roots = []
    steps = 2000
    grid = [mpmath.mpf(k) / steps for k in range(steps + 1)]
    values = [slope(t) for t in grid]
    # Values within rounding of zero (a circle's constant speed) have no sign to change.
    def size(t):
        d, e = first(t), second(t)
        return mpmath.sqrt((d[0] ** 2 + d[1] ** 2) * (e[0] ** 2 + e[1] ** 2))
    floor = mpmath.mpf(10) ** -30 * max(size(t) for t in grid)
    previous = None
    for k in range(1, steps):
        current = values[k]
        if abs(current) <= floor:
            continue
        if previous is not None and (values[previous] < 0) != (current < 0):
            low, high = grid[previous], grid[k]
            for _ in range(140):
                middle = (low + high) / 2
                if (slope(middle) < 0) == (values[previous] < 0):
                    low = middle
                else:
                    high = middle
            roots.append((low + high) / 2)
        previous = k
    return roots


def main():
    import sys
    sys.stdout.reconfigure(line_buffering=True)
    print("// Generated by scripts/references/path_lengths.py (mpmath, 40 digits); do not edit.")
    print("// Independent of the Swift code: see the script's docstring for the method.")
    print("")
    print("/// Segments as (kind, name, numbers, length, parameters at the fractions")
    print("/// `pathLengthFractions` of the length). Numbers: control points x, y in order for béziers;")
    print("/// center, first axis, second axis, (start angle, sweep) for arcs.")
    print("let pathLengthFractions: [Double] = [%s]" % ", ".join(repr(f) for f in FRACTIONS))
    print("")
    print("let pathLengthReferences: [(String, String, [Double], Double, [Double])] = [")
    for kind, name, data in CASES:
        first, second = derivatives(kind, data)
        def speed(t):
            d = first(t)
            return mpmath.sqrt(d[0] ** 2 + d[1] ** 2)
        breaks = [mpmath.mpf(0)] + speed_extremes(first, second) + [mpmath.mpf(1)]
        def length(a, b):
            inside = [x for x in breaks if a < x < b]
            return mpmath.quad(speed, [a] + inside + [b])
        total = length(mpmath.mpf(0), mpmath.mpf(1))
        parameters = []
        for fraction in FRACTIONS:
            goal = mpmath.mpf(fraction) * total
            low, high = mpmath.mpf(0), mpmath.mpf(1)
            while high - low > mpmath.mpf(10) ** -6:
                middle = (low + high) / 2
                if length(0, middle) < goal:
                    low = middle
                else:
                    high = middle
            t = (low + high) / 2
            for _ in range(60):
                miss = length(0, t) - goal
                if abs(miss) <= mpmath.mpf(10) ** -30 * total:
                    break
                t = t - miss / speed(t)
            else:
                raise RuntimeError("Newton did not converge: " + name)
            parameters.append(t)
        numbers = [float(x) for point in data for x in point]
        print("  (")
        print("    %s, %s," % ('"' + kind + '"', '"' + name + '"'))
        print("    [%s]," % ", ".join(repr(x) for x in numbers))
        print("    %s," % mpmath.nstr(total, 25))
        print("    [%s]" % ", ".join(mpmath.nstr(t, 25) for t in parameters))
        print("  ),")
    print("]")


main()
