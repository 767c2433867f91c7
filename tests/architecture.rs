//! The layers stay apart: the kernel knows no Lua and no GUI; the script layer knows no
//! session, CLI or GUI; the session knows no CLI or GUI, and no Lua (it calls hooks through
//! the script layer's typed calls).

use std::path::Path;

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Lines of code (not comments) in the Rust files of src/`layer` that `matches`, as
/// `file:line: text`.
fn code_lines(layer: &str, matches: &dyn Fn(&str) -> bool) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src")
        .join(layer);
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(!files.is_empty(), "no files in src/{layer}");
    let mut bad = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            if matches(code) {
                bad.push(format!("{}:{}: {}", f.display(), i + 1, line.trim()));
            }
        }
    }
    bad
}

/// Lines of code (not comments) in `layer` that mention any of `forbidden` as a path.
fn offenders(layer: &str, forbidden: &[&str]) -> Vec<String> {
    code_lines(layer, &|code| {
        forbidden.iter().any(|word| {
            code.contains(&format!("{word}::")) || code.contains(&format!("use {word}"))
        })
    })
}

#[test]
fn kernel_uses_no_lua_and_no_gui() {
    let bad = offenders(
        "kernel",
        &[
            "mlua",
            "egui",
            "eframe",
            "crate::script",
            "crate::session",
            "crate::cli",
            "crate::host",
        ],
    );
    assert!(
        bad.is_empty(),
        "the kernel must stay free of Lua and GUI code:\n{}",
        bad.join("\n")
    );
}

#[test]
fn script_layer_does_not_reach_up() {
    let bad = offenders(
        "script",
        &[
            "egui",
            "eframe",
            "crate::session",
            "crate::cli",
            "crate::host",
        ],
    );
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_lab_does_not_reach_up() {
    let bad = offenders("lab", &["egui", "eframe", "crate::cli", "crate::host"]);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn session_does_not_reach_up() {
    let bad = offenders("session", &["egui", "eframe", "crate::cli", "crate::host"]);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Lines of code (not comments) in `layer` that name `word` at all (a path, a `use`, a type in
/// a signature, a string).
fn mentions(layer: &str, word: &str) -> Vec<String> {
    code_lines(layer, &|code| code.contains(word))
}

/// The session runs the game flow; calling a hook and reading its Lua answer (a verdict, a
/// table, a value to turn into JSON) is the script layer's job (`src/script/calls.rs`): the
/// session names neither mlua nor the modes hooks run in.
#[test]
fn the_session_does_not_speak_lua() {
    let mut bad = mentions("session", "mlua");
    bad.extend(offenders("session", &["crate::script::api"]));
    assert!(
        bad.is_empty(),
        "Lua values and hook calls belong in src/script:\n{}",
        bad.join("\n")
    );
    // The check can fail: the script layer does name mlua.
    assert!(!mentions("script", "mlua").is_empty());
}

/// Nor does any other layer: the command line, the balance lab, the map generator, the
/// window and the kernel name no mlua at all.
#[test]
fn only_the_script_layer_speaks_lua() {
    for layer in ["cli", "lab", "mapgen", "host", "kernel"] {
        let bad = mentions(layer, "mlua");
        assert!(
            bad.is_empty(),
            "Lua belongs in src/script, not src/{layer}:\n{}",
            bad.join("\n")
        );
    }
}

#[test]
fn the_map_generator_uses_only_the_kernel() {
    let bad = offenders(
        "mapgen",
        &[
            "mlua",
            "egui",
            "eframe",
            "crate::script",
            "crate::session",
            "crate::lab",
            "crate::cli",
            "crate::host",
        ],
    );
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_check_itself_catches_an_offender() {
    // Guard against a checker that can never fail: the script layer does use mlua.
    assert!(!offenders("script", &["mlua"]).is_empty());
}

/// Lines of code (not comments) in files under `src/` outside `src/host/` that mention any of
/// `forbidden` as a path.
fn offenders_outside_host(forbidden: &[&str]) -> Vec<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let host = src.join("host");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut bad = Vec::new();
    for f in files.into_iter().filter(|f| !f.starts_with(&host)) {
        let text = std::fs::read_to_string(&f).unwrap();
        for (i, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for word in forbidden {
                if code.contains(&format!("{word}::")) || code.contains(&format!("use {word}")) {
                    bad.push(format!("{}:{}: {}", f.display(), i + 1, line.trim()));
                }
            }
        }
    }
    bad
}

#[test]
fn only_the_host_uses_egui_and_eframe() {
    let bad = offenders_outside_host(&["egui", "eframe"]);
    assert!(
        bad.is_empty(),
        "egui and eframe belong in src/host only:\n{}",
        bad.join("\n")
    );
    // The check can fail: the host does use them.
    assert!(!offenders("host", &["eframe"]).is_empty());
}

/// The window shows games; reading the ruleset's Lua state is the script layer's job (the
/// declared tables come through `Game::tables`).
#[test]
fn the_host_does_not_speak_lua() {
    let bad = offenders("host", &["mlua"]);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn host_does_not_reach_into_the_cli() {
    let bad = offenders("host", &["crate::cli"]);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// The modules of `src/host/` (its top-level files) that each one names (`super::x`,
/// `crate::host::x`), comments left out.
fn host_module_graph() -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("src")
        .join("host");
    let mut names = std::collections::BTreeSet::new();
    for e in std::fs::read_dir(&dir).unwrap() {
        let p = e.unwrap().path();
        let stem = p.file_stem().unwrap().to_string_lossy().to_string();
        if p.is_dir() || p.extension().is_some_and(|x| x == "rs") {
            names.insert(stem);
        }
    }
    let mut graph = std::collections::BTreeMap::new();
    for n in &names {
        let f = dir.join(format!("{n}.rs"));
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue;
        };
        let mut deps = std::collections::BTreeSet::new();
        for line in text.lines() {
            let code = line.split("//").next().unwrap_or("");
            for prefix in ["super::", "crate::host::"] {
                for (i, _) in code.match_indices(prefix) {
                    let rest = &code[i + prefix.len()..];
                    let dep: String = rest
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    if dep != *n && names.contains(&dep) {
                        deps.insert(dep);
                    }
                }
            }
        }
        graph.insert(n.clone(), deps);
    }
    graph
}

/// The host's modules depend on each other without cycles: the map's overlays (areas, legend,
/// minimap, tiles) use the view and the painter, never the map widget that draws them.
#[test]
fn the_host_modules_form_no_cycle() {
    let graph = host_module_graph();
    assert!(graph["map_view"].contains("view") && graph["areas"].contains("painter"));
    // Depth-first search for a back edge.
    fn visit(
        n: &str,
        graph: &std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
        path: &mut Vec<String>,
        done: &mut std::collections::BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|p| p == n) {
            let mut cycle = path[i..].to_vec();
            cycle.push(n.to_string());
            return Some(cycle);
        }
        if done.contains(n) {
            return None;
        }
        path.push(n.to_string());
        for d in graph.get(n).into_iter().flatten() {
            if let Some(c) = visit(d, graph, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(n.to_string());
        None
    }
    let mut done = std::collections::BTreeSet::new();
    for n in graph.keys() {
        if let Some(c) = visit(n, &graph, &mut Vec::new(), &mut done) {
            panic!("a module cycle in src/host: {}", c.join(" → "));
        }
    }
}
