-- The charts of Chickamauga: River of Death. The rulebook refers to them (the Combat Related
-- Tables sheet, the Terrain Effects on Movement chart and the movement allowances on the
-- mapsheet, the Turn Record and Reinforcement Chart: rules 2.2, 6.12, 6.42, 6.71, 7.31, 7.39,
-- 10.3) but does not print them. Each is reconstructed here, consistent with every number and
-- rule the text gives. `-- rule X.Y` marks a value the text gives; `-- reconstructed: <why>`
-- marks a value the project supplies. README.md lists every reconstruction with its reasoning.
--
-- Data only: the rules (not yet written) read these through sandtable.tables.get(...) so a mod
-- can replace a chart.

local M = {}

---------------------------------------------------------------------------------------------
-- Turn Record (rule 4, 10, 12.x5). The game clock runs by the hour in daylight; from 1900 to
-- 0700 each game turn is two hours. 1900/2000 is the last turn of each day (11.3 scores "at the
-- end of the 1900/2000 game turn"); the night turns of rule 10 are 2100/2200, 2300/2400,
-- 0100/0200, 0300/0400 and 0500/0600 (7.712 skirmishing "during the 2100/2200 game turn";
-- 10.3 stragglers "during the movement phase of the 2300/2400 game turn"; 5.4 reorganisation
-- "in the command phase of the 0300/0400 game turn"). Days: 0 = 18 September, 1 = 19, 2 = 20.
-- Checked against the scenario lengths the text gives: 12.15 1500 18th to 1900/2000 20th = 41
-- turns; 12.25 1500-1900/2000 18th = 5; 12.35 0700-1900/2000 19th = 13; 12.45 1100-1900/2000
-- 20th = 9; 12.55 1400-1900/2000 20th = 6.
---------------------------------------------------------------------------------------------
M.DAYS = { [0] = "18 September", [1] = "19 September", [2] = "20 September" }

-- Every game turn of 18-20 September from 1500 on the 18th (the earliest start, 12.15).
M.turns = {}
do
  local function add(day, h, two)
    local label = two and ("%02d00/%02d00"):format(h, (h + 1) % 24 == 0 and 24 or h + 1) or ("%02d00"):format(h)
    -- rule 10: the two-hour turns from 2100 to 0600 are night turns; 1900/2000 is a two-hour
    -- dusk turn (reconstructed: the text never calls it a night turn and scores each day at
    -- its end, 11.3).
    local night = two and h ~= 19
    M.turns[#M.turns + 1] = { day = day, time = ("%02d:00"):format(h), label = label, minutes = two and 120 or 60, night = night }
  end
  for day = 0, 2 do
    local first = day == 0 and 15 or 7
    for h = first, 18 do add(day, h, false) end
    add(day, 19, true)
    if day < 2 then
      add(day, 21, true); add(day, 23, true)
      add(day + 1, 1, true); add(day + 1, 3, true); add(day + 1, 5, true)
    end
  end
end

-- The number of the game turn that starts at `day`/`time` when a scenario starts at
-- `start_day`/`start_time` (1 = the first turn), or nil.
function M.turn_number(start_day, start_time, day, time)
  local first
  for i, t in ipairs(M.turns) do
    if t.day == start_day and t.time == start_time then first = i end
    if first and t.day == day and t.time == time then return i - first + 1 end
  end
  return nil
end

-- True if the turn starting at day/time is a night turn of rule 10.
function M.is_night_turn(day, time)
  for _, t in ipairs(M.turns) do
    if t.day == day and t.time == time then return t.night end
  end
  return false
end

---------------------------------------------------------------------------------------------
-- Movement allowances (rule 6.12, printed on the mapsheet) and formation-change costs (6.42).
---------------------------------------------------------------------------------------------
M.movement_allowance = {
  infantry_line = 7, -- rule 12.425: "a movement allowance of 12 (rather than 7)" for infantry
  infantry_column = 7, -- reconstructed: 12.425's "7" is the infantry allowance; column gains its speed from roads (½ MP a hex) and trails
  cavalry_dismounted = 7, -- rule 6.12: dismounted cavalry moves like infantry in line
  cavalry_mounted = 12, -- reconstructed: mounted troops about 1.7 times infantry, as in the system's Gettysburg game
  artillery_unlimbered = 0, -- rule 6.12: unlimbered artillery may never move
  artillery_limbered = 8, -- reconstructed: field artillery slightly faster than foot on roads, slower off them (terrain costs)
  horse_artillery_limbered = 10, -- reconstructed: horse artillery keeps up with cavalry on roads
  leader = 12, -- reconstructed: mounted officers, as mounted cavalry
  wagon = 3, -- rule 6.812: wagons move 3 hexes a turn, on road hexes only
  longstreet_wing_first_turn = 12, -- rule 12.425
}

-- MP to change formation (rule 6.42: "displayed on the mapsheet"). A unit may move and change
-- formation in one phase within its allowance (6.45); mounting/dismounting at any point (6.44).
M.formation_change = {
  infantry = { line_to_column = 2, column_to_line = 2 }, -- reconstructed: a third of the allowance, so a unit may deploy and still close
  cavalry = { mount = 2, dismount = 1 }, -- reconstructed: dismounting is quicker than forming to mount
  artillery = { limber = 2, unlimber = 2 }, -- reconstructed: field artillery may limber or unlimber and still move (6.17 counts each as one capability)
  horse_artillery = { limber = 1, unlimber = 1 }, -- reconstructed: horse artillery is handier (6.17: three capabilities a turn)
  involuntary = 0, -- rule 7.36: a column that takes a loss deploys at no cost
}

-- 6.17 Artillery capabilities per game turn (move, limber, unlimber, fire).
M.artillery_capabilities = { artillery = 2, horse_artillery = 3 } -- rule 6.17

---------------------------------------------------------------------------------------------
-- Terrain Effects on Movement (rule 6.13, 6.41, 6.69, 6.83, 10.42). Cost to enter a hex or
-- cross a hexside, by movement class: line (infantry in line, dismounted cavalry), column
-- (infantry in column), mounted (mounted cavalry), limbered (limbered artillery), leader,
-- wagon. Terrain ids are those of scenarios/river-of-death/map.lua.
---------------------------------------------------------------------------------------------
M.terrain_effects = {
  hexes = {
    clear = { line = 1, column = 1, mounted = 1, limbered = 1, leader = 1, wagon = "prohibited" }, -- reconstructed: base cost 1; rule 6.812 wagons only on road hexes
    orchard = { line = 1, column = 1, mounted = 2, limbered = 2, leader = 1, wagon = "prohibited" }, -- reconstructed: trees hinder horses and guns, not men on foot
    woods = { line = 2, column = 2, mounted = 3, limbered = 4, leader = 2, wagon = "prohibited" }, -- reconstructed: the battlefield's thickets; 10.42 doubles line's cost at night, 10.41 march formations may not enter at night off road/trail
  },
  hexsides = {
    creek = "prohibited", -- rule 6.83: Chickamauga Creek only at bridges and located fords
    bridge = 0, -- reconstructed: no extra cost (rule 6.41 roads carry march formations over bridges)
    ford = { line = 1, column = 1, mounted = 1, limbered = 2, leader = 1, wagon = "prohibited" }, -- reconstructed: wading; 6.812 wagons stay on roads (the fords carry no road)
    stream = 1, -- rule 6.41: "plus 1 movement point penalty to cross a stream hexside" (not along a road)
    slope = { line = 1, column = 1, mounted = 1, limbered = 2, leader = 1, wagon = 0 }, -- reconstructed: climbing a crest hexside (6.69 calls slope hexsides crests)
    steep_slope = { line = 2, column = 2, mounted = 3, limbered = "prohibited", leader = 2, wagon = 0 }, -- reconstructed: guns cannot be manhandled up a steep slope
    entrenchment = { line = 2, column = 2, mounted = 2, limbered = "prohibited", leader = 0, wagon = 0 }, -- rule 6.69: +2 for infantry and cavalry, limbered artillery never; crest ignored when crossing an entrenched crest
  },
  routes = {
    road = { column = 0.5, mounted = 0.5, limbered = 0.5, leader = 0.5, wagon = 1, line = "terrain" }, -- reconstructed: ½ MP a road hex for march formation (6.41 "use roads to move faster"); rule 6.812 wagon 3 road hexes a turn
    trail = { column = 1, mounted = 1, limbered = 1, leader = 1, wagon = "prohibited", line = "terrain" }, -- reconstructed: 1 MP a trail hex, negating other terrain (rule 6.41 "trails to negate other terrain")
  },
  night_woods_multiplier = { line = 2 }, -- rule 10.42
}

---------------------------------------------------------------------------------------------
-- Combat Table (rule 7.31): columns of fire strength (after formation and range effects),
-- rows of modified ten-sided die roll. Results: "-" no effect; "M" morale check (7.63);
-- a number: strength points lost, then a morale check (7.63). Leader loss (rule 5.321):
-- reconstructed as an unmodified roll of 10 with a numeric result; each leader stacked with
-- the target is then eliminated on a further roll of 9 or 10 (the text's odds for leaders in
-- 5.322 and 8.32).
---------------------------------------------------------------------------------------------
M.combat_columns = { -- reconstructed: strength brackets widening as in the system's Gettysburg game
  { 1, 1 }, { 2, 2 }, { 3, 3 }, { 4, 5 }, { 6, 7 }, { 8, 10 }, { 11, 13 }, { 14, 17 }, { 18, 22 }, { 23, 28 }, { 29, 999 },
}
M.combat_rows = { min = 0, max = 13 } -- reconstructed: rolls 1-10 and modifiers from -3 (6.67) to +3
-- reconstructed: result of column c (1-11) at modified roll r (0-13): s = r + c - 1;
-- s <= 7 no effect, s = 8 "M", otherwise floor((s - 7) / 2) points (s = 9-10: 1, 11-12: 2 ...,
-- at most 7). A brigade of 15 (column 8) rolling an average 5-6 inflicts 1-2 points (100-200
-- men in an hour's fire), and entrenched targets (-3, rule 6.67) suffer about a third less.
-- The modified rolls, as the combat table's column headers.
M.combat_roll_headers = {}
for r = M.combat_rows.min, M.combat_rows.max do
  M.combat_roll_headers[#M.combat_roll_headers + 1] = tostring(r)
end
M.combat_table = {}
for c = 1, #M.combat_columns do
  local col = {}
  for r = M.combat_rows.min, M.combat_rows.max do
    local s = r + c - 1
    local res
    if s <= 7 then res = "-" elseif s == 8 then res = "M" else res = tostring(math.min(7, (s - 7) // 2)) end
    col[#col + 1] = res
  end
  M.combat_table[c] = col
end
M.leader_loss = { natural_roll = 10, then_eliminated_on = { 9, 10 } } -- reconstructed from rule 5.322 / 8.32 (9 or 10)

---------------------------------------------------------------------------------------------
-- Fire Strength Formation Effects (rule 7.31: tripled, doubled, normal, halved, halved and
-- halved again, or not permitted). Multipliers; nil = may not fire.
---------------------------------------------------------------------------------------------
M.formation_effects = {
  infantry_line = 1, -- reconstructed: the base line
  infantry_column = nil, -- rule 6.41: infantry in column may not fire
  cavalry_dismounted = 1, -- reconstructed: dismounted cavalry fights as infantry (6.12)
  cavalry_mounted = 0.5, -- reconstructed: pistols and carbines from the saddle
  wilder_dismounted = 2, -- reconstructed: Spencer repeaters (rule 6.82 gives Wilder his own line)
  wilder_mounted = 1, -- reconstructed: Spencers from the saddle
  artillery_unlimbered = 1, -- reconstructed
  artillery_limbered = nil, -- rule 6.41: limbered artillery may not fire
  wagon = "1", -- rule 6.812: wagons fire with a strength of 1
  routed = nil, -- rule 7.662
  digging = nil, -- rule 6.65
  searching = nil, -- rule 6.853
  rebuilding = nil, -- rule 6.844
  minimum = 1, -- rule 7.35: halving never reduces a unit's fire below 1 (round down each unit)
}

---------------------------------------------------------------------------------------------
-- Fire Strength Range Effects (rule 7.31, 7.42, 6.82, 10.1): multiplier by range in hexes.
---------------------------------------------------------------------------------------------
M.range_effects = {
  infantry = { 1, 0.5 }, -- reconstructed: rifle-muskets effective at 250 yards, halved at 500
  cavalry = { 1, 0.25 }, -- reconstructed: carbines shorter-ranged
  wilder = { 2, 1, 0.5 }, -- reconstructed: rule 6.82 "its own line on the Range Effects Chart"
  artillery = { 3, 2, 1, 0.5, 0.5, 0.25, 0.25, 0.25 }, -- reconstructed: canister at 1-2 hexes, shell to 8 hexes (2,000 yards)
  horse_artillery = { 2, 1, 1, 0.5, 0.5, 0.25 }, -- reconstructed: lighter guns
  wagon = { 1 }, -- reconstructed: escorts' small arms, adjacent only
  unlimbered_artillery_defensive_max = 3, -- rule 7.42: unlimbered artillery defensive fire at most three hexes
  night_max = 1, -- rule 10.1: at night all fire ranges are one hex
}

---------------------------------------------------------------------------------------------
-- Modifiers to Firing Unit's Die Roll (rule 7.31, 6.32, 6.67, 7.37).
---------------------------------------------------------------------------------------------
M.fire_modifiers = {
  target_entrenched = -3, -- rule 6.67: only if fired at through entrenched hexsides only
  target_in_woods = -1, -- reconstructed: cover
  target_march_formation = 2, -- reconstructed: rule 6.41 march formations "generally more vulnerable if fired on"
  through_flank = 1, -- reconstructed: rule 6.32 / 7.37 fire through the flank affects losses
  through_rear = 2, -- reconstructed: rule 6.32 / 7.37
  target_upslope = -1, -- reconstructed: firing up across a crest (slope) hexside
  target_routed = 1, -- reconstructed: disordered target
  withdrawal_fire = 0, -- rule 6.93: exactly like normal fire, each unit alone
}

---------------------------------------------------------------------------------------------
-- Morale Check Modifiers (rule 7.64; 5.312a leadership; 11.2; 12.425). Added to the morale
-- level; the unit passes on a d10 at or under the final level.
---------------------------------------------------------------------------------------------
M.morale = {
  full = 7, half = 5, -- rule 7.62
  wilder = { full = 9, half = 7 }, -- rule 6.82
  artillery = 7, -- rule 7.62: artillery has no half side and keeps 7
}
M.morale_modifiers = {
  leader_value = "plus the leadership value of one leader in radius", -- rule 5.312a, 5.313, 5.23
  per_point_lost_beyond_first = -1, -- reconstructed: heavy losses in one fire shake a unit
  hit_through_flank = -1, -- reconstructed: rule 6.32 the hexside fired through may affect morale
  hit_through_rear = -2, -- reconstructed: rule 6.32
  in_woods = 1, -- reconstructed: cover steadies
  entrenched = 1, -- reconstructed: rule 6.67 entrenchments are improved positions
  in_column_or_limbered = -1, -- reconstructed: rule 6.41 march formations vulnerable
  charged_by_mounted_cavalry_in_clear = -1, -- reconstructed
  rally_attempt = -1, -- reconstructed: routed units recover less easily (9.21)
  night = 1, -- reconstructed: darkness ends pursuit
  demoralized = "leadership values -1", -- rule 11.2
  union_turn_1100_20th_die = 1, -- rule 12.425: +1 to every Union morale die roll on turn 1 of 12.4
}

---------------------------------------------------------------------------------------------
-- Melee Modifiers (rule 8.351, 8.36, 6.67). Die-roll modifiers on the Combat Table; each side
-- fires its melee strength (5.312b leaders add their value; 8.33 artillery half, rounded up).
---------------------------------------------------------------------------------------------
M.melee_modifiers = {
  attacker_charge = 1, -- reconstructed: the attacker's melee modifier that rule 8.36 / 6.67 withhold across entrenchments
  mounted_charge_in_clear = 2, -- reconstructed: mounted shock in open ground (8.23: never into woods)
  charge_into_flank = 2, -- reconstructed: as fire through flank, doubled by shock
  charge_into_rear = 3, -- reconstructed
  defender_in_woods = -1, -- reconstructed: for the attacker's roll
  charge_upslope = -1, -- reconstructed: across a crest hexside
  artillery_strength = 0.5, -- rule 8.33: artillery melees at half current strength, rounded up
  leader_value_to_strength = true, -- rule 5.312b
}

---------------------------------------------------------------------------------------------
-- Line-of-Sight Table (rule 7.39): find the firer's hex type, cross-index with the target's;
-- the box lists the intervening terrain that blocks. Hex type: the level of the hex
-- (map elevation 0-4, one level about 40 feet) and whether it is woods.
---------------------------------------------------------------------------------------------
M.line_of_sight = {
  -- reconstructed throughout: woods as a one-level obstacle, crests (slope hexsides) blocking
  -- lower lines, as in the kernel's los_height model.
  { firer = "same level", target = "same level", blocks = { "woods hex", "orchard hex", "higher ground", "combat unit" } },
  { firer = "higher", target = "lower", blocks = { "woods hex adjacent to the target", "ground as high as the firer", "slope hexside of the firer's hill not adjacent to the firer" } },
  { firer = "lower", target = "higher", blocks = { "woods hex adjacent to the firer", "ground as high as the target", "slope hexside not adjacent to the target" } },
  notes = {
    "A woods target hex is visible only from adjacent hexes or from two or more levels above.", -- reconstructed
    "Lines along a hexside are blocked only if both hexes block.", -- reconstructed
    "At night all ranges are one hex (rule 10.1).", -- rule 10.1
    "If all else fails, roll the die (rule 7.39).", -- rule 7.39
  },
}

---------------------------------------------------------------------------------------------
-- Straggler Recovery Table (rule 10.3): one d10 per division that has taken casualties, in the
-- movement phase of the 2300/2400 turn; points go to that division's infantry brigades (not
-- artillery, cavalry or Wilder, 10.32), up to their printed strength; never undoes
-- demoralisation (10.31).
---------------------------------------------------------------------------------------------
M.straggler_recovery = { -- reconstructed: about a fifth of a division's lost points on average
  [1] = 0, [2] = 0, [3] = 1, [4] = 1, [5] = 1, [6] = 2, [7] = 2, [8] = 2, [9] = 3, [10] = 4,
}

---------------------------------------------------------------------------------------------
-- Ford location numbers (rule 6.854): roll the number or less to locate the ford; -1 a turn
-- for each "SEARCH" marker after the first. The fords are the ford hexsides of map.lua.
---------------------------------------------------------------------------------------------
M.fords = {
  { name = "Dyer's Ford", hexside = "2806/2906", number = 6 }, -- reconstructed: beside the bridge, easily found
  { name = "Reed's Ford", hexside = "2717/2817", number = 6 }, -- reconstructed: beside Reed's Bridge
  { name = "Byram's Ford", hexside = "2720/2821", number = 4 }, -- reconstructed: in the woods
  { name = "Lambert's Ford", hexside = "2527/2528", number = 5 }, -- reconstructed: Walker found it on the 18th (12.312e marks it located)
  { name = "Fowler's Ford", hexside = "1932/2032", number = 4 }, -- reconstructed
  { name = "Thedford's Ford", hexside = "1835/1935", number = 6 }, -- reconstructed: a farm crossing on the road Buckner used (12.312d)
  { name = "Hunt's (Dalton's) Ford", hexside = "1739/1740", number = 5 }, -- reconstructed: Cheatham crossed here on the 19th
  { name = "Hall's Ford", hexside = "1044/1143", number = 3 }, -- reconstructed: a little-known crossing near the Union flank
}
M.unbreakable_bridges = { "Lee and Gordon's Mill bridge", "Dyer's Ford and Bridge" } -- rule 6.842

---------------------------------------------------------------------------------------------
-- Leaders (rule 5.31, 5.33, 5.34, 11.1): leadership value, stars (victory points when
-- eliminated: one a star, a colonel one point), replacement on the back. All values
-- reconstructed from the leaders' records at Chickamauga on a 0-2 scale (11.2 shows a "0"
-- exists and becomes "-1" when demoralised). Replacements: every Confederate leader but the
-- wing commanders (5.33), Union corps leaders only (5.34); a replacement is one lower, never
-- below 0 (reconstructed).
---------------------------------------------------------------------------------------------
local function L(value, stars, replacement)
  return { value = value, stars = stars, replacement = replacement and { value = math.max(0, value - 1) } or nil }
end
M.leaders = {
  -- Union (5.34: replacement corps leaders only)
  ["ROSECRANS"] = L(0, 2, false), -- reconstructed: major general; army leader (5.311) gives no command
  ["THOMAS"] = L(2, 2, true), -- reconstructed: the Rock of Chickamauga; 5.22 second in command
  ["A. McCOOK"] = L(0, 2, true), -- reconstructed
  ["CRITTENDEN"] = L(0, 2, true), -- reconstructed
  ["GRANGER"] = L(2, 2, true), -- reconstructed: marched to the guns on his own initiative
  ["MITCHELL"] = L(0, 1, true), -- reconstructed
  ["BAIRD"] = L(1, 1, false), ["NEGLEY"] = L(0, 2, false), ["BRANNAN"] = L(1, 1, false), ["REYNOLDS"] = L(1, 2, false), -- reconstructed
  ["DAVIS"] = L(1, 1, false), ["JOHNSON (US)"] = L(1, 1, false), ["SHERIDAN"] = L(1, 2, false), -- reconstructed
  ["WOOD"] = L(1, 1, false), ["PALMER"] = L(1, 2, false), ["VAN CLEVE"] = L(0, 1, false), -- reconstructed
  ["STEEDMAN"] = L(2, 1, false), -- reconstructed: led the Reserve Corps' counterattack
  ["D. McCOOK"] = L(1, 1, false), -- rule 11.1: a colonel counts one point; value reconstructed
  ["E. McCOOK"] = L(0, 1, false), -- rule 11.1: a colonel; value reconstructed
  ["CROOK"] = L(1, 1, false), -- reconstructed
  -- Confederate (5.33: replacements for all but the wing commanders)
  ["BRAGG"] = L(0, 4, true), -- reconstructed: full general (4 stars by rank); army leader (5.311)
  ["LONGSTREET"] = L(2, 3, false), -- reconstructed: wing commander, no replacement (5.33); exempt from demoralisation (11.2)
  ["POLK"] = L(0, 3, true), -- reconstructed: "notoriously uncooperative" (12.423)
  ["D. H. HILL"] = L(1, 3, true), ["WALKER"] = L(1, 2, true), ["BUCKNER"] = L(1, 2, true), -- reconstructed
  ["HOOD"] = L(2, 2, true), ["FORREST"] = L(2, 1, true), ["WHEELER"] = L(1, 2, true), -- reconstructed
  ["CHEATHAM"] = L(1, 2, true), ["HINDMAN"] = L(1, 2, true), ["CLEBURNE"] = L(2, 2, true), -- reconstructed
  ["BRECKINRIDGE"] = L(1, 2, true), ["GIST"] = L(1, 1, true), ["LIDDELL"] = L(1, 1, true), -- reconstructed
  ["STEWART"] = L(2, 2, true), ["PRESTON"] = L(1, 1, true), ["JOHNSON (CS)"] = L(1, 1, true), -- reconstructed
  ["LAW"] = L(1, 1, true), ["KERSHAW"] = L(1, 1, true), ["ARMSTRONG"] = L(1, 1, true), -- reconstructed
  ["PEGRAM"] = L(0, 1, true), ["WHARTON"] = L(1, 1, true), ["MARTIN"] = L(0, 1, true), -- reconstructed
}
M.command_radius = { confederate = 4, union = 3, wing = 6, army_bonus = 1, wing_bonus = 1, night = -1 } -- rule 5.21, 5.22, 5.42, 5.311, 5.43, 10.2
M.demoralization_exempt = { "LONGSTREET", "GRANGER", "THOMAS", "FORREST", "WHEELER", "ARMSTRONG", "PEGRAM", "WHARTON", "MARTIN", "MITCHELL", "E. McCOOK", "CROOK" } -- rule 11.2: cavalry leaders, Longstreet, Granger, Thomas

---------------------------------------------------------------------------------------------
-- Turn Record and Reinforcement Chart (rule 6.71-6.75, 7.711, 12.13, 12.23, 12.33, 12.43,
-- 12.53). Entries by day, hour and entrance area (6.72: areas "A"-"G"). All arrival times and
-- areas are reconstructed from the historical movements, constrained by the set-ups: a unit
-- in a set-up of 12.31 (0700 19th) or 12.41 (1100 20th) has arrived before it, one absent from
-- them arrives at or after it. Confederate areas A and B (east edge, Reed's and Alexander's
-- bridge roads), C and D (south edge, east of the creek); Union E (south-west, Dry Valley
-- road from Crawfish Springs), F (west, McFarland's Gap), G (north, LaFayette road to
-- Rossville).
---------------------------------------------------------------------------------------------
M.reinforcements = {
  -- 18 September
  { day = 0, time = "15:00", side = "confederate", area = "A", units = { "JOHNSON (CS)", "Johnson/Johnson", "Gregg/Johnson", "McNair/Johnson", "Art/Johnson", "FORREST" } }, -- reconstructed: Johnson forced Reed's Bridge in mid-afternoon with Forrest
  { day = 0, time = "15:00", side = "confederate", area = "B", units = { "WALKER", "GIST", "LIDDELL", "Ector/Gist", "Wilson/Gist", "Art/Gist", "Govan/Liddell", "Walthall/Liddell", "Art/Liddell" } }, -- reconstructed: Walker came up before Alexander's Bridge by mid-afternoon (all but Gist's brigade, 12.312b)
  { day = 0, time = "16:00", side = "confederate", area = "A", units = { "ARMSTRONG", "Wheeler/Armstrong", "Dibrell/Armstrong", "HA/Armstrong", "HA/Pegram" } }, -- reconstructed: Forrest's cavalry, on the field by 0700 19th (12.312a)
  { day = 0, time = "17:00", side = "confederate", area = "C", units = { "BUCKNER", "STEWART", "PRESTON", "Bate/Stewart", "Brown/Stewart", "Clayton/Stewart", "Art/Stewart", "Gracie/Preston", "Trigg/Preston", "Kelly/Preston", "Art/Preston", "Res Art/Buckner" } }, -- reconstructed: Buckner closed on Thedford's Ford in the evening (12.312d)
  { day = 0, time = "19:00", side = "confederate", area = "A", units = { "HOOD", "LAW", "Robertson/Law", "Benning/Law" } }, -- reconstructed: Hood joined Johnson at dusk
  { day = 0, time = "21:00", side = "confederate", area = "A", units = { "Law/Law" } }, -- reconstructed: last of Law's division, on the field by 0700 19th (12.312c)
  { day = 0, time = "21:00", side = "union", area = "E", units = { "THOMAS", "BAIRD", "1-1-XIV", "2-1-XIV", "3-1-XIV", "1-XIV Art" } }, -- reconstructed: Thomas' night march up the Dry Valley road (12.311d)
  { day = 0, time = "23:00", side = "union", area = "E", units = { "BRANNAN", "1-3-XIV", "2-3-XIV", "3-3-XIV", "3-XIV Art" } }, -- reconstructed: 12.311e
  -- 19 September
  { day = 1, time = "03:00", side = "union", area = "E", units = { "REYNOLDS", "2-4-XIV", "3-4-XIV", "4-XIV Art" } }, -- reconstructed: still in column on the Dry Valley road at 0700 (12.311f)
  { day = 1, time = "05:00", side = "union", area = "E", units = { "XIV Wagon" } }, -- reconstructed: 12.311h, near area E at 0700
  { day = 1, time = "07:00", side = "union", area = "G", units = { "D. McCOOK", "2-2-Res", "2-Res Art" } }, -- reconstructed: rule 6.74 (absent from the 0700 set-up 12.311, gone by 1000)
  { day = 1, time = "07:00", side = "union", area = "E", units = { "ROSECRANS", "HQ Escort (US)" } }, -- reconstructed: to the Widow Glenn house on the 19th
  { day = 1, time = "07:00", side = "confederate", area = "C", units = { "BRAGG", "HQ Escort (CS)", "Army Res Art" } }, -- reconstructed: Bragg at Thedford's (12.412i)
  { day = 1, time = "08:00", side = "confederate", area = "C", units = { "POLK", "CHEATHAM", "Jackson/Cheatham", "Maney/Cheatham", "Smith/Cheatham", "Wright/Cheatham", "Strahl/Cheatham", "Art/Cheatham" } }, -- reconstructed: Cheatham crossed at Hunt's Ford in the morning
  { day = 1, time = "10:00", side = "union", area = "E", units = { "A. McCOOK", "JOHNSON (US)", "1-2-XX", "2-2-XX", "3-2-XX", "2-XX Art" } }, -- reconstructed: Johnson's division reached the Kelly field about noon
  { day = 1, time = "10:00", side = "confederate", area = "D", units = { "HINDMAN", "Anderson/Hindman", "Deas/Hindman", "Manigault/Hindman", "Art/Hindman" } }, -- reconstructed: from opposite Lee and Gordon's Mill
  { day = 1, time = "12:00", side = "union", area = "E", units = { "DAVIS", "2-1-XX", "3-1-XX", "1-XX Art" } }, -- reconstructed: Davis at the Viniard field early afternoon
  { day = 1, time = "12:00", side = "confederate", area = "A", units = { "PEGRAM", "Scott/Pegram" } }, -- reconstructed: absent from 12.312a; not in play on the 20th set-ups (12.412a)
  { day = 1, time = "14:00", side = "union", area = "E", units = { "NEGLEY", "1-2-XIV", "2-2-XIV", "3-2-XIV", "2-XIV Art" } }, -- reconstructed: Negley came up from Crawfish Springs in the afternoon
  { day = 1, time = "14:00", side = "confederate", area = "C", units = { "D. H. HILL", "CLEBURNE", "Wood/Cleburne", "Polk/Cleburne", "Deshler/Cleburne", "Art/Cleburne" } }, -- reconstructed: Cleburne crossed at Thedford's Ford for his dusk attack
  { day = 1, time = "15:00", side = "union", area = "E", units = { "SHERIDAN", "1-3-XX", "2-3-XX", "3-3-XX", "3-XX Art" } }, -- reconstructed: Sheridan late afternoon
  { day = 1, time = "16:00", side = "union", area = "E", units = { "XX Wagon" } }, -- reconstructed
  { day = 1, time = "19:00", side = "confederate", area = "C", units = { "BRECKINRIDGE", "Helm/Breckinridge", "Adams/Breckinridge", "Stovall/Breckinridge", "Art/Breckinridge" } }, -- reconstructed: Breckinridge crossed during the night
  { day = 1, time = "23:00", side = "confederate", area = "A", units = { "LONGSTREET" } }, -- reconstructed: arrived late at night (rule 6.75: rolls for his crossing)
  -- 20 September
  { day = 2, time = "05:00", side = "confederate", area = "A", units = { "KERSHAW", "Kershaw/Kershaw", "Humphreys/Kershaw" } }, -- reconstructed: from the Catoosa platform before dawn (in the 1100 set-up, 12.412f)
  { day = 2, time = "07:00", side = "confederate", area = "A", units = { "Gist/Gist" } }, -- reconstructed: Gist's brigade arrived on the 20th (12.312b excludes it; 12.412e includes it)
  { day = 2, time = "12:00", side = "union", area = "G", units = { "GRANGER", "STEEDMAN", "1-1-Res", "2-1-Res", "1-Res Art", "D. McCOOK", "2-2-Res", "2-Res Art" }, note = "rule 6.731: or 1400 through F by choice; earlier through G when released (a-d)" }, -- rule 6.731, 12.43
  { day = 2, time = "16:00", side = "union", area = "E", units = { "MITCHELL", "E. McCOOK", "1-1-Cav", "2-1-Cav", "3-1-Cav", "2-2-Cav", "Cav HA" }, note = "rule 6.732: off-map cavalry; may enter from 1600 19th, must by 1600 20th" }, -- rule 6.732
  { day = 2, time = "16:00", side = "confederate", area = "D", units = { "WHEELER", "WHARTON", "MARTIN", "Crews/Wharton", "Harrison/Wharton", "Morgan/Martin", "Russell/Martin", "HA/Wheeler" }, note = "rule 6.733: off-map cavalry; earlier through D or E when released" }, -- reconstructed: time; rule 7.711 enters on the 20th
}
M.early_release = {
  reserve_corps = { normal = { day = 2, time = "12:00", area = "G" }, delayed = { day = 2, time = "14:00", area = "F" } }, -- rule 6.731
  union_off_map_cavalry = { earliest = { day = 1, time = "16:00" }, latest = { day = 2, time = "16:00" }, area = "E" }, -- rule 6.732
  confederate_off_map_cavalry = { areas = { "D", "E" } }, -- rule 6.733
  d_mccook_withdraw_by = { day = 1, time = "10:00", area = "G" }, -- rule 6.74c
  longstreet_crossing = { [1] = "Dyer's Bridge", [2] = "Dyer's Bridge", [3] = "Reed's Bridge", [4] = "Reed's Bridge", [5] = "Reed's Bridge", [6] = "Reed's Bridge", [7] = "Reed's Bridge", [8] = "Reed's Bridge", [9] = "Alexander's Bridge", [10] = "Alexander's Bridge" }, -- rule 6.75
}
M.off_map_skirmish = { when = { "21:00" }, days = { 0, 1 }, divide_hits_by = 3 } -- rule 7.712

---------------------------------------------------------------------------------------------
-- Victory (rule 11): given by the text.
---------------------------------------------------------------------------------------------
M.victory = {
  demoralization = { confederate = 275, union = 245, bonus = 25 }, -- rule 11.2
  levels = { { 1, 25, "draw" }, { 26, 75, "marginal" }, { 76, 125, "tactical" }, { 126, nil, "decisive" } }, -- rule 11.4
  sept18 = { ford_or_bridge = 2, union_sp = 2, conf_unit_west = 1, bridge_destroyed = 10, wilder_minty_both = 10, wilder_minty_one = 4, union_unit_east = 2 }, -- rule 11.31
  sept19 = { lafayette_cut = 10, dry_valley_cut = 40, lafayette_held = 40, dry_valley_held = 10, cut_strength = 20 }, -- rule 11.32
  sept20 = { conf_exit_g = 2, union_on_map = 2, conf_on_map = 1, union_exit_f = 1, union_stay = 2 }, -- rule 11.33
  wagons = { eliminated = 25, on_map_end = 10, exited_f = 15 }, -- rule 11.34
}

return M
