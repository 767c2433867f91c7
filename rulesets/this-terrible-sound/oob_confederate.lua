-- The Confederate order of battle of This Terrible Sound: the Army of Tennessee with
-- Longstreet's First Corps, 18-20 September 1863 (format: oob.lua; sources and conventions as
-- in oob_union.lua). Not included yet: the optional Army of Mississippi (3.7b), the J/B
-- division (3.7j), the optional First Corps brigades B/M/1, W/M/1, A/L/1, J/L/1 (3.7a),
-- Morgan's division and Roddey's brigade (3.7g, 3.7h), Cantey and Mercer (3.7i): the seed
-- names none of their regiments (only their batteries and leaders, which are listed).

local oob = require("oob")
local b = oob.builder("confederate")
local cmd, leader, units_of, unit = b.cmd, b.leader, b.units_of, b.unit

local ESC = "one company escort, about 50 men"
local GUNS = "Confederate batteries were mostly four guns (the seed prints 4 for nine of its twelve listed batteries)"

-- Army ------------------------------------------------------------------------------------
cmd("A Tenn", "Army of Tennessee", "army", nil, "Bragg")
units_of("A Tenn", "cavalry", "reinforcement schedule; 6.4 set-up", {
  { "Dreux", 1, rec = ESC, props = { escort = "A Tenn HQ" } },
  { "Holloway", 1, rec = ESC, props = { escort = "A Tenn HQ" } },
  -- 3.6 Pickett's Miners and Sappers: three companies of pioneers, an escort under 4.2.
  { "Pickett", 3, type = "infantry", name = "Pickett's Miners and Sappers", rec = "three companies (3.6), about 150 men", props = { escort = "A Tenn HQ", pioneers = true, sappers = true, rating = 4 } },
})
-- 3.3 / 3.3f Wing HQs (created by order on the 20th).
cmd("Right Wing", "Right Wing (Polk)", "wing", "A Tenn", "Polk", { created_by = "3.3" })
cmd("Left Wing", "Left Wing (Longstreet)", "wing", "A Tenn", "Longstreet", { created_by = "3.3" })

-- Polk's Corps -----------------------------------------------------------------------------
cmd("P Corps", "Polk's Corps", "corps", "A Tenn", "Polk")
units_of("P Corps", "cavalry", "6.4 set-up", { { "Greenleaf", 1, rec = ESC, props = { escort = "P Corps HQ" } } })
cmd("C/P", "Cheatham's Division", "division", "P Corps", "Cheatham")
units_of("C/P", "cavalry", "6.4 set-up", { { "2 Ga Cav", 1, name = "Co. G, 2nd Georgia Cavalry", rec = ESC, props = { escort = "C/P" } } })
cmd("J/C/P", "Jackson's Brigade", "brigade", "C/P", "J. K. Jackson")
units_of("J/C/P", "infantry", "Losses: J/C/P", {
  { "2/1 Conf", 4, "-", "3", "3", "3", "2", 2 },
  { "2 Ga Bn SS", 2, "-", "1", "1", "1", "1", 1 },
  { "5 Ga", 7, "-", "4", "4", "4", "3", 4 },
  { "5 Miss", 5, "-", "4", "4", "4", "4", 1 },
  { "8 Miss", 8, "-", "7", "7", "7", "6", 2 },
})
cmd("M/C/P", "Maney's Brigade", "brigade", "C/P", "Maney")
units_of("M/C/P", "infantry", "Losses: M/C/P", {
  { "1+27 Tenn", 12, "-", "10", "10", "10", "10", 2 },
  { "4 Tenn (PA)", 4, "-", "3", "3", "3", "3", 1 },
  { "6+9 Tenn", 7, "-", "3", "3", "3", "3", 4 },
  { "24 Tenn Bn SS", 2, rec = "as 2 Ga Bn SS (printed 2), the division's other sharpshooter battalion" },
})
cmd("Sm/C/P", "Smith's Brigade", "brigade", "C/P", "P. Smith")
units_of("Sm/C/P", "infantry", "Losses: Sm/C/P", {
  { "11 Tenn", 5, "-", "4", "4", "4", "4", 1 },
  { "12+47 Tenn", 6, "-", "4", "4", "4", "4", 2 },
  { "13+154 Tenn", 6, "-", "4", "4", "4", "4", 2 },
  { "29 Tenn", 5, "-", "4", "4", "4", "4", 1 },
  { "Dawson SS", 6, "-", "5", "5", "5", "5", 1 },
})
cmd("St/C/P", "Strahl's Brigade", "brigade", "C/P", "Strahl")
units_of("St/C/P", "infantry", "Losses: St/C/P", {
  { "4+5 Tenn", 5, "-", "4", "4", "4", "4", 1 },
  { "19 Tenn", 5, "-", "3", "3", "3", "3", 2 },
  { "24 Tenn", 5, "-", "4", "4", "4", "4", 1 },
  { "31 Tenn", 5, "-", "4", "4", "4", "4", 1 },
  { "33 Tenn", 5, rec = "the brigade's printed regiments are all 5" },
})
cmd("W/C/P", "Wright's Brigade", "brigade", "C/P", "Wright")
units_of("W/C/P", "infantry", "Losses: W/C/P", {
  { "8 Tenn", 6, "-", "4", "4", "4", "4", 2 },
  { "16 Tenn", 5, "-", "4", "4", "4", "4", 1 },
  { "28 Tenn", 6, "-", "4", "4", "4", "4", 2 },
  { "38 Tenn", 6, "-", "3", "3", "3", "3", 3 },
  { "51+52 Tenn", 5, "-", "3", "3", "3", "3", 2 },
})
cmd("Arty/C/P", "Artillery, Cheatham's Division", "artillery", "C/P")
units_of("Arty/C/P", "artillery", "Losses: Arty/C/P", {
  { "Carnes", 4, "-", "2", "2", "2", "2", 2 },
  { "Scogin", 4, "-", "3", "3", "3", "3", 1 },
  { "Scott", 4, "-", "3", "3", "3", "3", 1 },
  { "Smith", 4, rec = GUNS },
  { "Stanford", 4, rec = GUNS },
})
cmd("H/P", "Hindman's Division", "division", "P Corps", "Hindman")
units_of("H/P", "cavalry", "6.9 set-up", { { "Lenoir", 1, rec = ESC, props = { escort = "H/P" } } })
cmd("A/H/P", "Anderson's Brigade", "brigade", "H/P", "Anderson")
units_of("A/H/P", "infantry", "Losses: A/H/P", {
  { "7 Miss", 6, "-", "-", "-", "5 (4)", "4", 2 },
  { "9 Miss", 7, "-", "-", "-", "6 (4)", "5", 2 },
  { "10 Miss", 5, "-", "-", "-", "(4)", "4", 1 },
  { "41 Miss", 10, "-", "-", "-", "8 (5)", "6", 4 },
  { "44 Miss", 5, "-", "-", "-", "4 (3)", "3", 2 },
  { "9 Miss Bn SS", 2, rec = "in the O.R. order of battle, not named by the seed; as the other sharpshooter battalions (2)" },
})
cmd("D/H/P", "Deas' Brigade", "brigade", "H/P", "Deas")
units_of("D/H/P", "infantry", "Losses: D/H/P", {
  { "19 Ala", 9, "-", "-", "-", "7 (5)", "5", 4 },
  { "22 Ala", 7, "-", "-", "-", "5 (4)", "2", 5 },
  { "25 Ala", 6, "-", "-", "-", "5 (4)", "4", 2 },
  { "39 Ala", 6, "-", "-", "-", "5 (4)", "4", 2 },
  { "50 Ala", 10, "-", "-", "-", "9 (7)", "8", 2 },
  { "17 Ala Bn SS", 2, "-", "-", "-", "-", "(1) 2", 0 },
})
cmd("M/H/P", "Manigault's Brigade", "brigade", "H/P", "Manigault")
units_of("M/H/P", "infantry", "Losses: M/H/P", {
  { "24 Ala", 8, "-", "-", "-", "7 (6)", "6", 2 },
  { "28 Ala", 9, "-", "-", "-", "8 (6)", "7", 2 },
  { "34 Ala", 9, "-", "-", "-", "8 (7)", "7", 2 },
  { "10+19 SC", 10, "-", "-", "-", "8 (5)", "5", 5 },
})
cmd("Arty/H/P", "Artillery, Hindman's Division", "artillery", "H/P")
units_of("Arty/H/P", "artillery", "Losses: Arty/H/P", {
  { "Waters", 4, "-", "-", "-", "-", "3", 1 },
  { "Dent", 4, rec = GUNS },
  { "Garrity", 4, rec = GUNS },
})

-- Hill's Corps -----------------------------------------------------------------------------
cmd("H Corps", "Hill's Corps", "corps", "A Tenn", "Hill")
units_of("H Corps", "cavalry", "6.6 set-up", { { "Raum", 1, rec = ESC, props = { escort = "H Corps HQ" } } })
cmd("B/H", "Breckinridge's Division", "division", "H Corps", "Breckinridge")
-- Foules is printed in the W/C/H table but escorts Breckinridge in every set-up (6.5, 6.6, 6.9).
units_of("B/H", "cavalry", "Losses: W/C/H (Foules Cav row)", { { "Foules", 1, "-", "-", "-", "-", "1", 0, props = { escort = "B/H" } } })
cmd("A/B/H", "Adams' Brigade", "brigade", "B/H", "Adams")
units_of("A/B/H", "infantry", "Losses: A/B/H", {
  { "13+20 La", 6, "-", "-", "4 (2)", "4 (2)", "4", 2 },
  { "16+25 La", 6, "-", "-", "4 (2)", "4 (2)", "3", 3 },
  { "19 La", 7, "-", "-", "5 (2)", "5 (2)", "4", 3 },
  { "32 Ala", 6, rec = "mean of A/B/H's printed regiments (6.3)" },
  { "14 La Bn", 3, rec = "a sharpshooter battalion (Austin's), about 150 men" },
})
cmd("H/B/H", "Helm's Brigade", "brigade", "B/H", "Helm")
units_of("H/B/H", "infantry", "Losses: H/B/H", {
  { "41 Ala", 8, "-", "-", "5 (2)", "5 (2)", "5", 3 },
  { "2 Ky", 6, "-", "-", "3 (1)", "3 (2)", "3", 3 },
  { "4 Ky", 5, "-", "-", "4 (3)", "4 (3)", "4", 1 },
  { "9 Ky", 5, "-", "-", "3 (1)", "3 (1)", "3", 2 },
  { "6 Ky", 6, rec = "mean of H/B/H's printed regiments (6)" },
})
cmd("S/B/H", "Stovall's Brigade", "brigade", "B/H", "Stovall")
units_of("S/B/H", "infantry", "Losses: S/B/H", {
  { "1+3 Fla", 6, "-", "-", "4 (2)", "4 (2)", "4", 2 },
  { "4 Fla", 5, "-", "-", "3 (1)", "3 (1)", "3", 2 },
  { "47 Ga", 4, "-", "-", "2 (0)", "2 (1)", "2", 2 },
  { "60 NC", 3, "-", "-", "2 (1)", "2 (1)", "2", 1 },
})
cmd("Arty/B/H", "Artillery, Breckinridge's Division", "artillery", "B/H")
units_of("Arty/B/H", "artillery", "Losses: Arty/B/H", {
  { "Slocumb", 6, "-", "5", "5", "5", "5", 1 },
  { "Cobb", 4, rec = GUNS },
  { "Mebane", 4, rec = GUNS },
})
cmd("C/H", "Cleburne's Division", "division", "H Corps", "Cleburne")
units_of("C/H", "cavalry", "6.5 set-up", { { "Sanders", 1, rec = ESC, props = { escort = "C/H" } } })
cmd("D/C/H", "Deshler's Brigade", "brigade", "C/H", "Deshler")
units_of("D/C/H", "infantry", "Losses: D/C/H", {
  { "9+24 Ark", 5, "-", "-", "3 (1)", "3 (1)", "3", 2 },
  { "6 Texas", 6, "-", "-", "5 (4)", "5 (4)", "5", 1 },
  { "10+15 Texas", 8, "-", "-", "6 (4)", "6 (4)", "6", 2 },
  { "17+18 Texas", 7, "-", "-", "5 (3)", "5 (3)", "5", 2 },
  { "24+25 Texas", 8, "-", "-", "6 (4)", "6 (4)", "6", 2 },
})
cmd("P/C/H", "Polk's Brigade", "brigade", "C/H", "L. Polk")
units_of("P/C/H", "infantry", "Losses: P/C/H", {
  { "1 Ark", 9, "-", "-", "6 (4)", "6 (4)", "5", 4 },
  { "3+5 Conf", 8, "-", "7", "7 (6)", "7", "6", 2 },
  { "2 Tenn", 5, "-", "-", "3 (2)", "3 (2)", "2", 3 },
  { "35 Tenn", 5, "-", "-", "-", "(4)", "-", 4 },
  { "48 Tenn", 3, "-", "-", "2 (1)", "2 (1)", "1", 2 },
})
cmd("W/C/H", "Wood's Brigade", "brigade", "C/H", "S. A. M. Wood")
units_of("W/C/H", "infantry", "Losses: W/C/H", {
  { "16 Ala", 8, "-", "5", "4 (3)", "4", "3", 5 },
  { "33 Ala", 7, "-", "6", "5 (4)", "5", "4", 3 },
  { "45 Ala", 8, "-", "7", "7", "7", "6", 2 },
  { "18 Ala Bn", 3, "-", "-", "2 (1)", "2 (1)", "2", 1 },
  { "32+45 Miss", 8, "-", "7", "5 (3)", "5 (4)", "5", 3 },
  { "15 Miss SS", 3, "-", "-", "2 (1)", "2 (1)", "1", 1 },
})
cmd("Arty/C/H", "Artillery, Cleburne's Division", "artillery", "C/H")
units_of("Arty/C/H", "artillery", "Artillery Unit Listing", {
  { "Calvert", 4, rec = GUNS }, { "Douglas", 4, rec = GUNS }, { "Semples", 4, rec = GUNS },
})

-- Reserve Corps ----------------------------------------------------------------------------
cmd("Res Corps", "Reserve Corps (Walker)", "corps", "A Tenn", "Walker")
units_of("Res Corps", "cavalry", "6.2 reinforcements", { { "Nelson", 1, rec = ESC, props = { escort = "Res Corps HQ" } } })
cmd("G/Res", "Gist's Division (Walker's Division)", "division", "Res Corps", "Gist")
cmd("C/G/Res", "Colquitt's Brigade (Gist's)", "brigade", "G/Res", "Colquitt")
units_of("C/G/Res", "infantry", "Losses: C/G/Res", {
  { "46 Ga", 6, "-", "-", "-", "-", "(5) 4", 2 },
  { "8 Ga Bn", 4, "-", "-", "-", "3 (2)", "2", 2 },
  { "24 SC", 8, "-", "-", "-", "6 (4)", "5", 3 },
  { "16 SC", 6, rec = "mean of C/G/Res's printed regiments (6); optional 3.7d", props = { optional = "3.7d" } },
})
cmd("E/G/Res", "Ector's Brigade", "brigade", "G/Res", "Ector")
units_of("E/G/Res", "infantry", "Losses: E/G/Res", {
  { "Stone", 2, "1", "1", "1", "1", "1", 1, name = "Stone's Alabama Battalion" },
  { "Pound", 2, "1", "1", "1", "1", "1", 1, name = "Pound's Mississippi Battalion" },
  { "29 NC", 4, "2", "2", "2", "2", "2", 2 },
  { "9 Texas", 4, "2", "2", "2", "2", "2", 2 },
  { "10 Texas", 3, "2", "2", "2", "2", "2", 1, name = "10th Texas Cavalry (dismounted)" },
  { "14 Texas", 3, "1", "1", "1", "1", "1", 2, name = "14th Texas Cavalry (dismounted)" },
  { "32 Texas", 4, "2", "2", "2", "2", "2", 2, name = "32nd Texas Cavalry (dismounted)" },
})
cmd("W/G/Res", "Wilson's Brigade", "brigade", "G/Res", "Wilson")
units_of("W/G/Res", "infantry", "Losses: W/G/Res", {
  { "25 Ga", 7, "4", "4", "4", "4 (3)", "4", 3 },
  { "29 Ga", 7, "3", "3", "3", "3", "3", 4 },
  { "30 Ga", 7, "4", "4", "4", "4 (3)", "4", 3 },
  { "1 Ga Bn SS", 2, "1", "1", "1", "1", "1", 1 },
  { "4 La Bn", 3, "2", "2", "2", "2", "2", 1 },
})
cmd("Arty/G/Res", "Artillery, Gist's Division", "artillery", "G/Res")
units_of("Arty/G/Res", "artillery", "Artillery Unit Listing", {
  { "Howell", 4, rec = GUNS },
  { "Ferguson", 4, rec = GUNS .. "; optional 3.7d", props = { optional = "3.7d" } },
})
cmd("L/Res", "Liddell's Division", "division", "Res Corps", "Liddell")
cmd("G/L/Res", "Govan's Brigade", "brigade", "L/Res", "Govan")
units_of("G/L/Res", "infantry", "Losses: G/L/Res", {
  { "2+15 Ark", 5, "4", "4", "4", "3 (2)", "3", 2 },
  { "5+13 Ark", 9, "7", "7", "6 (5)", "6 (5)", "5", 4 },
  { "6+7 Ark", 6, "4", "4", "4", "3 (2)", "3", 3 },
  { "8 Ark", 8, "6", "6", "6 (5)", "5 (3)", "5", 3 },
  { "1 La Reg", 4, "2", "2", "2", "2 (1)", "2", 2 },
})
cmd("W/L/Res", "Walthall's Brigade", "brigade", "L/Res", "Walthall")
units_of("W/L/Res", "infantry", "Losses: W/L/Res", {
  { "24 Miss", 9, "7", "7", "6 (5)", "6 (5)", "6", 3 },
  { "27 Miss", 7, "6", "6", "5 (4)", "5 (4)", "5", 2 },
  { "29 Miss", 7, "4", "4", "4", "3 (2)", "3", 4, after18 = 6 },  -- printed "7 (6)*"
  { "30 Miss", 7, "6", "6", "6", "5 (3)", "5", 2 },
  { "34 Miss", 6, "4", "4", "4", "3 (2)", "3", 3, after18 = 5 },  -- printed "6 (5)*"
})
cmd("Arty/L/Res", "Artillery, Liddell's Division", "artillery", "L/Res")
units_of("Arty/L/Res", "artillery", "Losses: Arty/L/Res", {
  { "Fowler", 4, "3", "3", "3", "3", "3", 1 },
  { "Warren", 4, rec = GUNS },
})

-- Buckner's Corps --------------------------------------------------------------------------
cmd("B Corps", "Buckner's Corps", "corps", "A Tenn", "Buckner")
units_of("B Corps", "cavalry", "6.4 set-up", { { "Clark", 1, rec = ESC, props = { escort = "B Corps HQ" } } })
cmd("W/B Corps", "Williams' Reserve Artillery Battalion", "artillery", "B Corps")
units_of("W/B Corps", "artillery", "Artillery Unit Listing", {
  { "Baxter", 4, rec = GUNS }, { "Darden", 4, rec = GUNS }, { "Kolb", 4, rec = GUNS }, { "McCants", 4, rec = GUNS },
})
cmd("P/B", "Preston's Division", "division", "B Corps", "Preston")
cmd("G/P/B", "Gracie's Brigade", "brigade", "P/B", "Gracie")
units_of("G/P/B", "infantry", "Losses: G/P/B", {
  { "43 Ala", 16, "-", "-", "-", "-", "12", 4 },
  { "1 Ala Bn", 5, "-", "-", "-", "-", "2", 3 },
  { "2 Ala Bn", 5, "-", "-", "-", "-", "3", 2 },
  { "3 Ala Bn", 5, "-", "-", "-", "-", "4", 1 },
  { "4 Ala Bn", 4, "-", "-", "-", "-", "2", 2 },
  { "63 Tenn", 8, "-", "-", "-", "-", "4", 4 },
})
cmd("K/P/B", "Kelly's Brigade", "brigade", "P/B", "Kelly")
units_of("K/P/B", "infantry", "Losses: K/P/B", {
  { "5 Ky", 8, "-", "-", "-", "-", "6", 2 },
  { "58 NC", 6, "-", "-", "-", "-", "3", 3 },
  { "63 Va", 8, "-", "-", "-", "-", "6", 2 },
  { "65 Ga", 7, rec = "mean of K/P/B's printed regiments (7.3)" },
})
cmd("T/P/B", "Trigg's Brigade", "brigade", "P/B", "Trigg")
units_of("T/P/B", "infantry", "Losses: T/P/B", {
  { "1 Fla Cav", 8, "-", "7", "7", "7", "7", 1, name = "1st Florida Cavalry (dismounted)" },
  { "6 Fla", 7, "-", "4", "4", "4", "4", 3 },
  { "7 Fla", 8, "-", "7", "7", "7", "7", 1 },
  { "54 Va", 8, "-", "7", "7", "7", "7", 1 },
})
cmd("Arty/P/B", "Artillery, Preston's Division", "artillery", "P/B")
units_of("Arty/P/B", "artillery", "Losses: Arty/P/B", {
  { "Peeples", 4, "-", "-", "-", "-", "2", 2 },
  { "Jeffress", 4, rec = GUNS },
  { "Wolihin", 4, rec = GUNS },
})
cmd("S/B", "Stewart's Division", "division", "B Corps", "Stewart")
cmd("Ba/S/B", "Bate's Brigade", "brigade", "S/B", "Bate")
units_of("Ba/S/B", "infantry", "Losses: Ba/S/B", {
  { "58 Ala", 6, "-", "5", "5", "5", "3", 3 },
  { "37 Ga", 8, "-", "5", "5", "5", "4", 4 },
  { "4 Ga Bn SS", 2, "-", "1", "1", "1", "1", 1 },
  { "15+37 Tenn", 4, "-", "-", "-", "-", "2", 2 },
  { "20 Tenn", 4, "-", "2", "2", "2", "2", 2 },
})
cmd("Br/S/B", "Brown's Brigade", "brigade", "S/B", "Brown")
units_of("Br/S/B", "infantry", "Losses: Br/S/B", {
  { "18 Tenn", 7, "-", "4", "4", "4", "4", 3 },
  { "26 Tenn", 5, "-", "3", "3", "3", "3", 2 },
  { "32 Tenn", 7, "-", "5", "5", "5", "5", 2 },
  { "45 Tenn", 5, "-", "3", "3", "3", "3", 2 },
  { "23 Tenn Bn", 3, "-", "2", "2", "2", "2", 1 },
})
cmd("C/S/B", "Clayton's Brigade", "brigade", "S/B", "Clayton")
units_of("C/S/B", "infantry", "Losses: C/S/B", {
  { "18 Ala", 10, "-", "6", "6", "6", "4", 6 },
  { "36 Ala", 9, "-", "7", "7", "7", "6", 3 },
  { "38 Ala", 10, "-", "7", "7", "7", "6", 4 },
})
cmd("Arty/S/B", "Artillery, Stewart's Division", "artillery", "S/B")
units_of("Arty/S/B", "artillery", "Artillery Unit Listing", {
  { "Anderson", 4, rec = GUNS }, { "Humphreys", 4, rec = GUNS }, { "Oliver", 4, rec = GUNS },
})

-- First Corps (Army of Northern Virginia) --------------------------------------------------
cmd("1 Corps", "First Corps (Longstreet's; Hood until Longstreet arrives)", "corps", "A Tenn", "Longstreet")
units_of("1 Corps", "cavalry", "6.4 set-up; 6.6 set-up", {
  { "E+C 1 La Cav", 2, rec = "two companies escort, about 100 men", props = { escort = "1 Corps HQ" } },
  { "A 1 La Cav", 1, rec = ESC, props = { escort = "Left Wing HQ" } },
})
cmd("L/1", "Law's Division (Hood's)", "division", "1 Corps", "Law")
cmd("S/L/1", "Sheffield's Brigade (Law's)", "brigade", "L/1", "Sheffield")
units_of("S/L/1", "infantry", "Losses: S/L/1", {
  { "4 Ala", 5, "-", "4", "4", "4 (3)", "4", 1 },
  { "15 Ala", 7, "-", "6", "6", "5 (4)", "5", 2 },
  { "44 Ala", 6, "-", "5", "5", "4 (3)", "4", 2 },
  { "47 Ala", 6, "-", "5", "5", "5 (4)", "5", 1 },
  { "48 Ala", 5, "-", "4", "4", "3 (2)", "3", 2 },
})
cmd("R/L/1", "Robertson's Brigade", "brigade", "L/1", "Robertson")
units_of("R/L/1", "infantry", "Losses: R/L/1", {
  { "3 Ark", 6, "-", "5", "5", "5", "5", 1 },
  { "1 Texas", 7, "-", "5", "5", "4 (3)", "4", 3 },
  { "4 Texas", 6, "-", "5", "5", "4 (3)", "4", 2 },
  { "5 Texas", 5, "-", "4", "4", "3 (2)", "3", 2 },
})
cmd("B/L/1", "Benning's Brigade", "brigade", "L/1", "Benning")
units_of("B/L/1", "infantry", "Losses: B/L/1", {
  { "2 Ga", 4, "-", "3", "3", "3", "2", 2 },
  { "15 Ga", 4, "-", "2", "2", "2", "1", 3 },
  { "17 Ga", 5, "-", "4", "4", "4", "3", 2 },
  { "20 Ga", 5, "-", "2", "2", "2", "2", 3 },
})
cmd("M/1", "McLaws' Division (Kershaw commanding)", "division", "1 Corps", "Kershaw")
cmd("K/M/1", "Kershaw's Brigade", "brigade", "M/1", "Kershaw")
units_of("K/M/1", "infantry", "Losses: K/M/1", {
  { "2 SC", 6, "-", "-", "-", "-", "4", 2 },
  { "3 SC", 7, "-", "-", "-", "-", "4", 3 },
  { "7 SC", 6, "-", "-", "-", "-", "4", 2 },
  { "8 SC", 5, "-", "-", "-", "-", "4", 1 },
  { "15 SC", 5, "-", "-", "-", "-", "3", 2 },
  { "3 SC Bn", 3, "-", "-", "-", "-", "2", 1 },
})
cmd("H/M/1", "Humphreys' Brigade", "brigade", "M/1", "Humphreys")
units_of("H/M/1", "infantry", "Losses: H/M/1", {
  { "17 Miss", 6, "-", "-", "-", "-", "4", 2 },
  { "21 Miss", 7, "-", "-", "-", "-", "6", 1 },
  { "13 Miss", 7, rec = "mean of H/M/1's printed regiments (6.5)" },
  { "18 Miss", 7, rec = "mean of H/M/1's printed regiments (6.5)" },
})
cmd("JPD/1", "Johnson's Provisional Division", "division", "1 Corps", "B. R. Johnson")
cmd("F/JPD/1", "Fulton's Brigade (Johnson's)", "brigade", "JPD/1", "Fulton")
units_of("F/JPD/1", "infantry", "Losses: F/JPD/1", {
  { "17 Tenn", 5, "-", "3", "3", "3", "2", 3 },
  { "23 Tenn", 4, "-", "3", "3", "3", "2", 2 },
  { "25 Tenn", 3, "-", "2", "2", "2", "2", 1 },
  { "44 Tenn", 6, "-", "5", "5", "5", "4", 2 },
  -- Designer's notes, "Lumsden and York Batteries": York has a strength of 3.
  { "York", 3, type = "artillery", props = { src_note = "Designer's notes: Lumsden and York Batteries" } },
})
cmd("G/JPD/1", "Gregg's Brigade", "brigade", "JPD/1", "Gregg")
units_of("G/JPD/1", "infantry", "Losses: G/JPD/1", {
  { "3 Tenn", 5, "-", "3", "3", "3", "2", 3 },
  { "10 Tenn", 4, "-", "3", "3", "3", "2", 2 },
  { "30 Tenn", 4, "-", "2", "2", "2", "2", 2 },
  { "41 Tenn", 6, "-", "3", "3", "3", "3", 3 },
  { "50 Tenn", 2, "-", "1", "1", "1", "1", 1 },
  { "1 Tenn Bn", 2, "-", "1", "1", "1", "1", 1 },
  { "7 Texas", 4, "-", "2", "2", "2", "2", 2 },
  { "Bledsoe", 4, type = "artillery", rec = GUNS },
})
cmd("M/JPD/1", "McNair's Brigade", "brigade", "JPD/1", "McNair")
units_of("M/JPD/1", "infantry", "Losses: M/JPD/1", {
  { "1 Ark MR", 5, "-", "4", "4", "4", "3", 2, name = "1st Arkansas Mounted Rifles (dismounted)" },
  { "2 Ark MR", 3, "-", "-", "-", "-", "2", 1, name = "2nd Arkansas Mounted Rifles (dismounted)" },
  { "25 Ark", 3, "-", "2", "2", "2", "2", 1 },
  { "4+31+4 Ark Bn", 8, "-", "7", "7", "7", "6", 2, name = "4th and 31st Arkansas and 4th Arkansas Battalion (\"4-31-4 Bn\")" },
  { "39 NC", 5, "-", "4", "4", "4", "3", 2 },
  { "Culpepper", 4, type = "artillery", rec = GUNS },
})
cmd("R/1 Corps", "Robertson's Reserve Artillery Battalion", "artillery", "1 Corps")
units_of("R/1 Corps", "artillery", "Losses: R Arty", {
  { "Havis", 3, "-", "-", "-", "-", "2", 1 },
  -- Designer's notes: Lumsden augmented to 5 guns (one of York's).
  { "Lumsden", 5, "-", "3", "3", "3", "3", 2 },
  { "Barret", 4, rec = GUNS },
  { "Le Gardeur", 4, rec = GUNS },
  { "Massenberg", 4, rec = GUNS },
})
-- 3.7a optional: Alexander and the six artillery units of A/1 Corps.
cmd("A/1 Corps", "Alexander's Artillery Battalion", "artillery", "1 Corps", "Alexander", { optional = "3.7a" })
units_of("A/1 Corps", "artillery", "3.7a; Artillery Unit Listing", {
  { "Fickling", 4, rec = GUNS .. "; optional 3.7a", props = { optional = "3.7a" } },
  { "Jordan", 4, rec = GUNS .. "; optional 3.7a", props = { optional = "3.7a" } },
  { "Moody", 4, rec = GUNS .. "; optional 3.7a", props = { optional = "3.7a" } },
  { "Parker", 4, rec = GUNS .. "; optional 3.7a", props = { optional = "3.7a" } },
  { "Taylor", 4, rec = GUNS .. "; optional 3.7a", props = { optional = "3.7a" } },
  { "Woolfolk", 4, name = "Woodfolk (Woolfolk)", rec = GUNS .. "; optional 3.7a", props = { optional = "3.7a" } },
})

-- Forrest's Cavalry Corps ------------------------------------------------------------------
cmd("F Cav", "Forrest's Cavalry Corps", "corps", "A Tenn", "Forrest")
units_of("F Cav", "cavalry", "Losses: F Cav Corps", {
  { "Jackson", 2, "1", "1", "1", "1", "1", 1, after18 = 1, name = "Jackson's escort company", props = { escort = "F Cav HQ" } },  -- printed "2 (1)*"
})
cmd("A/F Cav", "Armstrong's Division", "division", "F Cav", "Armstrong")
units_of("A/F Cav", "cavalry", "6.2 set-up", { { "Bradley", 1, name = "Bradley's Company (Co. A, 1st C.S. Regular Cavalry)", rec = ESC, props = { escort = "A/F Cav" } } })
cmd("D/A/F Cav", "Dibrell's Brigade", "brigade", "A/F Cav", "Dibrell")
units_of("D/A/F Cav", "cavalry", "Losses: D/A/F Cav", {
  { "4 Tenn", 7, "6", "6", "6", "6", "6", 1 },
  { "8 Tenn", 8, "6", "6", "6", "6", "6", 2 },
  { "9 Tenn", 6, "5", "5", "5", "5", "5", 1 },
  { "10 Tenn", 7, "6", "6", "6", "6", "6", 1 },
  { "11 Tenn", 6, "5", "5", "5", "5", "5", 1 },
  { "Shaw", 4, "3", "3", "3", "3", "3", 1 },
})
cmd("W/A/F Cav", "Wheeler's Brigade (J. T. Wheeler)", "brigade", "A/F Cav", "J. T. Wheeler")
units_of("W/A/F Cav", "cavalry", "names from the O.R.", {
  { "3 Ark", 6, rec = "mean of Dibrell's printed regiments (6.3)" },
  { "2 Ky", 6, rec = "mean of Dibrell's printed regiments (6.3)" },
  { "6 Tenn", 6, rec = "mean of Dibrell's printed regiments (6.3)" },
  { "18 Tenn Bn", 4, rec = "a battalion, as Shaw's (printed 4)" },
})
cmd("Arty/A/F Cav", "Artillery, Armstrong's Division", "artillery", "A/F Cav")
units_of("Arty/A/F Cav", "artillery", "Artillery Unit Listing", {
  { "Morton", 4, rec = GUNS }, { "Huggins", 4, rec = GUNS },
})
cmd("P/F Cav", "Pegram's Division", "division", "F Cav", "Pegram")
cmd("D/P/F Cav", "Davidson's Brigade", "brigade", "P/F Cav", "Davidson")
units_of("D/P/F Cav", "cavalry", "Losses: D/P/F Cav", {
  { "1 Ga", 6, "5", "5", "5", "5", "5", 1 },
  { "6 Ga", 6, "4", "4", "4", "4", "4", 2 },
  { "6 NC", 8, "6", "6", "6", "6", "6", 2 },
  { "Rucker", 7, "6", "6", "6", "6", "6", 1, name = "Rucker's Legion" },
  -- Designer's notes: Huwald's battery, four mountain howitzers.
  { "Huwald", 4, type = "artillery", name = "Huwald's Battery (Hulwald)" },
})
-- 3.7f Scott's brigade is optional except Martin's detachment and the 10th Confederate, which
-- act as part of D/P/F Cav whenever in play (designer's notes).
cmd("S/P/F Cav", "Scott's Brigade", "brigade", "P/F Cav", "Scott")
units_of("S/P/F Cav", "cavalry", "Losses: S/P/F Cav", {
  { "10 Conf", 5, "4", "4", "4", "4", "4", 1, name = "10th Confederate Cavalry" },
  { "Martin", 8, "7", "7", "7", "7", "7", 1, after18 = 7, name = "Martin's Kentucky Detachment" },  -- printed "8 (7)*"
  { "2 Tenn", 6, "-", "5", "5", "5", "5", 1, props = { optional = "3.7f" } },
  { "1 La", 6, rec = "mean of Scott's printed regiments (6.3); optional 3.7f", props = { optional = "3.7f" } },
  { "5 Tenn", 6, rec = "mean of Scott's printed regiments (6.3); optional 3.7f", props = { optional = "3.7f" } },
  { "12 Tenn Bn", 4, rec = "a battalion, as Shaw's (printed 4); optional 3.7f", props = { optional = "3.7f" } },
  { "16 Tenn Bn", 4, rec = "a battalion, as Shaw's (printed 4); optional 3.7f", props = { optional = "3.7f" } },
  { "Robinson", 4, type = "artillery", rec = GUNS .. "; optional 3.7f", props = { optional = "3.7f" } },
})

-- Wheeler's Cavalry Corps ------------------------------------------------------------------
cmd("W Cav", "Wheeler's Cavalry Corps", "corps", "A Tenn", "Wheeler")
cmd("W/W Cav", "Wharton's Division", "division", "W Cav", "Wharton")
cmd("C/W/W Cav", "Crews' Brigade", "brigade", "W/W Cav", "Crews")
units_of("C/W/W Cav", "cavalry", "Losses: C/W/W Cav", {
  { "Malone", 6, "-", "-", "-", "-", "5", 1, name = "Malone's Alabama Regiment" },
  { "2 Ga", 5, "-", "-", "-", "-", "4", 1 },
  { "3 Ga", 6, rec = "mean of Wheeler's corps' printed regiments (6)" },
  { "4 Ga", 6, rec = "mean of Wheeler's corps' printed regiments (6)" },
})
cmd("H/W/W Cav", "Harrison's Brigade", "brigade", "W/W Cav", "T. Harrison")
units_of("H/W/W Cav", "cavalry", "names from the O.R. and the designer's notes (twin 4th Tennessee)", {
  { "3 Conf", 6, rec = "mean of Wheeler's corps' printed regiments (6)" },
  { "1 Ky", 6, rec = "mean of Wheeler's corps' printed regiments (6)" },
  { "4 Tenn", 6, name = "4th (8th, Smith's) Tennessee Cavalry", rec = "mean of Wheeler's corps' printed regiments (6)" },
  { "11 Texas", 6, rec = "mean of Wheeler's corps' printed regiments (6)" },
})
cmd("Arty/W/W Cav", "Artillery, Wharton's Division", "artillery", "W/W Cav")
units_of("Arty/W/W Cav", "artillery", "Artillery Unit Listing", { { "White", 4, rec = GUNS } })
cmd("M/W Cav", "Martin's Division", "division", "W Cav", "W. T. Martin")
cmd("M/M/W Cav", "Morgan's Brigade (J. T. Morgan)", "brigade", "M/W Cav", "J. T. Morgan")
units_of("M/M/W Cav", "cavalry", "Losses: M/M/W Cav", {
  { "1 Ala", 6, "-", "-", "-", "5", "5", 1 },
  { "8 Conf", 7, "-", "-", "-", "-", "6", 1 },
  { "3 Ala", 7, rec = "mean of M/M/W Cav's printed regiments (6.5)" },
  { "51 Ala", 7, rec = "mean of M/M/W Cav's printed regiments (6.5)" },
})
cmd("R/M/W Cav", "Russell's Brigade", "brigade", "M/W Cav", "Russell")
units_of("R/M/W Cav", "cavalry", "Losses: R/M/W Cav", {
  { "4 Ala", 6, "-", "-", "-", "-", "5", 1, name = "4th (Russell's) Alabama Cavalry" },
  { "1 Conf", 6, rec = "as 4 Ala (printed 6), the brigade's other regiment" },
})
cmd("Arty/M/W Cav", "Artillery, Martin's Division", "artillery", "M/W Cav")
units_of("Arty/M/W Cav", "artillery", "Artillery Unit Listing", { { "Wiggins", 4, rec = GUNS } })
-- Batteries of the optional Morgan's division (3.7g) and Roddey's brigade (3.7h).
cmd("Mo/W Cav", "Morgan's Division (optional)", "division", "W Cav", "J. H. Morgan", { optional = "3.7g" })
units_of("Mo/W Cav", "artillery", "Artillery Unit Listing", { { "Byrne", 4, rec = GUNS .. "; optional 3.7g", props = { optional = "3.7g" } } })
cmd("R/W Cav", "Roddey's Brigade (optional)", "brigade", "W Cav", nil, { optional = "3.7h" })
units_of("R/W Cav", "artillery", "Artillery Unit Listing", { { "Ferrell", 4, rec = GUNS .. "; optional 3.7h", props = { optional = "3.7h" } } })

-- HQs and supply ---------------------------------------------------------------------------
for _, c in ipairs({
  { "A Tenn", "Army of Tennessee", true }, { "P Corps", "Polk's Corps", true }, { "H Corps", "Hill's Corps", true },
  { "Res Corps", "Reserve Corps", true }, { "B Corps", "Buckner's Corps", true }, { "1 Corps", "First Corps", false },
  { "F Cav", "Forrest's Cavalry Corps", false }, { "W Cav", "Wheeler's Cavalry Corps", false },
  { "Right Wing", "Right Wing", false }, { "Left Wing", "Left Wing", false },
}) do
  unit{ key = c[1] .. " HQ", name = c[2] .. " HQ", type = "hq", parent = c[1], full = 1, src = "scenario set-ups" }
  if c[3] then
    unit{ key = c[1] .. " Supply", name = c[2] .. " supply", type = "supply", parent = c[1], full = 1, src = "scenario set-ups" }
  end
end

-- Leaders: Army of Tennessee seniority list, 3.2 anti-initiative modifiers. ----------------
local seniority = 0
local function L(key, name, command, rank, extra)
  seniority = seniority + 1
  extra = extra or {}
  extra.seniority = seniority
  extra.src = extra.src or "Officer Seniority Lists"
  leader(key, name, command, rank, extra)
end
-- The list opens with Lee and Johnston (senior to Bragg), in play only by 3.7c.
L("Lee", "General Robert E. Lee", "A Tenn", "Gen.", { optional = "3.7c", rating = 4 })
L("J. E. Johnston", "General Joseph E. Johnston", "A Tenn", "Gen.", { optional = "3.7c", rating = 2 })
L("Bragg", "General Braxton Bragg", "A Tenn", "Gen.")
L("Longstreet", "LTG James Longstreet", "1 Corps", "LTG")
L("Hood", "MG John B. Hood", "1 Corps", "MG", { note = "commands 1 Corps until Longstreet takes wing command (3.3); without wings he returns to L/1" })
L("Law", "BG Evander M. Law", "L/1", "BG")
L("Jenkins", "BG Micah Jenkins", "L/1", "BG", { optional = "3.7a" })
L("Robertson", "BG Jerome B. Robertson", "R/L/1", "BG")
L("G. T. Anderson", "BG George T. Anderson", "L/1", "BG", { optional = "3.7a" })
L("Benning", "BG Henry L. Benning", "B/L/1", "BG")
L("McLaws", "MG Lafayette McLaws", "M/1", "MG", { optional = "3.7a", note = "not on the field; Kershaw commands M/1" })
L("Kershaw", "BG Joseph B. Kershaw", "M/1", "BG")
L("Wofford", "BG William T. Wofford", "M/1", "BG", { optional = "3.7a" })
L("Humphreys", "BG Benjamin G. Humphreys", "H/M/1", "BG")
L("Bryan", "BG Goode Bryan", "M/1", "BG", { optional = "3.7a" })
L("B. R. Johnson", "BG Bushrod R. Johnson", "JPD/1", "BG")
L("Gregg", "BG John Gregg", "G/JPD/1", "BG")
L("McNair", "BG Evander McNair", "M/JPD/1", "BG")
L("Hardee", "LTG William J. Hardee", "A Tenn", "LTG", { optional = "3.7b", anti_initiative = -1 })
L("Polk", "LTG Leonidas Polk", "P Corps", "LTG", { anti_initiative = -1 })
L("Cheatham", "MG Benjamin F. Cheatham", "C/P", "MG", { anti_initiative = -1 })
L("J. K. Jackson", "BG John K. Jackson", "J/C/P", "BG")
L("Maney", "BG George Maney", "M/C/P", "BG")
L("P. Smith", "BG Preston Smith", "Sm/C/P", "BG")
L("Wright", "BG Marcus J. Wright", "W/C/P", "BG")
L("Strahl", "BG Otho F. Strahl", "St/C/P", "BG")
L("Hindman", "MG Thomas C. Hindman", "H/P", "MG", { anti_initiative = -1 })
L("Anderson", "BG James Patton Anderson", "A/H/P", "BG")
L("Deas", "BG Zachariah C. Deas", "D/H/P", "BG")
L("Manigault", "BG Arthur M. Manigault", "M/H/P", "BG")
L("Hill", "LTG Daniel H. Hill", "H Corps", "LTG", { anti_initiative = -2 })
L("Breckinridge", "MG John C. Breckinridge", "B/H", "MG", { anti_initiative = -3 })
L("Helm", "BG Benjamin H. Helm", "H/B/H", "BG")
L("Adams", "BG Daniel W. Adams", "A/B/H", "BG")
L("Stovall", "BG Marcellus A. Stovall", "S/B/H", "BG")
L("Cleburne", "MG Patrick R. Cleburne", "C/H", "MG", { note = "rated 4 (designer's notes)" })
-- keyed "S. A. M. Wood": the Union 1/21 leader holds "Wood" (unit keys are unique in a game)
L("S. A. M. Wood", "BG S. A. M. Wood", "W/C/H", "BG")
L("L. Polk", "BG Lucius E. Polk", "P/C/H", "BG")
L("Deshler", "BG James Deshler", "D/C/H", "BG")
L("Buckner", "MG Simon B. Buckner", "B Corps", "MG", { anti_initiative = -1 })
L("S. Jones", "MG Samuel Jones", "B Corps", "MG", { optional = "3.7j" })
L("Echols", "BG John Echols", "B Corps", "BG", { optional = "3.7j" })
L("Corse", "BG Montgomery D. Corse", "B Corps", "BG", { optional = "3.7j" })
L("J. Wharton", "Col. John Wharton", "B Corps", "Col.", { optional = "3.7j" })
L("McCausland", "Col. John McCausland", "B Corps", "Col.", { optional = "3.7j" })
L("Stewart", "MG Alexander P. Stewart", "S/B", "MG")
L("Bate", "BG William B. Bate", "Ba/S/B", "BG")
L("Brown", "BG John C. Brown", "Br/S/B", "BG")
L("Clayton", "BG Henry D. Clayton", "C/S/B", "BG")
L("Preston", "BG William Preston", "P/B", "BG")
L("Gracie", "BG Archibald Gracie", "G/P/B", "BG")
L("Trigg", "Col. Robert C. Trigg", "T/P/B", "Col.")
L("Kelly", "Col. John H. Kelly", "K/P/B", "Col.")
L("Walker", "MG William H. T. Walker", "Res Corps", "MG", { anti_initiative = -1 })
L("Gist", "BG States Rights Gist", "G/Res", "BG", { note = "arrives with C/G/Res on the 20th; Ector commands G/Res until then" })
L("Ector", "BG Mathew D. Ector", "E/G/Res", "BG")
L("Wilson", "Col. Claudius C. Wilson", "W/G/Res", "Col.")
L("Colquitt", "Col. Peyton Colquitt", "C/G/Res", "Col.")
L("Liddell", "BG St. John R. Liddell", "L/Res", "BG")
L("Walthall", "BG Edward C. Walthall", "W/L/Res", "BG")
L("Govan", "Col. Daniel C. Govan", "G/L/Res", "Col.")
L("Wheeler", "MG Joseph Wheeler", "W Cav", "MG", { anti_initiative = -1 })
L("Wharton", "BG John A. Wharton", "W/W Cav", "BG")
L("Crews", "Col. C. C. Crews", "C/W/W Cav", "Col.")
L("T. Harrison", "Col. Thomas Harrison", "H/W/W Cav", "Col.")
L("W. T. Martin", "BG William T. Martin", "M/W Cav", "BG")
L("J. T. Morgan", "Col. John T. Morgan", "M/M/W Cav", "Col.")
L("Russell", "Col. A. A. Russell", "R/M/W Cav", "Col.")
L("J. H. Morgan", "BG John H. Morgan", "Mo/W Cav", "BG", { optional = "3.7g" })
L("Duke", "Col. Basil Duke", "Mo/W Cav", "Col.", { optional = "3.7g" })
L("Cluke", "Col. R. S. Cluke", "Mo/W Cav", "Col.", { optional = "3.7g" })
L("Forrest", "BG Nathan B. Forrest", "F Cav", "BG", { anti_initiative = -2 })
L("Pegram", "BG John Pegram", "P/F Cav", "BG")
L("Davidson", "BG H. B. Davidson", "D/P/F Cav", "BG")
L("Scott", "Col. John S. Scott", "S/P/F Cav", "Col.", { optional = "3.7f" })
L("Armstrong", "BG Frank C. Armstrong", "A/F Cav", "BG")
L("Dibrell", "Col. George C. Dibrell", "D/A/F Cav", "Col.")
L("J. T. Wheeler", "Col. James T. Wheeler", "W/A/F Cav", "Col.")
L("Sheffield", "Col. James L. Sheffield", "S/L/1", "Col.", { src = "3.3, 6.4 set-up" })
L("Fulton", "Col. John S. Fulton", "F/JPD/1", "Col.", { src = "6.4 set-up" })
L("Alexander", "Col. E. Porter Alexander", "A/1 Corps", "Col.", { optional = "3.7a", src = "3.7a" })

-- 3.3f Historical wing structure (data for the rules session).
b.wings = {
  ["Right Wing"] = { commander = "Polk", commands = { "C/P", "H Corps", "C/H", "B/H", "Res Corps", "G/Res", "L/Res" } },
  ["Left Wing"] = { commander = "Longstreet", commands = { "H/P", "S/B", "P/B", "L/1", "M/1", "JPD/1", "B Corps", "1 Corps" }, leaders = { "Buckner", "Hood" } },
}

return b
