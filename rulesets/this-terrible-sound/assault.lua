-- assault.lua — close combat (series S.6; charts.close_combat): who may attack (infantry in
-- line, bloodlust or normal, with orders.may_attack), 2.4 (Wilder dismounted may attack,
-- never mounted), 3.5 (dismounted Confederate cavalry may attack; other cavalry never),
-- the subsequence defender fires (range 0, -3 if attacked through its flank) -> attacker
-- morale -> attacker fires only if it passed -> defender morale -> retreat/advance.
-- Rule list: rules_fire.lua (3.5 and the S.6 entries).
--
-- USES: fire.points(u, hex, 0), fire.shifts, fire.resolve(hex, points, shifts,
--   { close_combat = true, flank = ... }) (morale.apply_fire makes the morale checks),
--   movement.flank_attack / frontal / retreat / advance, orders.may_attack.
-- DICE, in order: the defender's fire (fire.lua's dice), the attacker's fire if it passed.
-- STATE: vars.assaulted = { units = { [key] = true }, hexes = { [hex] = true } } this close
--   combat phase; vars.close_combat_turn = { [key] = turn } the last turn a unit fought in
--   close combat (morale.lua: bloodlust ends after a turn without close combat).
-- INTERFACE:
--   assault.may_attack(unit) -> bool, why
--   assault.resolve(attackers, target_hex, opts) -> { outcome = "taken" | "held" | "repulsed",
--        defender = result, attacker = result }   opts: { advance = bool (default true) }
--        (events.lua 4.4 "9th Ohio Attacks!" calls it)
-- ACTIONS: assault { kind = "assault", units = [K...], target = HEX, advance = bool } in the
--   close_combat phase (advance: whether the attackers advance into a taken hex; default true).

local U = require("util")
local actions = require("lib.actions")
local M = {}

M.actions = {}
M.phase_actions = { close_combat = { "assault" } }

local function cc() return U.chart("close_combat") end
local function member(list, x)
  for _, v in ipairs(list) do if v == x then return true end end
  return false
end

-- S.6.1 who may attack: the unit alone (orders, type, formation, state), not its target.
function M.may_attack(u)
  if not u or u.eliminated or not u.on_map then return false, "S.6.1: not a unit on the map" end
  local rule = cc().may_attack
  if U.is_artillery(u) then return false, "S.6.1: artillery never attacks in close combat" end
  if U.is_mounted_infantry(u) then
    if U.is_mounted(u) then return false, "2.4: Wilder's Brigade may not attack in close combat while mounted" end
  elseif U.is_cavalry(u) then
    if u.side ~= "confederate" then return false, "3.5: only Confederate cavalry attacks in close combat (dismounted)" end
    if U.is_mounted(u) then return false, "3.5: Confederate cavalry attacks in close combat only dismounted" end
  elseif not (U.is_infantry(u) and rule.infantry) then
    return false, "S.6.1: only infantry, dismounted Wilder (2.4) and dismounted Confederate cavalry (3.5) attack in close combat"
  end
  if U.is_infantry(u) and u.formation ~= cc().attacker_formation then
    return false, "S.6.1: infantry attacks in close combat only in line"
  end
  local st = U.morale_state(u)
  if not member(cc().attacker_states, st) then
    return false, ("S.6.1: a %s unit may not attack in close combat (normal or bloodlust only)"):format(st)
  end
  local eff = U.chart("morale_state_effects")[st] or {}
  if not eff.ignores_orders then
    local ok, why = require("orders").may_attack(u)
    if not ok then return false, "S.6.1: " .. tostring(why or "its orders do not allow an attack (S.2 / 4.1)") end
  end
  return true
end

local function state()
  return sandtable.vars.get("assaulted") or { units = {}, hexes = {} }
end

local function defenders_at(hex, side)
  local out = {}
  for _, t in ipairs(U.by_key(U.combat_units_at(hex))) do
    if t.side ~= side then out[#out + 1] = t end
  end
  return out
end

-- The attackers' hex that takes the defender's fire: the one with most attacking SP (ties: the
-- lowest hex label). Reconstructed: the notes' subsequence has one defender roll.
local function lead_hex(attackers)
  local sp, hexes = {}, {}
  for _, a in ipairs(attackers) do
    if not sp[a.hex] then sp[a.hex] = 0 hexes[#hexes + 1] = a.hex end
    sp[a.hex] = sp[a.hex] + a.strength
  end
  table.sort(hexes, function(x, y)
    if sp[x] ~= sp[y] then return sp[x] > sp[y] end
    return x < y
  end)
  return hexes[1]
end

local function may_fire(u)
  return not u.eliminated and u.on_map and not U.routed(u) and u.formation ~= "limbered" and not U.is_mounted(u)
    and u.formation ~= "column"
end

-- S.6.1 the subsequence. `attackers`: unit handles adjacent to `hex`.
function M.resolve(attackers, hex, opts)
  opts = opts or {}
  local fire = require("fire")
  local mv = require("movement")
  local side = attackers[1].side
  local defenders = defenders_at(hex, side)
  local out = { outcome = "held" }
  local turn = sandtable.game.turn()
  local cct = sandtable.vars.get("close_combat_turn") or {}
  for _, u in ipairs(attackers) do cct[u.key] = turn end
  for _, d in ipairs(defenders) do cct[d.key] = turn end
  sandtable.vars.set("close_combat_turn", cct)
  local names = {}
  for _, a in ipairs(attackers) do names[#names + 1] = a.key end
  sandtable.log.event("assault_declared", ("S.6.1 %s assault %s"):format(table.concat(names, " + "), hex), { units = names, hex = hex })

  -- 1. the defender fires at range 0 at the lead attacking hex; -3 when assaulted through
  --    its flank (any attacker on a flank of a defending unit, reconstructed)
  local ahex = lead_hex(attackers)
  local dfirers, dpoints = {}, 0
  for _, d in ipairs(defenders) do
    if may_fire(d) then
      dfirers[#dfirers + 1] = d
      dpoints = dpoints + fire.points(d, ahex, 0)
    end
  end
  local flank = false
  for _, d in ipairs(defenders) do
    for _, a in ipairs(attackers) do
      if mv.flank_attack(d, a.hex) then flank = true end
    end
  end
  if #dfirers > 0 then
    local targets = {}
    for _, a in ipairs(attackers) do if a.hex == ahex then targets[#targets + 1] = a end end
    local _, lines = fire.shifts(dfirers, ahex, { targets = targets, defender_flank = flank, close_combat_defender = true })
    -- 2. the attacker's morale check comes with the result (morale.apply_fire)
    out.defender = fire.resolve(ahex, dpoints, lines, { firers = dfirers, close_combat = true, why = "S.6.1 close combat: defender's fire" })
  end

  -- 3. the attacker fires only with the units that passed (bloodlust or normal)
  local afirers, apoints = {}, 0
  for _, a in ipairs(attackers) do
    if not a.eliminated and a.on_map and sandtable.map.distance(a.hex, hex) == 1
      and member(cc().attacker_passes, U.morale_state(a)) then
      afirers[#afirers + 1] = a
      apoints = apoints + fire.points(a, hex, 0)
    end
  end
  if #afirers == 0 then
    out.outcome = "repulsed"
    sandtable.log.event("assault", ("S.6.1 assault on %s repulsed: no attacker passed its morale check"):format(hex), { hex = hex, outcome = "repulsed" })
    return out
  end
  defenders = defenders_at(hex, side)
  if #defenders > 0 then
    local aflank = true
    for _, a in ipairs(afirers) do
      local any = false
      for _, d in ipairs(defenders) do if mv.flank_attack(d, a.hex) then any = true end end
      if not any then aflank = false end
    end
    local _, lines = fire.shifts(afirers, hex, { targets = defenders })
    -- 4. the defender's morale check comes with the result
    out.attacker = fire.resolve(hex, apoints, lines, { firers = afirers, close_combat = true, flank = aflank, why = "S.6.1 close combat: attacker's fire" })
  end

  -- 5. a defender left worse than shaken retreats; units that cannot are captured
  local held = false
  for _, d in ipairs(defenders_at(hex, side)) do
    if member(cc().defender_holds, U.morale_state(d)) then
      held = true
    else
      local ok = mv.retreat(d, cc().retreat_hexes, ahex, "S.6.1 close combat lost")
      if not ok and not d.eliminated and d.hex == hex then
        U.lose(d, d.strength, "S.6.1 captured: could not retreat")
      end
    end
  end
  if held or #defenders_at(hex, side) > 0 then
    out.outcome = "held"
  else
    out.outcome = "taken"
    if opts.advance ~= false and cc().advance then
      -- the attackers that fired advance into the hex up to the stacking limit (reconstructed)
      local limit = U.chart("stacking")
      limit = type(limit) == "table" and limit.limit_sp or 12
      local sp = U.stack_sp(hex)
      for _, a in ipairs(afirers) do
        if not a.eliminated and a.on_map and sp + a.strength <= limit then
          mv.advance(a, hex, "S.6.1 advance after close combat")
          sp = sp + a.strength
        end
      end
    end
  end
  sandtable.log.event("assault", ("S.6.1 assault on %s: %s"):format(hex, out.outcome), { hex = hex, outcome = out.outcome })
  return out
end

local function check(act)
  if sandtable.game.phase() ~= "close_combat" then return false, "S.6.1: assaults only in the close combat phase" end
  if type(act.units) ~= "table" or #act.units == 0 then return false, "S.6.1: name the attacking units" end
  local hex = act.target
  if type(hex) ~= "string" or not sandtable.map.on_map(hex) then return false, "S.6.1: the target is a hex of the map" end
  local side = sandtable.game.active_side()
  if #defenders_at(hex, side) == 0 then return false, "S.6.1: no enemy combat unit in " .. hex end
  local st = state()
  if st.hexes[hex] then return false, "S.6.1: a hex is assaulted once a close combat phase (reconstructed)" end
  local out, seen = {}, {}
  for _, k in ipairs(act.units) do
    local u = sandtable.units.get(k)
    if not u then return false, "S.6.1: no unit " .. tostring(k) end
    if seen[k] then return false, "S.6.1: name each attacker once" end
    seen[k] = true
    if u.side ~= side then return false, "S.6.1: only the phasing player attacks" end
    if st.units[k] then return false, "S.6.1: a unit attacks once a close combat phase" end
    local ok, why = M.may_attack(u)
    if not ok then return false, why end
    if sandtable.map.distance(u.hex, hex) ~= 1 then return false, "S.6.1: attackers must be adjacent to the hex they assault" end
    if not require("movement").frontal(u, hex) then return false, ("S.6.1: %s is not in %s's front"):format(hex, k) end
    out[#out + 1] = u
  end
  return true, nil, out, hex
end

M.actions.assault = {
  rule = "S.6",
  list = function(side)
    if sandtable.game.phase() ~= "close_combat" then return {} end
    side = side or sandtable.game.active_side()
    if side ~= sandtable.game.active_side() then return {} end
    local out = {}
    local st = state()
    for _, u in ipairs(sandtable.units.all{ side = side, sort = "key" }) do
      if u.on_map and U.is_combat(u) and not st.units[u.key] and M.may_attack(u) then
        local ns = sandtable.map.neighbors(u.hex)
        table.sort(ns)
        for _, h in ipairs(ns) do
          if not st.hexes[h] and #defenders_at(h, side) > 0 and require("movement").frontal(u, h) then
            out[#out + 1] = { kind = "assault", units = { u.key }, target = h }
          end
        end
      end
    end
    return out
  end,
  can = actions.can_from(check),
  resolve = function(act)
    local _, _, attackers, hex = check(act)
    local st = state()
    for _, u in ipairs(attackers) do st.units[u.key] = true end
    st.hexes[hex] = true
    sandtable.vars.set("assaulted", st)
    M.resolve(attackers, hex, { advance = act.advance })
  end,
  describe = function(act)
    local ok, why, attackers, hex = check(act)
    if not ok then return { text = "assault: " .. tostring(why) } end
    local fire = require("fire")
    local ap = 0
    for _, a in ipairs(attackers) do ap = ap + fire.points(a, hex, 0) end
    local dp = 0
    local ahex = lead_hex(attackers)
    for _, d in ipairs(defenders_at(hex, attackers[1].side)) do
      if may_fire(d) then dp = dp + fire.points(d, ahex, 0) end
    end
    return {
      text = ("assault %s: defender fires %s points at %s, attacker %s points"):format(hex, tostring(dp), ahex, tostring(ap)),
      attacker_points = ap, defender_points = dp, attacker_column = fire.column(ap, 0), defender_column = fire.column(dp, 0),
    }
  end,
}

function M.on_phase_begin(ph)
  if ph == "close_combat" then sandtable.vars.set("assaulted", nil) end
end

-- Bloodlust (S.7 effects: must_assault): a bloodlust unit with an enemy in its front at the
-- end of the close combat phase must have attacked (reconstructed: morale.lua keeps the
-- state; this module refuses the end of the phase).
function M.can_end(ph)
  if ph ~= "close_combat" then return true end
  local side = sandtable.game.active_side()
  local st = state()
  for _, u in ipairs(sandtable.units.all{ side = side, status = "bloodlust", sort = "key" }) do
    if u.on_map and not st.units[u.key] and M.may_attack(u) then
      for _, h in ipairs(sandtable.map.neighbors(u.hex)) do
        if not st.hexes[h] and #defenders_at(h, side) > 0 and require("movement").frontal(u, h) then
          return false, ("S.6.1/S.7 bloodlust: %s must assault %s"):format(u.key, h)
        end
      end
    end
  end
  return true
end

M.U = U
return M
