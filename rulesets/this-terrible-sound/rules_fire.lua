-- Coverage status of the This Terrible Sound rules 2.6, 3.5, 4.3c and the series rules S.5, S.6, S.9 (fire.lua, assault.lua).
-- Part of rules.lua (`sandtable rules this-terrible-sound`); titles are short paraphrases, the
-- seed text is the source. S.x ids are the reconstructed series rules (README "Series core").

local function missing(id, title)
  return { id = id, title = title, status = "missing" }
end

return {
  missing("2.6", "The Reserve Corps Ammunition Train resupplies all Union units"),
  missing("3.5", "Confederate cavalry: dismounted Confederate cavalry may attack in close combat"),
  missing("4.3c", "Breastworks: three-hexside facing, one left shift and +1 morale"),
  missing("S.5.1", "Fire levels A/B/C by strength and weapon classes normal, plus, shotgun; small arms reach 2 hexes"),
  missing("S.5.2", "Artillery fire points by gun type and range; half against troops at 4+ hexes; beyond 500 yards only the guns of a stack are hit; at most three batteries at one target"),
  missing("S.5.3", "Fire Combat Table: fire-point columns, 2d6 rows, a rounder die for half results, negative results a morale check only"),
  missing("S.5.4", "Column shifts, each once: upslope, works, night, low ammo, vulnerable or mounted targets, close combat flank defence"),
  missing("S.5.5", "Defensive fire by the non-phasing player, then offensive fire; a unit fires once a fire phase"),
  missing("S.6.1", "Close combat: infantry in line, normal or bloodlust, assaults an adjacent hex; defender fires, attacker checks morale, attacker fires only if it passed, defender checks; the loser retreats, the winner may advance"),
  missing("S.9.1", "Small-arms low ammunition on a natural 2 or 12 when firing; resupply near corps supply in the rally phase"),
  missing("S.9.2", "Artillery ammunition: a side pool spent a point per battery fire; resupply only when limbered"),
}
