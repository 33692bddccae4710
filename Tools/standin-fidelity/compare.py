#!/usr/bin/env python3
"""Compares the stand-in module's public declarations with Apple's, both read from symbol graphs.

Usage: compare.py --module UIKit [--also CoreFoundation] --real <dir> --standin <dir> --allow <file>
                  [--missing-in Type,Type,...] [--verbose]

Each declaration is reduced to a normal form that keeps what a caller or a subclass depends on (name path,
argument labels, parameter and result types, optionality, `static`/`class`, `throws`/`async`, `weak`, get-only
or settable, `optional` protocol requirements, default arguments' presence) and drops what it cannot see
(parameter names, `override`/`required`/`convenience`, `@preconcurrency`, `@objc`, stored versus computed
properties). Access (`open`/`public`) and isolation (`@MainActor`/`nonisolated`, inherited from the enclosing
type as Swift infers it) are compared beside it.
"""

import argparse
import glob
import json
import os
import re
import sys

MODULE_PREFIXES = ("Swift", "Foundation", "FoundationEssentials", "CoreGraphics", "UIKit", "ObjectiveC", "Darwin",
                   "CoreFoundation", "_Concurrency", "QuartzCore")
# Spellings of one type that Swift treats as the same: Apple's typealiases, spelled as what they stand for.
TYPEALIASES = {"TimeInterval": "Double", "NSTimeInterval": "Double", "Float64": "Double", "NSInteger": "Int",
               "NSUInteger": "UInt"}
TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor"}


def load_graphs(directory, module):
    """Symbols (without synthesized ones) and relationships of a module's graph and its extension graphs."""
    symbols, relationships = [], []
    for path in sorted(glob.glob(os.path.join(directory, f"{module}.symbols.json")) +
                       glob.glob(os.path.join(directory, f"{module}@*.symbols.json"))):
        with open(path) as handle:
            graph = json.load(handle)
        symbols += [s for s in graph["symbols"] if "::SYNTHESIZED::" not in s["identifier"]["precise"]]
        relationships += graph["relationships"]
    return symbols, relationships


def unavailable_on_ios(symbol):
    for entry in symbol.get("availability") or []:
        if entry.get("domain") in ("iOS", "*", "Swift") and (entry.get("isUnconditionallyUnavailable") or
                                                             "obsoleted" in entry):
            return True
    return False


def deprecated_on_ios(symbol):
    return any(entry.get("domain") in ("iOS", "*") and ("deprecated" in entry or entry.get(
        "isUnconditionallyDeprecated")) for entry in symbol.get("availability") or [])


def split_top_level(text, separator=","):
    depth, start, parts = 0, 0, []
    for index, char in enumerate(text):
        if char in "([<{":
            depth += 1
        elif char in ")]>}":
            depth -= 1
        elif char == separator and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    parts.append(text[start:])
    return parts


def desugar(text):
    """`Array<T>` → `[T]`, `Optional<T>` → `T?`, `Dictionary<K, V>` → `[K: V]`, module prefixes dropped."""
    text = re.sub(r"\b(?:%s)\." % "|".join(MODULE_PREFIXES), "", text)
    for name, value in TYPEALIASES.items():
        text = re.sub(r"(?<![\w.])%s(?!\w)" % name, value, text)
    text = text.replace("-> ()", "-> Void")
    changed = True
    while changed:
        changed = False
        for name in ("Array", "Optional", "Dictionary"):
            match = re.search(r"(?<![\w.])%s<" % name, text)
            if not match:
                continue
            start, depth = match.end(), 1
            index = start
            while depth:
                depth += {"<": 1, ">": -1}.get(text[index], 0)
                index += 1
            inner = text[start:index - 1]
            if name == "Array":
                replacement = f"[{inner}]"
            elif name == "Optional":
                replacement = f"({inner})?" if re.search(r"[ &]", inner) else f"{inner}?"
            elif name == "Dictionary":
                key, value = split_top_level(inner)
                replacement = f"[{key.strip()}: {value.strip()}]"
            else:
                continue  # `Set<T>` has no sugar
            text = text[:match.start()] + replacement + text[index:]
            changed = True
    return text


def render(symbol):
    """The declaration's normal form, and its own isolation attribute ('@MainActor', 'nonisolated' or None)."""
    out, isolation = [], None
    fragments = symbol["declarationFragments"]
    for fragment in fragments:
        kind, spelling = fragment["kind"], fragment["spelling"]
        if kind == "internalParam":
            while out and out[-1].endswith(" "):
                out[-1] = out[-1][:-1]
            continue
        if kind == "attribute" and spelling.strip() in ("@", ""):
            out.append("@")
            continue
        out.append(spelling)
    text = "".join(out)
    text = re.sub(r"@\s+", "@", text)
    # Leading attributes and modifiers.
    words = []
    rest = text
    while True:
        match = re.match(r"\s*(@[\w.]+(?:\([^)]*\))?|nonisolated|override|required|convenience|dynamic|final|"
                         r"open|public|optional|mutating|nonmutating|weak|unowned(?:\(\w+\))?|static|class|"
                         r"lazy|indirect)\s+", rest)
        if not match:
            break
        word = match.group(1)
        if word in ("@MainActor", "@_Concurrency.MainActor"):
            isolation = "@MainActor"
        elif word == "nonisolated":
            isolation = "nonisolated"
        elif word.startswith("@") or word in ("override", "required", "convenience", "dynamic", "open", "public",
                                               "lazy"):
            pass
        else:
            words.append(word)
        rest = rest[match.end():]
    # `class let` (an Objective-C class constant) cannot be written in Swift; to a caller it is a `static let`.
    if "class" in words and rest.startswith("let "):
        words[words.index("class")] = "static"
    # `unowned(unsafe)` is Objective-C's `assign`: invisible to a caller, and not worth mirroring.
    words = [word for word in words if not word.startswith("unowned")]
    text = " ".join(words + [rest.strip()])
    text = re.sub(r"@(preconcurrency|discardableResult)\s+", "", text)
    text = re.sub(r"\s+", " ", text)
    text = desugar(text)
    # Default arguments: their presence matters to a caller, not their spelling.
    text = re.sub(r" = (?:[^,()\[\]]|\([^()]*\)|\[[^\[\]]*\])+(?=[,)])", " = default", text)
    # Properties: `let x: T` and a stored `var x: T` read as `{ get }` and `{ get set }`.
    kind = symbol["kind"]["identifier"]
    if kind in ("swift.property", "swift.type.property"):
        text = re.sub(r"\{\s*get\s*\}", "{ get }", text)
        text = re.sub(r"\{\s*get\s+set\s*\}", "{ get set }", text)
        if not text.endswith("}"):
            if re.search(r"(^|\s)let\s", text):
                text = re.sub(r"(^|\s)let\s", r"\1var ", text) + " { get }"
            else:
                text += " { get set }"
        text = re.sub(r"\{ get \} \{ get \}", "{ get }", text)
        if text.endswith("{ get }"):
            text = re.sub(r"(^|\s)weak ", r"\1", text)  # `weak` on a get-only property is invisible to callers
    return text.strip(), isolation


class Module:
    def __init__(self, directory, modules, keep):
        symbols, relationships = [], []
        for module in modules:
            module_symbols, module_relationships = load_graphs(directory, module)
            symbols += module_symbols
            relationships += module_relationships
        self.by_id, self.unavailable = {}, {}
        for symbol in symbols:
            if keep(symbol):
                self.by_id.setdefault(symbol["identifier"]["precise"], symbol)
            else:
                self.unavailable.setdefault(tuple(symbol["pathComponents"]), symbol)
        self.parent, self.superclass, self.conformances = {}, {}, {}
        self.defaulted = set()  # requirements a protocol extension implements
        self.default_implementations = set()
        for relation in relationships:
            source, target, kind = relation["source"], relation["target"], relation["kind"]
            fallback = tuple((relation.get("targetFallback") or "").split(".")[-1:])
            if kind in ("memberOf", "requirementOf", "optionalRequirementOf"):
                self.parent.setdefault(source, target)
            elif kind == "inheritsFrom":
                self.superclass[source] = (target, fallback)
            elif kind == "conformsTo":
                self.conformances.setdefault(source, []).append((target, fallback))
            elif kind == "defaultImplementationOf":
                self.defaulted.add(target)
                self.default_implementations.add(source)
        self.by_path = {}
        for symbol in self.by_id.values():
            self.by_path.setdefault(tuple(symbol["pathComponents"]), []).append(symbol)

    def path_of(self, target):
        precise, fallback = target
        symbol = self.by_id.get(precise)
        return tuple(symbol["pathComponents"]) if symbol else fallback

    def type_named(self, path):
        return next((s for s in self.by_path.get(path, []) if s["kind"]["identifier"] in TYPE_KINDS), None)

    def ancestry(self, path):
        """The type itself, its superclasses (up to NSObject), then every protocol they conform to (transitively)."""
        classes, protocols, seen = [], [], set()
        current = path
        while current and current not in seen:
            seen.add(current)
            classes.append(current)
            symbol = self.type_named(current)
            target = self.superclass.get(symbol["identifier"]["precise"]) if symbol else None
            current = self.path_of(target) if target else None
        queue = list(classes)
        while queue:
            symbol = self.type_named(queue.pop(0))
            for target in self.conformances.get(symbol["identifier"]["precise"], []) if symbol else []:
                protocol = self.path_of(target)
                if protocol not in seen:
                    seen.add(protocol)
                    protocols.append(protocol)
                    queue.append(protocol)
        return classes, protocols

    def isolation(self, symbol):
        text, own = render(symbol)
        if own:
            return own
        if symbol["kind"]["identifier"] in TYPE_KINDS:
            return "nonisolated"
        parent = self.by_id.get(self.parent.get(symbol["identifier"]["precise"]))
        if parent is None and len(symbol["pathComponents"]) > 1:
            parent = self.type_named(tuple(symbol["pathComponents"][:-1]))
        if parent is not None and parent["kind"]["identifier"] in TYPE_KINDS and render(parent)[1] == "@MainActor":
            return "@MainActor"
        return "nonisolated"

    def describe(self, symbol, access=None):
        text, _ = render(symbol)
        if symbol["identifier"]["precise"] in self.defaulted and not text.startswith("optional "):
            text = "optional " + text  # Linux has no `@objc optional`: a default implementation stands in for it
        prefix = "@MainActor " if self.isolation(symbol) == "@MainActor" else ""
        return f"{prefix}{access or symbol['accessLevel']} {text}"


# Members every Objective-C class inherits from NSObject (Foundation's, so in no UIKit graph), and the `rawValue`
# of a RawRepresentable type: Apple's graphs leave them out, the stand-in must declare them.
NSOBJECT_MEMBERS = {"init()": "public init()", "hash": "open var hash: Int { get }",
                    "isEqual(_:)": "open func isEqual(_: Any?) -> Bool",
                    "description": "open var description: String { get }",
                    "debugDescription": "open var debugDescription: String { get }"}


EQUATABLE_MEMBERS = {"==(_:_:)": None, "hash(into:)": "public func hash(into: inout Hasher)",
                     "hashValue": "public var hashValue: Int { get }"}


def resolve(real, path):
    """Apple's declarations a stand-in declaration at `path` stands for, and how they were found."""
    if path in real.by_path:
        return real.by_path[path], "same"
    if len(path) < 2:
        return [], None
    owner, member = tuple(path[:-1]), path[-1]
    if real.type_named(owner) is None:
        return [], None
    classes, protocols = real.ancestry(owner)
    for ancestor in classes[1:]:
        if ancestor + (member,) in real.by_path:
            return real.by_path[ancestor + (member,)], "inherited from " + ".".join(ancestor)
    for protocol in protocols:
        if protocol + (member,) in real.by_path:
            return real.by_path[protocol + (member,)], "witness of " + ".".join(protocol)
    if classes[-1] == ("NSObject",) and member in NSOBJECT_MEMBERS:
        return [NSOBJECT_MEMBERS[member]], "NSObject"
    if member == "init(coder:)" and any(protocol[-1] == "NSCoding" for protocol in protocols):
        return ["public init?(coder: NSCoder)"], "NSCoding"
    if member in EQUATABLE_MEMBERS and any(protocol[-1] in ("Equatable", "Hashable") for protocol in protocols):
        return [EQUATABLE_MEMBERS[member]], "Equatable"
    if member == "rawValue" and owner + ("init(rawValue:)",) in real.by_path:
        raw = render(real.by_path[owner + ("init(rawValue:)",)][0])[0]
        return [f"public var rawValue: {raw.split(': ')[-1].rstrip(')')} {{ get }}"], "RawRepresentable"
    return [], None


def load_allow_list(path):
    entries = {}
    with open(path) as handle:
        for number, line in enumerate(handle, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if " :: " not in line:
                sys.exit(f"{path}:{number}: expected `<name path> :: <reason>`")
            key, reason = (part.strip() for part in line.split(" :: ", 1))
            if not reason:
                sys.exit(f"{path}:{number}: {key} has no reason")
            entries[key] = [reason, 0, number]
    return entries


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--module", required=True)
    parser.add_argument("--real", required=True)
    parser.add_argument("--standin", required=True)
    parser.add_argument("--allow", required=True)
    parser.add_argument("--missing-in", default="", help="types whose members the stand-in lacks are counted")
    parser.add_argument("--list-missing", action="store_true", help="list those members, not only count them")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--also", default="", help="more of Apple's modules that declare the module's types")
    arguments = parser.parse_args()

    real_modules = [arguments.module] + [name for name in arguments.also.split(",") if name]
    real = Module(arguments.real, real_modules, lambda s: not unavailable_on_ios(s))
    standin = Module(arguments.standin, [arguments.module], lambda s: s["accessLevel"] in ("public", "open"))
    allow = load_allow_list(arguments.allow)

    def allowed(path):
        # `A.b` names one declaration, `A.*` a type and everything in it, `*.b` every member named `b`.
        keys = [".".join(path)] + [".".join(path[:length]) + ".*" for length in range(len(path), 0, -1)]
        keys += ["*." + path[-1]] if len(path) > 1 else []
        for key in keys:
            if key in allow:
                allow[key][1] += 1
                return allow[key][0]
        return None

    compared, mismatches, allowed_count = 0, [], []
    for path in sorted(standin.by_path):
        for symbol in standin.by_path[path]:
            if symbol["identifier"]["precise"] in standin.default_implementations:
                continue  # compared as its requirement, which it makes `optional`
            candidates, how = resolve(real, path)
            mine = standin.describe(symbol)
            problem, theirs = None, []
            if candidates:
                compared += 1
                if how == "same":
                    theirs = [real.describe(c) for c in candidates]
                elif how == "Equatable" and candidates == [None]:
                    theirs = [mine]  # any `==` of the type's own type is Equatable's
                elif how in ("NSObject", "RawRepresentable", "NSCoding", "Equatable"):
                    theirs = candidates
                    mine = standin.describe(symbol).replace("@MainActor ", "")
                else:
                    # An override or a witness: what it must match is the signature and the isolation; a class
                    # member that witnesses an `optional` requirement is an ordinary method.
                    theirs = [real.describe(c, symbol["accessLevel"]).replace(" optional ", " ") for c in candidates]
                if mine not in theirs:
                    problem = "differs" if how == "same" else f"differs from the one {how}"
                elif symbol["kind"]["identifier"] == "swift.class" and how == "same":
                    mine_super = standin.superclass.get(symbol["identifier"]["precise"])
                    candidate = candidates[theirs.index(mine)]
                    their_super = real.superclass.get(candidate["identifier"]["precise"])
                    mine_path = standin.path_of(mine_super) if mine_super else ("(none)",)
                    their_path = real.path_of(their_super) if their_super else ("(none)",)
                    if mine_path != their_path:
                        problem = "superclass"
                        mine += " : " + ".".join(mine_path)
                        theirs = [theirs[0] + " : " + ".".join(their_path)]
            elif path in real.unavailable:
                gone = real.unavailable[path]
                renamed = [entry["renamed"] for entry in gone.get("availability") or [] if entry.get("renamed")]
                problem = "unavailable in UIKit" + (f", renamed {renamed[0]}" if renamed else "")
                theirs = [real.describe(gone)]
            else:
                base = path[-1].split("(")[0]
                theirs = [real.describe(c) for p, cs in real.by_path.items()
                          if p[:-1] == path[:-1] and p[-1].split("(")[0] == base for c in cs]
                problem = "differs" if theirs else f"not in Apple's {arguments.module}"
            if problem:
                reason = allowed(path)
                record = (".".join(path), problem, mine, theirs, reason)
                (allowed_count if reason else mismatches).append(record)

    stale = [(key, value) for key, value in allow.items() if value[1] == 0]
    print(f"standin-fidelity {arguments.module}: {compared} stand-in declarations found in Apple's {arguments.module} "
          f"and compared; {len(mismatches)} mismatches; {len(allowed_count)} allow-listed")
    for name, problem, mine, theirs, _ in mismatches:
        print(f"\n✘ {name} ({problem})\n    stand-in: {mine}")
        for text in theirs or ["(no declaration of this name)"]:
            print(f"    Apple:    {text}")
    if arguments.verbose:
        for name, problem, mine, theirs, reason in allowed_count:
            print(f"  allowed {name} ({problem}): {reason}")
    for key, value in stale:
        print(f"\n✘ allow-list entry `{key}` (line {value[2]}) matches no difference: remove it")

    if arguments.missing_in:
        owners = [name.strip() for name in arguments.missing_in.split(",") if name.strip()]
        missing = []
        for owner in owners:
            for path, symbols in sorted(real.by_path.items()):
                if len(path) != 2 or path[0] != owner:
                    continue
                classes, _ = standin.ancestry((owner,))
                if any(ancestor + path[1:] in standin.by_path for ancestor in classes):
                    continue  # declared, or inherited from a stand-in superclass
                live = [s for s in symbols if not deprecated_on_ios(s) and
                        s["kind"]["identifier"] not in TYPE_KINDS]
                if live:
                    missing.append((".".join(path), real.describe(live[0])))
        per_type = ", ".join(f"{owner} {count}" for owner in owners
                             if (count := sum(name.split(".")[0] == owner for name, _ in missing)))
        print(f"\nInformational: {len(missing)} members of {len(owners)} commonly used types that Apple declares "
              f"and the stand-in lacks (not deprecated, not unavailable on iOS): {per_type}.")
        if arguments.list_missing:
            for name, text in missing:
                print(f"    {name}    {text}")
        else:
            print("Run with --missing to list them.")
    return 1 if mismatches or stale else 0


if __name__ == "__main__":
    sys.exit(main())
