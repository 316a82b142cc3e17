"""What the RLCard scripts of @decklet/env share: the command line `<game> <amount> <seed>`, importing rlcard,
and the one line of JSON they print. Exit codes: 2 for bad arguments, 3 when rlcard cannot be imported (the
reason on standard error)."""
import json
import sys


def run(argv, games, amount, work):
    """Parses `argv` (`amount`: (name, parse, check, what it must be)), imports rlcard and prints the JSON of
    `work(rlcard, game, amount, seed)` with rlcard's version added; returns the exit code."""
    name, parse, check, needs = amount
    if len(argv) != 4 or argv[1] not in games:
        print("usage: %s <%s> <%s> <seed>" % (argv[0].rsplit("/", 1)[-1], "|".join(games), name), file=sys.stderr)
        return 2
    try:
        value = parse(argv[2])
        seed = int(argv[3])
    except ValueError:
        print("%s must be %s, and seed a whole number" % (name, needs), file=sys.stderr)
        return 2
    if not check(value):
        print("%s must be %s" % (name, needs), file=sys.stderr)
        return 2
    try:
        import rlcard
    except ImportError as error:
        print(str(error), file=sys.stderr)
        return 3
    result = work(rlcard, argv[1], value, seed)
    result["rlcard"] = getattr(rlcard, "__version__", "unknown")
    print(json.dumps(result))
    return 0
