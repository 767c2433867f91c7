-- bots_standard.lua — the "standard" computer players of This Terrible Sound (the default
-- profile). They are the baseline's bots (bots.lua) with other parameters and one more
-- command phase step; see the README's "Computer players" for what each change is for and the
-- lab runs that measured it.
local bots = require("bots")

local M = {}

M.params = {
  -- Assault at 1.25:1 in range-0 fire points (baseline 1.5): the defender fires first and
  -- the attacker checks morale before it fires (S.6), so even odds already favour a fresh
  -- attacker against a worn line.
  assault_odds = 1.25,
  -- S.2.6 the defender counterattacks an enemy hex its fresh units next to it outnumber 1.5:1
  -- (baseline 2:1).
  counter_odds = 1.5,
  -- The attacking side commits every command standing more than 5 hexes from the enemy under
  -- a defend order (baseline: more than 8, and a reserve kept until half time).
  idle_defend_distance = 5, keep_reserve = false,
  -- An attack group closes once half its fresh foot SP is up (baseline 60 %).
  ready_share = 0.5,
  -- S.3.1/S.3.2 keep the chain of command whole: a leader stands at the center of what he
  -- commands (nearest the farthest of it, not at the medoid: with two divisions the medoid is
  -- one of them and the other falls out of the corps radius, and its whole division may then
  -- not approach the enemy), one out of his superior's radius goes back to him first, and the
  -- HQs (the corps radius is traced to them) keep with their leaders.
  leader_spot = "center", rejoin_superior = true, hq_follow = 0,
  -- A command marching under its own move order: its leader rides to the goal (his arrival
  -- ends the order, and 6.3's W Cav attacks Crawfish Spring only once Wheeler is at the mill).
  leader_to_move_goal = true,
}

M.bot = bots.profile(M.params)

return M
