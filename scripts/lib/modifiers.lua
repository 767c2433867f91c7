-- lib.modifiers: die-roll modifiers as the rulebooks list them — a number and the reason
-- ({ n, why }) — and their sum with the text the log shows ("+1 in woods", "-2 rear").

local Mods = {}

--- `base` plus every modifier of `mods` ({ { n, why }, ... }), and the list of their texts
--- ("%+d why") in order.
function Mods.total(base, mods)
  local total, parts = base, {}
  for _, m in ipairs(mods) do
    total = total + m[1]
    parts[#parts + 1] = ("%+d %s"):format(m[1], m[2])
  end
  return total, parts
end

return Mods
