-- Coverage status of the This Terrible Sound rules 2.7f, 3.2, 3.3-3.3f, 3.6, 3.7c, 3.7e, 4.1, 4.4 and the series orders rules S.2 (orders.lua, events.lua).
-- Part of rules.lua (`sandtable rules this-terrible-sound`); titles are short paraphrases, the
-- seed text is the source. S.x ids are the reconstructed series rules (README "Series core").
-- Tests: tests/this_terrible_sound_orders.rs.

local function missing(id, title, note)
  return { id = id, title = title, status = "missing", note = note }
end
local function enforced(id, title, note)
  return { id = id, title = title, status = "enforced", note = note }
end

return {
  enforced("3.2", "Anti-initiative ratings: modify initiative and the acceptance of Bragg's orders",
    "Added to initiative rolls and to the net value of orders sent by Bragg; ignored with a scenario's ignore_anti_initiative (6.2), 3.7c, 3.7e, and for initiative inside Longstreet's wing (3.3a)."),
  enforced("3.3", "The Confederate command structure: Bragg may create two wings after Longstreet arrives",
    "Action wing_order { type = create_wings | dissolve_wings, method, wings = { { wing, commander, divisions, hq } } } from the army commander once Longstreet is in play: both wings at once, every infantry division in play assigned, at most six a wing, at most one corps broken up; one order a wing commander, costing one order's command points together (reconstructed), each rolled for acceptance; a wing exists from its commander's acceptance (command.add_wing: vars.wings, the wing HQ marker placed). Dissolved wings are never reformed. The order is offered in parts (slots: type, method, and for each wing its commander, its divisions picked by a unit of each, its HQ hex; orders.wings_of reads them as the wings form), so a person forms the wings in the window."),
  enforced("3.3a", "Longstreet and wing command: a super corps of up to six divisions",
    "His divisions trace to his wing (radius 16) and take his accepted orders; his initiative order may go to any command of his wing; wing members ignore 3.2 for initiative; the wing checks 4.1 as one corps; its corps HQs trigger no ECR and move freely (S.3.4)."),
  enforced("3.3b", "Other wing commanders: Polk (else Hill) commands the other wing by normal acceptance",
    "Polk, else Hill, else a corps commander; his own corps's divisions trace to his wing, the other corps keep their HQs and answer to the wing (radius 12); orders to him go to the wing; he orders his wing's commands only once he holds an accepted order (from Bragg or by initiative); he calculates command points as an army commander: his own 5 a turn (orders.lua pool_of / cp_left, Bragg's pool untouched), and his orders are rolled for acceptance with the receiver's anti-initiative (reconstructed reading of \"all anti-initiative modifiers apply\"); his corps HQ leaves the map when the wing is created (command.add_wing)."),
  { id = "3.3c", title = "Optional troops and wing command: a third wing under Hardee", status = "not-applicable",
    note = "the Army of Mississippi mod's rule (rulesets/tts-army-of-mississippi: its own 3.3c entry). The base gives it hooks: orders.optional_wings (a further wing Bragg's wing order creates with the other two when more divisions are in play than two wings of six hold: its commander checked by the mod, the divisions as equally as possible, one corps broken up at most), vars.extra_wings (a wing order after the two exist) and command.add_wing" },
  enforced("3.3e", "Bragg and wing command: bypassing wing commanders on 10-12",
    "Action bypass_wings: once the wings exist, one 2d6 roll a turn in the command phase, 10+ (charts.bragg_bypass) lets Bragg order commands inside a wing; until then orders into a wing are refused."),
  { id = "3.3f", title = "Historical wing structure", status = "table-only",
    note = "A list of which divisions formed each wing on the 20th; kept as data (oob_confederate.lua, wings)." },
  enforced("3.6", "Pickett's Miners and Sappers: rating 4 for acceptance, free bridge-repair orders, an escort otherwise",
    "Orders may go to the unit (props.pioneers, props.rating 4); bridge_repair orders cost no command points; only bridge_repair or move orders."),
  { id = "4.1", title = "Divisional attack stoppage; divisional goal reversion closed", status = "enforced", note =
    "A stopped division within a corps order 'must remain in command range, but withdraw from small arms range of the defender' (movement.lua): in each of its movement phases while stopped, each of its regiments and batteries within small-arms range (2 hexes) of an enemy combat unit that has not moved must move, to a hex of the player's choice, out of range (as far as it can get where no hex in reach is out of range), never from in command into out of command; the phase does not end while one can still do so; 'a turn's movement' is the rule's advice ('generally ... should') and is not required. Command phase start: each attacking division one of whose units was a small-arms target (orders.note_fired_at) rolls 2d6 against charts.attack_stoppage by wrecked regiments and its commander's rating; a division on its own goal reverts to no orders, one within a corps order stays stopped (may_attack false) until initiative or a complex rejoin order." },
  enforced("4.4a", "Random events: each command phase after order acceptance",
    "Rolled for the phasing side when its command phase ends (after acceptance, stoppage and every order of the phase); every result of both sides' tables and Leader Tables is applied through the other modules' interfaces (events.lua). Effects tested: leader loss (command.leader_casualty), friendly fire (fire.resolve_on_column on the chosen unit only), the 9th Ohio's assault (assault.resolve), delayed reinforcements (movement.delay_next_reinforcement); Army Panic's attachments are not tested."),
  enforced("4.4b", "No random events in scenarios 6.1, 6.2 and 6.3",
    "The three small scenarios carry vars.random_events = false; events.lua then does not roll."),
  enforced("4.4c", "Random events and leader loss: eligibility by distance to the enemy",
    "Brigade leaders within 4 hexes, division leaders within 8 hexes of an enemy combat unit; replacements excluded; the designer's note (no leader targeted twice before every eligible one) is kept in vars.events.targeted."),
  enforced("4.4d", "Random events are random: choices among divisions or leaders by chance",
    "orders.pick: one die for up to 6 candidates, two dice read 1-36 otherwise (re-rolled above the count). Reconstructed: the players' choices (two candidate leaders by the enemy, one by the owner; the enemy's friendly-fire target; Walker's host unit) are drawn by chance among all eligible."),
  enforced("S.2.1", "Orders: the army commander writes orders (attack, defend, move, divisional and brigade goals) to corps, wings or detached divisions; corps without orders only defend in place",
    "Scenario orders are accepted at game start (type from the printed text; 6.2's \"No orders; must move to D57.15\" is read as a move order to that hex); orders.current walks up the chain; orders.may_attack needs an attack order; 2.1/3.1 no army commander, no orders. movement.lua always applies the no-order rule: without an accepted order, or under a defend or reserve order, a combat unit may not end a move closer to the nearest enemy combat unit, except (reconstructed) a defend order's unit closing on its order's goal hex."),
  enforced("S.2.2", "Command points: the army commander has 5 a turn; in person verbal and aide oral orders cost 2, aide written 5"),
  enforced("S.2.3", "Order delivery: an aide carries the order at 10 MP a turn; in person orders arrive at once",
    "Reconstructed: an aide covers one hex per MP (hex distance / 10, rounded up, at least one turn); in person needs the sender stacked with the receiver."),
  enforced("S.2.4", "Acceptance: net value = sender rating + receiver rating + method + complexity + force (+ 3.2 anti-initiative); 2d6 on the Acceptance Table gives A, D1-D6 or Dt"),
  enforced("S.2.5", "Delay: an order in Dn is accepted on a d66 roll (D1 51+, D2 61+ ... D6 66) each friendly command phase; a newly received order cancels one in delay; at most one accepted and one delayed order"),
  enforced("S.2.6", "Initiative: 2d6 + rating reaching 11 gives the leader an order of his own; a natural 2 is a loose cannon (the enemy writes it); never for an order just failed on acceptance",
    "Once a turn per leader, not for the army commander; a loose cannon leaves an order for the enemy to write (action enemy_order), the phase pending until written."),
  enforced("S.2.7", "Command phase order: bypass roll (3.3e), orders written, attack stoppage, initiative, acceptance and delay recovery, random events last",
    "Reconstructed: the checks that need no decision (4.1 stoppage, arrivals and acceptance, delay recovery) run when the phase begins, the player's orders and initiative follow (in-person orders are rolled at once), random events when it ends."),
  { id = "S.2.8", title = "Emergency Corps Retreat: a corps whose HQ hex is entered by the enemy reverts to no orders and falls back", status = "enforced",
    note = "orders.emergency_corps_retreat(corps, why) reverts the corps to no orders (not for Longstreet's wing's corps HQs, 3.3a, nor a division under the 4.4 fateful order); movement.lua calls it when an enemy combat unit ends a move or advance next to an unguarded corps HQ (reconstructed: the kernel never lets an enemy share a hex) and the HQ falls back 2 hexes, to the hex its owner picks (movement.retreat's decision); with no orders the corps may only defend in place (S.2.1)." },
}
