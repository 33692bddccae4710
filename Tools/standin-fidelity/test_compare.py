#!/usr/bin/env python3
"""Self-test of compare.py on small hand-made symbol graphs: each kind of difference it must report, the
spellings it must treat as equal, and the allow-list's rules. Run by standin-fidelity before the real comparison."""

import contextlib
import io
import json
import os
import re
import sys
import tempfile
import unittest
import unittest.mock

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare  # noqa: E402

KINDS = {"class": "swift.class", "var": "swift.property", "func": "swift.method", "init": "swift.init",
         "static var": "swift.type.property", "class func": "swift.type.method", "protocol": "swift.protocol"}


def symbol(path, declaration, access="open", kind=None):
    modifiers = ("weak", "optional", "override", "nonisolated")
    words = [w for w in declaration.split() if not w.startswith("@") and w not in modifiers]
    if kind is None:
        kind = KINDS.get(" ".join(words[:2])) or KINDS[words[0]]
    return {"kind": {"identifier": kind}, "identifier": {"precise": "id:" + ".".join(path)},
            "pathComponents": list(path), "accessLevel": access,
            "declarationFragments": fragments(declaration)}


def fragments(declaration):
    """The declaration as the symbol graph splits it: `label name:` is an external and an internal parameter."""
    out, position = [], 0
    for match in re.finditer(r"(?<=[(,] )(\w+) (\w+)(?=:)|(?<=\()(\w+) (\w+)(?=:)", declaration):
        external, internal = match.group(1) or match.group(3), match.group(2) or match.group(4)
        out.append({"kind": "text", "spelling": declaration[position:match.start()]})
        out += [{"kind": "externalParam", "spelling": external}, {"kind": "text", "spelling": " "},
                {"kind": "internalParam", "spelling": internal}]
        position = match.end()
    out.append({"kind": "text", "spelling": declaration[position:]})
    return [fragment for fragment in out if fragment["spelling"]]


def graph(symbols, relationships=()):
    return {"metadata": {}, "module": {"name": "UIKit"}, "symbols": symbols, "relationships": list(relationships)}


def member_of(path, owner):
    return {"kind": "memberOf", "source": "id:" + ".".join(path), "target": "id:" + ".".join(owner)}


APPLE = [
    symbol(("UIView",), "@MainActor class UIView"),
    symbol(("UIView", "frame"), "var frame: CGRect { get set }"),
    symbol(("UIView", "subviews"), "var subviews: [UIView] { get }"),
    symbol(("UIView", "layoutSubviews()"), "func layoutSubviews()"),
    symbol(("UIView", "convert(_:to:)"), "func convert(_ point: CGPoint, to view: UIView?) -> CGPoint"),
    symbol(("UIScrollView",), "@MainActor class UIScrollView"),
    symbol(("UIScrollView", "setContentOffset(_:animated:)"), "func setContentOffset(_ p: CGPoint, animated: Bool)"),
]
APPLE_RELATIONS = [member_of(("UIView", "frame"), ("UIView",)), member_of(("UIView", "subviews"), ("UIView",)),
                   member_of(("UIView", "layoutSubviews()"), ("UIView",)),
                   member_of(("UIView", "convert(_:to:)"), ("UIView",)),
                   member_of(("UIScrollView", "setContentOffset(_:animated:)"), ("UIScrollView",)),
                   {"kind": "inheritsFrom", "source": "id:UIScrollView", "target": "id:UIView"}]


class CompareTests(unittest.TestCase):
    def run_compare(self, standin, allow=""):
        with tempfile.TemporaryDirectory() as real_dir, tempfile.TemporaryDirectory() as standin_dir:
            with open(os.path.join(real_dir, "UIKit.symbols.json"), "w") as handle:
                json.dump(graph(APPLE, APPLE_RELATIONS), handle)
            relations = [member_of(s["pathComponents"], s["pathComponents"][:1]) for s in standin
                         if len(s["pathComponents"]) == 2]
            relations.append({"kind": "inheritsFrom", "source": "id:UIScrollView", "target": "id:UIView"})
            with open(os.path.join(standin_dir, "UIKit.symbols.json"), "w") as handle:
                json.dump(graph(standin, relations), handle)
            allow_path = os.path.join(standin_dir, "allow.txt")
            with open(allow_path, "w") as handle:
                handle.write(allow)
            output = io.StringIO()
            arguments = ["--module", "UIKit", "--real", real_dir, "--standin", standin_dir, "--allow", allow_path]
            with contextlib.redirect_stdout(output), unittest.mock.patch.object(sys, "argv", ["compare"] + arguments):
                status = compare.main()
            return status, output.getvalue()

    def standin(self, **replacements):
        declarations = {
            ("UIView",): "@MainActor @preconcurrency class UIView",
            ("UIView", "frame"): "@MainActor var frame: CGRect",
            ("UIView", "subviews"): "@MainActor var subviews: Array<UIView> { get }",
            ("UIView", "layoutSubviews()"): "@MainActor func layoutSubviews()",
            ("UIView", "convert(_:to:)"): "@MainActor func convert(_ p: CGPoint, to v: Swift.Optional<UIView>) -> "
                                          "CGPoint",
            ("UIScrollView",): "@MainActor class UIScrollView",
            ("UIScrollView", "layoutSubviews()"): "@MainActor override func layoutSubviews()",
            ("UIScrollView", "setContentOffset(_:animated:)"): "@MainActor func setContentOffset(_ o: CGPoint, "
                                                               "animated flag: Bool)",
        }
        access = {}
        for path, value in replacements.items():
            key = tuple(path.split("__"))
            if value is None:
                declarations.pop(key)
            elif isinstance(value, tuple):
                declarations[key], access[key] = value
            else:
                declarations[key] = value
        return [symbol(path, text, access.get(path, "open")) for path, text in declarations.items()]

    def test_equal_declarations_pass_despite_spelling(self):
        status, output = self.run_compare(self.standin())
        self.assertEqual(status, 0, output)
        self.assertIn("0 mismatches", output)

    def test_each_kind_of_difference_is_reported(self):
        cases = {
            "UIView__frame": "@MainActor var frame: CGRect { get }",  # get-only
            "UIView__subviews": "@MainActor var subviews: [UIView]? { get }",  # optionality
            "UIView__layoutSubviews()": "nonisolated func layoutSubviews()",  # isolation
            "UIScrollView__setContentOffset(_:animated:)": ("@MainActor func setContentOffset(_ o: CGPoint, "
                                                            "animated: Bool)", "public"),  # access
        }
        for path, replacement in cases.items():
            with self.subTest(path=path):
                status, output = self.run_compare(self.standin(**{path: replacement}))
                self.assertEqual(status, 1, output)
                self.assertIn("✘ " + path.replace("__", "."), output)

    def test_a_wrong_label_and_an_extra_member_are_reported(self):
        standin = self.standin(**{"UIView__convert(_:to:)": None})
        standin.append(symbol(("UIView", "convert(_:into:)"), "@MainActor func convert(_ p: CGPoint, into v: UIView?)"
                                                               " -> CGPoint"))
        standin.append(symbol(("UIView", "simulateTap()"), "@MainActor func simulateTap()", "public"))
        status, output = self.run_compare(standin)
        self.assertEqual(status, 1)
        self.assertIn("✘ UIView.convert(_:into:) (differs)", output)
        self.assertIn("Apple:    @MainActor open func convert(_: CGPoint, to: UIView?) -> CGPoint", output)
        self.assertIn("✘ UIView.simulateTap() (not in Apple's UIKit)", output)

    def test_an_override_is_compared_with_the_superclass_declaration(self):
        status, output = self.run_compare(self.standin(**{"UIScrollView__layoutSubviews()": "nonisolated func layoutSubviews()"}))
        self.assertEqual(status, 1)
        self.assertIn("differs from the one inherited from UIView", output)

    def test_the_allow_list_excuses_with_a_reason_and_rejects_stale_entries(self):
        standin = self.standin()
        standin.append(symbol(("UIView", "simulateTap()"), "@MainActor func simulateTap()", "public"))
        status, output = self.run_compare(standin, "UIView.simulateTap() :: the simulator's tap\n")
        self.assertEqual(status, 0, output)
        status, output = self.run_compare(self.standin(), "UIView.simulateTap() :: the simulator's tap\n")
        self.assertEqual(status, 1)
        self.assertIn("matches no difference", output)
        status, output = self.run_compare(standin, "*.simulateTap() :: any simulated tap\n")
        self.assertEqual(status, 0, output)


if __name__ == "__main__":
    unittest.main(verbosity=0)
