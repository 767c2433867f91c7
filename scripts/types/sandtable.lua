---@meta
-- LuaLS annotations of the sandtable Lua API (docs/lua-api.md), for completion and type checks
-- in an editor. The repository's .luarc.json points the language server here.
--
-- This file is for the editor only: rulesets never require it. (If something did, the guard
-- below leaves the real `sandtable` table untouched.)
--
-- Functions marked "Changes the game" are refused in query mode: inside `can`, `end_if`,
-- `victory`, bots, and the listings the engine makes for legal actions.

if sandtable ~= nil then return end

-------------------------------------------------------------------------------------------------
-- Common types
-------------------------------------------------------------------------------------------------

---A hex as its printed label: "0405", or "A47.23" on a map with sheet labels.
---@alias sandtable.Hex string

---A side id, as the ruleset declares it ("blue").
---@alias sandtable.Side string

---A compass direction of the map, case-insensitive. Flat-topped maps: N, NE, SE, S, SW, NW;
---pointy-topped maps: E, NE, NW, W, SW, SE.
---@alias sandtable.Direction "N"|"NE"|"SE"|"S"|"SW"|"NW"|"E"|"W"|string

---A unit handle or a unit key; every function taking a unit accepts either.
---@alias sandtable.UnitArg Unit|string

---Plain data that can be stored in the game state: nil, booleans, numbers, strings and tables
---of those. Functions and unit handles cannot be stored. A table with keys exactly 1..n is a
---list; any other table is a map whose keys become strings.
---@alias sandtable.Data nil|boolean|number|string|table

---An action: plain data with a `kind`; the other fields are the ruleset's.
---@class sandtable.Action
---@field kind string the action kind ("move", "attack", "end_phase")
---@field [string] sandtable.Data

-------------------------------------------------------------------------------------------------
-- The unit handle
-------------------------------------------------------------------------------------------------

---A read-only handle on a unit. It reads the current state on every access, so it stays valid
---while the unit changes. Assigning to a field raises an error; unknown fields read nil.
---Two handles of the same unit are equal (`==`); `tostring(u)` is its key.
---@class Unit
---@field id integer internal index (0-based); API functions take the handle or the key, not this
---@field key string unique key from the scenario ("1/USA")
---@field name string name shown to players
---@field side sandtable.Side side id
---@field type string unit type id
---@field hex sandtable.Hex|nil the hex, if on the map
---@field location "map"|"box"|"pending"|"eliminated"
---@field box string|nil the off-map box, if in one
---@field strength integer current strength
---@field max_strength integer strength at full
---@field facing sandtable.Direction|nil the hexside faced
---@field formation string|nil formation id
---@field parent string|nil command (order-of-battle key) it belongs to
---@field status string[] status markers, sorted
---@field props table<string, sandtable.Data> a copy of its props (reinforcements: props.arrives)
---@field leader sandtable.LeaderView|nil ratings, for leaders
---@field movement number allowance: its `movement` prop, else its formation's, else its type's
---@field eliminated boolean whether it is eliminated
---@field on_map boolean whether it is on the map
local Unit = {}

---Whether the unit has a status marker.
---@param status string
---@return boolean
function Unit:has(status) end

---One prop (a copy), or nil.
---@param name string
---@return sandtable.Data
function Unit:prop(name) end

---@class sandtable.LeaderView
---@field radius integer command radius in hexes
---@field commands string|nil the command it leads
---@field ratings table<string, integer> ratings by name

-------------------------------------------------------------------------------------------------
-- Returned tables and option tables
-------------------------------------------------------------------------------------------------

---@class sandtable.Clock
---@field day integer 0 = the scenario's first day
---@field time string "HH:MM"
---@field minute integer minutes since midnight
---@field night boolean whether this is a night turn

---@class sandtable.Place
---@field name string
---@field hex sandtable.Hex
---@field kind string "" when not given

---@class sandtable.Destination
---@field hex sandtable.Hex where the move may end
---@field cost number least cost in movement points

---@class sandtable.Sight
---@field clear boolean whether the line of sight is clear
---@field hindrance integer hindrance points crossed
---@field blocked_by sandtable.Hex|nil the first hex that blocked it

---@class sandtable.Marker
---@field id integer
---@field kind string
---@field hex sandtable.Hex
---@field hexside sandtable.Direction|nil
---@field side sandtable.Side|nil
---@field props table<string, sandtable.Data>

---@class sandtable.UnitFilter
---@field side sandtable.Side? only this side's units
---@field type string? only this unit type
---@field status string? only units with this status
---@field location ("map"|"pending"|"box"|"eliminated"|string)? default "map"; any other string: every unit
---@field sort ("id"|"key")? order of the list: id (default) or unit key

---@class sandtable.MoveOpts
---@field budget number? movement points (default: the unit's allowance)
---@field ignore_zoc boolean? ignore zones of control (default false)
---@field block sandtable.Hex[]? hexes the unit may neither enter nor pass through
---@field class string? move at another declared movement class's costs
---@field without string[]? hexside kinds treated as absent for this search (a ford not yet usable)
---@field from sandtable.Hex? start the search at another hex (the unit need not be on the map)
---@field roads_only boolean? steps only along route hexsides (a train on its roads)
---@field open sandtable.Hex[]? hexes the unit may enter although enemy units hold them
---@field night boolean? move as in a night turn (true) or a day turn (false), whatever the clock
---@field previous boolean? `costs`: also return the hex before each on its least-cost path

---@class sandtable.TraceOpts
---@field avoid_enemy_units boolean? default true
---@field avoid_enemy_zoc boolean? default true
---@field friendly_negates_zoc boolean? default true: a friendly unit lets the path through an enemy ZOC
---@field blocked_hexsides string[]? hexside kinds the path may not cross (default none)

---@class sandtable.MarkerOpts
---@field hexside sandtable.Direction? a marker on one of the hex's hexsides
---@field side sandtable.Side?
---@field props table<string, sandtable.Data>?

-------------------------------------------------------------------------------------------------
-- sandtable.game
-------------------------------------------------------------------------------------------------

---Turn, phase, sides, clock, options, scenario data, ending the game.
---@class sandtable.game
local game = {}

---The current game turn, from 1.
---@return integer
function game.turn() end

---The scenario's last game turn.
---@return integer
function game.last_turn() end

---The id of the current phase.
---@return string
function game.phase() end

---The side whose player turn it is (in an "inactive" phase the other side acts).
---@return sandtable.Side
function game.active_side() end

---Every side id, in declared order.
---@return sandtable.Side[]
function game.sides() end

---The first other side, in declared order.
---@param side sandtable.Side
---@return sandtable.Side
function game.enemy(side) end

---The game clock.
---@return sandtable.Clock
function game.clock() end

---Whether the current turn is a night turn.
---@return boolean
function game.is_night() end

---The value of an option in force (the player's setting or the default). Undeclared ids raise
---an error.
---@param id string
---@return sandtable.Data
function game.option(id) end

---The table the scenario file returned (live: read it, do not change it); nil before a
---scenario is loaded.
---@return sandtable.Scenario|nil
function game.scenario() end

---Ends the game now. Changes the game.
---@param winner sandtable.Side|nil a side id, or nil / "" / "draw" for a draw
---@param level string "decisive", "marginal", "draw"…
---@param reason string?
function game.finish(winner, level, reason) end

-------------------------------------------------------------------------------------------------
-- sandtable.map
-------------------------------------------------------------------------------------------------

---Hexes (as labels), terrain, hexsides, places, areas.
---@class sandtable.map
local map = {}

---Whether the label names a hex of this map (false for malformed labels).
---@param hex string
---@return boolean
function map.on_map(hex) end

---The terrain id of a hex.
---@param hex sandtable.Hex
---@return string
function map.terrain(hex) end

---The ground elevation of a hex.
---@param hex sandtable.Hex
---@return integer
function map.elevation(hex) end

---The adjacent hexes on the map, in a fixed direction order.
---@param hex sandtable.Hex
---@return sandtable.Hex[]
function map.neighbors(hex) end

---The hex across the named hexside, or nil if off the map.
---@param hex sandtable.Hex
---@param direction sandtable.Direction
---@return sandtable.Hex|nil
function map.neighbor(hex, direction) end

---The distance in hexes.
---@param a sandtable.Hex
---@param b sandtable.Hex
---@return integer
function map.distance(a, b) end

---The direction from `a` to the adjacent hex `b`, or nil if not adjacent.
---@param a sandtable.Hex
---@param b sandtable.Hex
---@return sandtable.Direction|nil
function map.direction(a, b) end

---A number that changes whenever the map may have changed (a hexside set in play, a restored
---state's changes, a reload): the key of caches of what is derived from the ground alone.
---@return integer
function map.revision() end

---Hex steps from `starts` (each 0) breadth-first over the steps `opts` allow: `along` (hexside
---kinds a step must cross one of), `not_across` (kinds it may not cross), `as_drawn` (kinds as
---drawn, negated ones included), `into` (terrain kinds it may enter), `block`, `limit`.
---@param starts sandtable.Hex[]
---@param opts { along: string[]?, not_across: string[]?, as_drawn: boolean?, into: string[]?, block: sandtable.Hex[]?, limit: integer? }?
---@return table<sandtable.Hex, integer>
function map.spread(starts, opts) end

---The ids of the map's off-map boxes, in declared order.
---@return string[]
function map.boxes() end

---The map's six directions in order round the hex, counter-clockwise.
---@return string[]
function map.directions() end

---The direction `sixths` sixths of a turn counter-clockwise from `direction` (negative: clockwise).
---@param direction string
---@param sixths integer
---@return string
function map.turn(direction, sixths) end

---Through which hexside of `from` the line toward `to` leaves, in sixths from `facing` (0 the
---faced one, ±1, ±2, 3 behind); the second value when the line runs through the corner between
---two hexsides (the farther from the facing). nil for the same hex.
---@param from string
---@param facing string
---@param to string
---@return integer|nil, integer|nil
function map.bearing(from, facing, to) end

---`to` seen from `from` turned so that `facing` points along +X: x in half hex widths ahead, y in rows.
---@param from string
---@param facing string
---@param to string
---@return integer x, integer y
function map.facing_frame(from, facing, to) end

---The hexside kinds between the adjacent hexes `a` and `b`, in declared order; kinds cancelled
---by another (a creek under a bridge) are left out unless `all` is true. Error if not adjacent.
---@param a sandtable.Hex
---@param b sandtable.Hex
---@param all boolean?
---@return string[]
function map.hexside(a, b, all) end

---Whether the hexside between `a` and `b` carries `kind`, not cancelled. False if not adjacent.
---@param a sandtable.Hex
---@param b sandtable.Hex
---@param kind string
---@return boolean
function map.has_hexside(a, b, kind) end

---Changes the game. Puts hexside feature `kind` on the hexside between adjacent hexes `a` and
---`b` (`present` true) or takes it off, for the rest of the game (a bridge destroyed or
---rebuilt, a ford located, breastworks); logged as a `hexside_changed` event.
---@param a sandtable.Hex
---@param b sandtable.Hex
---@param kind string
---@param present boolean
---@param why string? said in the event
function map.set_hexside(a, b, kind, present, why) end

---The hex of a named place (case-insensitive), or nil.
---@param name string
---@return sandtable.Hex|nil
function map.place(name) end

---Every named place, in the scenario's order.
---@return sandtable.Place[]
function map.places() end

---The hexes of a named area. Error if unknown.
---@param name string
---@return sandtable.Hex[]
function map.area(name) end

---The hexes on the map within `radius`, the hex itself first.
---@param hex sandtable.Hex
---@param radius integer
---@return sandtable.Hex[]
function map.within(hex, radius) end

---The hexes on the map within `radius`, each with its distance from `hex` (0 for itself).
---@param hex sandtable.Hex
---@param radius integer
---@return table<sandtable.Hex, integer>
function map.distances(hex, radius) end

---Every hex of the map, row by row from the top-left.
---@return sandtable.Hex[]
function map.hexes() end

---Whether the hex is on the map's edge.
---@param hex sandtable.Hex
---@return boolean
function map.is_edge(hex) end

---The exact hex line from `a` to `b`, both ends included; each step is one hex, or two where
---the line runs along the hexside between them.
---@param a sandtable.Hex
---@param b sandtable.Hex
---@return sandtable.Hex[][]
function map.line(a, b) end

-------------------------------------------------------------------------------------------------
-- sandtable.units
-------------------------------------------------------------------------------------------------

---Unit views and the changes a rule can make to units.
---@class sandtable.units
local units = {}

---The unit with this key, or nil.
---@param key string
---@return Unit|nil
function units.get(key) end

---Units in id order, filtered (default: units on the map).
---@param filter sandtable.UnitFilter?
---@return Unit[]
function units.all(filter) end

---The units in a hex, of any side, in id order.
---@param hex sandtable.Hex
---@return Unit[]
function units.at(hex) end

---The stacking points of `side`'s units in the hex.
---@param hex sandtable.Hex
---@param side sandtable.Side
---@return integer
function units.stack(hex, side) end

---Puts the unit in the hex (a move, or a placement from off the map). No movement rule is
---applied; `cost` is only reported. Error if off the map or an enemy unit is there.
---Changes the game.
---@param unit sandtable.UnitArg
---@param hex sandtable.Hex
---@param cost number?
function units.move(unit, hex, cost) end

---Takes the unit off the map into "pending" or an off-map box. Changes the game.
---@param unit sandtable.UnitArg
---@param to "pending"|string
---@param why string?
function units.remove(unit, to, why) end

---Sets the strength; 0 or less eliminates. Changes the game.
---@param unit sandtable.UnitArg
---@param n integer
---@param why string?
function units.set_strength(unit, n, why) end

---Takes `n` strength points away (why defaults to "losses"); 0 eliminates. Changes the game.
---@param unit sandtable.UnitArg
---@param n integer
---@param why string?
function units.damage(unit, n, why) end

---Eliminates the unit. Changes the game.
---@param unit sandtable.UnitArg
---@param why string?
function units.eliminate(unit, why) end

---Puts a status marker on (on = true, the default) or off. Changes the game.
---@param unit sandtable.UnitArg
---@param status string
---@param on boolean?
function units.set_status(unit, status, on) end

---What `sandtable.units.create` takes.
---@class sandtable.NewUnit
---@field key string a new key
---@field side sandtable.Side
---@field type string a declared unit type
---@field strength integer
---@field max_strength integer? default strength
---@field name string? default the key
---@field hex sandtable.Hex? default: off the map (pending)
---@field parent string? a command of the order of battle
---@field props table<string, sandtable.Data>?
---@field status string[]?

---Brings a new unit into play (one an event creates). Change mode.
---@param spec sandtable.NewUnit
---@return sandtable.Unit
function units.create(spec) end

---Gives a unit to another side (a captured battery); it joins `parent` (a command of the new
---side) or no command. Change mode.
---@param unit sandtable.UnitArg
---@param side sandtable.Side
---@param why string?
---@param parent string?
function units.set_side(unit, side, why, parent) end

---Turns the unit to face a hexside, or removes its facing. Changes the game.
---@param unit sandtable.UnitArg
---@param direction sandtable.Direction|nil
function units.set_facing(unit, direction) end

---Puts the unit in a declared formation, or none. Changes the game.
---@param unit sandtable.UnitArg
---@param formation string|nil
function units.set_formation(unit, formation) end

---Sets a ruleset-defined prop (nil removes it); a `movement` prop overrides the allowance.
---Changes the game.
---@param unit sandtable.UnitArg
---@param name string
---@param value sandtable.Data
function units.set_prop(unit, name, value) end

-------------------------------------------------------------------------------------------------
-- sandtable.move
-------------------------------------------------------------------------------------------------

---Reachable hexes, paths, zones of control, traced paths.
---@class sandtable.move
local move = {}

---Every hex where the unit's move may end, with its least cost (start excluded, map order).
---@param unit sandtable.UnitArg
---@param opts sandtable.MoveOpts?
---@return sandtable.Destination[]
function move.reachable(unit, opts) end

---Every hex the search reaches with its least cost, the start included (0), stacking aside;
---with `opts.previous`, also the hex before each on its least-cost path.
---@param unit sandtable.UnitArg
---@param opts sandtable.MoveOpts?
---@return table<sandtable.Hex, number>
---@return table<sandtable.Hex, sandtable.Hex>|nil previous
function move.costs(unit, opts) end

---A distance field: from every hex, the least cost of moving to the nearest of `goals`.
---@param goals sandtable.Hex[]
---@param opts { class: string?, unit: sandtable.UnitArg?, side: sandtable.Side?, block: sandtable.Hex[]?, without: string[]?, roads_only: boolean?, limit: number?, steps: boolean?, zoc: boolean? }
---@return table<sandtable.Hex, number>
function move.field(goals, opts) end

---The least-cost path to `hex` (both ends included) and its cost, or nil.
---@param unit sandtable.UnitArg
---@param hex sandtable.Hex
---@param opts sandtable.MoveOpts?
---@return sandtable.Hex[]|nil path
---@return number|nil cost
function move.path(unit, hex, opts) end

---The cost of one step into the adjacent `hex`, or nil (not adjacent, prohibited, enemy there)
---and why ({ why = "closed"|"off_route"|"hexside"|"terrain", kind = id?, night = boolean? }).
---Zones of control are not applied.
---@param unit sandtable.UnitArg
---@param hex sandtable.Hex
---@param opts sandtable.MoveOpts?
---@return number|nil
---@return { why: string, kind: string?, night: boolean? }|nil why
function move.step(unit, hex, opts) end

---Every simple path of exactly `n` steps from the unit's hex (labels, the start first), each
---step allowed over the ground, never into enemy units or blocked hexes; `opts.vacant = k`:
---a path ending on friends goes on to the nearest hex without (at most k more) or is dropped.
---@param unit sandtable.UnitArg
---@param n integer
---@param opts (sandtable.MoveOpts|{ vacant: integer? })?
---@return sandtable.Hex[][]
function move.walks(unit, n, opts) end

---Whether the hex is in the zone of control of a unit hostile to `side`.
---@param hex sandtable.Hex
---@param side sandtable.Side
---@return boolean
function move.in_enemy_zoc(hex, side) end

---Every hex in the zone of control of units hostile to `side`, in map order.
---@param side sandtable.Side
---@return sandtable.Hex[]
function move.zoc(side) end

---Hexes reachable from `from` by a path of at most `radius` hexes for `side`, each with its
---path length in hexes (`from` maps to 0).
---@param side sandtable.Side
---@param from sandtable.Hex
---@param radius integer
---@param opts sandtable.TraceOpts?
---@return table<sandtable.Hex, integer>
function move.trace(side, from, radius, opts) end

-------------------------------------------------------------------------------------------------
-- sandtable.los
-------------------------------------------------------------------------------------------------

---Line of sight and fire arcs.
---@class sandtable.los
local los = {}

---Line of sight from `a` to `b` under the declared rules.
---@param a sandtable.Hex
---@param b sandtable.Hex
---@return sandtable.Sight
function los.check(a, b) end

---Whether the line of sight from `a` to `b` is clear.
---@param a sandtable.Hex
---@param b sandtable.Hex
---@return boolean
function los.clear(a, b) end

---Whether `hex` is in the unit's front arc (true if it has no facing or is off the map).
---@param unit sandtable.UnitArg
---@param hex sandtable.Hex
---@return boolean
function los.in_arc(unit, hex) end

-------------------------------------------------------------------------------------------------
-- sandtable.dice, score, vars, markers, log, tables, actions, bot
-------------------------------------------------------------------------------------------------

---The game's dice; every roll is logged with its purpose.
---@class sandtable.dice
local dice = {}

---Rolls one die with `sides` faces. Changes the game.
---@param sides integer
---@param purpose string
---@return integer
function dice.roll(sides, purpose) end

---Rolls one six-sided die. Changes the game.
---@param purpose string
---@return integer
function dice.d6(purpose) end

---Victory points and losses.
---@class sandtable.score
local score = {}

---Awards victory points (negative takes them away). Changes the game.
---@param side sandtable.Side
---@param n integer
---@param why string?
function score.add_vp(side, n, why) end

---The side's victory points.
---@param side sandtable.Side
---@return integer
function score.vp(side) end

---Strength points the side has lost.
---@param side sandtable.Side
---@return integer
function score.losses(side) end

---Number of the side's units eliminated.
---@param side sandtable.Side
---@return integer
function score.eliminated(side) end

---The ruleset's values, saved with the game.
---@class sandtable.vars
local vars = {}

---A copy of the stored value, or nil.
---@param key string
---@return sandtable.Data
function vars.get(key) end

---Stores a value (nil removes it). Changes the game.
---@param key string
---@param value sandtable.Data
function vars.set(key, value) end

---Markers that are not units.
---@class sandtable.markers
local markers = {}

---Places a marker; returns its id. Changes the game.
---@param kind string
---@param hex sandtable.Hex
---@param opts sandtable.MarkerOpts?
---@return integer
function markers.add(kind, hex, opts) end

---Removes a marker. Changes the game.
---@param id integer
function markers.remove(id) end

---The markers in the order placed, optionally of one kind and/or in one hex.
---@param kind string?
---@param hex sandtable.Hex?
---@return sandtable.Marker[]
function markers.all(kind, hex) end

---The game log.
---@class sandtable.log
local log = {}

---Who reads a log line: its level (default "player") and the one side that may see it (default
---every side).
---@class sandtable.LogOpts
---@field level ("player"|"detail"|"debug")?
---@field side sandtable.Side?

---Adds an event of the ruleset's own kind. Changes the game.
---@param kind string
---@param text string
---@param fields table<string, sandtable.Data>?
---@param opts sandtable.LogOpts?
function log.event(kind, text, fields, opts) end

---Adds a "note" event. Changes the game.
---@param text string
---@param opts sandtable.LogOpts?
function log.say(text, opts) end

---Declared tables.
---@class sandtable.tables
local tables = {}

---A table the ruleset declares in `tables` (its own table: do not change it).
---@param name string
---@return table
function tables.get(name) end

---Legal actions.
---@class sandtable.actions
local actions = {}

---The legal actions now: the `list` candidates of the current phase's action kinds that `can`
---accepts, then { kind = "end_phase" } unless the phase's `can_end` refuses; while a decision is
---owed, its answers { kind = "decide", decision = id, choice = value } only.
---@param side sandtable.Side?
---@return sandtable.Action[]
function actions.legal(side) end

---What `f(act)` returns, made once while the game stays as it is (can, resolve and describe of
---one action share it); `f` only looks; the values are shared, read-only.
---@param act sandtable.Action
---@param f fun(act: sandtable.Action): ...
---@return ...
function actions.plan(act, f) end

---One choice of a decision.
---@class sandtable.Choice
---@field value sandtable.Data what the answer carries back
---@field label string what a player reads
---@field hex sandtable.Hex? the hex it is about (offered on the map)
---@field unit string? the unit it is about (its key)

---A decision owed (`sandtable.decisions.pending()`, and what handlers and bots receive).
---@class sandtable.Decision
---@field id integer its number in the game
---@field side sandtable.Side the side that decides
---@field kind string the handler in the ruleset's `decisions`
---@field rule string
---@field prompt string
---@field choices sandtable.Choice[]
---@field default sandtable.Data? the rulebook's choice where it gives one
---@field context sandtable.Data? what the handler needs to carry on

---What `sandtable.decisions.ask` takes.
---@class sandtable.DecisionSpec
---@field side sandtable.Side
---@field kind string a key of the ruleset's `decisions` table
---@field rule string?
---@field prompt string
---@field choices (sandtable.Data|sandtable.Choice)[] at least one
---@field default sandtable.Data? the value of one of the choices
---@field context sandtable.Data?

---Choices a player makes in the middle of play.
---@class sandtable.decisions
local decisions = {}

---Asks `side` a decision (change mode: an action's or decision's resolve, a phase's on_begin or
---on_end); play waits for its answer. Returns its number.
---@param spec sandtable.DecisionSpec
---@return integer
function decisions.ask(spec) end

---Asks `side` and returns the value of the choice it makes, where the rule stands (change
---mode, during play). The first time the action stops on the question; once answered it is
---carried out again from its start with the answers given (same dice), and this call returns
---the answer. One choice: returned at once, nothing asked. `kind` is a key of the ruleset's
---`decisions` table (no `resolve` needed; its `bot` answers for computer sides).
---@param spec sandtable.DecisionSpec
---@return any
function decisions.choose(spec) end

---The decision owed now, if any.
---@return sandtable.Decision|nil
function decisions.pending() end

---Every decision owed, oldest first.
---@return sandtable.Decision[]
function decisions.owed() end

---A command of the order of battle.
---@class sandtable.Command
---@field key string
---@field name string
---@field echelon string army, corps, division…
---@field side string
---@field parent string|nil the command above it

---The order of battle as a tree (the scenario's commands).
---@class sandtable.oob
local oob = {}

---The command with this key, or nil.
---@param key string
---@return sandtable.Command|nil
function oob.command(key) end

---Every command (of one side), in the scenario's order.
---@param side? string
---@return sandtable.Command[]
function oob.commands(side) end

---The command above `key`, or nil.
---@param key string
---@return string|nil
function oob.parent(key) end

---`key` and the commands above it, nearest first.
---@param key string
---@return string[]
function oob.chain(key) end

---Whether command `key` is `top` or lies under it (false for nil).
---@param key string|nil
---@param top string
---@return boolean
function oob.under(key, top) end

---The first command of `echelon` in `key`'s chain (itself included), or nil.
---@param key string|nil
---@param echelon string
---@return string|nil
function oob.above(key, echelon) end

---The units whose command is `key` or under it, in id order, wherever they are.
---@param key string
---@return sandtable.Unit[]
function oob.units(key) end

---For computer players.
---@class sandtable.bot
local bot = {}

---A number in 1..n from the bots' own random stream (never the game's dice). Bots only.
---@param n integer
---@return integer
function bot.random(n) end

-------------------------------------------------------------------------------------------------
-- The global
-------------------------------------------------------------------------------------------------

---The sandtable API.
---@class sandtable.lib
---@field version string the program's version
---@field game sandtable.game
---@field map sandtable.map
---@field units sandtable.units
---@field move sandtable.move
---@field los sandtable.los
---@field dice sandtable.dice
---@field score sandtable.score
---@field vars sandtable.vars
---@field markers sandtable.markers
---@field log sandtable.log
---@field tables sandtable.tables
---@field actions sandtable.actions
---@field decisions sandtable.decisions
---@field oob sandtable.oob
---@field bot sandtable.bot
sandtable = {}

-------------------------------------------------------------------------------------------------
-- Declarations: annotate `return { … }` in ruleset.lua with ---@type sandtable.Ruleset and in a
-- scenario file with ---@type sandtable.Scenario. Unknown keys are rejected by `sandtable check`.
-------------------------------------------------------------------------------------------------

---A movement cost: MP (a multiple of 1/60), "prohibited", or a table by movement class with an
---optional `default`.
---@alias sandtable.Cost number|"prohibited"|table<string, number|"prohibited">

---@class sandtable.SideDecl
---@field id string
---@field name string?
---@field color string?

---@class sandtable.UnitTypeDecl
---@field id string
---@field name string?
---@field movement number? movement allowance (default 0)
---@field move_class string? default: the first movement class
---@field zoc ("all"|"front"|"none")? default "all"
---@field stack integer? stacking points (default 1)
---@field leader boolean?
---@field symbol string?
---@field description string?

---@class sandtable.FormationDecl
---@field id string
---@field name string?
---@field move_class string? movement class while in it
---@field movement number? allowance while in it
---@field zoc ("all"|"front"|"none")? zone of control while in it
---@field description string?

---@class sandtable.TerrainDecl
---@field id string
---@field name string?
---@field cost sandtable.Cost? cost to enter (default 1)
---@field los_height integer? height above the ground for line of sight (woods: 1)
---@field los_hindrance integer? hindrance points
---@field color string?
---@field description string?
---@field defense any free data for the ruleset

---@class sandtable.HexsideDecl
---@field id string
---@field name string?
---@field cost sandtable.Cost? extra cost to cross (default 0)
---@field route sandtable.Cost? makes it a route: moving along it costs this instead of the terrain
---@field negates string[]? kinds it cancels on the same hexside
---@field blocks_zoc boolean?
---@field blocks_los boolean?
---@field color string?
---@field description string?
---@field defense any free data for the ruleset

---@class sandtable.ZocDecl
---@field stop_on_enter boolean? default true
---@field leave ("free"|"never"|number)? default "free"
---@field suppressed_by string[]? statuses that take a unit's ZOC away

---@class sandtable.StackingDecl
---@field limit integer? most stacking points of a side in a hex at the end of a move

---@class sandtable.LosDecl
---@field hexside ("both_block"|"either_blocks")? default "both_block"
---@field max_hindrance integer? default 0

---@class sandtable.NightDecl
---@field from string "HH:MM"
---@field to string "HH:MM"

---@class sandtable.CalendarDecl
---@field turn_minutes integer? default 60
---@field night_turn_minutes integer? default turn_minutes
---@field night sandtable.NightDecl?
---@field long_turns sandtable.NightDecl? when turns last night_turn_minutes (default: the night)

---@class sandtable.OptionDecl
---@field id string
---@field name string
---@field rule string rule number
---@field description string
---@field default sandtable.Data? default false
---@field choices sandtable.Data[]?
---@field hidden boolean? a secret option: its value is not shown during play, nor written in plain text in a save, until the game ends
---@field secret_for string? with hidden = true: the side id whose player sets and sees it (a declared side)

---@class sandtable.PhaseDecl
---@field id string
---@field name string?
---@field side ("active"|"inactive")? default "active"
---@field actions string[]? action kinds allowed (none: an automatic phase)
---@field on_begin fun()? change mode
---@field on_end fun()? change mode
---@field end_if (fun(): boolean?)? query mode; true ends the phase
---@field can_end (fun(): boolean, string?, table?)? query mode; false, "reason", { hexes = {…}, units = {…} } keeps the phase open (an unmet obligation; the table says what is owed, for the window to mark)
---@field rule string?
---@field description string?

---What a unit shows players (`describe_unit`).
---@class sandtable.UnitView
---@field lines { label: string, value: string }[] labelled lines for the unit panel
---@field badges { text: string, tip: string }[]? marks on the counter (one or two letters) and what they mean
---@field marks { hex: sandtable.Hex, label: string }[]? hexes the map marks while the unit is selected

---One part of an action with several parts.
---@class sandtable.SlotDecl
---@field id string the action's field it fills
---@field kind "unit"|"units"|"hex"|"hexes"|"choice"|"number"|"text"
---@field label string? what a player reads
---@field optional boolean?

---@class sandtable.ActionHooks
---@field can (fun(action: sandtable.Action): boolean|string|nil, string?)? query mode: true, or false and a reason
---@field resolve fun(action: sandtable.Action) change mode (required)
---@field list (fun(side: sandtable.Side|nil): sandtable.Action[]|nil)? candidate actions
---@field describe (fun(action: sandtable.Action): any)? for hosts and bots
---@field slots sandtable.SlotDecl[]? the parts a player picks to make one action
---@field options (fun(action: sandtable.Action, slot: string): (sandtable.Data|sandtable.Choice)[])? query mode: a slot's legal values given those filled
---@field label string? the kind's name for players ("Attack")
---@field rule string?

---@class sandtable.DecisionHooks
---@field resolve fun(decision: sandtable.Decision, choice: sandtable.Data) change mode (required): carry the answer out
---@field bot (fun(decision: sandtable.Decision): sandtable.Data)? query mode: the computer player's choice (a choice's value)
---@field rule string?

---One numbered rule of the rulebook with its coverage status (`sandtable rules <id>`).
---@class sandtable.RuleDecl
---@field id string the rule number as printed ("5.3", "2.7f")
---@field title string
---@field status "enforced"|"option"|"reconstructed"|"partial"|"table-only"|"not-applicable"|"missing"
---@field option string? the option that enables it (status "option" only)
---@field note string? what was reconstructed or why it does not apply (required for those)

---What the `victory` hook returns.
---@class sandtable.Outcome
---@field winner sandtable.Side|nil nil or "draw" for a draw
---@field level string? default "victory" (or "draw")
---@field reason string?

---The table a ruleset.lua returns.
---@class sandtable.Ruleset
---@field id string the folder name
---@field name string
---@field version string?
---@field description string?
---@field extends string? the base ruleset's id, for a mod
---@field sides sandtable.SideDecl[]
---@field move_classes string[]? default { "foot" }
---@field unit_types sandtable.UnitTypeDecl[]
---@field formations sandtable.FormationDecl[]?
---@field terrain sandtable.TerrainDecl[]
---@field hexsides sandtable.HexsideDecl[]?
---@field zoc sandtable.ZocDecl?
---@field stacking sandtable.StackingDecl?
---@field los sandtable.LosDecl?
---@field calendar sandtable.CalendarDecl?
---@field tables table<string, any>?
---@field options sandtable.OptionDecl[]?
---@field rules sandtable.RuleDecl[]? the rulebook's numbered rules and their coverage status
---@field phases sandtable.PhaseDecl[]
---@field actions table<string, sandtable.ActionHooks>?
---@field describe_unit (fun(unit: sandtable.Unit, viewer: sandtable.Side|nil): sandtable.UnitView)? query mode: what a unit shows players
---@field unit_route (fun(unit: sandtable.Unit, viewer: sandtable.Side|nil): sandtable.Hex[]|nil)? query mode, for the selected unit alone: a way the map draws hex to hex (an order's route to its objective)
---@field decisions table<string, sandtable.DecisionHooks>? handlers of the decisions rules ask
---@field victory (fun(): sandtable.Outcome)? query mode
---@field on_game_begin fun()? change mode
---@field on_turn_begin fun()? change mode
---@field on_turn_end fun()? change mode
---@field bots table<sandtable.Side, fun(side: sandtable.Side): sandtable.Action|nil>? query mode
---@field bot (fun(side: sandtable.Side): sandtable.Action|nil)? query mode
---@field apply (fun(base: sandtable.Ruleset))? a mod's last edit of the merged table

---@class sandtable.SheetDecl
---@field name string
---@field x0 integer?
---@field y0 integer?
---@field cols integer?
---@field rows integer?
---@field first_col integer?
---@field first_row integer?

---@class sandtable.LabelsDecl
---@field sheets sandtable.SheetDecl[]
---@field separator string? default "."
---@field digits integer? default 2

---@class sandtable.PlaceDecl
---@field name string
---@field hex sandtable.Hex
---@field kind string?

---@class sandtable.BoxDecl
---@field id string
---@field name string?

---@class sandtable.MapDecl
---@field cols integer
---@field rows integer
---@field orientation ("flat"|"pointy")? default "flat"
---@field odd_shifted boolean? default true
---@field first_col integer? default 1
---@field first_row integer? default 1
---@field labels ("CCRR"|"CCCRRR"|sandtable.LabelsDecl)? default "CCRR"
---@field terrain string? every hex's terrain unless listed in `hexes` (default: the first declared)
---@field hexes table<string, sandtable.Hex[]>? terrain id → hexes
---@field elevation table<integer, sandtable.Hex[]>? level → hexes
---@field hexsides table<string, string[]>? kind → hexsides ("0405/0406" or "0405:N")
---@field routes table<string, sandtable.Hex[][]>? kind → chains of adjacent hexes
---@field places sandtable.PlaceDecl[]?
---@field areas table<string, sandtable.Hex[]>?
---@field boxes sandtable.BoxDecl[]?
---@field name string?
---@field source string?
---@field scale any

---@class sandtable.CommandDecl
---@field key string
---@field name string?
---@field echelon string?
---@field side sandtable.Side
---@field parent string?

---@class sandtable.ArrivesDecl
---@field turn integer?
---@field hex sandtable.Hex?
---@field area string?
---@field [string] sandtable.Data

---@class sandtable.LeaderDecl
---@field commands string?
---@field radius integer?
---@field ratings table<string, integer>?

---@class sandtable.UnitDecl
---@field key string
---@field name string?
---@field side sandtable.Side
---@field type string
---@field strength integer? default 1
---@field max_strength integer? default strength
---@field hex sandtable.Hex? one of hex, box, arrives
---@field box string?
---@field arrives sandtable.ArrivesDecl? kept in props.arrives; the ruleset places the unit
---@field facing sandtable.Direction?
---@field formation string?
---@field parent string?
---@field status string[]?
---@field leader sandtable.LeaderDecl?
---@field props table<string, sandtable.Data>?

---@class sandtable.StartDecl
---@field day integer? default 0
---@field time string? "HH:MM", default "00:00"

---The table a scenario file returns.
---@class sandtable.Scenario
---@field id string? default: the file name
---@field name string
---@field description string?
---@field turns integer
---@field first_side sandtable.Side?
---@field start sandtable.StartDecl?
---@field map sandtable.MapDecl
---@field commands sandtable.CommandDecl[]?
---@field units sandtable.UnitDecl[]?
---@field vars table<string, sandtable.Data>?
---@field victory any data for the ruleset's hooks
---@field setup fun()? change mode, after on_game_begin
---@field notes any
---@field source any
