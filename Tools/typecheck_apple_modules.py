#!/usr/bin/env python3
"""Helper of Tools/typecheck-apple-modules.sh: the rewrite of the checked copy and the checks that
Swift on Linux cannot make because it has no Objective-C runtime.

  rewrite PLATFORM DEPLOYMENT VERSIONS OPTIONAL SRC DST
      Copies the Swift files of SRC to DST with the rewrites the script's header lists. PLATFORM is
      iOS or macOS (the platform the copy is checked as), DEPLOYMENT its deployment target,
      VERSIONS the comma-separated versions of that platform that have an availability domain,
      OPTIONAL the comma-separated base names of the stand-ins' optional requirements. Every file
      keeps its line count: diagnostics name the sources' lines.
  domains DEPLOYMENTS FILES...
      Prints, one per line, `platform version` for every iOS or macOS version above the
      deployment target (DEPLOYMENTS: `iOS=16.0,macOS=13.0`) that an `@available` or
      `#available` of FILES names.
  optional STANDINS
      Prints the base names of the stand-ins' optional requirements, comma-separated.
  check STANDINS FILES...
      The Objective-C checks over FILES (see `check`); prints each finding and exits 1 if any.

The Swift reading here is lexical: comments and string literals are blanked, braces give the
scopes, and `func` declarations are read from their keyword to their body or line end. It is
meant for this repository's code, and says so where it cannot read something.
"""
import os
import re
import sys

# MARK: - Reading Swift


def blank(text):
    """The text with comments and string literal contents replaced by spaces (newlines kept)."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c == '"':
            quote = '"""' if text.startswith('"""', i) else '"'
            j = i + len(quote)
            while j < n and not text.startswith(quote, j):
                j += 2 if text[j] == "\\" else 1
            j = min(n, j + len(quote))
            out.append(quote + re.sub(r"[^\n]", " ", text[i + len(quote) : j - len(quote)]) + quote)
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


TYPE_HEADER = re.compile(
    r"(?:^|[\s;])(class|struct|enum|actor|protocol|extension)\s+([A-Za-z_][\w.]*)\s*(<[^{]*?>)?\s*(?::\s*([^{]*?))?\s*(?:where[^{]*)?$",
    re.S,
)


class Scope:
    def __init__(self, start, end, header, kind=None, name=None, inherits=()):
        self.start, self.end, self.header = start, end, header
        self.kind, self.name, self.inherits = kind, name, list(inherits)
        self.parent = None


def split_top(text, sep=","):
    """Splits at `sep` outside brackets."""
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        parts.append(cur)
    return [p.strip() for p in parts]


class File:
    def __init__(self, path, text=None):
        self.path = path
        self.text = open(path, encoding="utf-8").read() if text is None else text
        self.clean = blank(self.text)
        self.scopes = self._scopes()

    def line(self, pos):
        return self.text.count("\n", 0, pos) + 1

    def _scopes(self):
        scopes, stack, last = [], [], 0
        for i, ch in enumerate(self.clean):
            if ch == "{":
                header = self.clean[last:i]
                # The declaration's header: from the last statement break.
                header = re.split(r"[;}]", header)[-1]
                scope = Scope(i, None, header.strip())
                m = TYPE_HEADER.search(header.strip())
                if m and not re.search(r"\bfunc\b|\bvar\b|\blet\b|=", header.strip().split("\n")[-1] if m.group(1) == "extension" else ""):
                    scope.kind, scope.name = m.group(1), m.group(2)
                    if m.group(4):
                        scope.inherits = [re.sub(r"^any\s+", "", p) for p in split_top(m.group(4))]
                scope.parent = stack[-1] if stack else None
                stack.append(scope)
                scopes.append(scope)
                last = i + 1
            elif ch == "}":
                if stack:
                    stack.pop().end = i
                last = i + 1
            elif ch == ";":
                last = i + 1
        return scopes

    def enclosing(self, pos):
        """The innermost scope around pos, or None."""
        best = None
        for s in self.scopes:
            if s.start < pos and (s.end is None or pos < s.end):
                if best is None or s.start > best.start:
                    best = s
        return best

    def enclosing_type(self, pos):
        s = self.enclosing(pos)
        while s is not None and s.kind is None:
            s = s.parent
        return s


class Func:
    def __init__(self, file, pos, name, labels, types, result, attrs, scope, static):
        self.file, self.pos, self.name, self.labels = file, pos, name, labels
        self.types, self.result, self.attrs, self.scope, self.static = types, result, attrs, scope, static

    @property
    def selector(self):
        return self.name + "(" + "".join((l or "_") + ":" for l in self.labels) + ")"

    @property
    def signature(self):
        return self.selector + " (" + ", ".join(self.types) + ") -> " + self.result

    def where(self):
        return "%s:%d" % (self.file.path, self.file.line(self.pos))


def norm_type(t):
    t = re.sub(r"\s+", " ", t.strip())
    t = re.sub(r"\s*([<>\[\]:,()?!.])\s*", r"\1", t)
    t = re.sub(r"^@escaping ", "", t)
    return {"Void": "()", "": "()"}.get(t, t)


FUNC = re.compile(r"\bfunc\s+([A-Za-z_]\w*)\s*(?:<[^(]*>)?\s*\(")
VAR = re.compile(r"\bvar\s+([A-Za-z_]\w*)\s*:\s*([^{=\n]+)")


def attributes_before(file, pos):
    """The attributes and modifiers written before the declaration at pos (its own line's
    beginning and the attribute-only lines above it)."""
    start = file.clean.rfind("\n", 0, pos) + 1
    attrs = file.clean[start:pos]
    while start > 0:
        prev_start = file.clean.rfind("\n", 0, start - 1) + 1
        prev = file.clean[prev_start : start - 1].strip()
        if prev.startswith("@") and not re.search(r"\b(func|var|let|class|struct|enum)\b", prev):
            attrs = prev + " " + attrs
            start = prev_start
        else:
            break
    return attrs


def functions(file):
    found = []
    for m in FUNC.finditer(file.clean):
        i, depth = m.end() - 1, 0
        for j in range(i, len(file.clean)):
            if file.clean[j] == "(":
                depth += 1
            elif file.clean[j] == ")":
                depth -= 1
                if depth == 0:
                    break
        params = file.clean[i + 1 : j]
        rest = re.match(r"\s*((?:async|throws|rethrows|\s)*)(?:->\s*([^{\n]*?))?\s*(?:where\b[^{\n]*)?(?:\{|\n|$)", file.clean[j + 1 :])
        result = norm_type(rest.group(2) or "") if rest else "()"
        labels, types = [], []
        for p in split_top(params):
            head, _, typ = p.partition(":")
            typ = split_top(typ, "=")[0] if "=" in typ else typ
            names = head.split()
            labels.append(None if names[0] == "_" else names[0])
            types.append(norm_type(typ))
        attrs = attributes_before(file, m.start())
        scope = file.enclosing(m.start())
        found.append(
            Func(file, m.start(), m.group(1), labels, types, result, attrs, scope,
                 bool(re.search(r"\b(static|class)\s+$", attrs) or re.search(r"\b(static|class)\b", attrs)))
        )
    return found


def member_type(func):
    """The type scope a function is a member of, or None (a local or global function)."""
    return func.scope if func.scope is not None and func.scope.kind else None


def swift_files(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                for n in sorted(names):
                    if n.endswith(".swift") and n != "Package.swift":
                        yield os.path.join(root, n)
        elif p.endswith(".swift"):
            yield p


# MARK: - The stand-ins' protocols


class Protocols:
    """The stand-ins' protocols: requirements, optional requirements (those with a default
    implementation in an unconstrained extension of the protocol, as Apple's Objective-C
    protocols' optional requirements are declared here), and inheritance."""

    def __init__(self, standins):
        self.requirements, self.optional, self.inherits = {}, {}, {}
        self.classes, self.enums, self.structs = {}, set(), set()
        files = [File(p) for p in swift_files([standins])]
        for f in files:
            for s in f.scopes:
                if s.kind == "protocol":
                    self.inherits[s.name] = s.inherits
                    self.requirements.setdefault(s.name, {})
                elif s.kind == "class":
                    self.classes[s.name.split(".")[-1]] = s.inherits[0] if s.inherits else None
                elif s.kind == "enum" and s.inherits and s.inherits[0] in ("Int", "UInt"):
                    self.enums.add(s.name.split(".")[-1])
                elif s.kind == "struct" and any(i in ("OptionSet", "RawRepresentable") for i in s.inherits):
                    self.structs.add(s.name.split(".")[-1])
        for f in files:
            for fn in functions(f):
                s = member_type(fn)
                if s is None:
                    continue
                if s.kind == "protocol":
                    self.requirements[s.name][fn.signature] = fn
                elif s.kind == "extension" and self.objc(s.name) and s.name != "NSObjectProtocol" and not s.inherits and "where" not in s.header:
                    self.optional.setdefault(s.name, {})[fn.signature] = fn
        self.optional_vars = set()
        for f in files:
            for s in f.scopes:
                if s.kind == "extension" and self.objc(s.name) and s.name != "NSObjectProtocol" and "where" not in s.header:
                    for m in VAR.finditer(f.clean, s.start, s.end):
                        self.optional_vars.add(m.group(1))

    def objc(self, name):
        """Whether a stand-in protocol is an Objective-C one (inherits NSObjectProtocol)."""
        seen = set()
        todo = [name]
        while todo:
            p = todo.pop()
            if p == "NSObjectProtocol":
                return True
            if p in seen or p not in self.inherits:
                continue
            seen.add(p)
            todo.extend(self.inherits[p])
        return False

    def lineage(self, name):
        out, todo = [], [name]
        while todo:
            p = todo.pop()
            if p in self.inherits and p not in out:
                out.append(p)
                todo.extend(self.inherits[p])
        return out

    def optional_names(self):
        names = {fn.name for table in self.optional.values() for fn in table.values()}
        return sorted(names | self.optional_vars)


# MARK: - rewrite

PLATFORM_SPEC = re.compile(r"\b(iOS|macOS|tvOS|visionOS|watchOS|macCatalyst|iOSApplicationExtension)\s+(\d+(?:\.\d+)*)")


def version(v):
    return tuple(int(x) for x in v.split(".")) + (0,) * (3 - len(v.split(".")))


def domain_name(platform, v):
    parts = list(version(v))
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return platform + "_" + "_".join(str(x) for x in parts)


def availability_rewriter(platform, deployment, versions):
    def domains_upto(v):
        return [domain_name(platform, w) for w in versions if version(deployment) < version(w) <= version(v)]

    def spec_version(specs):
        for m in PLATFORM_SPEC.finditer(specs):
            if m.group(1) == platform:
                return m.group(2)
        return None

    def attribute(m):
        v = spec_version(m.group(1))
        if v is None or version(v) <= version(deployment):
            return m.group(0)
        return " ".join("@available(%s)" % d for d in domains_upto(v))

    def condition(m):
        v = spec_version(m.group(2))
        if v is None or version(v) <= version(deployment):
            return m.group(0)
        ds = domains_upto(v)
        if m.group(1) == "unavailable":
            return "#unavailable(%s)" % ds[-1]
        return ", ".join("#available(%s)" % d for d in ds)

    def apply(line):
        line = re.sub(r"@available\(((?:\s*(?:iOS|macOS|tvOS|visionOS|watchOS|macCatalyst)\s+[\d.]+\s*,)+\s*\*\s*)\)", attribute, line)
        line = re.sub(r"#(available|unavailable)\(([^)]*)\)", condition, line)
        return line

    return apply


def rewrite(platform, deployment, versions, optional, src, dst):
    versions = sorted({v for v in versions.split(",") if v}, key=version)
    optional = set(n for n in optional.split(",") if n)
    availability = availability_rewriter(platform, deployment, versions)
    others = [p for p in ("iOS", "tvOS", "visionOS", "macOS") if p != platform]

    def optional_call(m):
        return ".objcOptionalRequirement?.%s(" % m.group(1) if m.group(1) in optional else m.group(0)

    for path in swift_files([src]):
        rel = os.path.relpath(path, src)
        out_path = os.path.join(dst, rel)
        os.makedirs(os.path.dirname(out_path), exist_ok=True)
        lines = []
        for line in open(path, encoding="utf-8").read().split("\n"):
            line = re.sub(r"@objc(\([^)]*\))?[ \t]*", "", line)
            line = re.sub(r"#selector\(", "Selector(", line)
            line = re.sub(r"\.(\w+)\?\(", optional_call, line)
            line = re.sub(r"\bos\(%s\)" % platform, "true", line)
            line = re.sub(r"\bos\((%s)\)" % "|".join(others), "false", line)
            line = availability(line)
            lines.append(line)
        text = "\n".join(lines)
        # The domains' module, for the rewritten availability; last, so lines stay the sources'.
        text += ("" if text.endswith("\n") else "\n") + "import AppleAvailability\n"
        open(out_path, "w", encoding="utf-8").write(text)


def domains(deployments, paths):
    targets = dict(d.split("=") for d in deployments.split(","))
    found = set()
    for path in swift_files(paths):
        for m in re.finditer(r"[@#](?:available|unavailable)\(([^)]*)\)", blank(open(path, encoding="utf-8").read())):
            for s in PLATFORM_SPEC.finditer(m.group(1)):
                p, v = s.group(1), s.group(2)
                if p in targets and version(v) > version(targets[p]):
                    found.add((p, ".".join(str(x) for x in version(v))))
    for p, v in sorted(found, key=lambda pv: (pv[0], version(pv[1]))):
        print(p, v)


# MARK: - check

# Types Swift represents in Objective-C, besides Objective-C classes, protocols and C enums and
# structs (The Swift Programming Language and "Using Swift with Cocoa and Objective-C"):
# numbers, Bool, the bridged value types (as their Foundation classes), Any, AnyObject, Selector.
OBJC_VALUES = {
    "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
    "Float", "Double", "CGFloat", "Bool", "ObjCBool", "NSRange", "NSInteger", "NSUInteger",
    "CGRect", "CGPoint", "CGSize", "CGVector", "CGAffineTransform", "UIEdgeInsets", "NSEdgeInsets",
    "TimeInterval", "Selector", "()",
}
OBJC_BRIDGED = {
    "String", "Any", "AnyObject", "Notification", "URL", "Date", "Data", "IndexPath", "Decimal",
    "Locale", "UUID", "NSNotification.Name", "AnyHashable",
}
FOUNDATION_CLASSES = {
    "NSObject", "NSString", "NSMutableString", "NSNumber", "NSValue", "NSAttributedString",
    "NSMutableAttributedString", "NSCoder", "NSNotification", "NotificationCenter", "NSArray",
    "NSDictionary", "NSSet", "NSData", "NSDate", "NSURL", "OperationQueue", "NSTimer", "Timer",
}


class Checker:
    def __init__(self, standins, paths):
        self.protocols = Protocols(standins)
        self.files = [File(p) for p in swift_files(paths)]
        self.funcs = [fn for f in self.files for fn in functions(f)]
        self.findings = []
        # Types of the checked sources: their scopes by simple name.
        self.types = {}
        for f in self.files:
            for s in f.scopes:
                if s.kind:
                    self.types.setdefault(s.name.split(".")[-1], []).append(s)

    def report(self, file, pos, message):
        self.findings.append("%s:%d: error: %s" % (file.path, file.line(pos), message))

    # Classes: a name's superclass, from the sources' class declarations, then the stand-ins'.
    def superclass(self, name):
        for s in self.types.get(name, []):
            if s.kind == "class":
                return s.inherits[0] if s.inherits else None
        return self.protocols.classes.get(name)

    def is_objc_class(self, name):
        seen = set()
        while name and name not in seen:
            if name in FOUNDATION_CLASSES:
                return True
            seen.add(name)
            name = self.superclass(name)
        return False

    def conformances(self, name):
        """The stand-in protocols a source type declares, with its source superclasses'."""
        out, seen = [], set()
        while name and name not in seen:
            seen.add(name)
            for s in self.types.get(name, []):
                for p in s.inherits:
                    for q in self.protocols.lineage(p):
                        if q not in out:
                            out.append(q)
            name = self.superclass(name) if name in self.types else None
        return out

    def representable(self, t):
        t = norm_type(t)
        t = re.sub(r"^inout ", "", t)
        optional = False
        while t.endswith("?") or t.endswith("!"):
            t, optional = t[:-1], True
        if t == "()":
            return not optional
        if t.startswith("(") and t.endswith(")") and "->" not in t:
            return self.representable(t[1:-1] + ("?" if optional else ""))
        t = re.sub(r"^any ", "", t)
        t = re.sub(r"^@convention\(block\)", "", t)
        closure = re.match(r"^\((.*)\)(?:async|throws|\s)*->(.*)$", t)
        if closure:
            return all(self.representable(p) for p in split_top(closure.group(1))) and self.representable(closure.group(2))
        array = re.match(r"^\[(.*)\]$", t)
        if array:
            kv = split_top(array.group(1), ":")
            return all(self.bridgeable(x) for x in kv)
        pointer = re.match(r"^(?:Unsafe(?:Mutable)?Pointer|AutoreleasingUnsafeMutablePointer)<(.*)>$", t)
        if pointer:
            return self.bridgeable(pointer.group(1))
        if t in ("UnsafeRawPointer", "UnsafeMutableRawPointer", "OpaquePointer"):
            return True
        if re.match(r"^Set<(.*)>$", t):
            return self.bridgeable(t[4:-1])
        last = t.split(".")[-1]
        if t in OBJC_BRIDGED or self.is_objc_class(last) or self.objc_protocol(last):
            return True
        if optional:
            return False
        return t in OBJC_VALUES or last in self.protocols.enums or last in self.protocols.structs or self.objc_enum(last)

    def bridgeable(self, t):
        t = norm_type(t)
        return t in OBJC_VALUES or self.representable(t)

    def objc_protocol(self, name):
        if self.protocols.objc(name):
            return True
        return any(s.kind == "protocol" and "@objc" in s.header for s in self.types.get(name, []))

    def objc_enum(self, name):
        return any(s.kind == "enum" and "@objc" in s.header for s in self.types.get(name, []))

    # 1. A method that looks like an Objective-C delegate requirement must be one, exactly.
    def check_delegate_methods(self):
        for fn in self.funcs:
            owner = member_type(fn)
            if owner is None or owner.kind == "protocol" or fn.static:
                continue
            protocols = [
                p for p in self.conformances(owner.name.split(".")[-1])
                if self.protocols.objc(p) and p != "NSObjectProtocol"
            ]
            table = {}
            for p in protocols:
                table.update({sig: (p, r) for sig, r in self.protocols.requirements.get(p, {}).items()})
            if not table or fn.signature in table:
                continue
            # Objective-C delegate methods pass the delegating object first: a method is taken for
            # one when it starts as a requirement does (its first two words) and takes that
            # object's type first.
            if any(
                fn.name.startswith(stem(r.name)) and fn.types[:1] == r.types[:1]
                for _, r in table.values()
            ):
                near = [r for _, r in table.values() if r.name == fn.name] or [
                    r for _, r in table.values() if stem(r.name) == stem(fn.name)
                ]
                hint = "; the nearest: " + ", ".join(sorted({r.signature for r in near})[:3]) if near else ""
                self.report(
                    fn.file, fn.pos,
                    "%s, in a type conforming to %s, looks like a delegate method but matches none of "
                    "their requirements exactly (Objective-C would never call it)%s"
                    % (fn.signature, ", ".join(protocols), hint),
                )

    # 4. An @objc declaration's types must be representable in Objective-C.
    def check_objc_signatures(self):
        for fn in self.funcs:
            if not re.search(r"@objc\b", fn.attrs):
                continue
            owner = member_type(fn)
            if owner is not None and owner.kind in ("struct", "enum"):
                self.report(fn.file, fn.pos, "@objc %s is a member of a %s" % (fn.selector, owner.kind))
            for t in fn.types + [fn.result]:
                if not self.representable(t):
                    self.report(
                        fn.file, fn.pos,
                        "@objc %s has the type %s, which Objective-C cannot represent" % (fn.selector, t),
                    )
        for f in self.files:
            for m in VAR.finditer(f.clean):
                if re.search(r"@objc\b", attributes_before(f, m.start())) and not self.representable(m.group(2)):
                    self.report(f, m.start(), "@objc var %s has the type %s, which Objective-C cannot represent"
                                % (m.group(1), norm_type(m.group(2))))

    # 5. A #selector must name an @objc method.
    def check_selectors(self):
        for f in self.files:
            for m in re.finditer(r"#selector\(", f.clean):
                i, depth = m.end() - 1, 0
                for j in range(i, len(f.clean)):
                    if f.clean[j] == "(":
                        depth += 1
                    elif f.clean[j] == ")":
                        depth -= 1
                        if depth == 0:
                            break
                inner = re.sub(r"\s+", "", f.clean[i + 1 : j])
                inner = re.sub(r"^(getter|setter):", "", inner)
                sel = re.match(r"^(?:([\w.]+)\.)?(\w+)(?:\(((?:\w+:)*)\))?$", inner)
                if not sel:
                    self.report(f, m.start(), "#selector(%s): not read by this check" % inner)
                    continue
                qualifier, name, labels = sel.groups()
                if qualifier:
                    owners = [qualifier.split(".")[-1]]
                else:
                    owners, s = [], f.enclosing_type(m.start())
                    while s is not None:
                        if s.kind:
                            owners.append(s.name.split(".")[-1])
                        s = s.parent
                self.check_selector(f, m.start(), owners, name, labels)

    def check_selector(self, f, pos, owners, name, labels):
        for owner in owners:
            cls, seen = owner, set()
            while cls and cls not in seen:
                seen.add(cls)
                if cls not in self.types:
                    return  # a stand-in (Objective-C) class's method, or one the compiler rejects
                members = [
                    fn for fn in self.funcs
                    if member_type(fn) is not None and member_type(fn).name.split(".")[-1] == cls and fn.name == name
                    and (labels is None or fn.selector == name + "(" + ("" if labels is None else labels) + ")")
                ]
                if members:
                    if not any(self.exposed(fn) for fn in members):
                        self.report(
                            f, pos,
                            "#selector names %s.%s, which is not @objc (declared at %s)"
                            % (cls, members[0].selector, members[0].where()),
                        )
                    return
                cls = self.superclass(cls)

    def exposed(self, fn):
        owner = member_type(fn)
        return bool(
            re.search(r"@objc\b|@IBAction\b|\boverride\b", fn.attrs)
            or "@objcMembers" in owner.header
            or (owner.kind == "extension" and re.search(r"@objc\b", owner.header))
            or (owner.kind == "protocol" and "@objc" in owner.header)
        )


def stem(name):
    """A delegate method's name up to its second word (`textField`, `textDid`, `control`)."""
    words = re.findall(r"[a-z]+|[A-Z][a-z]*", name)
    return "".join(words[:2])


def main(argv):
    cmd = argv[1]
    if cmd == "rewrite":
        rewrite(*argv[2:8])
    elif cmd == "domains":
        domains(argv[2], argv[3:])
    elif cmd == "optional":
        print(",".join(Protocols(argv[2]).optional_names()))
    elif cmd == "check":
        checker = Checker(argv[2], argv[3:])
        checker.check_delegate_methods()
        checker.check_objc_signatures()
        checker.check_selectors()
        for finding in checker.findings:
            print(finding, file=sys.stderr)
        return 1 if checker.findings else 0
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
