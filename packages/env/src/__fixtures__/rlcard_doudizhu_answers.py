"""Makes doudizhu-rlcard-answers.jsonl: RLCard's own answers for decklet's Dou Dizhu positions.

Usage: python3 rlcard_doudizhu_answers.py <positions.jsonl> <answers.jsonl>   (needs rlcard importable)

Each input line is a position of decklet's Dou Dizhu environment ({"seed", "step", "raw"}: `raw` is the acting
player's `env.observe(seat).rawObs`, RLCard's raw state fields, as the games of `playRandomGame(env, seed)` reach
them). For each, RLCard's Dou Dizhu environment encodes that raw state (`DoudizhuEnv._extract_state`, its legal
actions being the raw state's `actions`) and the answers are written out: the indices of the ones of its
observation (790 numbers for the landlord, 901 for a farmer) and its legal action ids (RLCard's `ACTION_2_ID` of
each action string), ascending.
"""
import json
import sys

import numpy as np
import rlcard


def main(argv):
    env = rlcard.make("doudizhu", config={"seed": 0})
    env.reset()
    with open(argv[1]) as source, open(argv[2], "w") as out:
        for line in source:
            if not line.strip():
                continue
            position = json.loads(line)
            raw = dict(position["raw"])
            raw["trace"] = [tuple(entry) for entry in raw["trace"]]
            env.game.state = {"actions": raw["actions"]}
            state = env._extract_state(raw)
            obs = np.asarray(state["obs"]).reshape(-1)
            answer = {"seed": position["seed"], "step": position["step"], "size": int(obs.size),
                      "obs": [int(i) for i in np.flatnonzero(obs)], "legal": sorted(int(k) for k in state["legal_actions"])}
            out.write(json.dumps(answer, separators=(",", ":")) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
