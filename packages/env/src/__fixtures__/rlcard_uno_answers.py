"""Makes uno-rlcard-answers.jsonl: RLCard's own answers for decklet's UNO positions.

Usage: python3 rlcard_uno_answers.py <positions.jsonl> <answers.jsonl>   (needs rlcard importable)

Each input line is a position of decklet's UNO environment ({"seed", "step", "hand", "target"}: the acting
player's hand and the target in RLCard's card strings, from `env.observe(seat).rawObs`, as the games of
`playRandomGame(env, seed)` reach them). For each, RLCard's functions give the answers written out: the
observation (`encode_hand` and `encode_target` of rlcard.games.uno.utils on a 4 x 4 x 15 array, as the UNO
environment's `_extract_state` does, flattened in C order: the indices of its ones) and the legal action ids
(`UnoRound.get_legal_actions` on that hand and target, mapped through `ACTION_SPACE`, ascending).
"""
import json
import sys

import numpy as np
from rlcard.games.uno.card import UnoCard
from rlcard.games.uno.round import UnoRound
from rlcard.games.uno.utils import ACTION_SPACE, encode_hand, encode_target


def card(text):
    color, trait = text.split("-", 1)
    kind = "number" if trait.isdigit() else ("wild" if trait in ("wild", "wild_draw_4") else "action")
    return UnoCard(kind, color, trait)


class Player:
    def __init__(self, hand):
        self.hand = hand


def answer(position):
    obs = np.zeros((4, 4, 15), dtype=int)
    encode_hand(obs[:3], position["hand"])
    encode_target(obs[3], position["target"])
    round_ = UnoRound(None, 2, np.random.RandomState(0))
    round_.target = card(position["target"])
    legal = sorted({ACTION_SPACE[a] for a in round_.get_legal_actions([Player([card(c) for c in position["hand"]])], 0)})
    return {"seed": position["seed"], "step": position["step"], "hand": position["hand"], "target": position["target"],
            "obs": [int(i) for i in np.flatnonzero(obs.reshape(-1))], "legal": legal}


def main(argv):
    with open(argv[1]) as source, open(argv[2], "w") as out:
        for line in source:
            if line.strip():
                out.write(json.dumps(answer(json.loads(line)), separators=(",", ":")) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
