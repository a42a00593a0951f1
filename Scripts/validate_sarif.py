#!/usr/bin/env python3
"""Validates SARIF logs against the official SARIF 2.1.0 JSON schema (Scripts/sarif/).

Usage: python3 Scripts/validate_sarif.py FILE.sarif [...]   ('-' reads standard input)

Prints one line per file and exits with 1 if any is not valid SARIF 2.1.0, 2 if the
`jsonschema` package is missing (`python3 -m pip install jsonschema`).
"""

import json
import os
import sys

SCHEMA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sarif", "sarif-schema-2.1.0.json")


def main(paths):
    try:
        import jsonschema
    except ImportError:
        print("validate_sarif: the jsonschema package is missing: python3 -m pip install jsonschema",
              file=sys.stderr)
        return 2
    with open(SCHEMA, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    failed = False
    for path in paths or ["-"]:
        text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
        name = "<stdin>" if path == "-" else path
        try:
            log = json.loads(text)
        except json.JSONDecodeError as error:
            print(f"{name}: not JSON: {error}")
            failed = True
            continue
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
        if errors:
            failed = True
            for error in errors:
                where = "/".join(str(part) for part in error.absolute_path) or "(root)"
                print(f"{name}: invalid at {where}: {error.message}")
        else:
            results = sum(len(run.get("results", [])) for run in log.get("runs", []))
            print(f"{name}: valid SARIF {log.get('version')} ({results} results)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
