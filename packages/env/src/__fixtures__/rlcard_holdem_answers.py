"""Makes holdem-rlcard-answers.jsonl: RLCard's own observation for decklet's no-limit Hold'em positions.

Usage: python3 rlcard_holdem_answers.py <positions.jsonl> <answers.jsonl>   (needs rlcard importable)

Each input line is a position of decklet's no-limit Hold'em environment ({"seed", "step", "raw"}: the acting
player's `env.observe(seat).rawObs`, as the games of `playRandomGame(env, seed)` reach them). For each, the
observation RLCard's no-limit Hold'em environment builds from those fields (as its `_extract_state` does: a one
for each public and hole card at `card2index[card]`, then `my_chips` and the largest of `all_chips`) is written out
as [index, value] pairs of its non-zero entries. Legal action ids are not compared: the RLCard source at hand
numbers six actions (CHECK and CALL apart) where decklet's environment follows the five of RLCard's later versions.
"""
import json
import sys

import numpy as np
import rlcard


def main(argv):
    env = rlcard.make("no-limit-holdem", config={"seed": 0})
    with open(argv[1]) as source, open(argv[2], "w") as out:
        for line in source:
            if not line.strip():
                continue
            position = json.loads(line)
            raw = position["raw"]
            obs = np.zeros(54)
            obs[[env.card2index[card] for card in raw["public_cards"] + raw["hand"]]] = 1
            obs[52] = float(raw["my_chips"])
            obs[53] = float(max(raw["all_chips"]))
            pairs = [[int(i), float(obs[i])] for i in np.flatnonzero(obs)]
            out.write(json.dumps({"seed": position["seed"], "step": position["step"], "obs": pairs}, separators=(",", ":")) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
