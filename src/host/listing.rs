//! The rulesets of the library as the start screen, the e-mail invitation and the Balance lab
//! list them (each with its scenarios, options and sides, or why it does not load), and the
//! control that sets one option.

use crate::kernel::rules::SideDef;
use crate::script::decl::OptionDecl;
use crate::script::{Engine, Library};
use eframe::egui;
use serde_json::Value;
use std::cell::RefCell;
use std::rc::Rc;

/// A scenario as listed.
#[derive(Clone, Debug)]
pub struct ScenarioInfo {
    /// File id.
    pub id: String,
    /// Name.
    pub name: String,
    /// Description.
    pub description: String,
    /// Number of turns.
    pub turns: u32,
    /// Why it does not load, if it does not.
    pub error: Option<String>,
}

/// A ruleset as listed.
#[derive(Clone, Debug)]
pub struct RulesetInfo {
    /// Id (folder name).
    pub id: String,
    /// Name.
    pub name: String,
    /// Version.
    pub version: String,
    /// Description.
    pub description: String,
    /// The ruleset it extends (a mod).
    pub extends: Option<String>,
    /// Its scenarios.
    pub scenarios: Vec<ScenarioInfo>,
    /// Its options (hidden ones included).
    pub options: Vec<OptionDecl>,
    /// Its sides.
    pub sides: Vec<SideDef>,
    /// Why it does not load, if it does not.
    pub error: Option<String>,
}

/// Loads every ruleset of the library to list it (errors are kept, not fatal).
pub fn scan(library: &Library) -> Vec<RulesetInfo> {
    library
        .ruleset_ids()
        .into_iter()
        .map(
            |id| match Engine::load(library, &id, Rc::new(RefCell::new(None))) {
                Err(d) => RulesetInfo {
                    id: id.clone(),
                    name: id,
                    version: String::new(),
                    description: String::new(),
                    extends: None,
                    scenarios: Vec::new(),
                    options: Vec::new(),
                    sides: Vec::new(),
                    error: Some(d.to_string()),
                },
                Ok(engine) => {
                    let scenarios = engine
                        .scenario_files()
                        .into_iter()
                        .map(|f| {
                            let sid = f
                                .file_stem()
                                .map(|s| s.to_string_lossy().to_string())
                                .unwrap_or_default();
                            match engine.load_scenario(&f) {
                                Ok(s) => ScenarioInfo {
                                    id: sid,
                                    name: s.name,
                                    description: s.description,
                                    turns: s.turns,
                                    error: None,
                                },
                                Err(d) => ScenarioInfo {
                                    id: sid.clone(),
                                    name: sid,
                                    description: String::new(),
                                    turns: 0,
                                    error: Some(d.to_string()),
                                },
                            }
                        })
                        .collect();
                    let d = &engine.decl;
                    RulesetInfo {
                        id: d.id.clone(),
                        name: d.name.clone(),
                        version: d.version.clone(),
                        description: d.description.clone(),
                        extends: d.extends.clone(),
                        scenarios,
                        options: d.options.clone(),
                        sides: d.catalog.sides.clone(),
                        error: None,
                    }
                }
            },
        )
        .collect()
}

/// An option's control (checkbox, list or field) labelled with its name and rule number; the
/// description and default are its tooltip.
pub fn option_control(ui: &mut egui::Ui, o: &OptionDecl, value: &mut Value) {
    let label = if o.rule.is_empty() {
        o.name.clone()
    } else {
        format!("{} [{}]", o.name, o.rule)
    };
    let tip = format!("{} (default: {})", o.description, default_text(&o.default));
    if !o.choices.is_empty() {
        ui.horizontal(|ui| {
            ui.label(&label);
            egui::ComboBox::from_id_salt(("option", o.id.as_str()))
                .selected_text(super::panels::cell_text(value))
                .show_ui(ui, |ui| {
                    for c in &o.choices {
                        let text = super::panels::cell_text(c);
                        if ui.selectable_label(value == c, text).clicked() {
                            *value = c.clone();
                        }
                    }
                });
        })
        .response
        .on_hover_text(tip);
    } else {
        match value {
            Value::Bool(b) => {
                ui.checkbox(b, label).on_hover_text(tip);
            }
            Value::Number(n) => {
                let integer = n.is_i64() || n.is_u64();
                let mut x = n.as_f64().unwrap_or(0.0);
                ui.horizontal(|ui| {
                    ui.label(&label);
                    let r =
                        ui.add(egui::DragValue::new(&mut x).speed(if integer { 1.0 } else { 0.1 }));
                    if r.changed() {
                        *value = if integer {
                            Value::from(x.round() as i64)
                        } else {
                            serde_json::Number::from_f64(x)
                                .map(Value::Number)
                                .unwrap_or(Value::Null)
                        };
                    }
                })
                .response
                .on_hover_text(tip);
            }
            Value::String(s) => {
                ui.horizontal(|ui| {
                    ui.label(&label);
                    ui.text_edit_singleline(s);
                })
                .response
                .on_hover_text(tip);
            }
            other => {
                ui.label(format!("{label}: {other}"));
            }
        }
    }
}

/// An option's default as the start screen says it ("on", "off", or the value).
pub fn default_text(v: &Value) -> String {
    match v {
        Value::Bool(true) => "on".into(),
        Value::Bool(false) => "off".into(),
        other => super::panels::cell_text(other),
    }
}
