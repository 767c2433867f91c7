-- lib.routes: a chart's route costs turned into the `route` of a hexside declaration. Charts of
-- the Chickamauga games print "terrain" in a road or trail column for a formation that gains
-- nothing from the route and pays the hex's own cost; the kernel says that with no route for
-- that movement class, declared "prohibited" (the route is closed to it, the hex is not).

local R = {}

--- The declared `route` of a chart's route row { class = cost | "terrain", ... }.
function R.declared(t)
  local r = {}
  for k, v in pairs(t) do
    if v == "terrain" then r[k] = "prohibited" else r[k] = v end
  end
  return r
end

return R
