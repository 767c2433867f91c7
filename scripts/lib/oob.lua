-- lib.oob: a unit's place in the order of battle, asked of the kernel's command tree
-- (sandtable.oob). The tree is the scenario's and does not change during play, so a ruleset
-- needs no copy or cache of it; rules that re-attach commands in play (This Terrible Sound's
-- wings and attachments) walk their own parent function over it (`chain_by`).

local O = {}

--- The command a unit answers to: for a leader the command he leads, else its parent.
function O.command_of(u)
  if u.leader and u.leader.commands then return u.leader.commands end
  return u.parent
end

--- Whether command `key` is `top` or lies under it (false for nil).
function O.under(key, top) return sandtable.oob.under(key, top) end

--- The command above `key`, or nil.
function O.parent(key) return key and sandtable.oob.parent(key) or nil end

--- The echelon of command `key` ("division", "corps" …), or nil for an unknown key.
function O.echelon(key)
  local c = key and sandtable.oob.command(key)
  return c and c.echelon or nil
end

--- The first command of `echelon` in `key`'s chain, itself included (nil for nil).
function O.above(key, echelon) return key and sandtable.oob.above(key, echelon) or nil end

--- The keys of `side`'s commands of `echelon`, sorted.
function O.keys(side, echelon)
  local out = {}
  for _, c in ipairs(sandtable.oob.commands(side)) do
    if c.echelon == echelon then out[#out + 1] = c.key end
  end
  table.sort(out)
  return out
end

--- `key` itself when it is a division, else nil (a brigade straight under a corps has none).
function O.division(key)
  return O.echelon(key) == "division" and key or nil
end

--- `key` and the commands above it, nearest first, following `parent_of` (a rule's own parent
--- function: attachments, wings) and stopping after `limit` steps (default 12) so that a bad
--- attachment can never loop.
function O.chain_by(parent_of, key, limit)
  local out, k, n = {}, key, 0
  while k and n < (limit or 12) do
    out[#out + 1] = k
    k = parent_of(k)
    n = n + 1
  end
  return out
end

--- Whether `key` is `top` or lies under it by `parent_of` (see chain_by).
function O.under_by(parent_of, key, top, limit)
  for _, k in ipairs(O.chain_by(parent_of, key, limit)) do
    if k == top then return true end
  end
  return false
end

return O
