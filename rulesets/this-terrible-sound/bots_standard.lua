-- bots_standard.lua — the "standard" computer players of This Terrible Sound (the default
-- profile). They are the baseline's bots (bots.lua, M.profile) with other parameters: what
-- each is for is said below; the README's "Computer players" gives the lab runs that measured
-- them.
local bots = require("bots")

local M = {}

M.params = {
  -- (The assault and counterattack odds stay the baseline's, 1.5:1 in range-0 fire points and
  -- 2:1 in SP: see the README for the lower odds tried.)
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
  -- The attack goes on past the ground taken: a leader whose attack order's goal his side now
  -- holds rolls initiative (S.2.6) to attack the nearest objective or enemy (6.3: W Cav took
  -- Crawfish Spring unopposed and stood there while the Union cavalry sat a few miles off).
  renew_attacks = true,
  -- A defender does not march piecemeal onto a goal the enemy holds (6.3: the Union cavalry
  -- rode at Crawfish Spring held by the whole W Cav corps and lost the exchange); it holds,
  -- and counterattacks where it has the odds (S.2.6, 2:1).
  defend_retakes_goal = false,
  -- S.3.1/S.3.2 The advance is paced to the chain of command: a unit in command does not end a
  -- move beyond its leader's radius (the leader comes up after it), and one out of command
  -- heads back into it. Unpaced, regiments outran their brigade leaders and then stood out of
  -- command for the rest of the game, unable to approach the enemy (6.2: Van Derveer's
  -- brigade idle 12-15 turns in 13 of 19 seeds).
  keep_in_command = true,
  -- A brigade leader stands where his 4 MP radius takes in most of his regiments, then as far
  -- toward the goal as that allows: he gathers a regiment that may not come back to him by
  -- itself (out of command it may not approach the enemy, and he is often nearer the enemy),
  -- and leads the paced advance from the front.
  brigade_spot = "cover",
  -- S.4.6 A leader already on the map with none of his troops gets them first (6.1: Forrest
  -- and the F Cav HQ stood ten turns at Reed's Bridge while Johnson's regiments entered).
  entry_by_leader = true,
  -- S.4.3 Supply wagons follow their commander by the roads and trails (6.2: the Res Corps
  -- Supply stood all game at its entry hex, its commander beyond the woods).
  wagon_ways = true,
  -- 5.4 Fire prefers (x1.5) a regiment a loss or two from the wreck that wrecks its brigade: a
  -- victory point in scenarios scored by the VP chart (6.5: most games drawn within 6 VP).
  wreck_weight = 1.5,
  -- 3.3b A wing commander holding an accepted attack order sends his wing's reserve in (6.5:
  -- Cheatham's five brigades stood all game under their reserve order behind the Right Wing's
  -- attack).
  wing_commits_reserve = true,
  -- S.2.5 An order in delay D1-D3 is waited out (1/3 to 1/9 a turn) rather than replaced after
  -- two turns by a new one that rides again and is rolled again (6.5 seed 1: Bragg's attack
  -- order to the Right Wing, replaced every two turns, was never accepted).
  wait_out_delay = 3,
  -- S.5.1 A battery facing the enemy that may fire at none of it from where it stands (beyond
  -- 500 yards only guns are hit, 2.3) limbers up to find a firing position (the baseline asks
  -- only for a line of sight to the nearest enemy hex, 3+ hexes off: 6.1 seed 8, 18 Ind Lt a
  -- stood unlimbered 8 turns without a shot).
  battery_seeks_target = true,
}

M.bot = bots.profile(M.params)

return M
