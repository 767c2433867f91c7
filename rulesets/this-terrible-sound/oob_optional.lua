-- The optional formations of This Terrible Sound that oob_union.lua and oob_confederate.lua
-- do not hold: the troops of the variants 2.7c (the rest of the Reserve Corps), 2.7e (the
-- Pioneer Brigade), 2.7h (the 11th Corps with Geary's division of the 12th), 2.7i (the 15th
-- Corps with J. E. Smith's division of the 17th), 2.7j (the rogue generals), 3.7a (the First
-- Corps brigades B/M/1, W/M/1, A/L/1, J/L/1), 3.7b (the Army of Mississippi), 3.7g (Morgan's
-- division), 3.7h (Roddey's brigade), 3.7i (Cantey and Mercer) and 3.7j (Jones' J/B division).
--
-- The seed names only these formations' leaders (Officer Seniority Lists) and batteries
-- (Artillery Unit Listing); every regiment below is reconstructed from the historical record
-- (the Official Records' returns of August-November 1863 as remembered here, Series I vols.
-- 24, 26, 30 and 31) and marked `reconstructed` with the reason. Full strengths are not known
-- from the seed: one strength point is 50 men, and the defaults are
--   Union western infantry 6 (about 300 men, the army's mean at Chickamauga), eastern
--   (11th/12th Corps) infantry 5 (those corps' regiments were small after Gettysburg);
--   Confederate infantry 6, cavalry 5, batteries 4 guns; Union batteries 6 guns
-- (the conventions of oob_union.lua and oob_confederate.lua). Leaders the seed does not list
-- (corps and brigade commanders of the 11th, 12th, 15th and 17th Corps, Morton of the
-- Pioneers, Roddey, Cantey, Mercer) are reconstructed from the same returns.
--
-- Format: oob.lua's builder, one per side, plus `leader_commands`: leaders already declared by
-- the base order of battle (keyed there to a division or corps for want of their brigade)
-- and the optional command they lead when their variant is in play.

local oob = require("oob")

local M = { union = oob.builder("union"), confederate = oob.builder("confederate") }
M.leader_commands = {}

local function side_fns(b)
  local function regs(parent, utype, full, why, names, variant)
    local rows = {}
    for _, n in ipairs(names) do
      local name, f = n, full
      if type(n) == "table" then name, f = n[1], n[2] end
      rows[#rows + 1] = { name, f, rec = why, props = { optional = variant } }
    end
    b.units_of(parent, utype, "reconstructed", rows)
  end
  local function cmd(key, name, echelon, parent, leader, variant)
    b.cmd(key, name, echelon, parent, leader, { optional = variant })
  end
  local function L(key, name, command, rank, variant, extra)
    local e = { optional = variant, src = "reconstructed: " .. ((extra and extra.why) or "the seed does not list this leader; from the Official Records' returns") }
    for k, v in pairs(extra or {}) do if k ~= "why" then e[k] = v end end
    b.leader(key, name, command, rank, e)
  end
  local function hq(key, name, parent, supply, variant)
    b.unit{ key = key .. " HQ", name = name .. " HQ", type = "hq", parent = parent, full = 1, src = "reconstructed: HQ marker of an optional formation", props = { optional = variant } }
    if supply then
      b.unit{ key = key .. " Supply", name = name .. " supply", type = "supply", parent = parent, full = 1, src = "reconstructed: supply of an optional formation", props = { optional = variant } }
    end
  end
  return regs, cmd, L, hq
end

local WEST = "regiment named from the O.R. return of the formation (1863); strength: Union western default 6 (about 300 men)"
local EAST = "regiment named from the O.R. return of October 1863; strength: 11th/12th Corps default 5 (about 250 men)"
local UGUNS = "battery named by the seed's Artillery Unit Listing; Union six-gun default; assignment to a division reconstructed"
local CINF = "regiment named from the O.R. return of the formation (1863); strength: Confederate default 6 (about 300 men)"
local CCAV = "regiment named from the O.R. return of the formation (1863); strength: Confederate cavalry default 5 (about 250 men)"
local CGUNS = "battery named by the seed's Artillery Unit Listing; Confederate four-gun default; assignment to a division reconstructed"

-- Union ------------------------------------------------------------------------------------
do
  local regs, cmd, L, hq = side_fns(M.union)
  local b = M.union

  -- 2.7c The rest of the Reserve Corps. Leaders Coburn, Tillson, La Favour, R. Granger, Spears,
  -- Bruce, Harrison and J. D. Morgan are in oob_union.lua (optional "2.7c").
  cmd("3/1/Res", "3rd Brigade (Coburn)", "brigade", "1/Res", "Coburn", "2.7c")
  regs("3/1/Res", "infantry", 6, WEST, { "33 Ind", "85 Ind", "19 Mich", "22 Wisc" }, "2.7c")
  cmd("1/2/Res", "1st Brigade (Tillson)", "brigade", "2/Res", "Tillson", "2.7c")
  regs("1/2/Res", "infantry", 6, WEST, { "10 Ill", "16 Ill", "60 Ill", "10 Mich", "14 Mich" }, "2.7c")
  cmd("3/2/Res", "3rd Brigade (La Favour)", "brigade", "2/Res", "La Favour", "2.7c")
  regs("3/2/Res", "infantry", 6, "the O.R. gives the brigade at Stevenson without a clear roster; four regiments of the division's mean (6), named by their place in the brigade", { "1st Regt", "2nd Regt", "3rd Regt", "4th Regt" }, "2.7c")
  cmd("3/Res", "3rd Division (R. S. Granger), District of Nashville", "division", "Res Corps (US)", "R. Granger", "2.7c")
  cmd("1/3/Res", "1st Brigade (Spears), East Tennessee", "brigade", "3/Res", "Spears", "2.7c")
  regs("1/3/Res", "infantry", 6, WEST, { "3 Tenn", "5 Tenn", "6 Tenn" }, "2.7c")
  cmd("2/3/Res", "2nd Brigade (Bruce)", "brigade", "3/Res", "Bruce", "2.7c")
  regs("2/3/Res", "infantry", 6, WEST, { "20 Ky", "28 Ky", "71 Ohio", "83 Ill" }, "2.7c")
  cmd("3/3/Res", "3rd Brigade (Harrison)", "brigade", "3/Res", "Harrison", "2.7c")
  regs("3/3/Res", "infantry", 6, WEST, { "70 Ind", "79 Ohio", "102 Ill", "105 Ill", "129 Ill" }, "2.7c")
  M.leader_commands.union = {
    Coburn = "3/1/Res", Tillson = "1/2/Res", ["La Favour"] = "3/2/Res", ["R. Granger"] = "3/Res",
    Spears = "1/3/Res", Bruce = "2/3/Res", Harrison = "3/3/Res",
  }

  -- 2.7e The Pioneer Brigade (Morton): three battalions, independent under the army like
  -- Wilder's brigade (2.7e: "functions exactly like Wilder's Brigade").
  cmd("Pioneer", "Pioneer Brigade (Morton)", "brigade", "A Cumb", "Morton", "2.7e")
  M.union.units_of("Pioneer", "infantry", "reconstructed", {
    { "1 Bn Pioneers", 8, rec = "three battalions of about 400 men each (O.R. 30/1: about 1,200 pioneers)", props = { optional = "2.7e", pioneers = true, independent = true } },
    { "2 Bn Pioneers", 8, rec = "three battalions of about 400 men each", props = { optional = "2.7e", pioneers = true, independent = true } },
    { "3 Bn Pioneers", 8, rec = "three battalions of about 400 men each", props = { optional = "2.7e", pioneers = true, independent = true } },
  })
  L("Morton", "BG James St. Clair Morton", "Pioneer", "BG", "2.7e", { why = "Chief Engineer of the army, commanding the Pioneer Brigade (O.R. 30/1)" })

  -- 2.7h The 11th Corps (Howard) with Geary's division of the 12th Corps.
  cmd("11 Corps", "11th Army Corps (Howard)", "corps", "A Cumb", "Howard", "2.7h")
  hq("11 Corps", "11th Corps", "11 Corps", true, "2.7h")
  cmd("2/11", "2nd Division (von Steinwehr)", "division", "11 Corps", "von Steinwehr", "2.7h")
  cmd("1/2/11", "1st Brigade (Buschbeck)", "brigade", "2/11", "Buschbeck", "2.7h")
  regs("1/2/11", "infantry", 5, EAST, { "33 NJ", "134 NY", "154 NY", "27 Pa", "73 Pa" }, "2.7h")
  cmd("2/2/11", "2nd Brigade (O. Smith)", "brigade", "2/11", "O. Smith", "2.7h")
  regs("2/2/11", "infantry", 5, EAST, { "33 Mass", "136 NY", "55 Ohio", "73 Ohio" }, "2.7h")
  cmd("3/11", "3rd Division (Schurz)", "division", "11 Corps", "Schurz", "2.7h")
  cmd("1/3/11", "1st Brigade (Tyndale)", "brigade", "3/11", "Tyndale", "2.7h")
  regs("1/3/11", "infantry", 5, EAST, { "101 Ill", "45 NY", "143 NY", "61 Ohio", "82 Ohio" }, "2.7h")
  cmd("2/3/11", "2nd Brigade (Krzyzanowski)", "brigade", "3/11", "Krzyzanowski", "2.7h")
  regs("2/3/11", "infantry", 5, EAST, { "58 NY", "119 NY", "141 NY", "26 Wisc" }, "2.7h")
  cmd("3/3/11", "3rd Brigade (Hecker)", "brigade", "3/11", "Hecker", "2.7h")
  regs("3/3/11", "infantry", 5, EAST, { "80 Ill", "82 Ill", "68 NY", "75 Pa" }, "2.7h")
  cmd("2/12", "2nd Division, 12th Corps (Geary)", "division", "11 Corps", "Geary", "2.7h")
  cmd("1/2/12", "1st Brigade (Candy)", "brigade", "2/12", "Candy", "2.7h")
  regs("1/2/12", "infantry", 5, EAST, { "5 Ohio", "7 Ohio", "29 Ohio", "66 Ohio", "28 Pa", "147 Pa" }, "2.7h")
  cmd("2/2/12", "2nd Brigade (Cobham)", "brigade", "2/12", "Cobham", "2.7h")
  regs("2/2/12", "infantry", 5, EAST, { "29 Pa", "109 Pa", "111 Pa" }, "2.7h")
  cmd("3/2/12", "3rd Brigade (Greene)", "brigade", "2/12", "Greene", "2.7h")
  regs("3/2/12", "infantry", 5, EAST, { "60 NY", "78 NY", "102 NY", "137 NY", "149 NY" }, "2.7h")
  cmd("Arty/11 Corps", "Artillery, 11th and 12th Corps", "artillery", "11 Corps", nil, "2.7h")
  regs("Arty/11 Corps", "artillery", 6, UGUNS, { "I 1 Ohio", "K 1 Ohio", "I 1 NY Lt", "13 NY", "G 4 US", "F Penn Lt", "K 5 US" }, "2.7h")
  L("Howard", "MG Oliver O. Howard", "11 Corps", "MG", "2.7h")
  L("von Steinwehr", "BG Adolph von Steinwehr", "2/11", "BG", "2.7h")
  L("Buschbeck", "Col. Adolphus Buschbeck", "1/2/11", "Col.", "2.7h")
  L("O. Smith", "Col. Orland Smith", "2/2/11", "Col.", "2.7h")
  L("Schurz", "MG Carl Schurz", "3/11", "MG", "2.7h")
  L("Tyndale", "BG Hector Tyndale", "1/3/11", "BG", "2.7h")
  L("Krzyzanowski", "Col. Wladimir Krzyzanowski", "2/3/11", "Col.", "2.7h")
  L("Hecker", "Col. Frederick Hecker", "3/3/11", "Col.", "2.7h")
  L("Geary", "BG John W. Geary", "2/12", "BG", "2.7h")
  L("Candy", "Col. Charles Candy", "1/2/12", "Col.", "2.7h")
  L("Cobham", "Col. George A. Cobham", "2/2/12", "Col.", "2.7h")
  L("Greene", "BG George S. Greene", "3/2/12", "BG", "2.7h")

  -- 2.7i The 15th Corps (Blair for Sherman) with J. E. Smith's division of the 17th Corps:
  -- the column Sherman brought east in October 1863.
  cmd("15 Corps", "15th Army Corps (Blair)", "corps", "A Cumb", "Blair", "2.7i")
  hq("15 Corps", "15th Corps", "15 Corps", true, "2.7i")
  cmd("1/15", "1st Division (Osterhaus)", "division", "15 Corps", "Osterhaus", "2.7i")
  cmd("1/1/15", "1st Brigade (C. R. Woods)", "brigade", "1/15", "C. R. Woods", "2.7i")
  regs("1/1/15", "infantry", 6, WEST, { "13 Ill", "3 Mo", "12 Mo", "17 Mo", "27 Mo", "29 Mo", "31 Mo", "32 Mo", "76 Ohio" }, "2.7i")
  cmd("2/1/15", "2nd Brigade (Williamson)", "brigade", "1/15", "Williamson", "2.7i")
  regs("2/1/15", "infantry", 6, WEST, { "4 Iowa", "9 Iowa", "25 Iowa", "26 Iowa", "30 Iowa", "31 Iowa" }, "2.7i")
  cmd("2/15", "2nd Division (M. L. Smith)", "division", "15 Corps", "M. L. Smith", "2.7i")
  cmd("1/2/15", "1st Brigade (G. A. Smith)", "brigade", "2/15", "G. A. Smith", "2.7i")
  regs("1/2/15", "infantry", 6, WEST, { "55 Ill", "116 Ill", "127 Ill", "6 Mo", "8 Mo", "57 Ohio" }, "2.7i")
  cmd("2/2/15", "2nd Brigade (Lightburn)", "brigade", "2/15", "Lightburn", "2.7i")
  regs("2/2/15", "infantry", 6, WEST, { "83 Ind", "30 Ohio", "37 Ohio", "47 Ohio", "54 Ohio", "4 WVa" }, "2.7i")
  cmd("4/15", "4th Division (Ewing)", "division", "15 Corps", "Ewing", "2.7i")
  cmd("1/4/15", "1st Brigade (Loomis)", "brigade", "4/15", "Loomis", "2.7i")
  regs("1/4/15", "infantry", 6, WEST, { "26 Ill", "90 Ill", "12 Ind", "100 Ind" }, "2.7i")
  cmd("2/4/15", "2nd Brigade (Corse)", "brigade", "4/15", "J. M. Corse", "2.7i")
  regs("2/4/15", "infantry", 6, WEST, { "40 Ill", "103 Ill", "6 Iowa", "15 Mich", "46 Ohio" }, "2.7i")
  cmd("3/4/15", "3rd Brigade (Cockerill)", "brigade", "4/15", "Cockerill", "2.7i")
  regs("3/4/15", "infantry", 6, WEST, { "48 Ill", "97 Ind", "99 Ind", "53 Ohio", "70 Ohio" }, "2.7i")
  cmd("2/17", "2nd Division, 17th Corps (J. E. Smith)", "division", "15 Corps", "J. E. Smith", "2.7i")
  cmd("1/2/17", "1st Brigade (Alexander)", "brigade", "2/17", "J. I. Alexander", "2.7i")
  regs("1/2/17", "infantry", 6, WEST, { "63 Ill", "48 Ind", "59 Ind", "4 Minn", "18 Wisc" }, "2.7i")
  cmd("2/2/17", "2nd Brigade (Raum)", "brigade", "2/17", "Raum (US)", "2.7i")
  regs("2/2/17", "infantry", 6, WEST, { "56 Ill", "17 Iowa", "10 Mo", "24 Mo", "80 Ohio" }, "2.7i")
  cmd("3/2/17", "3rd Brigade (Matthies)", "brigade", "2/17", "Matthies", "2.7i")
  regs("3/2/17", "infantry", 6, WEST, { "93 Ill", "5 Iowa", "10 Iowa", "26 Mo" }, "2.7i")
  cmd("Arty/15 Corps", "Artillery, 15th and 17th Corps", "artillery", "15 Corps", nil, "2.7i")
  regs("Arty/15 Corps", "artillery", 6, UGUNS, { "A 1 Ill", "B 1 Ill", "F 1 Ill", "H 1 Ill", "I 1 Ill", "1 Iowa Lt", "D 1 Mo Lt", "F 2 Mo Lt", "4 Ohio Lt", "Cogswell", "6 Wisc Lt", "12 Wisc Lt" }, "2.7i")
  L("Blair", "MG Francis P. Blair Jr.", "15 Corps", "MG", "2.7i", { why = "commanded the 15th Corps while Sherman led the column east (O.R. 31/2)" })
  L("Osterhaus", "BG Peter J. Osterhaus", "1/15", "BG", "2.7i")
  L("C. R. Woods", "BG Charles R. Woods", "1/1/15", "BG", "2.7i")
  L("Williamson", "Col. James A. Williamson", "2/1/15", "Col.", "2.7i")
  L("M. L. Smith", "BG Morgan L. Smith", "2/15", "BG", "2.7i")
  L("G. A. Smith", "BG Giles A. Smith", "1/2/15", "BG", "2.7i")
  L("Lightburn", "BG Joseph A. J. Lightburn", "2/2/15", "BG", "2.7i")
  L("Ewing", "BG Hugh Ewing", "4/15", "BG", "2.7i")
  L("Loomis", "Col. John M. Loomis", "1/4/15", "Col.", "2.7i")
  L("J. M. Corse", "BG John M. Corse", "2/4/15", "BG", "2.7i")
  L("Cockerill", "Col. Joseph R. Cockerill", "3/4/15", "Col.", "2.7i")
  L("J. E. Smith", "BG John E. Smith", "2/17", "BG", "2.7i")
  L("J. I. Alexander", "Col. Jesse I. Alexander", "1/2/17", "Col.", "2.7i")
  L("Raum (US)", "Col. Green B. Raum", "2/2/17", "Col.", "2.7i")
  L("Matthies", "BG Charles L. Matthies", "3/2/17", "BG", "2.7i")

  -- 2.7j Rogue generals: under the army, each arriving with his corps.
  L("Hooker", "MG Joseph Hooker", "A Cumb", "MG", "2.7j", { why = "2.7j names him; rank from the record", rogue = "2.7h" })
  L("Sherman", "MG William T. Sherman", "A Cumb", "MG", "2.7j", { why = "2.7j names him; rank from the record", rogue = "2.7i" })
  L("McPherson", "MG James B. McPherson", "A Cumb", "MG", "2.7j", { why = "2.7j names him; rank from the record", rogue = "2.7i" })
  b.rogue = { Hooker = "2.7h", Sherman = "2.7i", McPherson = "2.7i" }
end

-- Confederate ------------------------------------------------------------------------------
do
  local regs, cmd, L, hq = side_fns(M.confederate)

  -- 3.7a First Corps brigades (leaders Bryan, Wofford, G. T. Anderson, Jenkins and McLaws in
  -- oob_confederate.lua; Alexander's battalion there too).
  cmd("B/M/1", "Bryan's Brigade", "brigade", "M/1", "Bryan", "3.7a")
  regs("B/M/1", "infantry", 6, CINF, { "10 Ga", "50 Ga", "51 Ga", "53 Ga" }, "3.7a")
  cmd("W/M/1", "Wofford's Brigade", "brigade", "M/1", "Wofford", "3.7a")
  regs("W/M/1", "infantry", 6, CINF, { "16 Ga", "18 Ga", "24 Ga", "Cobb's Legion", "Phillips Legion", "3 Ga Bn SS" }, "3.7a")
  cmd("A/L/1", "G. T. Anderson's Brigade", "brigade", "L/1", "G. T. Anderson", "3.7a")
  regs("A/L/1", "infantry", 6, CINF, { "7 Ga", "8 Ga", "9 Ga", "11 Ga", "59 Ga" }, "3.7a")
  cmd("J/L/1", "Jenkins' Brigade", "brigade", "L/1", "Jenkins", "3.7a")
  regs("J/L/1", "infantry", 6, CINF, { "1 SC", "2 SC Rifles", "5 SC", "6 SC", "Hampton Legion", "Palmetto SS" }, "3.7a")

  -- 3.7b The Army of Mississippi (Hardee): HQ and supply (a corps HQ, 3.7b), Loring's,
  -- French's and Stevenson's divisions: nine brigades (5.4: "Army of Miss. 5 of 9 Brigades").
  cmd("A Miss", "Army of Mississippi (Hardee)", "corps", "A Tenn", "Hardee", "3.7b")
  hq("A Miss", "Army of Mississippi", "A Miss", true, "3.7b")
  cmd("L/Miss", "Loring's Division", "division", "A Miss", "Loring", "3.7b")
  cmd("F/L/Miss", "Featherston's Brigade", "brigade", "L/Miss", "Featherston", "3.7b")
  regs("F/L/Miss", "infantry", 6, CINF, { "3 Miss", "22 Miss", "31 Miss", "33 Miss", "40 Miss", "1 Miss Bn SS" }, "3.7b")
  cmd("B/L/Miss", "Buford's Brigade", "brigade", "L/Miss", "Buford", "3.7b")
  regs("B/L/Miss", "infantry", 6, CINF, { "27 Ala", "35 Ala", "54 Ala", "55 Ala", "3 Ky", "7 Ky", "12 La" }, "3.7b")
  cmd("A/L/Miss", "Adams' Brigade", "brigade", "L/Miss", "J. Adams", "3.7b")
  regs("A/L/Miss", "infantry", 6, CINF, { "6 Miss", "14 Miss", "15 Miss", "20 Miss", "23 Miss", "43 Miss" }, "3.7b")
  cmd("Arty/L/Miss", "Artillery, Loring's Division", "artillery", "L/Miss", nil, "3.7b")
  regs("Arty/L/Miss", "artillery", 4, CGUNS, { "Bonanchaud", "Culbertson", "Jeler" }, "3.7b")
  cmd("F/Miss", "French's Division", "division", "A Miss", "French", "3.7b")
  cmd("E/F/Miss", "Evans' Brigade", "brigade", "F/Miss", "Evans", "3.7b")
  regs("E/F/Miss", "infantry", 6, CINF, { "17 SC", "18 SC", "22 SC", "23 SC", "26 SC", "Holcombe Legion" }, "3.7b")
  cmd("M/F/Miss", "Maxey's Brigade", "brigade", "F/Miss", "Maxey", "3.7b")
  regs("M/F/Miss", "infantry", 6, CINF .. "; the seed's OOB notes name 48 Tenn (Voorheis) in Maxey's brigade", { "4 La", "30 La", "42 Tenn", "46+55 Tenn", "48 Tenn", "49 Tenn", "53 Tenn" }, "3.7b")
  cmd("Arty/F/Miss", "Artillery, French's Division", "artillery", "F/Miss", nil, "3.7b")
  regs("Arty/F/Miss", "artillery", 4, CGUNS, { "Fenner", "Marshall" }, "3.7b")
  cmd("S/Miss", "Stevenson's Division", "division", "A Miss", "Stevenson", "3.7b")
  cmd("M/S/Miss", "Moore's Brigade", "brigade", "S/Miss", "J. C. Moore", "3.7b")
  regs("M/S/Miss", "infantry", 6, CINF, { "37 Ala", "40 Ala", "42 Ala", "35 Miss", "2 Tex" }, "3.7b")
  cmd("V/S/Miss", "Vaughn's Brigade", "brigade", "S/Miss", "Vaughn", "3.7b")
  regs("V/S/Miss", "infantry", 6, CINF, { "60 Tenn", "61 Tenn", "62 Tenn" }, "3.7b")
  cmd("C/S/Miss", "Cumming's Brigade", "brigade", "S/Miss", "Cumming", "3.7b")
  regs("C/S/Miss", "infantry", 6, CINF, { "34 Ga", "36 Ga", "39 Ga", "56 Ga" }, "3.7b")
  cmd("P/S/Miss", "Pettus' Brigade", "brigade", "S/Miss", "Pettus", "3.7b")
  regs("P/S/Miss", "infantry", 6, CINF, { "20 Ala", "23 Ala", "30 Ala", "31 Ala", "46 Ala" }, "3.7b")
  cmd("Arty/S/Miss", "Artillery, Stevenson's Division", "artillery", "S/Miss", nil, "3.7b")
  regs("Arty/S/Miss", "artillery", 4, CGUNS, { "Barry", "Carpenter", "Corput", "Rowan" }, "3.7b")
  -- Seniority list entries (Army of Mississippi): Hardee is in oob_confederate.lua.
  local SEN = "Officer Seniority Lists (Army of Mississippi)"
  L("Loring", "MG William W. Loring", "L/Miss", "MG", "3.7b", { why = "seniority list" })
  L("Featherston", "BG Winfield S. Featherston", "F/L/Miss", "BG", "3.7b", { why = "seniority list" })
  L("Buford", "BG Abraham Buford", "B/L/Miss", "BG", "3.7b", { why = "seniority list" })
  L("J. Adams", "BG John Adams", "A/L/Miss", "BG", "3.7b", { why = "seniority list" })
  L("French", "MG Samuel G. French", "F/Miss", "MG", "3.7b", { why = "seniority list" })
  L("Evans", "BG Nathan G. Evans", "E/F/Miss", "BG", "3.7b", { why = "seniority list" })
  L("Maxey", "BG Samuel B. Maxey", "M/F/Miss", "BG", "3.7b", { why = "seniority list" })
  L("Stevenson", "MG Carter L. Stevenson", "S/Miss", "MG", "3.7b", { why = "seniority list" })
  L("J. C. Moore", "BG John C. Moore", "M/S/Miss", "BG", "3.7b", { why = "seniority list" })
  L("Vaughn", "BG John C. Vaughn", "V/S/Miss", "BG", "3.7b", { why = "seniority list" })
  L("Cumming", "BG Alfred Cumming", "C/S/Miss", "BG", "3.7b", { why = "seniority list" })
  L("Pettus", "BG Edmund W. Pettus", "P/S/Miss", "BG", "3.7b", { why = "seniority list" })
  for _, l in ipairs(M.confederate.leaders) do
    if l.src == "reconstructed: seniority list" then l.src = SEN end
  end
  -- 3.3c The third wing: a Divisional Goal HQ serves as its HQ.
  cmd("Third Wing", "Third Wing (3.3c)", "wing", "A Tenn", "Hardee", "3.7b")
  M.confederate.units[#M.confederate.units + 1] = {
    key = "Third Wing HQ", name = "Third Wing HQ (a Divisional Goal HQ, 3.3c)", type = "hq", parent = "Third Wing", full = 1,
    src = "3.3c", props = { optional = "3.7b", third_wing = true },
  }

  -- 3.7g Morgan's division (Duke's and Cluke's brigades; Byrne's battery in oob_confederate).
  cmd("D/Mo/W Cav", "Duke's Brigade", "brigade", "Mo/W Cav", "Duke", "3.7g")
  regs("D/Mo/W Cav", "cavalry", 5, CCAV, { "2 Ky Cav", "3 Ky Cav", "5 Ky Cav", "6 Ky Cav", "9 Tenn Cav" }, "3.7g")
  cmd("C/Mo/W Cav", "Cluke's Brigade", "brigade", "Mo/W Cav", "Cluke", "3.7g")
  regs("C/Mo/W Cav", "cavalry", 5, CCAV, { "7 Ky Cav", "8 Ky Cav", "10 Ky Cav", "11 Ky Cav", "14 Ky Cav" }, "3.7g")
  M.leader_commands.confederate = { Duke = "D/Mo/W Cav", Cluke = "C/Mo/W Cav", Hardee = "A Miss" }

  -- 3.7h Roddey's brigade (Ferrell's battery in oob_confederate).
  regs("R/W Cav", "cavalry", 5, CCAV, { "4 Ala Cav", "53 Ala PR", "Moreland Bn", "Williams Bn" }, "3.7h")
  L("Roddey", "BG Philip D. Roddey", "R/W Cav", "BG", "3.7h")

  -- 3.7i Strip the coasts: Cantey (Mobile) and Mercer (Savannah), each attached on arrival.
  cmd("Cantey Bde", "Cantey's Brigade (Mobile)", "brigade", "A Tenn", "Cantey", "3.7i")
  regs("Cantey Bde", "infantry", 6, CINF, { "17 Ala", "26 Ala", "29 Ala", "37 Miss" }, "3.7i")
  cmd("Mercer Bde", "Mercer's Brigade (Savannah)", "brigade", "A Tenn", "Mercer", "3.7i")
  regs("Mercer Bde", "infantry", 6, CINF, { "1 Ga Vols", "54 Ga", "57 Ga", "63 Ga" }, "3.7i")
  L("Cantey", "BG James Cantey", "Cantey Bde", "BG", "3.7i")
  L("Mercer", "BG Hugh W. Mercer", "Mercer Bde", "BG", "3.7i")

  -- 3.7j Southwest Virginia: Jones' division (leaders in oob_confederate, keyed to B Corps).
  cmd("J/B", "Jones' Division (Southwest Virginia)", "division", "B Corps", "S. Jones", "3.7j")
  cmd("E/J/B", "Echols' Brigade", "brigade", "J/B", "Echols", "3.7j")
  regs("E/J/B", "infantry", 6, CINF, { "22 Va", "23 Va Bn", "26 Va Bn" }, "3.7j")
  cmd("C/J/B", "Corse's Brigade", "brigade", "J/B", "Corse", "3.7j")
  regs("C/J/B", "infantry", 6, CINF, { "15 Va", "17 Va", "29 Va", "30 Va", "32 Va" }, "3.7j")
  cmd("W/J/B", "Wharton's Brigade", "brigade", "J/B", "J. Wharton", "3.7j")
  regs("W/J/B", "infantry", 6, CINF, { "45 Va", "51 Va", "30 Va Bn SS" }, "3.7j")
  cmd("M/J/B", "McCausland's Brigade", "brigade", "J/B", "McCausland", "3.7j")
  regs("M/J/B", "infantry", 6, CINF, { "36 Va", "60 Va", "45 Va Bn" }, "3.7j")
  for k, v in pairs({ ["S. Jones"] = "J/B", Echols = "E/J/B", Corse = "C/J/B", ["J. Wharton"] = "W/J/B", McCausland = "M/J/B" }) do
    M.leader_commands.confederate[k] = v
  end
end

return M
