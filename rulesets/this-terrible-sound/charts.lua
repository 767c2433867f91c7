-- The charts of This Terrible Sound: the series (CWBS / Regimental Sub-Series) tables the rules
-- read, as data. The seed (shared/seeds/001_ec5e0dc59d1e4565.txt) holds the game-specific
-- rules but not the series charts; every value is marked
--   -- seed X.Y            given by the seed
--   -- notes §N           a public fact of shared/data/cwb-rss-notes.md (section N)
--   -- reconstructed: why  chosen to agree with every number the seed and the notes give.
-- ruleset.lua declares each chart under `tables`; modules read them with
-- U.chart(name) (= sandtable.tables.get(name)), never by requiring this file, so that a mod
-- replacing a chart changes the rules. README.md "Series core (reconstructed)" explains them.

local M = {}

---------------------------------------------------------------------------------------------
-- Scale (notes §2; seed designer's notes "RSS Series Modifications", 4.3b)
---------------------------------------------------------------------------------------------
M.scale = {
  yards_per_hex = 110, -- notes §2 (This Hallowed Ground, same system)
  men_per_sp = 50, -- seed designer's notes: "50 men per" strength point; artillery 1 SP = 1 gun
  day_turn_minutes = 15, -- seed 4.3b: 12 day turns = three hours
  night_turn_minutes = 30, -- seed 4.3b: 6 night turns = three hours
}

---------------------------------------------------------------------------------------------
-- Movement allowances (MP a turn) by unit type and formation. Move classes (ruleset.lua):
-- line, column, mounted, limbered, unlimbered, leader, wagon.
---------------------------------------------------------------------------------------------
M.movement_allowance = {
  infantry = { line = 6, column = 8 }, -- reconstructed: 15-minute turns of 110-yard hexes; a column on a road (1/2 MP) covers 16 hexes = 1,760 yd in 15 min (a quick march), a line 6 open hexes; 4.2's "within 6 MPs" of an HQ is then one line move
  mounted_infantry = { line = 6, mounted = 12 }, -- reconstructed: 2.4 Wilder's men move mounted as cavalry, fight dismounted as infantry
  cavalry = { line = 6, mounted = 12 }, -- reconstructed: mounted troops 1.5-2 x foot (series practice); dismounted cavalry moves as infantry in line
  artillery = { limbered = 10, unlimbered = 1 }, -- reconstructed: limbered guns a little faster than foot on roads; unlimbered guns may be pushed one hex by prolonge
  leader = 12, -- reconstructed: a mounted officer moves as mounted cavalry
  hq = 10, -- reconstructed: HQ wagons and staff, as orders travel (notes §3: 10 MP a turn)
  supply = 8, -- reconstructed: wagons, roads mostly (terrain costs below)
  ammo_train = 8, -- reconstructed: as supply (seed 2.6)
  order_rate = 10, -- notes §3: "Orders ... moving at a rate of 10 MP per turn" (an aide's MP)
  escort_radius = 6, -- seed 4.2: escorts stay within 6 MPs of their HQ
}

-- Formation change costs (MP). A unit may move and change formation in one movement phase.
M.formation_change = {
  line_column = 3, -- reconstructed: half a line move to form or break column
  mount_dismount = 2, -- reconstructed: horse holders forward and back
  limber_unlimber = 2, -- reconstructed: a battery limbers or unlimbers in about five minutes
  about_face = 1, -- reconstructed: facing change of a line unit (1 hexside free, see movement.lua)
  free_hexside_changes = 1, -- reconstructed: a line unit may change facing one hexside free while moving
}

---------------------------------------------------------------------------------------------
-- Terrain effects on movement (cost per move class). The map (scenarios/.../map.lua) knows
-- forest and field hexes and the hexsides creek, bridge, ford, stream, road, trail, slope,
-- extreme_slope. Values "prohibited" forbid entry; route costs replace the hex cost for
-- march formations moving along the road/trail (line formation pays the terrain: "terrain").
---------------------------------------------------------------------------------------------
M.terrain_effects = {
  hexes = {
    field = { line = 1, column = 1, mounted = 1, limbered = 1, unlimbered = 1, leader = 1, wagon = 2 }, -- seed 1.5 (field = open); reconstructed costs: base 1, wagons off road 2
    forest = { line = 2, column = 2, mounted = 3, limbered = 4, unlimbered = "prohibited", leader = 2, wagon = "prohibited" }, -- seed 1.5 (woods without fence); reconstructed: the thick Chickamauga woods; guns by prolonge not through woods, wagons only along roads/trails
    slope_hex = { line = 1, column = 1, mounted = 1, limbered = 2, unlimbered = "prohibited", leader = 1, wagon = 2 }, -- seed 1.2 slope hexes exist; reconstructed: +cost added to the hex's own when moving along (not up/down) the hillside. The generated map has no slope-hex kind: unused until it does
  },
  hexsides = {
    creek = "prohibited", -- reconstructed: seed 6.2 special rule 3 and every order cross Chickamauga Creek only at bridges and fords
    bridge = 0, -- reconstructed: crossing at a bridge costs nothing extra (burned bridges, 4.5a, are prohibited: movement.lua)
    ford = { line = 2, column = 2, mounted = 1, limbered = 3, unlimbered = "prohibited", leader = 1, wagon = 3 }, -- reconstructed: wading the creek
    stream = 0, -- seed 1.3: runs have no effect on play
    slope = { line = 1, column = 1, mounted = 1, limbered = 2, unlimbered = "prohibited", leader = 0, wagon = 2 }, -- seed 1.1 slope hexside; reconstructed: +1 climbing (either way: the text does not distinguish up from down for movement)
    extreme_slope = { line = 2, column = 2, mounted = 3, limbered = "prohibited", unlimbered = "prohibited", leader = 1, wagon = "prohibited" }, -- seed 1.1 extreme slope; reconstructed: guns and wagons cannot climb two thick contour lines
  },
  routes = {
    road = { column = 0.5, mounted = 0.5, limbered = 0.5, leader = 0.5, wagon = 0.5, line = "terrain", unlimbered = "terrain" }, -- reconstructed: 1/2 MP a road hex for march formations (series practice); line pays the terrain
    trail = { column = 1, mounted = 1, limbered = 1, leader = 1, wagon = 1, line = "terrain", unlimbered = "terrain" }, -- reconstructed: 1 MP a trail hex negating forest for march formations
  },
  night = { forest_multiplier = 2, off_road_march = "allowed" }, -- reconstructed: at night forest costs double for every class (seed has 30-minute night turns, ruleset calendar)
}

---------------------------------------------------------------------------------------------
-- Stacking and zones of control
---------------------------------------------------------------------------------------------
M.stacking = {
  limit_sp = 12, -- reconstructed: seed 6.0 note 2 "overstacked, usually no more than a strength point or two": the densest set-up stacks (6.4 A47.26 31 Ind 6 + 1 Ky 1 + 2 Ky 6 = 13, A46.24 = 13) are 1 over 12
  artillery_sp = 1, -- reconstructed: a gun counts as one strength point for stacking
  leaders = 0, hq = 0, supply = 0, -- reconstructed: markers and leaders do not count
}
M.zoc = {
  exerted_by = { line = true, unlimbered = true, dismounted = true }, -- reconstructed: formed units in line (infantry, dismounted cavalry) and unlimbered guns, into their frontal hexes
  not_by_states = { "routed", "disorganized" }, -- reconstructed: a routed or disorganised unit exerts no ZOC
  stop_on_enter = true, -- reconstructed: entering an enemy ZOC ends movement
  leave_cost = 2, -- reconstructed: leaving a ZOC costs +2 MP (a unit starting adjacent may back off)
}

---------------------------------------------------------------------------------------------
-- Fire: fire levels and fire points (notes §4)
---------------------------------------------------------------------------------------------
-- A firing unit's fire level comes from its current strength (its frontage in the hex).
M.fire_level_by_strength = { { min = 6, level = "A" }, { min = 3, level = "B" }, { min = 1, level = "C" } } -- reconstructed: the notes give fire points by level, not by SP, and "C ... 0.5" at range 2 only makes sense as a whole unit's value; 6+ SP (300+ men) fills a 110-yard frontage. A Disorganized or Low Ammo unit fires one level lower (fire.lua)

-- Small-arms fire points by weapon class, fire level and range. Range 0 is close combat
-- (the assault's point-blank fire), 1 adjacent, 2 two hexes; small arms reach 2 at most.
M.small_arms = {
  normal = { A = { [0] = 8, 4, 2 }, B = { [0] = 4, 2, 1 }, C = { [0] = 2, 1, 0.5 } }, -- notes §4 (A 8/4/2, B 4/2/1, C 2/1/0.5)
  plus = { A = { [0] = 12, 6, 2 }, B = { [0] = 6, 3, 1 }, C = { [0] = 3, 2, 0.5 } }, -- notes §4 "+" weapons (breech-loaders, repeaters: Wilder's Spencers, props.weapon = "plus")
  shotgun_multiplier = { [0] = 3, 1, 0 }, -- notes §4 (RSS errata): shotguns 3x in close combat, 1x at range 1, no fire at 2+; applied to the "normal" value
  max_range = 2, -- notes §4
}

-- Artillery fire points per gun by gun type and range band; max range in hexes.
M.gun_types = {
  napoleon = { value = 1, range = 12, canister = 2 }, -- reconstructed: 12-lb Napoleon, the reference gun of notes §4 (5 guns: 10 at range 0, 5 at 1)
  howitzer = { value = 1, range = 10, canister = 2 }, -- reconstructed: 12-lb field howitzer
  smoothbore6 = { value = 0.5, range = 10, canister = 1 }, -- reconstructed: the light 6-lb smoothbore of the designer's notes, half a Napoleon
  rifle = { value = 1, range = 20, canister = 1 }, -- reconstructed: 3-inch and 10-lb Parrott rifles: long range, poor canister
  heavy_rifle = { value = 1.5, range = 22, canister = 1 }, -- reconstructed: 20-lb Parrotts and James rifles
  mountain_howitzer = { value = 0.5, range = 6, canister = 1 }, -- reconstructed: designer's notes (Huwald's battery); short and light
  rifle225 = { value = 0.5, range = 15, canister = 0.5 }, -- seed designer's notes: "range of 15, fire value 1/2" (Huwald's 2.25" rifles, purists' option)
  default = "napoleon", -- reconstructed: the seed standardises one gun type per battery but prints none; props.gun overrides
}
-- Multiplier of a gun's value by range (hexes). Range 0 is close combat, 1 adjacent.
M.artillery_range = {
  { max = 0, mult = "canister" }, -- notes §4: 5 guns fire 10 at range 0
  { max = 1, mult = 1 }, -- notes §4: 5 guns fire 5 at range 1
  { max = 3, mult = 0.6 }, -- notes §4: 5 guns fire 3 at ranges 2-3
  { max = 6, mult = 0.3 }, -- reconstructed: notes give 1 for 5 guns at 4; 0.3 x 5 = 1.5 rounds to the "1" column; halved again against troops below
  { max = 99, mult = 0.2 }, -- reconstructed: long range to the gun's max range
}
M.artillery_vs = {
  troops_far = { from = 4, mult = 0.5 }, -- notes §4: "x1/2 vs infantry and cav at 4+ hexes"
  guns_and_wagons = 1, -- notes §4
  guns_only_beyond = 5, -- seed designer's notes: "any fire over 500 yards just effects the cannon" (500 yd = 4.5 hexes: 5+ hexes hits only the artillery of a stack)
  max_batteries_per_target = 3, -- seed 2.3 "the restriction prohibiting any more than three batteries to fire at a single target"
}

---------------------------------------------------------------------------------------------
-- Fire Combat Table: columns are fire-point bands, rows are 2d6 (two red dice). A cell is
-- a loss in SP (x.5: roll the "rounder" die, 4-6 rounds up, else down) or a negative value:
-- no loss, but the target checks morale with that many points ADDED to its roll (a miss
-- that still shakes). Losses are then split by the Straggler Table (below).
---------------------------------------------------------------------------------------------
M.fire_columns = { -- bands of total fire points after shifts are applied as whole columns
  { label = "<1", min = 0, max = 0.99 }, -- notes §4
  { label = "1", min = 1, max = 1.99 }, -- notes §4
  { label = "2", min = 2, max = 2.99 }, -- notes §4
  { label = "3", min = 3, max = 3.99 }, -- reconstructed: the seed's random events fire "on the 4-6 column" (4.4 Friendly Fire), so TTS splits the notes' 3-4/5-6 as 3 and 4-6
  { label = "4-6", min = 4, max = 6.99 }, -- seed 4.4 (Friendly Fire: "the 4-6 column")
  { label = "7-8", min = 7, max = 8.99 }, -- notes §4
  { label = "9-11", min = 9, max = 11.99 }, -- notes §4
  { label = "12-14", min = 12, max = 14.99 }, -- notes §4
  { label = "15-17", min = 15, max = 17.99 }, -- notes §4
  { label = "18-20", min = 18, max = 20.99 }, -- notes §4
  { label = ">20", min = 21 }, -- notes §4 (open-ended: no max)
}
-- Rows 2..12 (index 1 = roll 2).
M.fire_table = {
  ["<1"] = { -3, -3, -3, -3, -3, -2, -2, -2, -1, -1, 0.5 }, -- reconstructed: mostly misses
  ["1"] = { -3, -3, -3, -2, -2, -2, -1, -1, -1, 0.5, 0.5 }, -- reconstructed
  ["2"] = { -3, -2, -2, -2, -1, -1, -1, 0.5, 0.5, 0.5, 1 }, -- reconstructed
  ["3"] = { -2, -2, -1, -1, -1, 0.5, 0.5, 0.5, 1, 1, 1 }, -- reconstructed
  ["4-6"] = { -1, -1, -1, 0.5, 0.5, 0.5, 1, 1, 1, 1.5, 1.5 }, -- reconstructed: one formed regiment's volley (seed 4.4) costs about 50 men in 15 minutes
  ["7-8"] = { -1, 0.5, 0.5, 0.5, 1, 1, 1, 1.5, 1.5, 2, 2 }, -- reconstructed
  ["9-11"] = { 1, 1, 1, 1, 1.5, 1.5, 1.5, 2, 2, 2.5, 2.5 }, -- notes §4 (the one row they print)
  ["12-14"] = { 1, 1, 1.5, 1.5, 2, 2, 2, 2.5, 2.5, 3, 3 }, -- reconstructed: rises half a point every band and column above 9-11
  ["15-17"] = { 1, 1.5, 1.5, 2, 2, 2.5, 2.5, 3, 3, 3.5, 4 }, -- reconstructed
  ["18-20"] = { 1.5, 1.5, 2, 2, 2.5, 2.5, 3, 3, 3.5, 4, 4.5 }, -- reconstructed
  [">20"] = { 1.5, 2, 2, 2.5, 2.5, 3, 3.5, 3.5, 4, 4.5, 5 }, -- reconstructed
}
M.rounder = { up_on = 4 } -- notes §4 (a "rounder" die for .5); reconstructed: 4-6 rounds up

-- Column shifts: negative = left (weaker). Each line is used once (notes §4).
M.fire_shifts = {
  upslope = -1, -- notes §4: firing up a slope or an extreme slope
  sunken_road_or_trench = -1, -- notes §4 (breastworks use their own line, seed 4.3c)
  breastworks = -1, -- seed 4.3c: 1 shift left against a target behind breastworks through their facing
  night = -2, -- notes §4, §8
  low_ammo = -1, -- notes §4, §7: one or more firers Low Ammo
  vulnerable_target = 2, -- notes §4: target in column, limbered, fired on through its flank, Disorganized or Routed
  mounted_target = 3, -- notes §4
  close_combat_flank_defence = -3, -- notes §4: the defender's fire in close combat when attacked through its flank
  wilder_dismounted = -1, -- seed 2.4: fire only against dismounted units of Wilder's Brigade
  walthall = -1, -- seed 4.4 (Confederate Leader Table, Walthall's Tactics): for the current game turn
}
M.fire_dice = { table = "2d6", rounder = "1d6", straggler = "1d6", morale = "2d6" } -- notes §4 (op01play dice practice)

---------------------------------------------------------------------------------------------
-- Morale grades, straggler tables and the morale table
---------------------------------------------------------------------------------------------
M.morale_grades = { "A", "B", "C", "D", "E" } -- notes §4 (Straggler Tables 1 and 2 by grade A-E)
M.default_morale_grade = { infantry = "C", mounted_infantry = "B", cavalry = "C", artillery = "C", escort = "D" } -- reconstructed: the seed prints no grades; the average regiment is C, Wilder's veterans B (seed 2.4 and designer's notes), 4.2 escorts "generally poor morale" D; props.morale_grade overrides

-- Straggler Table 1 (after a fire result with a loss): roll 1d6 + modifiers; the result is
-- how many of the SP lost become recoverable stragglers instead of permanent losses (never
-- more than the loss). Straggler Table 2 (a fire result with no loss, or a morale result
-- of Disorganized or Routed): SP lost as stragglers.
M.straggler_modifiers = {
  night = 2, -- notes §8 (RSS errata): +2 on the straggler check tables at night
  wrecked_regiment = 1, -- reconstructed: notes §6 "modifiers come down like a ton of bricks" at wreck
  wrecked_brigade = 1, -- reconstructed
  wrecked_division = 1, -- reconstructed: notes §6 "wrecked brigade of a wrecked division"
  routed_or_disorganized = 1, -- reconstructed
}
M.straggler_table_1 = { -- [grade][modified roll 1..9+] = stragglers (of the loss)
  A = { 0, 0, 0, 0, 1, 1, 1, 1, 2 }, -- reconstructed: a good regiment keeps its men
  B = { 0, 0, 0, 1, 1, 1, 1, 2, 2 }, -- reconstructed
  C = { 0, 0, 1, 1, 1, 1, 2, 2, 2 }, -- reconstructed: about half of a 1-2 SP loss straggles (the seed's loss rows show recoverable stragglers near half of the losses, e.g. 2 Ohio/1/1/14 "5 (2)")
  D = { 0, 1, 1, 1, 1, 2, 2, 2, 3 }, -- reconstructed
  E = { 1, 1, 1, 1, 2, 2, 2, 3, 3 }, -- reconstructed
}
M.straggler_table_2 = { -- extra SP straggling with no fire loss
  A = { 0, 0, 0, 0, 0, 0, 0, 0, 1 }, -- reconstructed
  B = { 0, 0, 0, 0, 0, 0, 0, 1, 1 }, -- reconstructed
  C = { 0, 0, 0, 0, 0, 0, 1, 1, 1 }, -- reconstructed
  D = { 0, 0, 0, 0, 0, 1, 1, 1, 2 }, -- reconstructed
  E = { 0, 0, 0, 0, 1, 1, 1, 2, 2 }, -- reconstructed
}

-- Morale states, best to worst. "Shaken or better" (seed 4.3a, 4.5) are bloodlust, normal,
-- shaken; "worse than shaken" (seed 4.3b) disorganized and routed.
M.morale_states = { "bloodlust", "normal", "shaken", "disorganized", "routed" } -- notes §6 markers BL, Sh, DG, R; seed 4.4 "Bloodlust" (9th Ohio), 4.3a/4.3b "Shaken or better", 6.6 "disorganized", 6.2 "Routed"
M.morale_state_effects = {
  bloodlust = { must_assault = true, morale_mod = 1, ignores_orders = true }, -- reconstructed: seed 4.4 (9th Ohio "in Bloodlust" must close combat); +1 on its morale checks; returns to normal in the rally phase after a turn without close combat
  normal = {},
  shaken = { may_assault = false, fire_level = 0 }, -- reconstructed: may not attack in close combat, fires normally
  disorganized = { may_assault = false, fire_level = -1, zoc = false, target_shift = "vulnerable_target", may_advance = false }, -- notes §4 +2 shift against it; reconstructed: fires one level lower, no ZOC, may not move toward the enemy
  routed = { may_fire = false, zoc = false, target_shift = "vulnerable_target", must_retreat = 4 }, -- reconstructed: cannot fire; moves away from the enemy (4 MP min) each movement phase until rallied
}

-- Morale Table: roll 2d6 (white and brown) + modifiers, read the row for the unit's grade.
-- Result by modified roll; a worse result than the unit's state replaces it; a result equal
-- to its state (shaken on shaken, disorganized on disorganized) makes it one step worse.
M.morale_table = { -- thresholds: modified roll <= value gives the state
  A = { routed = 2, disorganized = 4, shaken = 6, bloodlust = 12 }, -- reconstructed
  B = { routed = 3, disorganized = 5, shaken = 7, bloodlust = 13 }, -- reconstructed
  C = { routed = 4, disorganized = 6, shaken = 8, bloodlust = 14 }, -- reconstructed: an average regiment under an average loss (modifier -1) is shaken about half the time
  D = { routed = 5, disorganized = 7, shaken = 9, bloodlust = 99 }, -- reconstructed: never bloodlust
  E = { routed = 6, disorganized = 8, shaken = 10, bloodlust = 99 }, -- reconstructed
  -- "bloodlust = n": a modified roll of n or more puts a unit that is in close combat (as
  -- attacker or defender) into Bloodlust; otherwise rolls above "shaken" are no effect.
}
M.morale_modifiers = {
  per_sp_lost = -1, -- reconstructed: each SP lost (permanent + stragglers) in the fire being checked
  miss_value = "add", -- reconstructed: a negative fire result adds its absolute value (a near miss)
  leader = "rating", -- reconstructed: + the rating of a leader stacked with the unit (Whitaker drunk: -3, seed 4.4)
  breastworks = 1, -- seed 4.3c: +1 to the Morale Table
  flank = -2, -- reconstructed: fired on or attacked through a flank hexside (seed 4.4 friendly fire "as if it were a flank attack")
  column_or_limbered = -1, -- reconstructed
  wrecked_regiment = -1, -- reconstructed: notes §6
  wrecked_brigade = -1, -- reconstructed
  wrecked_division = -1, -- reconstructed: notes §6 "wrecked brigade of a wrecked division"
  night = -1, -- reconstructed
  low_ammo = -1, -- reconstructed
  bloodlust = 1, -- reconstructed (morale_state_effects)
}

-- Rally (rally phase): roll 2d6 + leader rating (a leader stacked or adjacent); not adjacent
-- to an enemy unit. Success improves the state one step.
M.rally = {
  need = { A = 5, B = 6, C = 7, D = 8, E = 9 }, -- reconstructed: a C regiment with a 2-rated leader rallies on 5+ (5 of 6 tries)
  leader_range = 1, -- reconstructed: stacked or adjacent leader of its chain of command
  routed_needs_leader = false, -- reconstructed
}

---------------------------------------------------------------------------------------------
-- Wrecks and straggler recovery
---------------------------------------------------------------------------------------------
M.wreck = {
  regiment_loss_fraction = 0.5, -- seed 6.5: a regiment is wrecked when its losses (killed + stragglers) reach half its full strength. Checked against the seed: 6.5's "3/1/14-3; 1/2/21-1" wrecked regiments match the Sept 20 am loss rows exactly (1/15, 1/16, 1/19 US; 1 Ky)
  brigade_fraction = 0.5, -- reconstructed: a brigade is wrecked when half or more of its regiments (rounded up) are wrecked (seed 5.4 counts wrecked brigades, stragglers included)
  division_fraction = 0.5, -- reconstructed: notes §6 division boxes marked as each brigade wrecks; wrecked at half its brigades
  cavalry_regiment = "as regiment", -- seed 5.4: each wrecked enemy cavalry regiment 1 VP
  battery_destroyed = "strength 0", -- seed 5.4: 1/2 VP a battery completely destroyed
  corps_thresholds = "victory", -- seed 5.4 (in M.victory.wrecked_corps)
}
M.straggler_recovery = {
  when = "hour_and_night", -- notes §6 (aide: on the hour); reconstructed: every rally phase of a turn starting on the hour, and every night turn
  need = { A = 4, B = 5, C = 5, D = 6, E = 6 }, -- reconstructed: seed designer's notes slowed recovery ("each brigade would be rolling 4-5 times, once per regiment"): one die per regiment, 1 SP back on success
  night_mod = 1, -- reconstructed: night is when armies gather their stragglers
  not_within = 3, -- reconstructed: not within 3 hexes of an enemy unit, not fired on this turn
  escorts = false, -- seed 4.2: HQ guards and provosts never recover stragglers
  off_map_wrecked = false, -- seed 5.4: units wrecked when they departed do not recover off map
}

---------------------------------------------------------------------------------------------
-- Close combat (assault)
---------------------------------------------------------------------------------------------
M.close_combat = {
  sequence = { "defender_fires", "attacker_morale", "attacker_fires", "defender_morale" }, -- notes §5 (op01play)
  range = 0, -- notes §4 fire points at range 0 (reconstructed: the assault's point-blank fire)
  attacker_passes = { "bloodlust", "normal" }, -- notes §5 "only if the attacker had passed": passed = no worse than normal after its check
  defender_holds = { "bloodlust", "normal", "shaken" }, -- reconstructed: a shaken defender holds; disorganized or routed retreats 2 hexes and the attacker may advance into the hex
  retreat_hexes = 2, -- reconstructed
  advance = true, -- reconstructed
  may_attack = { infantry = true, mounted_infantry = "dismounted", cavalry = "confederate_dismounted" }, -- seed 2.4 Wilder dismounted, 3.5 Confederate dismounted cavalry; reconstructed: other cavalry never attacks in close combat, artillery never
  attacker_states = { "bloodlust", "normal" }, -- reconstructed: shaken or worse may not attack
  attacker_formation = "line", -- reconstructed
}

---------------------------------------------------------------------------------------------
-- Leader casualties after fire and close combat
---------------------------------------------------------------------------------------------
M.leader_loss = {
  roll = "2d6", killed = { 2 }, wounded = { 11, 12 }, -- notes §4: killed on 2, wounded on 11+
  when = "a fire or close combat result with a loss against a stack with a leader", -- reconstructed
  replacement = "oob replacement leader (props.replacement) or the senior subordinate", -- seed 2.1, 3.1 seniority lists
  wounded_return = false, -- reconstructed: a wounded leader leaves play
}

---------------------------------------------------------------------------------------------
-- Orders: acceptance, delay, initiative, command points (notes §3)
---------------------------------------------------------------------------------------------
M.default_leader_rating = { army = 2, wing = 2, corps = 2, division = 2, brigade = 2, replacement = 1 } -- reconstructed: the seed prints no ratings; Lee 4, Johnston 2 (3.7c), Cleburne 4 (designer's notes), Pickett's nominal 4 (3.6), Whitaker 3 (4.4) are in the oob props.rating
M.command_points = {
  per_turn = 5, -- reconstructed: one written order a turn, or two oral (notes §3: oral 2, written 5)
  cost = { ipv = 2, ao = 2, aw = 5 }, -- notes §3 (Demko: oral 2 instead of 5); in person verbal as aide oral
}
M.order_methods = { ipv = 1, ao = 0, aw = -1 } -- reconstructed acceptance modifiers: in person verbal +1, aide oral 0, aide written -1 (Demko's Bragg 0 + Polk 1 - 1 = 0; Grant 4 + Sherman 4 - 1 = 7: notes §3)
M.order_modifiers = {
  complex = -1, -- reconstructed: a complex order (seed 4.1 "This order is a complex order")
  force = { [0] = 0, [1] = -1, [2] = -2 }, -- reconstructed: notes §3 "force F-0, F-1, F-2"; Demko's F-2 example is read as the net value he states
  anti_initiative = "leader", -- seed 3.2 B: + the receiver's anti-initiative modifier on Bragg's orders
}
-- Acceptance Table: column by net acceptance value, row 2d6; results A (accepted), D1-D6
-- (delay), Dt (thrown away). Seed 6.2 / 6.5 start orders in D5 and D6; seed 4.4 "Orders
-- delay" steps D5 -> D6 -> Dt.
M.acceptance_columns = { { max = 0 }, { max = 2 }, { max = 4 }, { max = 6 }, { max = 8 }, { max = 99 } } -- reconstructed: notes §3 "net 7 ... second best column": columns <=0, 1-2, 3-4, 5-6, 7-8, 9+
M.acceptance_table = { -- [column][roll 2..12]
  { "Dt", "Dt", "D6", "D6", "D5", "D5", "D4", "D4", "D3", "D2", "D1" }, -- reconstructed: notes §3 net 0 has "zero chance of acceptance on the turn it's delivered" and about 1 in 9 thrown away (here 3 in 36)
  { "Dt", "D6", "D5", "D5", "D4", "D4", "D3", "D3", "D2", "D1", "A" }, -- reconstructed
  { "Dt", "D5", "D4", "D4", "D3", "D3", "D2", "D2", "D1", "A", "A" }, -- reconstructed
  { "D6", "D4", "D3", "D3", "D2", "D2", "D1", "D1", "A", "A", "A" }, -- reconstructed
  { "D5", "D3", "D2", "D2", "D1", "D1", "A", "A", "A", "A", "A" }, -- reconstructed: notes §3 Grant-Sherman net 7 on the "second best column"
  { "D4", "D2", "D1", "D1", "A", "A", "A", "A", "A", "A", "A" }, -- reconstructed
}
-- Delay recovery: each friendly command phase an order in Dn is accepted on a d66 roll
-- (two dice read tens/units, 11-66) at or above the value.
M.delay_recovery = {
  D1 = 51, -- notes §3: D1 1/3 chance (51-66 = 12 of 36)
  D2 = 61, -- notes §3: D2 1/6 chance (61-66 = 6 of 36)
  D3 = 63, -- reconstructed: 4 of 36
  D4 = 64, -- reconstructed: 3 of 36
  D5 = 65, -- reconstructed: 2 of 36 (seed 6.2's D5 order, "rolled for acceptance every command phase", has about a 2 in 3 chance over the scenario's 21 turns)
  D6 = 66, -- reconstructed: 1 of 36
}
M.delay_worsen = { A = "D4", D1 = "D2", D2 = "D3", D3 = "D4", D4 = "D5", D5 = "D6", D6 = "Dt" } -- seed 4.4 (Orders delay: "D5 ... D6", "a D6 order would become Dt, and an 'A' result would become a D4")
M.max_orders = 2 -- notes §3 (Powell): one accepted and one in delay; receipt of a new order cancels the one in delay

-- Initiative: roll 2d6 + the leader's rating (seed 3.2 A: + anti-initiative); success at
-- or above `need`. A natural 2 is a "loose cannon" (seed 4.3a): the enemy writes the order.
M.initiative = {
  need = 11, -- reconstructed: a 2-rated leader succeeds on 9+ (10 in 36), a 4-rated on 7+ (21 in 36)
  loose_cannon = 2, -- notes §3 "If snake eyes are rolled, your opponent writes your order"; seed 4.3a "loose cannon results"
  once_per_turn = true, -- reconstructed
  not_same_order = true, -- notes §3 (Powell)
  breastworks_limits = { per_game = 5, per_day = 3 }, -- seed 4.3a
}

-- Divisional attack stoppage (seed 4.1; notes §3): a division with an attack order one of
-- whose units was the target of small-arms fire this turn checks in the command phase:
-- 2d6 + modifiers must reach the value by wrecked regiments in the division and the
-- division commander's rating.
M.attack_stoppage = {
  rows = { { max = 1 }, { max = 3 }, { max = 5 }, { max = 7 }, { max = 99 } }, -- wrecked regiments 0-1, 2-3, 4-5, 6-7, 8+
  need = { -- [row][rating 0..5] = 2d6 needed to continue the attack
    { 5, 4, 3, 2, 2, 2 }, -- reconstructed
    { 7, 6, 5, 4, 3, 2 }, -- reconstructed
    { 9, 8, 7, 6, 5, 4 }, -- reconstructed
    { 11, 10, 9, 8, 7, 6 }, -- reconstructed
    { 13, 12, 11, 10, 9, 8 }, -- reconstructed: 13 = cannot continue
  },
  wrecked_division = -2, -- reconstructed
}

-- Command radii (MP, traced by movement costs): regiment to brigade leader, brigade leader to
-- division leader, division leader to corps (or wing) HQ. Out of command units may not
-- move toward the enemy and suffer -1 on morale (reconstructed).
M.command_radius = {
  brigade = 4, -- reconstructed: a regiment within about 450 yards of its colonel's voice; seed 2.3 "brigade command radius" of Mendenhall
  division = 8, -- reconstructed: seed 4.4 division leaders eligible for loss within 8 hexes of the enemy
  corps = 12, -- reconstructed
  wing = 16, -- reconstructed: seed 3.3a Longstreet's divisions trace directly to his Wing HQ
  escort = 6, -- seed 4.2: within 6 MPs of their HQ
  oates = 8, -- seed 4.4 (hexes, not MP)
  out_of_command_morale = -1, -- reconstructed
}

-- Bragg bypassing the wings (seed 3.3e): 2d6 at the start of each command phase, 10-12.
M.bragg_bypass = 10 -- seed 3.3e

---------------------------------------------------------------------------------------------
-- Artillery ammunition (notes §7; scenario vars.ammunition)
---------------------------------------------------------------------------------------------
M.ammunition = {
  artillery_cost_per_fire = 1, -- reconstructed: each battery firing spends one point of its side's pool (the scenarios' "Artillery Ammunition: 200")
  empty_pool = "low_ammo", -- reconstructed: with the pool at 0 batteries fire as Low Ammo
  resupply_limbered_only = true, -- seed designer's notes: "artillery re-supply is now only allowed by limbered artillery"
  resupply_radius = 10, -- reconstructed: MP to the corps supply wagon, army train or (Union) the Reserve Corps Ammunition Train (seed 2.6)
  small_arms_low_ammo = { 2, 12 }, -- reconstructed: a natural 2 or 12 on the fire dice puts the firing infantry Low Ammo (seed 4.4 friendly fire "any low ammo rolls are ignored": low ammo comes from the fire roll)
  small_arms_resupply = { need_supply_within = 10 }, -- reconstructed: rally phase, within 10 MP of its corps supply
}

---------------------------------------------------------------------------------------------
-- Night and visibility (notes §8; calendar in ruleset.lua)
---------------------------------------------------------------------------------------------
M.night = {
  visibility = 2, -- notes §8 (2 hexes at night)
  twilight_visibility = { ["05:00"] = 3, ["05:15"] = 8, ["19:15"] = 8, ["19:30"] = 3 }, -- reconstructed from notes §8 (aide: 3 at 5:00 am and 8:00 pm, 8 at 5:30 am and 7:30 pm) moved to TTS's 5:00 / 19:30 night
  fire_shift = -2, -- notes §4
  straggler_mod = 2, -- notes §8
}

---------------------------------------------------------------------------------------------
-- Breastworks (seed 4.3) and bridges (seed 4.5)
---------------------------------------------------------------------------------------------
M.breastworks = { day_turns = 12, night_turns = 6, facing_hexsides = 3, fire_shift = -1, morale = 1 } -- seed 4.3b, 4.3c
M.shifting_reinforcements = { die_per_hex = "1d6 hours" } -- seed 4.6

---------------------------------------------------------------------------------------------
-- Victory (seed 5.x)
---------------------------------------------------------------------------------------------
M.victory = {
  terrain = { -- seed 5.1 { hex, confederate, union }
    { "A19.18", 1, 1 }, { "A36.17", 1, 0 }, { "A47.23", 1, 0 }, { "A48.15", 1, 0 }, { "A62.10", 3, 1 },
    { "B12.14", 1, 1 }, { "B34.25", 1, 1 }, { "B45.23", 1, 0 }, { "B48.09", 1, 2 }, { "C3.04", 1, 1 },
    { "C14.33", 1, 1 }, { "C19.04", 1, 1 }, { "D43.14", 0, 2 }, { "D58.14", 1, 2 }, { "E5.35", 1, 4 },
    { "E39.07", 1, 3 }, { "F14.23", 0, 3 }, { "F2.28", 0, 3 },
  },
  bridge_vp = 2, ford_vp = 0.5, -- seed 5.1
  losses = { -- seed 5.2 { vp, confederate losses from, union losses from }
    { 0, 0, 0 }, { 1, 61, 51 }, { 3, 91, 81 }, { 6, 116, 106 }, { 9, 151, 141 }, { 12, 176, 166 },
    { 16, 212, 196 }, { 20, 251, 231 }, { 24, 289, 261 }, { 28, 331, 301 }, { 32, 376, 351 },
    { 36, 421, 396 }, { 41, 462, 431 }, { 46, 521, 471 }, { 60, 581, 526 },
  }, -- seed 5.2 prints "61-90" then "92-115": 91 is read as the 3 VP row (reconstructed)
  wrecked = { infantry_brigade = 1, cavalry_regiment = 1, battery = 0.5 }, -- seed 5.4
  wrecked_corps = { -- seed 5.4 { formation, threshold, of, vp }
    union = { { "14 Corps", 7, 11, 10 }, { "20 Corps", 5, 9, 9 }, { "21 Corps", 5, 8, 9 }, { "Res Corps (US)", 2, 3, 3 },
      { "11 Corps", 5, 8, 8 }, { "15 Corps", 6, 10, 10 } },
    confederate = { { "P Corps", 5, 8, 6 }, { "H Corps", 4, 6, 6 }, { "Res Corps", 3, 5, 4 }, { "B Corps", 4, 6, 6 },
      { "1 Corps", 5, 8, 7 }, { "A Miss", 5, 9, 7 } },
    -- seed 5.4 "(or ...)"; keys are the order of battle's command keys (the Union Reserve Corps
    -- is "Res Corps (US)", the Confederate one "Res Corps": each row is looked up on its side)
    -- used when the variant naming the corps's optional brigades is in play (`option`)
    optional_variants = { union = { ["21 Corps"] = { 5, 9, 9, option = "chattanooga_garrison" }, ["Res Corps (US)"] = { 5, 9, 8, option = "reserve_corps_arrives" } },
      confederate = { ["1 Corps"] = { 7, 12, 11, option = "first_corps_earlier" } } },
    special = { cav_brigade = 1, wilder = 2, pioneers = 2, miners_sappers = 1 }, -- seed 5.4
  },
  exits = { -- seed 5.5d { exit, before noon 19th, before noon (or 5 AM) 20th, by end }
    { 1, 3, 2, 1, cutoff20 = "12:00" }, { 2, 2, 1, 0, cutoff20 = "12:00" }, { 3, 2, 0.5, 0, cutoff20 = "12:00" },
    { 4, 3, 0.5, 0, cutoff20 = "12:00" }, { 5, 3, 2, 0, cutoff20 = "05:00" }, { 6, 2, 1, 0, cutoff20 = "05:00" },
  },
  loc_check = "20:00", -- seed 5.5b
}

---------------------------------------------------------------------------------------------
-- Random events (seed 4.4, tables at the end of the seed). 2d6: 2-9 nothing, 10-12 roll
-- again on the side's table (2d6), Leader Table by d66.
---------------------------------------------------------------------------------------------
M.random_events = {
  trigger = 10, -- seed "Roll two dice. 2-9: No effect. 10-12: Roll again below."
  union = { [2] = "army_panic", [3] = "leader_table", [4] = "fateful_order", [5] = "division_stoppage", [6] = "leader_table",
    [7] = "delay_reinforcements", [8] = "orders_delay", [9] = "leader_table", [10] = "immediate_acceptance",
    [11] = "corps_stoppage", [12] = "army_panic" }, -- seed Union Random Events Table
  confederate = { [2] = "bragg_pessimism", [3] = "leader_table", [4] = "poor_staff_work", [5] = "division_stoppage",
    [6] = "leader_table", [7] = "delay_reinforcements", [8] = "orders_delay", [9] = "leader_table",
    [10] = "immediate_acceptance", [11] = "corps_stoppage", [12] = "bragg_pessimism" }, -- seed Confederate Random Events Table
  leader_table = { -- seed Leader Tables (d66 ranges)
    union = { { 11, 11, "army_commander_casualty" }, { 12, 14, "corps_commander_loss" }, { 15, 23, "division_commander_loss" },
      { 24, 35, "brigade_commander_loss" }, { 36, 43, "deploy_walker" }, { 44, 46, "ninth_ohio_attacks" },
      { 51, 52, "friendly_fire" }, { 53, 54, "whitaker_drunk" }, { 55, 64, "own_random_movement" }, { 65, 66, "enemy_random_movement" } },
    confederate = { { 11, 11, "army_commander_casualty" }, { 12, 14, "corps_commander_loss" }, { 15, 23, "division_commander_loss" },
      { 24, 35, "brigade_commander_loss" }, { 36, 43, "oates" }, { 44, 46, "cheatham_drunk" },
      { 51, 52, "friendly_fire" }, { 53, 54, "walthall_tactics" }, { 55, 64, "own_random_movement" }, { 65, 66, "enemy_random_movement" } },
  },
  panic = { -- seed: wrecked infantry divisions -> d66 range that panics (nil: none)
    union = { { 2, nil }, { 4, nil }, { 6, 66 }, { 7, 61 }, { 8, 56 }, { 9, 55 }, { 10, 53 }, { 11, 51 }, { 99, 46 } },
    confederate = { { 2, nil }, { 4, 65 }, { 6, 63 }, { 7, 61 }, { 8, 56 }, { 9, 55 }, { 10, 52 }, { 99, 46 } },
  },
  leader_loss = { army = { wounded = 5, killed = 6 }, corps = { wounded = 1, killed = 5 }, other = { none = 2, wounded = 3, killed = 5 } }, -- seed: army 1-5 W 6 K; corps 1-4 W 5-6 K; division/brigade 1-2 none 3-4 W 5-6 K
  eligibility = { brigade = 4, division = 8 }, -- seed 4.4c: within 4 / 8 hexes of an enemy unit
  delay_reinforcements_turns = 8, -- seed
  staff_work_turns = 8, -- seed (Poor staff work)
  pessimism_hours = 24, -- seed (Bragg's Pessimism)
  whitaker = { morale_rating = -3, turns = 4 }, -- seed
  oates_radius = 8, -- seed
  random_movement = { units = 2, hexes = 3 }, -- seed
  ninth_ohio = { move = 4, after = 2 }, -- seed
}

---------------------------------------------------------------------------------------------
-- Sequence of play (for the help text; ruleset.lua builds the phases)
---------------------------------------------------------------------------------------------
M.sequence = {
  "command: bypass roll (3.3e), write orders (command points), attack stoppage (4.1), initiative (incl. breastworks 4.3a), order acceptance and delay recovery, bridge destruction/repair (4.5), random events last (4.4a)",
  "movement: formation changes, facing, movement, reinforcements (4.6 shifts), breastwork construction",
  "defensive fire (the other player's units)",
  "offensive fire (the phasing player's units)",
  "close combat",
  "rally: rally attempts, bloodlust ends, straggler recovery (on the hour and at night), ammunition resupply, wreck status",
} -- reconstructed: notes §3 command-phase order (orders, stoppage, initiative, delay reduction), seed 4.4a (random events last, after acceptance), 4.5 (bridges in the order acceptance phase)

return M
