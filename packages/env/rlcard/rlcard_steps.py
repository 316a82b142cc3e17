"""RLCard's environment steps per second, for `decklet-env bench --rlcard`.

Usage: python3 rlcard_steps.py <uno|doudizhu|no-limit-holdem> <seconds> <seed>

Plays RLCard's environment (`rlcard.make(game)`, its `env` mode: every `step` returns the next player's
encoded observation) with uniform random legal actions for about `seconds` seconds of wall-clock time,
starting a new game (`reset`) whenever one ends, and prints one line of JSON:
{"game", "steps", "games", "seconds", "stepsPerSecond", "rlcard", "python", "numpy"}.

The random choice is Python's `random.Random(seed)` over the keys of `legal_actions`: cheaper than
`numpy.random.choice`, which RLCard's own RandomAgent calls, so the figure is RLCard's environment alone.
Exit codes: 2 for bad arguments, 3 when rlcard cannot be imported (the reason on standard error).
"""
import json
import platform
import random
import sys
import time

GAMES = ("uno", "doudizhu", "no-limit-holdem")


def measure(rlcard, game, seconds, seed):
    env = rlcard.make(game, config={"seed": seed})
    choose = random.Random(seed)
    state, _ = env.reset()
    steps = 0
    games = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        # The clock is read once per 100 steps, as decklet's bench does.
        for _ in range(100):
            legal = list(state["legal_actions"].keys())
            state, _ = env.step(legal[choose.randrange(len(legal))])
            steps += 1
            if env.is_over():
                games += 1
                state, _ = env.reset()
        if time.perf_counter() >= deadline:
            break
    elapsed = time.perf_counter() - start
    return {"game": game, "steps": steps, "games": games, "seconds": elapsed, "stepsPerSecond": steps / elapsed}


def main(argv):
    if len(argv) != 4 or argv[1] not in GAMES:
        print("usage: rlcard_steps.py <%s> <seconds> <seed>" % "|".join(GAMES), file=sys.stderr)
        return 2
    try:
        seconds = float(argv[2])
        seed = int(argv[3])
    except ValueError:
        print("seconds must be a number and seed a whole number", file=sys.stderr)
        return 2
    if not seconds > 0:
        print("seconds must be more than 0", file=sys.stderr)
        return 2
    try:
        import rlcard
    except ImportError as error:
        print(str(error), file=sys.stderr)
        return 3
    result = measure(rlcard, argv[1], seconds, seed)
    try:
        import numpy
        numpy_version = numpy.__version__
    except ImportError:
        numpy_version = None
    result.update({"rlcard": getattr(rlcard, "__version__", "unknown"), "python": platform.python_version(), "numpy": numpy_version})
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
