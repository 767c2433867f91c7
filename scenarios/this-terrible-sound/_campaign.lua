-- Shared parts of the large scenarios 6.8-6.12 of This Terrible Sound (a module: files starting
-- with "_" are not scenarios). Owned by the 6.8-6.12 scenarios; others may require it.
--
--   turn_of(start, day, "HH:MM") -> turn   the calendar of ruleset.lua (README "The calendar"):
--       day turns of 15 minutes, night turns of 30 minutes from 7:30 p.m. to 5:00 a.m.
--       (a turn is named by its start time). `start` = { day = d, time = "HH:MM" }, days
--       counted from 18 September (0).
--   levels(c_decisive, c_major, c_minor, draw, u_minor, u_major)   5.0's seven-level chart as
--       vars.victory.levels ({ min, winner, level } best first, Confederate minus Union VP): the
--       lowest net VP of each printed level (Union Decisive is everything below u_major).
--   schedule(S, start, entries, opts) -> reinforcements   places every arrival of `entries`
--       (the seed's reinforcement tables, below) that falls on or after the scenario start and
--       on or before its last turn: S.place / S.org with arrives = { turn, hex }. Returns the
--       vars.reinforcements list (side, day, time, turn, hex, units, order, cite); entries the
--       set-up already holds, withdrawals and optional arrivals are returned as data only.
--   union_schedule, confederate_schedule   the seed's "Union / Confederate Reinforcement
--       Schedule" (lines 2223-2277) with their order explanations (union_orders,
--       confederate_orders) and those read as orders (union_arrival_orders, ...).
--   arrival_orders(reinforcements, side, structured) -> vars.orders entries   the orders the
--       scenario's arrivals bring (6.8-6.10), given at the start with on_arrival.
--   alt_union_612, alt_confederate_612     6.12's replacement schedules (lines 1203-1226).

local M = {}

local function minutes(hhmm)
  local h, m = hhmm:match("^(%d+):(%d+)$")
  return tonumber(h) * 60 + tonumber(m)
end

local function night(m) return m >= 19 * 60 + 30 or m < 5 * 60 end

function M.turn_of(start, day, hhmm)
  local d, m = start.day, minutes(start.time)
  local target_d, target_m = day, minutes(hhmm)
  local turn = 1
  local guard = 0
  while d < target_d or (d == target_d and m < target_m) do
    m = m + (night(m) and 30 or 15)
    if m >= 24 * 60 then m = m - 24 * 60; d = d + 1 end
    turn = turn + 1
    guard = guard + 1
    assert(guard < 1000, "turn_of: runaway")
  end
  assert(d == target_d and m == target_m, ("turn_of: %d %s is not the start of a turn"):format(day, hhmm))
  return turn
end

function M.levels(c_decisive, c_major, c_minor, draw, u_minor, u_major)
  return {
    { min = c_decisive, winner = "confederate", level = "decisive" },
    { min = c_major, winner = "confederate", level = "major" },
    { min = c_minor, winner = "confederate", level = "minor" },
    { min = draw, winner = nil, level = "draw" },
    { min = u_minor, winner = "union", level = "minor" },
    { min = u_major, winner = "union", level = "major" },
    { min = -1000000, winner = "union", level = "decisive" },
  }
end

-- Each entry: { day, "HH:MM", hex, place = { unit or leader keys }, org = { command keys },
-- order = n, text = "as printed", withdraw = true, optional = true, note = "..." }.
-- Days: 0 = 18 September, 1 = 19th, 2 = 20th.
M.union_schedule = {
  -- seed line 2227
  { 0, "16:00", "A1.12", org = { "2/2/Res" }, order = 1, text = "2/2/Res" },
  { 0, "17:00", "A1.12", org = { "2/1/Res" }, order = 1, text = "2/1/Res" },
  { 0, "17:00", "C31.04", place = { "Negley" }, org = { "2/14" }, order = 2, text = "Negley, 2/14 Division" },
  -- "39 Mich, I 1 Ohio Cav": reconstructed as 14 Corps' provost 9 Mich and escort L 1 Ohio Cav
  -- (the units every other set-up gives Thomas' HQ; the order of battle has no 39 Mich or I 1 Ohio Cav).
  { 0, "18:00", "C31.04", place = { "Thomas", "14 Corps HQ", "14 Corps Supply", "9 Mich/14 Corps", "L 1 Ohio Cav/14 Corps" }, order = nil,
    text = "Thomas, 14 Corps HQ and Supply, 39 Mich, I 1 Ohio Cav", note = "reconstructed: 39 Mich and I 1 Ohio Cav read as 9 Mich and L 1 Ohio Cav; order 3 (14 Corps to the Kelly House) is the order the printed table leaves blank" },
  { 0, "23:00", "C31.04", place = { "Baird" }, org = { "1/14" }, order = 4, text = "Baird, 1/14 Division" },
  -- M. Walker (1/3/14) enters only by the Union Leader Table event, not with his division.
  { 1, "00:00", "C31.04", place = { "Brannan" }, org = { "3/14" }, except = { "M. Walker" }, order = 4, text = "Brannan, 3/14 Division" },
  { 1, "02:00", "C31.04", place = { "Reynolds" }, org = { "4/14" }, order = 4, text = "Reynolds, 4/14 Division" },
  { 1, "04:00", "C31.04", place = { "McCook", "20 Corps HQ", "20 Corps Supply", "I 2 Ky Cav/20 Corps", "R. W. Johnson" }, org = { "2/20" }, order = 5,
    text = "McCook, 20 Corps HQ and Supply, I 2 Ky Cav/20 Corps, Johnson, 2/20 Division" },
  { 1, "07:00", "C31.04", place = { "Davis" }, org = { "2/1/20", "3/1/20", "Arty/1/20" }, except = { "5 Wisc Lt/Arty/1/20" }, order = 4,
    text = "Davis, 1/20 Division (less 1/1/20, 5 Wisc batt)" },
  { 1, "10:00", "C31.04", place = { "Sheridan" }, org = { "3/20" }, order = 4, text = "Sheridan, 3/20 Division" },
  { 1, "16:00", "C13.01", place = { "E. McCook", "D 1 Ohio/Arty/1/Cav", "Mitchell", "Cav Corps HQ", "39 Ind/Wilder" }, org = { "1/1/Cav", "2/1/Cav" }, order = 6,
    text = "E. McCook, 1/1/Cav, 2/1/Cav, D 1 Ohio batt, Mitchell, Cav HQ, 39 Ind/Wilder" },
  { 1, "22:00", nil, withdraw = true, units = { "Minty", "1/2/Cav", "CBOT/Arty/2/Cav" }, order = 9, text = "Withdraw Minty, 1/2/Cav, CBOT battery" },
  { 2, "07:00", "C13.01", place = { "Crook", "CBOT/Arty/2/Cav" }, org = { "2/2/Cav" }, order = 4, text = "Crook, 2/2/Cav, CBOT battery",
    note = "the CBOT battery leaves with Minty at 10:00 p.m. on the 19th and returns here (designer's notes)" },
  { 2, "13:00", "A1.12", place = { "Granger", "Res Corps (US) HQ", "Res Corps (US) Supply" }, org = { "Res Corps (US)" }, order = 7, text = "Res Corps" },
  { 2, "13:00", "C13.01", org = { "1/1/20" }, place = { "5 Wisc Lt/Arty/1/20" }, order = 8, text = "1/1/20, 5 Wisc battery" },
}
M.union_orders = {
  [1] = "Move to vicinity of Reed's Bridge to screen that crossing, replacing Minty's Brigade. If enemy infantry is encountered, halt in place and defend. In any case, retire off north edge of Map A by 8:00 a.m. 19 September. This order may not be changed by initiative, nor may they be sent new orders.",
  [2] = "Negley's Division has a Divisional Goal to move to Glass Mill Bridge and defend the crossings of the Bridge and ford immediately to the north.",
  [3] = "14 Corps has an order to move to the Kelly House and defend the Lafayette Road between Cloud Church and the Brotherton House.",
  [4] = "Move to re-join corps.",
  [5] = "20 Corps has orders to move to Crawfish Spring and await further orders.",
  [6] = "Cav Corps has orders to move to Crawfish Spring and defend the rear of the Union army. 39th Indiana must rejoin Wilder.",
  [7] = "Res Corps has orders to move to support Thomas. Once Granger arrives at Thomas' HQ, the Union player may give Granger one free (immediately accepted) order.",
  [8] = "Report to Cav Corps at Crawfish Spring. If Cav Corps is not at Crawfish Spring, treat as 4, above.",
  [9] = "Minty is ordered to withdraw at 10:00 p.m., to escort trains to Chattanooga and screen the area around Rossville. He may exit via any west edge road hex of Map A or B. These orders automatically supersede any orders Minty currently has, and may not be changed via initiative or the army commander. Note that the CBOT battery leaves with Minty, and returns with Crook and 2/2/Cav.",
}

M.confederate_schedule = {
  -- seed line 2258
  { 0, "14:00", "D40.34", place = { "B. R. Johnson", "Forrest", "F Cav HQ", "Jackson/F Cav", "Martin/S/P/F Cav" }, org = { "JPD/1", "R/L/1" }, order = 1,
    text = "Johnson, JPD/1 Division, R/L/1, Forrest, F Cav HQ, Jackson/F Cav, Martin/S/P/F Cav" },
  { 0, "15:30", "D40.34", place = { "Pegram", "10 Conf/S/P/F Cav" }, org = { "D/P/F Cav" }, order = 2, text = "Pegram, D/P/F Cav, 10 Conf Bn/S/P/F Cav" },
  { 0, "16:30", "D40.34", place = { "Hood", "1 Corps HQ", "Lumsden/R/1 Corps" }, order = 1, text = "Hood, 1 Corps HQ, Lumsden/R/1 Corps",
    note = "6.2's copy of this line adds E+C 1 La Cav (1 Corps HQ's escort): reconstructed here too" , also = { "E+C 1 La Cav/1 Corps" } },
  { 0, "22:00", "D40.34", place = { "Law" }, org = { "S/L/1", "B/L/1" }, order = 3, text = "Law, S/L/1, B/L/1" },
  -- Pickett (3.6, Army HQ's escort) is not named: reconstructed with the army HQ.
  { 1, "07:00", "F4.34", place = { "Bragg", "A Tenn HQ", "A Tenn Supply", "Dreux/A Tenn", "Holloway/A Tenn", "Pickett/A Tenn" }, order = 4,
    text = "Bragg, A Tenn HQ and Supply, Drews/A Tenn, Holloway/A Tenn", note = "reconstructed: Pickett's Miners and Sappers (the army HQ's third escort) arrive with Bragg" },
  { 1, "12:00", nil, withdraw = true, units = { "Martin/S/P/F Cav" }, text = "WITHDRAW: Martin/S/P/F Cav" },
  { 1, "13:00", "C31.33", place = { "Cleburne" }, org = { "C/H" }, order = 3, text = "Cleburne, C/H Division" },
  { 1, "22:00", "E5.35", place = { "Longstreet", "Kershaw", "1 Corps HQ" }, org = { "H/M/1", "K/M/1", "R/1 Corps" }, except = { "Lumsden/R/1 Corps" }, order = 3,
    text = "Longstreet, Kershaw, H/M/1, K/M/1, R/1 Corps artillery (except Lumsden)" },
  { 1, "23:00", "D33.35", optional = "3.7", org = { "S/P/F Cav" }, except = { "10 Conf/S/P/F Cav" }, order = 3, text = "S/P/F Cav (less 10 Conf Cav) (optional)" },
  { 2, "01:00", "C31.33", place = { "Wharton" }, org = { "W/W Cav" }, order = 5, text = "Wharton, W/W Cav Division" },
  { 2, "05:00", "E5.35", place = { "Gist" }, org = { "C/G/Res" }, order = 3, text = "Gist, C/G/Res" },
  { 2, "09:00", "C31.33", place = { "Wheeler", "W Cav HQ" }, org = { "W Cav" }, order = 6, text = "Wheeler, W Cav Corps" },
}
M.confederate_orders = {
  [1] = "1 Corps has orders to cross at Reed's Bridge, move to Jay's Mill Road, clearing the road west of Chickamauga Creek to the southwest, to the vicinity of E12.04. There the Corps will halt and await further orders. F Cav has orders to help 1 Corps clear the roads designated, and then retire to the vicinity of Alexander's Bridge and await further orders.",
  [2] = "These units have the same orders as F Cav, above. Note that Martin (until it is withdrawn) and 10 Conf/S/P/F Cav are considered attached to D/P/F Cav unless their brigade enters play via the optional rules.",
  [3] = "Move to join corps or division.",
  [4] = "Army HQ is ordered to relocate to E6.19.",
  [5] = "Wharton's Division is ordered to move to the vicinity of the Glass Mill Bridge and defend that crossing.",
  [6] = "W Cav Corps is ordered to move to the vicinity of Glass Mill Bridge, cross, and attack the Union flank near Crawfish Spring.",
}

-- 6.12 (lines 1203-1226): "Use the following instead of the regular reinforcement schedule."
M.alt_union_612 = {
  { 1, "10:00", "B62.04", place = { "R. W. Johnson" }, org = { "2/20" }, order = 1, text = "2/20 Division" },
  { 1, "10:30", "B62.04", place = { "Rosecrans", "15 Penn Cav/A Cumb", "1 Bn Ohio SS/A Cumb", "10 Ohio/A Cumb", "A Cumb HQ", "A Cumb Supply" }, order = 2,
    text = "Rosecrans, 15 Penn Cav, 1 Bn Ohio SS, 10 Ohio, A Cumb HQ and Supply" },
  { 1, "11:30", "B62.04", place = { "Davis" }, org = { "2/1/20", "3/1/20", "Arty/1/20" }, except = { "5 Wisc Lt/Arty/1/20" }, order = 3, text = "1/20 Division (less 1/1/20, 5 Wisconsin Battery)" },
  { 1, "12:00", "B62.04", place = { "McCook", "I 2 Ky Cav/20 Corps", "20 Corps HQ", "20 Corps Supply" }, order = 4, text = "McCook, I 2 Ky Cav, 20 Corps HQ and Supply" },
  { 1, "14:00", "B62.04", place = { "Sheridan" }, org = { "3/20" }, order = 5, text = "3/20 Division" },
  { 1, "15:00", "B62.04", place = { "Negley" }, org = { "2/14" }, order = 6, text = "2/14 Division" },
  { 1, "18:00", "B62.04", place = { "39 Ind/Wilder" }, order = 7, text = "39 Indiana/Wilder" },
  { 1, "22:00", nil, withdraw = true, units = { "Minty", "1/2/Cav", "CBOT/Arty/2/Cav" }, text = "Withdraw Minty, 1/2/Cav, CBOT battery" },
  { 2, "13:00", "A1.12", place = { "Granger", "Res Corps (US) HQ", "Res Corps (US) Supply" }, org = { "Res Corps (US)" }, order = 8, text = "Res Corps" },
}
M.alt_union_612_orders = {
  [1] = "Move to join 14 Corps, division is attached to 14 Corps.",
  [2] = "Army HQ is to move to B12.14.",
  [3] = "1/20 has a Divisional Goal to move to B17.27 and defend the Vinyard field and the line of the Lafayette Road.",
  [4] = "20 Corps is ordered to move to B48.11 and assume defense of the crossing at Lee and Gordon's Mill.",
  [5] = "Move to join 20 Corps.",
  [6] = "2/14 has a Divisional Goal to move to B12.14 and await further orders.",
  [7] = "Move to join brigade.",
  [8] = "Res Corps has orders to move to support Thomas. Once Granger arrives at Thomas' HQ, the Union player may give Granger one free (immediately accepted) order.",
}
M.alt_confederate_612 = {
  { 1, "07:00", "E62.34", place = { "Bragg", "A Tenn HQ", "A Tenn Supply", "Dreux/A Tenn", "Holloway/A Tenn", "Pickett/A Tenn" }, order = 1,
    text = "Bragg, A Tenn HQ and Supply, Drews/A Tenn, Holloway/A Tenn", note = "reconstructed: Pickett's Miners and Sappers arrive with Bragg" },
  { 1, "12:00", nil, withdraw = true, units = { "Martin/S/P/F Cav" }, text = "WITHDRAW: Martin/S/P/F Cav" },
  { 1, "14:00", "E62.10", place = { "Cleburne" }, org = { "C/H" }, order = 2, text = "Cleburne, C/H Division" },
  { 1, "22:00", "E5.35", place = { "Longstreet", "Kershaw", "1 Corps HQ" }, org = { "H/M/1", "K/M/1", "R/1 Corps" }, except = { "Lumsden/R/1 Corps" }, order = 2,
    text = "Longstreet, Kershaw, H/M/1, K/M/1, R/1 Corps artillery (except Lumsden)" },
  { 2, "05:00", "E5.35", place = { "Gist" }, org = { "C/G/Res" }, order = 2, text = "Gist, C/G/Res" },
}
M.alt_confederate_612_orders = {
  [1] = "Army HQ is ordered to move to E6.19.",
  [2] = "Move to join corps or division.",
}

-- The orders of the schedules' explanations, as orders.lua gives them ({ to, kind, type,
-- place | hex | join, text }): by order number, a function of the arrival (rec: its
-- commands in `units`) returning the orders it brings. `to = nil` is each command of the
-- arrival. `join`: the command to join (orders.lua keeps the goal on its leader's hex as it
-- moves; "corps" is the arriving command's own corps, "superior" its next higher command).
-- reconstructed: each printed explanation read as one order type and one goal; the parts the
-- orders system cannot hold (Union 1's retirement off the north edge by 8:00 a.m.; Confederate
-- 1's later halt) are left to the players' next orders.
local function each_command(rec, o)
  local out = {}
  for _, k in ipairs(rec.commands or {}) do
    local x = {}
    for key, v in pairs(o) do x[key] = v end
    x.to = k
    out[#out + 1] = x
  end
  return out
end
local function fixed(list) return function() return list end end

M.union_arrival_orders = {
  [1] = function(rec) return each_command(rec, { kind = "move", type = "move", place = "Reed's Bridge", text = M.union_orders[1] }) end,
  [2] = fixed({ { to = "2/14", kind = "divisional_goal", type = "defend", place = "Glass Mill bridge", text = M.union_orders[2] } }),
  [3] = fixed({ { to = "14 Corps", kind = "corps_order", type = "defend", place = "Kelly house", text = M.union_orders[3] } }),
  [4] = function(rec) return each_command(rec, { kind = "move", type = "move", join = "corps", text = M.union_orders[4] }) end,
  [5] = fixed({ { to = "20 Corps", kind = "corps_order", type = "move", place = "Crawfish Springs", text = M.union_orders[5] } }),
  [6] = fixed({ { to = "Cav Corps", kind = "corps_order", type = "defend", place = "Crawfish Springs", text = M.union_orders[6] },
    { to = "39 Ind/Wilder", kind = "join", type = "move", join = "Wilder", text = "39th Indiana must rejoin Wilder." } }),
  [7] = fixed({ { to = "Res Corps (US)", kind = "corps_order", type = "move", join = "Thomas", text = M.union_orders[7], free_order_at = "Thomas' HQ" } }),
  [8] = function(rec) return each_command(rec, { kind = "move", type = "move", place = "Crawfish Springs", text = M.union_orders[8] }) end,
}
M.confederate_arrival_orders = {
  [1] = fixed({ { to = "1 Corps", kind = "corps_order", type = "attack", hex = "E12.04", text = M.confederate_orders[1] },
    { to = "F Cav", kind = "corps_order", type = "attack", place = "Alexander's Bridge", text = M.confederate_orders[1] } }),
  [2] = function(rec) return each_command(rec, { kind = "move", type = "attack", place = "Alexander's Bridge", text = M.confederate_orders[2] }) end,
  [3] = function(rec) return each_command(rec, { kind = "move", type = "move", join = "superior", text = M.confederate_orders[3] }) end,
  [4] = fixed({ { to = "A Tenn", kind = "move", type = "move", hex = "E6.19", text = M.confederate_orders[4] } }),
  [5] = fixed({ { to = "W/W Cav", kind = "divisional_goal", type = "defend", place = "Glass Mill bridge", text = M.confederate_orders[5] } }),
  [6] = fixed({ { to = "W Cav", kind = "corps_order", type = "attack", place = "Crawfish Springs", text = M.confederate_orders[6] } }),
}

-- The printed orders the arrivals of `reinforcements` (schedule's result) bring, for
-- vars.orders: given at the start with on_arrival (they govern each command once it is in
-- play, as 6.11's), each naming its arrival (order number and time).
function M.arrival_orders(reinforcements, side, structured)
  local out = {}
  for _, rec in ipairs(reinforcements) do
    local f = rec.side == side and not rec.withdraw and not rec.optional and rec.order and structured[rec.order]
    if f then
      for _, o in ipairs(f(rec)) do
        o.on_arrival = true
        o.arrival = { order = rec.order, day = rec.day, time = rec.time }
        out[#out + 1] = o
      end
    end
  end
  return out
end

-- vars.arrival_orders of a scenario using the regular schedules (6.8-6.10; 6.11 and 6.12 give
-- theirs in vars.orders, two-days.lua and four-map.lua).
function M.arrival_orders_of(reinforcements)
  return { union = M.arrival_orders(reinforcements, "union", M.union_arrival_orders),
    confederate = M.arrival_orders(reinforcements, "confederate", M.confederate_arrival_orders) }
end

local function side_of(sched)
  if sched == M.union_schedule or sched == M.alt_union_612 then return "union" end
  return "confederate"
end

-- opts: { start = {day,time}, turns = n, side = "union"|"confederate", from = {day,time}?,
--         from = {day,time}? (the schedule is used from there; arrivals due between `from`
--         and the start enter on turn 1), cite = "..." }
function M.schedule(S, entries, opts)
  local side = opts.side or side_of(entries)
  local out = {}
  local first = opts.from or opts.start
  local function lt(d1, t1, b) return d1 < b.day or (d1 == b.day and minutes(t1) < minutes(b.time)) end
  for _, e in ipairs(entries) do
    local day, time, hex = e[1], e[2], e[3]
    local skip = lt(day, time, first)           -- before the part of the schedule in use
    local before = lt(day, time, opts.start)     -- due before the first turn: enters on turn 1
    local rec = { side = side, day = day, time = time, hex = hex, text = e.text, order = e.order, note = e.note, cite = opts.cite }
    if skip then
      -- not in this scenario
    elseif e.withdraw or e.optional then
      rec.withdraw = e.withdraw
      rec.optional = e.optional
      rec.units = e.units or e.org
      rec.turn = before and 1 or M.turn_of(opts.start, day, time)
      if rec.turn <= opts.turns then out[#out + 1] = rec end
    else
      local turn = before and 1 or M.turn_of(opts.start, day, time)
      if turn <= opts.turns then
        rec.turn = turn
        if before then rec.note = (rec.note and rec.note .. "; " or "") .. "reconstructed: printed before the first turn and not in the set-up: enters on turn 1" end
        local where = { arrives = { turn = turn, hex = hex }, cite = (opts.cite or "") .. " " .. e.text }
        local placed, returning = {}, {}
        local function place(k)
          if not S.seen[k] then S.place(side, { k }, where) placed[#placed + 1] = k
          else returning[#returning + 1] = k end
        end
        for _, k in ipairs(e.place or {}) do place(k) end
        for _, k in ipairs(e.also or {}) do place(k) end
        local skipk = {}
        for _, k in ipairs(e.except or {}) do skipk[#skipk + 1] = k end
        for _, c in ipairs(e.org or {}) do
          -- the org's units the scenario already holds (set up or arrived earlier) are named
          -- again: they arrive again here if they have left the map by then (6.10/6.11/6.12:
          -- 2/1/Res and 2/2/Res exit by order 1 on the 19th and come back with "Res Corps" at
          -- 1:00 p.m. on the 20th; movement.lua's exit and withdrawal give the return)
          local oob = require("oob")
          local data = require("oob_" .. side)
          local ix = oob.index(data)
          local skipset = {}
          for _, k in ipairs(skipk) do skipset[k] = true end
          local keys = {}
          for _, k in ipairs(oob.leaders_under(data, ix, c)) do keys[#keys + 1] = k end
          for _, k in ipairs(oob.units_under(data, ix, c)) do
            local u = ix.units[k]
            if u.type ~= "hq" and u.type ~= "supply" then keys[#keys + 1] = k end
          end
          for _, k in ipairs(keys) do
            if S.seen[k] and not skipset[k] then returning[#returning + 1] = k end
          end
          S.org(side, c, where, skipk)
          placed[#placed + 1] = c
        end
        rec.units = placed
        rec.commands = e.org
        -- a unit the scenario already holds, named again by a later arrival (the CBOT battery:
        -- "leaves with Minty, and returns with Crook and 2/2/Cav", Union order 9): it arrives
        -- again here if a scheduled withdrawal has taken it off (movement.lua withdraw)
        if #returning > 0 then rec.returns = returning end
        out[#out + 1] = rec
      end
    end
  end
  return out
end

-- The Confederate W/C/H leader is keyed "S. A. M. Wood" in the order of battle
-- (oob_confederate.lua) and the Union 1/21 leader "Wood", so keys are unique at the source.
-- wood_for(S, side) is kept for the scenarios that call it and does nothing now.
function M.wood_for(S, side) end

return M
