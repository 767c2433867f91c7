//! The `sandtable` binary: thin glue over the library's command line.

use clap::Parser;

fn main() {
    let cli = sandtable::cli::Cli::parse();
    std::process::exit(sandtable::cli::run(cli));
}
