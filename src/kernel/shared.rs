//! `Shared<T>`: a value shared between copies of the state until one of them changes it (copy
//! on write).
//!
//! `Game::apply` keeps a copy of the whole state before every action, to roll a failed action
//! back and for undo. Most of the state (578 units and the rulesets' large values in the
//! biggest scenario) does not change in one action, so the copies share those parts: cloning
//! a `Shared` is a reference count bump, and the first write through one (`DerefMut`) copies
//! only that value, and only while another copy still holds it.
//!
//! It reads and compares as the value it holds, and serialises exactly as that value, so saves
//! and the state hash are the same as without it.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Deref, DerefMut};
use std::sync::Arc;

/// A value shared between copies of the state, copied on its first write (see the module).
///
/// `Arc`, not `Rc`: a state may be sent to another thread (the balance lab plays games on
/// several), and one atomic increment per part is negligible beside copying it.
pub struct Shared<T>(Arc<T>);

impl<T> Shared<T> {
    /// Wraps a value.
    pub fn new(value: T) -> Shared<T> {
        Shared(Arc::new(value))
    }

    /// True if both are the same allocation (a copy not written since it was made); then
    /// they are equal without comparing them.
    pub fn ptr_eq(a: &Shared<T>, b: &Shared<T>) -> bool {
        Arc::ptr_eq(&a.0, &b.0)
    }
}

impl<T: Clone> Shared<T> {
    /// The value, copied only if another copy still shares it.
    pub fn into_inner(self) -> T {
        Arc::unwrap_or_clone(self.0)
    }
}

impl<T> Clone for Shared<T> {
    /// Another handle on the same value: no copy is made until one of them is written.
    fn clone(&self) -> Shared<T> {
        Shared(Arc::clone(&self.0))
    }
}

impl<T> Deref for Shared<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: Clone> DerefMut for Shared<T> {
    /// A writable value: copied first if another copy of the state still shares it, so that
    /// copy keeps what it had.
    fn deref_mut(&mut self) -> &mut T {
        Arc::make_mut(&mut self.0)
    }
}

impl<'a, T> IntoIterator for &'a Shared<T>
where
    &'a T: IntoIterator,
{
    type Item = <&'a T as IntoIterator>::Item;
    type IntoIter = <&'a T as IntoIterator>::IntoIter;
    /// What iterating the value gives (`for c in &state.commands`).
    fn into_iter(self) -> Self::IntoIter {
        (&*self.0).into_iter()
    }
}

impl<T> From<T> for Shared<T> {
    fn from(value: T) -> Shared<T> {
        Shared::new(value)
    }
}

impl<T: Default> Default for Shared<T> {
    fn default() -> Shared<T> {
        Shared::new(T::default())
    }
}

impl<T: PartialEq> PartialEq for Shared<T> {
    /// Equal when the values are (the same comparison as `T`'s, whether shared or not).
    fn eq(&self, other: &Shared<T>) -> bool {
        *self.0 == *other.0
    }
}

impl<T: Eq> Eq for Shared<T> {}

impl<T: fmt::Debug> fmt::Debug for Shared<T> {
    /// As the value itself, so that printed states read as before.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl<T: Serialize> Serialize for Shared<T> {
    /// Exactly as the value: saves and the state hash do not see the sharing.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(s)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Shared<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Shared<T>, D::Error> {
        T::deserialize(d).map(Shared::new)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_copy_shares_until_written() {
        let a = Shared::new(vec![1, 2, 3]);
        let mut b = a.clone();
        assert!(Shared::ptr_eq(&a, &b));
        assert_eq!(a, b);
        b.push(4);
        assert!(!Shared::ptr_eq(&a, &b));
        assert_eq!(*a, vec![1, 2, 3]);
        assert_eq!(*b, vec![1, 2, 3, 4]);
        assert_ne!(a, b);
    }

    #[test]
    fn a_lone_value_is_written_in_place() {
        let mut a = Shared::new(String::from("x"));
        let before: *const String = &*a;
        a.push('y');
        assert_eq!(before, &*a as *const String);
        assert_eq!(a.into_inner(), "xy");
    }

    #[test]
    fn equal_values_are_equal_when_not_shared() {
        assert_eq!(Shared::new(5), Shared::new(5));
        assert_ne!(Shared::new(5), Shared::new(6));
    }

    #[test]
    fn serialises_as_the_value() {
        let v = serde_json::json!({"b": [1, 2], "a": "x"});
        let s = Shared::new(v.clone());
        assert_eq!(
            serde_json::to_string(&s).ok(),
            serde_json::to_string(&v).ok()
        );
        let back: Shared<serde_json::Value> =
            serde_json::from_str(&serde_json::to_string(&v).unwrap_or_default())
                .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(*back, v);
        assert_eq!(format!("{s:?}"), format!("{v:?}"));
    }
}
