//! `Vars`: the rulesets' key/value store in the game state (`sandtable.vars`).
//!
//! A map from names to JSON values, in name order, whose values are [`Shared`]: the copy of
//! the state kept before every action shares each value with the state, and a value is copied
//! only when it is set (a value is always replaced whole: `sandtable.vars.set`). Some of these
//! values are large (This Terrible Sound keeps its areas, orders and attachments here) and
//! most do not change in a given action.
//!
//! It reads like the `BTreeMap<String, Value>` it was, and serialises, compares and prints as
//! one, so saves and the state hash do not see the sharing.

use super::shared::Shared;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt;

/// The rulesets' values by name (see the module).
#[derive(Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Vars(BTreeMap<String, Shared<Value>>);

impl Vars {
    /// No values.
    pub fn new() -> Vars {
        Vars::default()
    }

    /// The value of `name`, if set.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.0.get(name).map(|v| &**v)
    }

    /// The value of `name` to change in place; copied first if a kept copy of the state
    /// shares it.
    pub fn get_mut(&mut self, name: &str) -> Option<&mut Value> {
        self.0.get_mut(name).map(|v| &mut **v)
    }

    /// True if `name` is set.
    pub fn contains_key(&self, name: &str) -> bool {
        self.0.contains_key(name)
    }

    /// Sets `name` to `value` (replacing what it was).
    pub fn insert(&mut self, name: String, value: Value) {
        self.0.insert(name, Shared::new(value));
    }

    /// Clears `name`, returning what it was.
    pub fn remove(&mut self, name: &str) -> Option<Value> {
        self.0.remove(name).map(Shared::into_inner)
    }

    /// Every name and value, in name order.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &Value)> {
        self.0.iter().map(|(k, v)| (k, &**v))
    }

    /// Every name, in order.
    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.0.keys()
    }

    /// How many names are set.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True if none is.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Debug for Vars {
    /// As the map it holds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

impl From<BTreeMap<String, Value>> for Vars {
    fn from(map: BTreeMap<String, Value>) -> Vars {
        map.into_iter().collect()
    }
}

impl FromIterator<(String, Value)> for Vars {
    fn from_iter<I: IntoIterator<Item = (String, Value)>>(items: I) -> Vars {
        Vars(
            items
                .into_iter()
                .map(|(k, v)| (k, Shared::new(v)))
                .collect(),
        )
    }
}

impl<'a> IntoIterator for &'a Vars {
    type Item = (&'a String, &'a Value);
    type IntoIter = Box<dyn Iterator<Item = (&'a String, &'a Value)> + 'a>;
    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn serialises_and_hashes_as_a_plain_map() {
        let mut plain = BTreeMap::new();
        plain.insert("b".to_string(), json!([1, 2, {"x": null}]));
        plain.insert("a".to_string(), json!("text"));
        let vars = Vars::from(plain.clone());
        assert_eq!(
            serde_json::to_string(&vars).ok(),
            serde_json::to_string(&plain).ok()
        );
        let back: Vars = serde_json::from_str(&serde_json::to_string(&plain).unwrap_or_default())
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, vars);
        assert_eq!(format!("{vars:?}"), format!("{plain:?}"));
    }

    #[test]
    fn a_copy_keeps_its_values_when_the_original_changes() {
        let mut a = Vars::new();
        a.insert("big".into(), json!({"k": [1, 2, 3]}));
        a.insert("n".into(), json!(1));
        let b = a.clone();
        a.insert("n".into(), json!(2));
        if let Some(v) = a.get_mut("big") {
            v["k"] = json!([]);
        }
        assert_eq!(b.get("n"), Some(&json!(1)));
        assert_eq!(b.get("big"), Some(&json!({"k": [1, 2, 3]})));
        assert_eq!(a.get("big"), Some(&json!({"k": []})));
        assert_eq!(a.remove("n"), Some(json!(2)));
        assert!(!a.contains_key("n") && b.contains_key("n"));
        assert_ne!(a, b);
    }
}
