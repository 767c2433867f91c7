//! Computer player profiles (`bot_profiles` in a ruleset, `--bot SIDE=PROFILE`, the Players
//! menu): a side plays with the profile set for it, the ruleset's first by default; the
//! generic bot is always there; an unknown side or profile is refused naming those there are;
//! a save keeps who the computer plays as.

mod common;

use common::Scenario;
use sandtable::session::save::SaveFile;

#[test]
fn a_side_plays_with_its_profile_and_the_default_is_the_rulesets_first() {
    let mut g = Scenario::of("dg-chickamauga", "chickamauga").start();
    assert_eq!(g.bot_profile("union"), "standard");
    assert_eq!(
        g.engine.bot_profile_ids(),
        [
            "standard".to_string(),
            "baseline".to_string(),
            "generic".to_string()
        ]
    );
    // the standard's first union action is the ruleset bot's; the generic one's may differ,
    // and it is one the generic bot would choose
    let standard = g.bot_action().unwrap();
    g.set_bot_profile("union", "generic").unwrap();
    assert_eq!(g.bot_profile("union"), "generic");
    assert_eq!(g.bot_profile("confederate"), "standard");
    let generic = g.bot_action().unwrap();
    assert!(g.check(&generic).is_ok(), "{generic}");
    assert_ne!(standard, generic, "the two profiles are two players");
    // a whole game of generic union against standard confederates ends
    g.run_bots(&|_| true, 5_000).unwrap();
    assert!(g.is_over());
}

#[test]
fn an_unknown_side_or_profile_is_refused_naming_those_there_are() {
    let mut g = Scenario::of("river-of-death", "sept-18").start();
    let e = g.set_bot_profile("union", "best").unwrap_err().to_string();
    assert!(
        e.contains(
            "no bot profile 'best' (profiles of river-of-death: standard, baseline, generic)"
        ),
        "{e}"
    );
    let e = g
        .set_bot_profile("blue", "baseline")
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("'blue' is not a side (sides: union, confederate)"),
        "{e}"
    );
    assert_eq!(g.bot_profile("union"), "standard", "nothing changed");
}

#[test]
fn a_save_keeps_who_the_computer_plays_as() {
    let (mut g, lib) = Scenario::of("tutorial", "crossing")
        .seed(3)
        .start_with_library();
    g.set_bot_profile("gray", "generic").unwrap();
    g.run_bots(&|_| true, 10).unwrap();
    let dir = common::temp_dir("bot-profile-save");
    let path = dir.join("game.json");
    SaveFile::of(&g).write(&path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("\"bots\""), "{text}");
    let (back, ok) = SaveFile::read(&path)
        .unwrap()
        .replay(&lib, &path.display().to_string())
        .unwrap();
    assert!(ok);
    assert_eq!(back.bot_profile("gray"), "generic");
    assert_eq!(back.bot_profile("blue"), "standard");
}
