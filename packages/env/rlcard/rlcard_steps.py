"""RLCard's environment steps per second, for `decklet-env bench --rlcard`.

Usage: python3 rlcard_steps.py <uno|doudizhu|no-limit-holdem> <seconds> <seed>

Plays RLCard's environment (`rlcard.make(game, config={'seed': seed})`, its `env` mode: every `step` returns the next player's
encoded observation) with uniform random legal actions for about `seconds` seconds of wall-clock time,
starting a new game (`reset`) whenever one ends, and prints one line of JSON:
{"game", "steps", "games", "seconds", "stepsPerSecond", "rlcard", "python", "numpy"}.

The random choice is Python's `random.Random(seed)` over the keys of `legal_actions`: cheaper than
`numpy.random.choice`, which RLCard's own RandomAgent calls, so the figure is RLCard's environment alone.
Exit codes: 2 for bad arguments, 3 when rlcard cannot be imported (the reason on standard error).
"""
import platform
import random
import sys
import time

from rlcard_script import run

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


def measure_with_versions(rlcard, game, seconds, seed):
    result = measure(rlcard, game, seconds, seed)
    try:
        import numpy
        numpy_version = numpy.__version__
    except ImportError:
        numpy_version = None
    result.update({"python": platform.python_version(), "numpy": numpy_version})
    return result


def main(argv):
    return run(argv, GAMES, ("seconds", float, lambda seconds: seconds > 0, "a number above 0"), measure_with_versions)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
