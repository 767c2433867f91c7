-- bots.lua — computer players for both sides (stub). A bot returns an action table for the
-- current phase, or nil to end it. Until the modules exist every phase is ended at once.
-- Later: follow vars.orders (orders.current) — move toward objectives, form line near the
-- enemy, fire at the best column, assault at good odds, rally (see River of Death's bots.lua).

local M = {}

local function bot(side) return nil end

M.union = bot
M.confederate = bot

return M
