"""Statistics of random play in RLCard's own games, to set beside decklet's `rlcard` profiles.

Usage: python3 rlcard_stats.py <uno|doudizhu> <games> <seed>

Plays `games` games of RLCard's environment (`rlcard.make(game, config={'seed': seed})`), each player choosing
uniformly among its legal action ids (Python's `random.Random(seed)`), and prints one line of JSON:
{"game", "games", "meanSteps", "p50", "p90", "firstPlayerWinRate", "drawShare", "passShare", "landlordWinRate",
"rlcard"}. `firstPlayerWinRate` is the share of games won by the player who acted first; `drawShare` and
`passShare` the shares of all actions that were `draw` (UNO) or `pass` (Dou Dizhu); `landlordWinRate` the share
of Dou Dizhu deals the landlord won (null for UNO). Exit codes: 2 for bad arguments, 3 when rlcard cannot be
imported (the reason on standard error).
"""
import random
import sys

from rlcard_script import run

GAMES = ("uno", "doudizhu")


def percentile(sorted_values, q):
    # The nearest-rank percentile: the smallest value with at least q of the values at or below it.
    index = max(0, -(-len(sorted_values) * q // 100) - 1)
    return sorted_values[int(index)]


def play(rlcard, game, games, seed):
    env = rlcard.make(game, config={"seed": seed})
    choose = random.Random(seed)
    lengths = []
    first_wins = 0
    landlord_wins = 0
    actions = 0
    draws = 0
    passes = 0
    for _ in range(games):
        state, first = env.reset()
        landlord = state.get("raw_obs", {}).get("landlord")
        steps = 0
        while not env.is_over():
            legal = list(state["legal_actions"].keys())
            k = choose.randrange(len(legal))
            # By id: RLCard's raw_legal_actions may list a card twice where legal_actions has its id once.
            name = env._decode_action(legal[k])
            draws += name == "draw"
            passes += name == "pass"
            state, _ = env.step(legal[k])
            steps += 1
        payoffs = env.get_payoffs()
        first_wins += payoffs[first] > 0
        if landlord is not None:
            landlord_wins += payoffs[landlord] > 0
        lengths.append(steps)
        actions += steps
    lengths.sort()
    return {
        "game": game,
        "games": games,
        "meanSteps": actions / games,
        "p50": percentile(lengths, 50),
        "p90": percentile(lengths, 90),
        "firstPlayerWinRate": first_wins / games,
        "drawShare": draws / actions,
        "passShare": passes / actions,
        "landlordWinRate": landlord_wins / games if game == "doudizhu" else None,
    }


def main(argv):
    return run(argv, GAMES, ("games", int, lambda games: games >= 1, "a whole number of at least 1"), play)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
