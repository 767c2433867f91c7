//! The map generator (`sandtable mapgen`): rasterises the one geographic source of the
//! battlefield (`scenarios/chickamauga/battlefield.geojson`) onto a game's printed grid, as a
//! spec file (`scenarios/<ruleset>/mapgen.json`) describes it, and writes the kernel's map
//! format as a Lua module the game's scenarios require. Deterministic: the same source and
//! spec give the same bytes. Tooling above the kernel: it uses the kernel's grid and hex
//! geometry and knows nothing of Lua rules.

pub mod emit;
pub mod geo;
pub mod place;
pub mod raster;
pub mod render;

use std::path::{Path, PathBuf};

/// The result of one run.
pub struct Run {
    /// The map module's text.
    pub lua: String,
    /// Where it belongs.
    pub output: PathBuf,
    /// The report lines (placement, residuals, notices).
    pub report: Vec<String>,
    /// The grid and generated content (for pictures and tests).
    pub grid: crate::kernel::Grid,
    /// The generated content.
    pub generated: raster::Generated,
    /// The spec.
    pub spec: raster::Spec,
}

/// Reads a spec and generates its map (nothing is written).
pub fn run(spec_path: &Path) -> Result<Run, String> {
    let text =
        std::fs::read_to_string(spec_path).map_err(|e| format!("{}: {e}", spec_path.display()))?;
    let spec: raster::Spec =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", spec_path.display()))?;
    let dir = spec_path.parent().unwrap_or(Path::new("."));
    let src = geo::Source::read(&dir.join(&spec.source))?;
    let (grid, g) = raster::generate(&spec, &src)?;
    // The spec as the header names it: relative to the working directory when it lies below
    // it, so that a run from the repository root gives the same bytes however the path is given.
    let shown = std::env::current_dir()
        .ok()
        .and_then(|d| spec_path.strip_prefix(d).ok())
        .unwrap_or(spec_path)
        .to_string_lossy()
        .replace('\\', "/");
    let lua = emit::lua(&spec, &shown, &grid, &g);
    let mut report = Vec::new();
    if let Some(p) = &g.placement {
        report.push(format!(
            "{}: {} × {} hexes, {:.1} yards a hex, up = {:.1}° from true north",
            spec.name,
            grid.cols,
            grid.rows,
            p.yards_per_hex(),
            p.north_deg()
        ));
    }
    if !g.residuals.is_empty() {
        let mut r: Vec<f64> = g.residuals.iter().map(|x| x.2).collect();
        r.sort_by(f64::total_cmp);
        let median = r[r.len() / 2];
        let max = r.last().copied().unwrap_or(0.0);
        report.push(format!(
            "fit to {} pins: median residual {median:.2} hexes, largest {max:.2}",
            r.len()
        ));
        for (name, label, d) in &g.residuals {
            report.push(format!("  {label:<8} {name:<40} {d:5.2} hexes"));
        }
    }
    for (k, v) in &g.hexsides {
        report.push(format!("hexsides {k}: {}", v.len()));
    }
    for (k, v) in &g.terrain {
        report.push(format!("terrain {k}: {} hexes", v.len()));
    }
    report.push(format!("places: {}", g.places.len()));
    report.extend(g.report.iter().cloned());
    Ok(Run {
        lua,
        output: dir.join(&spec.output),
        report,
        grid,
        generated: g,
        spec,
    })
}
