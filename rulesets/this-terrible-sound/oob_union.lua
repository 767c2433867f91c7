-- The Union order of battle of This Terrible Sound: the Army of the Cumberland, 18-20
-- September 1863, by regiments and batteries (see oob.lua for the format).
--
-- Sources, in order: the seed's "Losses and Scenario Starting Strengths" tables (a row
-- comment "-- Losses: <brigade>" marks the printed Full strength and the row as printed), its
-- scenario set-ups (names), its "Artillery Unit Listing", its "Officer Seniority Lists" and its
-- rules (2.x). Regiments the seed never names, and every full strength the seed does not
-- print, are reconstructed from the historical order of battle (O.R. ser. I vol. 30) and
-- marked `rec = "..."` with the basis; README.md lists them. Strength points: 1 SP = 50 men,
-- 1 gun for artillery. Optional units (2.7 variants) carry props.optional = "<rule>".
-- Not included yet: the optional 11th, 12th, 15th and 17th Corps (2.7h, 2.7i), the optional
-- Reserve Corps brigades 3/1/Res, 1/2/Res, 3/2/Res and 3/Res (2.7c) and the Pioneer Brigade
-- (2.7e): the seed names none of their regiments.

local oob = require("oob")
local b = oob.builder("union")
local cmd, leader, units_of, unit = b.cmd, b.leader, b.units_of, b.unit

-- Column order of a loss-table row after the name and Full strength:
--   Sept 19 am, Sept 19 pm, Sept 20 am, Sept 20, Sept 20 pm, Total Losses.

-- Army ------------------------------------------------------------------------------------
cmd("A Cumb", "Army of the Cumberland", "army", nil, "Rosecrans")
-- 4.2 HQ guards and provosts of the army HQ (6.4, 6.10 set-ups name them).
units_of("A Cumb", "infantry", "6.4 set-up", {
  { "15 Penn Cav", 4, type = "cavalry", rec = "part of the regiment served as Rosecrans' escort; about 200 men", props = { escort = "A Cumb HQ" } },
  { "1 Bn Ohio SS", 2, rec = "a battalion of two to three companies of sharpshooters, about 100 men", props = { escort = "A Cumb HQ" } },
  { "10 Ohio", 8, rec = "a regiment on provost duty; Union infantry mean of the seed's printed strengths (about 7) rounded up", props = { escort = "A Cumb HQ" } },
})

-- 14th Corps -------------------------------------------------------------------------------
cmd("14 Corps", "14th Army Corps", "corps", "A Cumb", "Thomas")
units_of("14 Corps", "infantry", "6.4 set-up", {
  { "9 Mich", 8, rec = "a regiment on provost duty at the corps HQ; Union infantry mean rounded up", props = { escort = "14 Corps HQ" } },
  { "L 1 Ohio Cav", 1, type = "cavalry", rec = "one company escort, about 50 men", props = { escort = "14 Corps HQ" } },
})

cmd("1/14", "1st Division (Baird)", "division", "14 Corps", "Baird")
cmd("1/1/14", "1st Brigade (Scribner)", "brigade", "1/14", "Scribner")
units_of("1/1/14", "infantry", "Losses: 1/1/14", {
  { "38 Ind", 7, "6 (5)", "6", "5 (4)", "5", "5", 2 },
  { "2 Ohio", 8, "5 (2)", "5", "4 (2)", "4", "4", 4 },
  { "33 Ohio", 8, "6 (4)", "6", "5 (4)", "5", "5", 3 },
  { "94 Ohio", 6, "5 (4)", "5", "5", "4", "4", 1 },
  { "10 Wis", 6, "4 (2)", "4", "4", "4", "4", 2 },
})
cmd("2/1/14", "2nd Brigade (Starkweather)", "brigade", "1/14", "Starkweather")
units_of("2/1/14", "infantry", "Losses: 2/1/14", {
  { "24 Ill", 7, "5 (4)", "5", "5", "5", "4", 3 },
  { "79 Penn", 8, "6 (4)", "6", "6", "6", "5", 3 },
  { "1 Wis", 8, "6 (4)", "6", "6", "6", "4", 4 },
  { "21 Wis", 7, "6 (5)", "6", "6", "6", "5", 2 },
})
cmd("3/1/14", "3rd Brigade (J. King, U.S. Regulars)", "brigade", "1/14", "J. King")
units_of("3/1/14", "infantry", "Losses: 3/1/14", {
  { "1/15 US", 6, "3 (1)", "3", "3", "3", "3", 3 },
  { "1/16 US", 6, "2 (0)", "2", "2", "2", "2", 4 },
  { "1/18 US", 6, "4 (2)", "4", "4", "4", "3", 3 },
  { "2/18 US", 6, "4 (2)", "4", "4", "4", "3", 3 },
  { "1/19 US", 4, "2 (0)", "2", "2", "2", "1", 3 },
})
cmd("Arty/1/14", "Artillery, 1st Division", "artillery", "1/14")
units_of("Arty/1/14", "artillery", "Losses: Arty/1/14", {
  { "A 1 Mich", 6, "1", "1", "1", "1", "1", 5 },
  { "4 Ind Lt", 6, "4", "4", "4", "4", "2", 4 },
  { "H 5 US", 6, "2", "2", "2", "2", "2", 4 },
})

cmd("2/14", "2nd Division (Negley)", "division", "14 Corps", "Negley")
cmd("1/2/14", "1st Brigade (J. Beatty)", "brigade", "2/14", "J. Beatty")
units_of("1/2/14", "infantry", "Losses: 1/2/14", {
  { "104 Ill", 6, "-", "-", "-", "5 (4)", "5", 1 },
  { "42 Ind", 7, "-", "-", "-", "5 (3)", "5", 2 },
  { "88 Ind", 5, "-", "-", "-", "4 (3)", "4", 1 },
  { "15 Ky", 6, "-", "-", "-", "5 (4)", "5", 1 },
  { "3 Ohio", 6, rec = "mean of 1/2/14's printed regiments (6); optional 2.7d", props = { optional = "2.7d" } },
})
cmd("2/2/14", "2nd Brigade (Stanley)", "brigade", "2/14", "Stanley")
units_of("2/2/14", "infantry", "Losses: 2/2/14", {
  { "19 Ill", 5, "-", "-", "-", "-", "4", 1 },
  { "11 Mich", 7, "-", "-", "-", "-", "6", 1 },
  { "18 Ohio", 7, "-", "-", "-", "-", "5", 2 },
})
cmd("3/2/14", "3rd Brigade (Sirwell)", "brigade", "2/14", "Sirwell")
units_of("3/2/14", "infantry", "Losses: 3/2/14", {
  { "21 Ohio", 11, "-", "-", "-", "-", "6", 5 },
  { "37 Ind", 7, rec = "mean of the 2/14 division's printed regiments (6.75)" },
  { "74 Ohio", 7, rec = "mean of the 2/14 division's printed regiments (6.75)" },
  { "78 Penn", 7, rec = "mean of the 2/14 division's printed regiments (6.75)" },
})
cmd("Arty/2/14", "Artillery, 2nd Division", "artillery", "2/14")
units_of("Arty/2/14", "artillery", "Losses: Arty/2/14", {
  { "Bridges", 6, "-", "-", "-", "2", "2", 4 },
  { "G 1 Ohio", 6, rec = "Union batteries were mostly six guns (the seed prints 6 for all but H 4 US and the 18 Ind sections)" },
  { "M 1 Ohio", 6, rec = "Union six-gun default" },
})

cmd("3/14", "3rd Division (Brannan)", "division", "14 Corps", "Brannan")
cmd("1/3/14", "1st Brigade (Connell)", "brigade", "3/14", "Connell")
units_of("1/3/14", "infantry", "Losses: 1/3/14", {
  { "82 Ind", 6, "-", "-", "-", "-", "4", 2 },
  { "17 Ohio", 10, "9 (8)", "9", "9", "9 (8)", "7", 3 },
  { "31 Ohio", 10, "9", "9", "9", "9 (8)", "6", 4 },
  { "38 Ohio", 9, rec = "mean of 1/3/14's printed regiments (8.7); optional 2.7d", props = { optional = "2.7d" } },
})
cmd("2/3/14", "2nd Brigade (Croxton)", "brigade", "3/14", "Croxton")
units_of("2/3/14", "infantry", "Losses: 2/3/14", {
  { "10 Ind", 7, "4 (3)", "4", "4", "4", "4", 3 },
  { "74 Ind", 8, "5 (3)", "5", "5", "5", "5", 3 },
  { "4 Ky", 11, "9 (8)", "9", "9", "9 (8)", "7", 4 },
  { "10 Ky", 7, "5 (4)", "5", "5", "5", "4", 3 },
  { "14 Ohio", 9, "5 (3)", "5", "5", "5", "4", 5 },
})
cmd("3/3/14", "3rd Brigade (Van Derveer)", "brigade", "3/14", "Van Derveer")
units_of("3/3/14", "infantry", "Losses: 3/3/14", {
  { "87 Ind", 8, "6 (5)", "6", "6", "6", "4", 4 },
  { "2 Minn", 8, "7", "7", "6", "6", "5", 3 },
  { "9 Ohio", 10, "7 (6)", "7", "7", "7", "5", 5 },
  { "35 Ohio", 6, "5", "4", "4", "4", "2", 4 },
})
cmd("Arty/3/14", "Artillery, 3rd Division", "artillery", "3/14")
units_of("Arty/3/14", "artillery", "Losses: Arty/3/14", {
  { "D 1 Mich", 6, "-", "-", "-", "-", "1", 5 },
  { "C 1 Ohio", 6, "-", "-", "-", "-", "5", 1 },
  { "I 4 US", 6, rec = "Union six-gun default" },
})

cmd("4/14", "4th Division (Reynolds)", "division", "14 Corps", "Reynolds")
cmd("2/4/14", "2nd Brigade (E. King)", "brigade", "4/14", "E. King")
units_of("2/4/14", "infantry", "Losses: 2/4/14", {
  { "68 Ind", 7, "-", "5", "5", "5", "4", 3 },
  { "75 Ind", 7, "-", "5", "5", "5", "4", 3 },
  { "101 Ind", 8, "-", "7", "7", "7", "6", 2 },
  { "105 Ohio", 7, "-", "6", "6", "6", "6", 1 },
  { "80 Ill", 7, rec = "mean of 2/4/14's printed regiments (7.25); optional 2.7d", props = { optional = "2.7d" } },
})
cmd("3/4/14", "3rd Brigade (Turchin)", "brigade", "4/14", "Turchin")
units_of("3/4/14", "infantry", "Losses: 3/4/14", {
  { "18 Ky", 5, "-", "4", "4", "4", "3", 2 },
  { "11 Ohio", 9, "-", "-", "-", "-", "8", 1 },
  { "36 Ohio", 8, "-", "7", "7", "7", "6", 2 },
  { "92 Ohio", 8, "-", "7", "7", "7", "6", 2 },
})
cmd("Arty/4/14", "Artillery, 4th Division", "artillery", "4/14")
units_of("Arty/4/14", "artillery", "Losses: Arty/4/14", {
  { "19 Ind Lt", 6, "-", "-", "-", "-", "4", 2 },
  { "21 Ind Lt", 6, "-", "-", "-", "-", "5", 1 },
})

-- 2.4 Wilder's Brigade (1/4/14, mounted infantry): under the army commander or attached to a corps.
cmd("Wilder", "Wilder's Brigade (Lightning Brigade, mounted infantry)", "brigade", "A Cumb", "Wilder")
units_of("Wilder", "mounted_infantry", "Losses: Wilder", {
  { "92 Ill", 8, "-", "-", "-", "7", "7", 1 },
  { "98 Ill", 8, "7", "7", "7", "7", "7", 1, after18 = 7 },   -- printed "8 (7)*"
  { "123 Ill", 5, "4", "4", "4", "4", "4", 1, after18 = 4 },  -- printed "5 (4)*"
  { "39 Ind", 11, "-", "-", "-", "10", "10", 1 },
  { "17 Ind", 8, rec = "mean of the brigade's printed regiments (8, 8, 5, 11)" },
  { "72 Ind", 8, rec = "mean of the brigade's printed regiments (8, 8, 5, 11)" },
  { "18 Ind Lt a", 6, type = "artillery", rec = "Lilly's 18th Indiana battery had ten guns; section b is printed 4, section a has the other six", props = { section = true } },
  { "18 Ind Lt b", 4, "-", "-", "-", "-", "3", 1, type = "artillery", props = { section = true } },
})

-- 20th Corps -------------------------------------------------------------------------------
cmd("20 Corps", "20th Army Corps", "corps", "A Cumb", "McCook")
units_of("20 Corps", "cavalry", "reinforcement schedule", {
  { "I 2 Ky Cav", 1, rec = "one company escort, about 50 men", props = { escort = "20 Corps HQ" } },
})
cmd("1/20", "1st Division (Davis)", "division", "20 Corps", "Davis")
cmd("1/1/20", "1st Brigade (Post)", "brigade", "1/20", "Post")
units_of("1/1/20", "infantry", "6.3 reinforcements (names from the O.R.)", {
  { "59 Ill", 6, rec = "mean of the 1/20 division's printed regiments (6.1)" },
  { "74 Ill", 6, rec = "mean of the 1/20 division's printed regiments (6.1)" },
  { "75 Ill", 6, rec = "mean of the 1/20 division's printed regiments (6.1)" },
  { "22 Ind", 6, rec = "mean of the 1/20 division's printed regiments (6.1)" },
})
cmd("2/1/20", "2nd Brigade (Carlin)", "brigade", "1/20", "Carlin")
units_of("2/1/20", "infantry", "Losses: 2/1/20", {
  { "21 Ill", 8, "-", "5", "5", "5", "3", 5 },
  { "38 Ill", 6, "-", "4", "4", "4", "3", 3 },
  { "81 Ind", 5, "-", "4", "4", "4", "3", 2 },
  { "101 Ohio", 5, "-", "3", "3", "3", "2", 3 },
})
cmd("3/1/20", "3rd Brigade (Heg)", "brigade", "1/20", "Heg")
units_of("3/1/20", "infantry", "Losses: 3/1/20", {
  { "25 Ill", 7, "-", "5", "5", "5", "3", 4 },
  { "35 Ill", 6, "-", "4", "4", "4", "3", 3 },
  { "8 Kansas", 8, "-", "5", "5", "5", "3", 5 },
  { "15 Wisc", 4, "-", "3", "3", "3", "2", 2 },
})
cmd("Arty/1/20", "Artillery, 1st Division", "artillery", "1/20")
units_of("Arty/1/20", "artillery", "Artillery Unit Listing", {
  { "2 Minn Lt", 6, rec = "Union six-gun default" },
  { "5 Wisc Lt", 6, rec = "Union six-gun default" },  -- 2.7a: arrives with 1/1/20
  { "8 Wisc Lt", 6, rec = "Union six-gun default" },
})

cmd("2/20", "2nd Division (R. W. Johnson)", "division", "20 Corps", "R. W. Johnson")
cmd("1/2/20", "1st Brigade (Willich)", "brigade", "2/20", "Willich")
units_of("1/2/20", "infantry", "Losses: 1/2/20", {
  { "49 Ohio", 5, "-", "4", "4", "3", "3", 2 },
  { "32 Ind", 7, "-", "6", "6", "5 (4)", "5", 2 },
  { "15 Ohio", 7, "-", "-", "-", "6 (5)", "5", 2 },
  { "89 Ill", 8, "-", "7", "7", "6 (5)", "5", 3 },
})
cmd("2/2/20", "2nd Brigade (Dodge)", "brigade", "2/20", "Dodge")
units_of("2/2/20", "infantry", "Losses: 2/2/20", {
  { "79 Ill", 5, "-", "3", "3", "2 (1)", "2", 3 },
  { "29 Ind", 7, "-", "5", "5", "4 (3)", "4", 3 },
  { "30 Ind", 5, "-", "3", "3", "3", "2", 3 },
  { "77 Penn", 5, "-", "3", "3", "3", "3", 2 },
})
cmd("3/2/20", "3rd Brigade (Baldwin)", "brigade", "2/20", "Baldwin")
units_of("3/2/20", "infantry", "Losses: 3/2/20", {
  { "6 Ind", 7, "-", "5", "5", "4 (3)", "4", 3 },
  { "5 Ky", 6, "-", "4", "4", "4", "4", 2 },
  { "1 Ohio", 7, "-", "6", "6", "5 (4)", "4", 3 },
  { "93 Ohio", 6, "-", "4", "4", "3 (2)", "3", 3 },
})
cmd("Arty/2/20", "Artillery, 2nd Division", "artillery", "2/20")
units_of("Arty/2/20", "artillery", "Losses: Arty/2/20", {
  { "5 Ind Lt", 6, "-", "5", "5", "4", "4", 2 },
  { "A 1 Ohio", 6, rec = "Union six-gun default" },
  { "20 Ohio Lt", 6, rec = "Union six-gun default" },
})

cmd("3/20", "3rd Division (Sheridan)", "division", "20 Corps", "Sheridan")
cmd("1/3/20", "1st Brigade (Lytle)", "brigade", "3/20", "Lytle")
units_of("1/3/20", "infantry", "Losses: 1/3/20", {
  { "36 Ill", 7, "-", "-", "-", "4 (2)", "4", 3 },
  { "88 Ill", 5, "-", "-", "-", "3 (1)", "3", 2 },
  { "21 Mich", 6, "-", "-", "-", "4 (3)", "4", 2 },
  { "24 Wisc", 6, "-", "-", "-", "4 (3)", "4", 2 },
})
cmd("2/3/20", "2nd Brigade (Laiboldt)", "brigade", "3/20", "Laiboldt")
units_of("2/3/20", "infantry", "Losses: 2/3/20", {
  { "44 Ill", 7, "-", "-", "-", "5 (4)", "5", 2 },
  { "73 Ill", 6, "-", "-", "-", "4 (3)", "4", 2 },
  { "2 Mo", 5, "-", "-", "-", "3 (2)", "3", 2 },
  { "15 Mo", 5, "-", "-", "-", "3 (2)", "3", 2 },
})
cmd("3/3/20", "3rd Brigade (Bradley)", "brigade", "3/20", "Bradley")
units_of("3/3/20", "infantry", "Losses: 3/3/20", {
  { "22 Ill", 6, "-", "5", "5", "4 (3)", "4", 2 },
  { "27 Ill", 6, "-", "5", "5", "4 (2)", "4", 2 },
  { "42 Ill", 6, "-", "-", "-", "3 (2)", "3", 3 },
  { "51 Ill", 6, "-", "5", "5", "3 (1)", "3", 3 },
})
cmd("Arty/3/20", "Artillery, 3rd Division", "artillery", "3/20")
units_of("Arty/3/20", "artillery", "Losses: Arty/3/20", {
  { "C 1 Ill", 6, "-", "-", "-", "3", "3", 3 },
  { "11 Ind Lt", 6, "-", "-", "-", "4", "4", 2 },
  { "G 1 Mo", 6, "-", "-", "-", "6", "6", 0 },
})

-- 21st Corps -------------------------------------------------------------------------------
cmd("21 Corps", "21st Army Corps", "corps", "A Cumb", "Crittenden")
units_of("21 Corps", "cavalry", "6.4 set-up", {
  { "K 15 Ill Cav", 1, rec = "one company escort, about 50 men", props = { escort = "21 Corps HQ" } },
})
cmd("1/21", "1st Division (Wood)", "division", "21 Corps", "Wood")
cmd("1/1/21", "1st Brigade (Buell)", "brigade", "1/21", "Buell")
units_of("1/1/21", "infantry", "Losses: 1/1/21", {
  { "100 Ill", 7, "-", "5", "5", "5", "4", 3 },
  { "58 Ind", 8, "-", "6", "6", "6 (3)", "5", 3 },
  { "13 Mich", 4, "-", "3", "3", "3", "2", 2 },
  { "26 Ohio", 7, "-", "5", "5", "5", "3", 4 },
})
cmd("2/1/21", "2nd Brigade (Wagner), Chattanooga garrison", "brigade", "1/21", "Wagner", { optional = "2.7b" })
units_of("2/1/21", "infantry", "2.7b", {
  { "15 Ind", 7, rec = "mean of the 1/21 division's printed regiments (6.6); optional 2.7b", props = { optional = "2.7b" } },
  { "40 Ind", 7, rec = "mean of the 1/21 division's printed regiments (6.6); optional 2.7b", props = { optional = "2.7b" } },
  { "57 Ind", 7, rec = "mean of the 1/21 division's printed regiments (6.6); optional 2.7b", props = { optional = "2.7b" } },
  { "97 Ohio", 7, rec = "mean of the 1/21 division's printed regiments (6.6); optional 2.7b", props = { optional = "2.7b" } },
})
cmd("3/1/21", "3rd Brigade (Harker)", "brigade", "1/21", "Harker")
units_of("3/1/21", "infantry", "Losses: 3/1/21", {
  { "3 Ky", 8, "-", "-", "-", "-", "6", 2 },
  { "64 Ohio", 7, "-", "-", "-", "-", "5", 2 },
  { "65 Ohio", 6, "-", "-", "-", "-", "4", 2 },
  { "125 Ohio", 6, "-", "5", "5", "5", "4", 2 },
})
cmd("Arty/1/21", "Artillery, 1st Division", "artillery", "1/21")
units_of("Arty/1/21", "artillery", "Artillery Unit Listing", {
  { "8 Ind Lt", 6, rec = "Union six-gun default" },
  { "6 Ohio Lt", 6, rec = "Union six-gun default" },
  { "10 Ind Lt", 6, rec = "Union six-gun default; optional 2.7b", props = { optional = "2.7b" } },
})

cmd("2/21", "2nd Division (Palmer)", "division", "21 Corps", "Palmer")
units_of("2/21", "cavalry", "6.4 set-up", {
  { "C 7 Ill Cav", 1, rec = "one company escort, about 50 men", props = { escort = "2/21" } },
  { "110 Ill Bn", 3, type = "infantry", rec = "a battalion of about 150 men; optional 2.7b", props = { optional = "2.7b" } },
})
cmd("1/2/21", "1st Brigade (Cruft)", "brigade", "2/21", "Cruft")
units_of("1/2/21", "infantry", "Losses: 1/2/21", {
  { "31 Ind", 8, "-", "6", "6", "6", "6", 2 },
  { "1 Ky", 2, "-", "1", "1", "1", "1", 1 },
  { "2 Ky", 7, "-", "6", "6", "6", "5", 2 },
  { "90 Ohio", 8, "-", "6", "6", "6", "6", 2 },
})
cmd("2/2/21", "2nd Brigade (Hazen)", "brigade", "2/21", "Hazen")
units_of("2/2/21", "infantry", "Losses: 2/2/21", {
  { "9 Ind", 8, "-", "6", "6", "6", "5", 3 },
  { "6 Ky", 6, "-", "4", "4", "4", "4", 2 },
  { "41 Ohio", 7, "-", "5", "5", "5", "5", 2 },
  { "124 Ohio", 9, "-", "6", "6", "6", "6", 3 },
})
cmd("3/2/21", "3rd Brigade (Grose)", "brigade", "2/21", "Grose")
units_of("3/2/21", "infantry", "Losses: 3/2/21", {
  { "84 Ill", 8, "-", "7", "7", "7", "6", 2 },
  { "36 Ind", 7, "-", "5", "5", "5", "4", 3 },
  { "23 Ky", 5, "-", "4", "4", "4", "4", 1 },
  { "6 Ohio", 7, "-", "5", "5", "5", "4", 3 },
  { "24 Ohio", 6, "-", "4", "4", "4", "4", 2 },
})
cmd("Arty/2/21", "Artillery, 2nd Division", "artillery", "2/21")
units_of("Arty/2/21", "artillery", "Losses: Arty/2/21", {
  { "B 1 Ohio", 6, "-", "-", "-", "-", "3", 3 },
  { "H 4 US", 4, "-", "-", "-", "-", "1", 3 },
  { "F 1 Ohio", 6, rec = "Union six-gun default" },
  { "M 4 US", 4, rec = "as H 4 US (printed 4), the division's other regular battery" },
})

cmd("3/21", "3rd Division (Van Cleve)", "division", "21 Corps", "Van Cleve")
cmd("1/3/21", "1st Brigade (S. Beatty)", "brigade", "3/21", "S. Beatty")
units_of("1/3/21", "infantry", "Losses: 1/3/21", {
  { "79 Ind", 6, "-", "5", "5", "5", "5", 1 },
  { "9 Ky", 4, "-", "3", "3", "3", "3", 1 },
  { "17 Ky", 10, "-", "8", "8", "8 (4)", "7", 3 },
  { "19 Ohio", 8, "-", "7", "7", "7", "6", 2 },
})
cmd("2/3/21", "2nd Brigade (Dick)", "brigade", "3/21", "Dick")
units_of("2/3/21", "infantry", "Losses: 2/3/21", {
  { "44 Ind", 5, "-", "-", "-", "-", "(1) 4", 1 },
  { "86 Ind", 5, "-", "4", "4", "4 (2)", "4", 1 },
  { "13 Ohio", 6, "-", "5", "5", "5 (2)", "4", 2 },
  { "59 Ohio", 6, "-", "5", "5", "5", "4", 2 },
})
cmd("3/3/21", "3rd Brigade (Barnes)", "brigade", "3/21", "Barnes")
units_of("3/3/21", "infantry", "Losses: 3/3/21", {
  { "35 Ind", 5, "-", "4", "4", "4", "4", 1 },
  { "8 Ky", 6, "-", "5", "5", "5", "4", 2 },
  { "51 Ohio", 6, "-", "5", "5", "5", "4", 2 },
  { "99 Ohio", 7, "-", "-", "-", "-", "6", 1 },
  { "21 Ky", 6, rec = "mean of 3/3/21's printed regiments (6); optional 2.7d", props = { optional = "2.7d" } },
})
cmd("Arty/3/21", "Artillery, 3rd Division", "artillery", "3/21")
units_of("Arty/3/21", "artillery", "Losses: Arty/3/21", {
  { "7 Ind Lt", 6, "-", "-", "-", "-", "5", 1 },
  { "26 Penn Lt", 6, "-", "-", "-", "-", "2", 4 },
  { "3 Wisc Lt", 6, "-", "-", "-", "-", "1", 5 },
})

-- Reserve Corps ----------------------------------------------------------------------------
cmd("Res Corps (US)", "Reserve Corps", "corps", "A Cumb", "Granger")
-- 2.6 The Reserve Corps Ammunition Train.
unit{ key = "Res Corps Ammunition Train", name = "Reserve Corps Ammunition Train", type = "ammo_train", parent = "Res Corps (US)", full = 1, src = "2.6" }
cmd("1/Res", "1st Division (Steedman)", "division", "Res Corps (US)", "Steedman")
cmd("1/1/Res", "1st Brigade (Whitaker)", "brigade", "1/Res", "Whitaker")
units_of("1/1/Res", "infantry", "Losses: 1/1/Res", {
  { "96 Ill", 8, "-", "-", "-", "-", "4", 4 },
  { "115 Ill", 8, "-", "-", "-", "-", "4", 4 },
  { "84 Ind", 8, "-", "-", "-", "-", "5", 3 },
  { "22 Mich", 9, "-", "-", "-", "-", "1", 8 },
  { "40 Ohio", 11, "-", "-", "-", "-", "8", 3 },
  { "89 Ohio", 8, "-", "-", "-", "-", "3", 5 },
})
cmd("2/1/Res", "2nd Brigade (J. Mitchell)", "brigade", "1/Res", "J. Mitchell")
units_of("2/1/Res", "infantry", "Losses: 2/1/Res", {
  { "78 Ill", 7, "-", "-", "-", "-", "4", 3 },
  { "98 Ohio", 4, "-", "-", "-", "-", "3", 1 },
  { "113 Ohio", 7, "-", "-", "-", "-", "4", 3 },
  { "121 Ohio", 5, "-", "-", "-", "-", "3", 2 },
})
cmd("Arty/1/Res", "Artillery, 1st Division", "artillery", "1/Res")
units_of("Arty/1/Res", "artillery", "Artillery Unit Listing", {
  { "18 Ohio Lt", 6, rec = "Union six-gun default" },
  { "M 1 Ill", 6, rec = "Union six-gun default" },
})
cmd("2/Res", "2nd Division (J. D. Morgan)", "division", "Res Corps (US)", "J. D. Morgan", { optional = "2.7c" })
-- 2.5 McCook's 2/2/Res has no division commander in the regular game.
cmd("2/2/Res", "2nd Brigade (D. McCook)", "brigade", "2/Res", "D. McCook")
units_of("2/2/Res", "infantry", "reinforcement schedule (2/2/Res); names from the O.R.", {
  { "85 Ill", 8, rec = "mean of the Reserve Corps' printed regiments (7.5)" },
  { "86 Ill", 8, rec = "mean of the Reserve Corps' printed regiments (7.5)" },
  { "125 Ill", 8, rec = "mean of the Reserve Corps' printed regiments (7.5)" },
  { "52 Ohio", 8, rec = "mean of the Reserve Corps' printed regiments (7.5)" },
  { "69 Ohio", 8, rec = "mean of the Reserve Corps' printed regiments (7.5)" },
  { "I 2 Ill", 6, type = "artillery", rec = "Union six-gun default" },
})
-- Reserve Corps batteries of the optional brigades (2.7c); the listing gives no assignment.
cmd("Arty/Res (optional)", "Batteries of the optional Reserve Corps brigades", "artillery", "Res Corps (US)", nil, { optional = "2.7c" })
units_of("Arty/Res (optional)", "artillery", "Artillery Unit Listing", {
  { "C 2 Ill", 6, rec = "Union six-gun default; optional 2.7c", props = { optional = "2.7c" } },
  { "H 2 Ill", 6, rec = "Union six-gun default; optional 2.7c", props = { optional = "2.7c" } },
  { "E 1 Mich", 6, rec = "Union six-gun default; optional 2.7c", props = { optional = "2.7c" } },
  { "E 1 Ohio", 6, rec = "Union six-gun default; optional 2.7c", props = { optional = "2.7c" } },
  { "9 Ohio Lt", 6, rec = "Union six-gun default; optional 2.7c", props = { optional = "2.7c" } },
  { "1 Tenn Lt", 6, rec = "Union six-gun default; optional 2.7c", props = { optional = "2.7c" } },
  { "10 Wisc Lt", 6, rec = "Union six-gun default; optional 2.7c", props = { optional = "2.7c" } },
})

-- Cavalry Corps ----------------------------------------------------------------------------
cmd("Cav Corps", "Cavalry Corps", "corps", "A Cumb", "Mitchell")
cmd("1/Cav", "1st Division (E. McCook)", "division", "Cav Corps", "E. McCook")
cmd("1/1/Cav", "1st Brigade (Campbell)", "brigade", "1/Cav", "Campbell")
units_of("1/1/Cav", "cavalry", "names from the O.R.", {
  { "2 Mich Cav", 6, rec = "mean of the seed's printed Union cavalry regiments (5.75)" },
  { "9 Penn Cav", 6, rec = "mean of the seed's printed Union cavalry regiments (5.75)" },
  { "1 Tenn Cav", 6, rec = "mean of the seed's printed Union cavalry regiments (5.75)" },
})
cmd("2/1/Cav", "2nd Brigade (Ray)", "brigade", "1/Cav", "Ray")
units_of("2/1/Cav", "cavalry", "names from the O.R.", {
  { "2 Ind Cav", 6, rec = "mean of the seed's printed Union cavalry regiments (5.75)" },
  { "4 Ind Cav", 6, rec = "mean of the seed's printed Union cavalry regiments (5.75)" },
  { "2 Tenn Cav", 6, rec = "mean of the seed's printed Union cavalry regiments (5.75)" },
  { "1 Wis Cav", 6, rec = "mean of the seed's printed Union cavalry regiments (5.75)" },
})
-- 2.7g optional: 3/1/Cav arrives at C13.01 at 9:00 a.m. on the 20th at full strength.
cmd("3/1/Cav", "3rd Brigade (Watkins)", "brigade", "1/Cav", "Watkins", { optional = "2.7g" })
units_of("3/1/Cav", "cavalry", "Losses: 3/1/Cav", {
  { "4 Ky Cav", 6, "-", "-", "-", "-", "4", 2, props = { optional = "2.7g" } },
  { "5 Ky Cav", 6, "-", "-", "-", "-", "5", 1, props = { optional = "2.7g" } },
  { "6 Ky Cav", 4, "-", "-", "-", "-", "2", 2, props = { optional = "2.7g" } },
})
cmd("Arty/1/Cav", "Artillery, 1st Cavalry Division", "artillery", "1/Cav")
units_of("Arty/1/Cav", "artillery", "Artillery Unit Listing", {
  { "D 1 Ohio", 6, rec = "Union six-gun default" },
})
cmd("2/Cav", "2nd Division (Crook)", "division", "Cav Corps", "Crook")
cmd("1/2/Cav", "1st Brigade (Minty)", "brigade", "2/Cav", "Minty")
units_of("1/2/Cav", "cavalry", "Losses: 1/2/Cav", {
  { "4 Mich Cav", 6, "5", "5", "5", "5", "5", 1, after18 = 5 },  -- printed "6 (5)*"
  { "7 Penn Cav", 7, "6", "6", "6", "6", "6", 1, after18 = 6 },  -- printed "7 (6)*"
  { "4 US Cav", 6, rec = "mean of 1/2/Cav's printed regiments (6.5) rounded down" },
  { "3 Ind Cav Bn", 3, rec = "a battalion of about 150 men; optional 2.7b", props = { optional = "2.7b" } },
})
cmd("2/2/Cav", "2nd Brigade (Long)", "brigade", "2/Cav", "Long")
units_of("2/2/Cav", "cavalry", "Losses: 2/2/Cav", {
  { "2 Ky Cav", 4, "-", "-", "-", "3", "3", 1 },
  { "1 Ohio Cav", 5, "-", "-", "-", "4", "4", 1 },
  { "4 Ohio Cav", 8, "-", "-", "-", "7", "7", 1 },
  { "3 Ohio Cav", 6, rec = "mean of 2/2/Cav's printed regiments (5.7)" },
})
cmd("Arty/2/Cav", "Artillery, 2nd Cavalry Division", "artillery", "2/Cav")
units_of("Arty/2/Cav", "artillery", "Artillery Unit Listing", {
  { "CBOT", 6, name = "Chicago Board of Trade Battery", rec = "Union six-gun default" },
})

-- HQs and supply (the set-ups: "HQ and Supply") -------------------------------------------
for _, c in ipairs({
  { "A Cumb", "Army of the Cumberland" }, { "14 Corps", "14th Corps" }, { "20 Corps", "20th Corps" },
  { "21 Corps", "21st Corps" }, { "Res Corps (US)", "Reserve Corps" }, { "Cav Corps", "Cavalry Corps" },
}) do
  unit{ key = c[1] .. " HQ", name = c[2] .. " HQ", type = "hq", parent = c[1], full = 1, src = "scenario set-ups" }
  unit{ key = c[1] .. " Supply", name = c[2] .. " supply", type = "supply", parent = c[1], full = 1, src = "scenario set-ups" }
end
-- 2.4 Wilder's generic HQ marker ("Brigade HQ A" in 6.4).
unit{ key = "Wilder HQ", name = "Wilder's Brigade HQ (generic HQ marker)", type = "hq", parent = "Wilder", full = 1, src = "2.4" }

-- Leaders: Army of the Cumberland seniority list (order within each command = seniority). --
local seniority = 0
local function L(key, name, command, rank, extra)
  seniority = seniority + 1
  extra = extra or {}
  extra.seniority = seniority
  extra.src = extra.src or "Officer Seniority Lists"
  leader(key, name, command, rank, extra)
end
L("Rosecrans", "MG William S. Rosecrans", "A Cumb", "MG")
L("Thomas", "MG George H. Thomas", "14 Corps", "MG")
L("Reynolds", "MG Joseph J. Reynolds", "4/14", "MG")
L("Turchin", "BG John B. Turchin", "3/4/14", "BG")
L("E. King", "Col. Edward King", "2/4/14", "Col.")
L("Negley", "MG James S. Negley", "2/14", "MG")
L("J. Beatty", "BG John Beatty", "1/2/14", "BG")
L("Stanley", "Col. Timothy R. Stanley", "2/2/14", "Col.")
L("Sirwell", "Col. William Sirwell", "3/2/14", "Col.")
L("Baird", "BG Absalom Baird", "1/14", "BG")
L("J. King", "BG John H. King", "3/1/14", "BG")
L("Starkweather", "BG John C. Starkweather", "2/1/14", "BG")
L("Scribner", "Col. Benjamin F. Scribner", "1/1/14", "Col.")
L("Brannan", "BG John M. Brannan", "3/14", "BG")
L("Croxton", "Col. John T. Croxton", "2/3/14", "Col.")
L("Van Derveer", "Col. Ferdinand Van Derveer", "3/3/14", "Col.")
L("Connell", "Col. John M. Connell", "1/3/14", "Col.")
L("Crittenden", "MG Thomas L. Crittenden", "21 Corps", "MG")
L("Palmer", "MG John M. Palmer", "2/21", "MG")
L("Cruft", "BG Charles Cruft", "1/2/21", "BG")
L("Hazen", "BG William B. Hazen", "2/2/21", "BG")
L("Grose", "Col. William Grose", "3/2/21", "Col.")
L("Wood", "BG Thomas J. Wood", "1/21", "BG")
L("Wagner", "BG George D. Wagner", "2/1/21", "BG", { optional = "2.7b" })
L("Buell", "Col. George P. Buell", "1/1/21", "Col.")
L("Harker", "Col. Charles G. Harker", "3/1/21", "Col.")
L("Van Cleve", "BG Horatio P. Van Cleve", "3/21", "BG")
L("S. Beatty", "BG Samuel Beatty", "1/3/21", "BG")
L("Dick", "Col. George F. Dick", "2/3/21", "Col.")
L("Barnes", "Col. Sidney M. Barnes", "3/3/21", "Col.")
L("McCook", "MG Alexander McD. McCook", "20 Corps", "MG")
L("Sheridan", "MG Philip H. Sheridan", "3/20", "MG")
L("Lytle", "BG William Lytle", "1/3/20", "BG")
L("Laiboldt", "Col. Bernard Laiboldt", "2/3/20", "Col.")
L("Bradley", "Col. Luther P. Bradley", "3/3/20", "Col.")
L("R. W. Johnson", "BG Richard W. Johnson", "2/20", "BG")
L("Willich", "BG August Willich", "1/2/20", "BG")
L("Dodge", "Col. Joseph B. Dodge", "2/2/20", "Col.")
L("Baldwin", "Col. Philemon P. Baldwin", "3/2/20", "Col.")
L("Davis", "BG Jefferson C. Davis", "1/20", "BG")
L("Carlin", "BG William P. Carlin", "2/1/20", "BG")
L("Post", "Col. P. Sidney Post", "1/1/20", "Col.")
L("Heg", "Col. Hans Heg", "3/1/20", "Col.")
L("Granger", "MG Gordon Granger", "Res Corps (US)", "MG")
L("Steedman", "BG James B. Steedman", "1/Res", "BG")
L("Whitaker", "BG Walter C. Whitaker", "1/1/Res", "BG")
L("J. Mitchell", "Col. John G. Mitchell", "2/1/Res", "Col.")
L("Coburn", "Col. John Coburn", "1/Res", "Col.", { optional = "2.7c", note = "commands the optional 3/1/Res, not in this order of battle yet" })
L("J. D. Morgan", "BG James D. Morgan", "2/Res", "BG", { optional = "2.7c" })
L("Tillson", "Col. John Tillson", "2/Res", "Col.", { optional = "2.7c", note = "commands the optional 1/2/Res (not yet in this order of battle)" })
L("D. McCook", "Col. Daniel McCook", "2/2/Res", "Col.")
L("La Favour", "Col. Herbert La Favour", "2/Res", "Col.", { optional = "2.7c", note = "commands the optional 3/2/Res (not yet in this order of battle)" })
L("R. Granger", "BG Robert S. Granger", "Res Corps (US)", "BG", { optional = "2.7c", note = "commands the optional 3/Res (not yet in this order of battle)" })
L("Spears", "BG James G. Spears", "Res Corps (US)", "BG", { optional = "2.7c", note = "optional 3/Res brigade (not yet in this order of battle)" })
L("Bruce", "Col. Sanders D. Bruce", "Res Corps (US)", "Col.", { optional = "2.7c", note = "optional 3/Res brigade (not yet in this order of battle)" })
L("Harrison", "Col. Benjamin Harrison", "Res Corps (US)", "Col.", { optional = "2.7c", note = "optional 3/Res brigade (not yet in this order of battle)" })
L("Mitchell", "BG Robert B. Mitchell", "Cav Corps", "BG")
L("Crook", "BG George Crook", "2/Cav", "BG")
L("Minty", "Col. Robert H. G. Minty", "1/2/Cav", "Col.")
L("Long", "Col. Eli Long", "2/2/Cav", "Col.")
L("E. McCook", "Col. Edward M. McCook", "1/Cav", "Col.")
L("Campbell", "Col. Archibald P. Campbell", "1/1/Cav", "Col.")
L("Ray", "Col. Daniel M. Ray", "2/1/Cav", "Col.")
L("Watkins", "Col. Louis D. Watkins", "3/1/Cav", "Col.", { optional = "2.7g" })
-- Leaders outside the seniority list.
L("Wilder", "Col. John T. Wilder", "Wilder", "Col.", { src = "2.4, 6.1 set-up" })
L("Mendenhall", "Maj. John Mendenhall (chief of artillery, 21st Corps)", "21 Corps", "Maj.", { src = "2.3" })
L("M. Walker", "Col. Moses B. Walker", "1/3/14", "Col.", { src = "Union Leader Table 36-43, designer's OOB notes", note = "enters only by the random event 'Deploy Col. Walker'" })

return b
