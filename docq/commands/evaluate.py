"""`docq eval`: audit docq on a question set, end to end, by the zero-wrong-money rules."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from docq import errors
from docq.evals import report, runner
from docq.evals.grader import load_questions

DEFAULT_BASELINE = Path("evals") / "baseline.json"


@click.command("eval")
@click.argument("questions", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--docs", "docs", multiple=True, required=True, metavar="DIR|CORPUS=DIR",
              help="Documents to read: a folder, a folder holding one sub-folder per corpus, or CORPUS=DIR. Repeatable.")
@click.option("--json", "as_json", is_flag=True, help="Print the whole result as JSON.")
@click.option("--report", "report_path", type=click.Path(dir_okay=False, path_type=Path), help="Write a Markdown report of every question here.")
@click.option("--gate", is_flag=True, help="Also fail when a corpus's accuracy is below its floor in the baseline file.")
@click.option("--baseline", type=click.Path(dir_okay=False, path_type=Path), default=DEFAULT_BASELINE, show_default=True,
              help="Per-corpus accuracy floors for --gate.")
@click.option("--timeout", type=float, default=900.0, show_default=True, help="Seconds to wait for one folder to be read.")
@click.option("--via-cli", is_flag=True, help="Ask each question by running `docq ask --json` (slower, same answers).")
def evaluate(questions, docs, as_json, report_path, gate, baseline, timeout, via_cli) -> None:
    """Run QUESTIONS.json files against a fresh daemon reading --docs, and grade every answer.

    Each folder of documents is read by the real daemon on a temporary HOME. Exits non-zero on
    any money violation (a wrong dollar figure stated as an answer) and, with --gate, on an
    accuracy below the floors in the baseline file (a sealed corpus: on more money violations
    than the baseline records for it).
    """
    qs = load_questions(questions)
    floors = report.load_floors(baseline) if gate else None
    ceilings = report.load_sealed_ceilings(baseline) if gate else None
    with click.progressbar(length=runner.work_units(qs, docs), label="docq eval", file=sys.stderr,
                           show_pos=True, item_show_func=lambda s: s) as bar:
        results = runner.run_all(qs, docs, timeout=timeout, via_cli=via_cli,
                                 progress=lambda label, n: bar.update(n, label))
    failures = report.gate(results, floors, ceilings)
    if report_path:
        report_path.write_text(report.markdown(results, failures))
    if as_json:
        click.echo(json.dumps(report.to_json(results, failures), indent=1))
    else:
        click.echo(report.table(results))
        click.echo(report.violation_text(results))
        if report_path:
            click.echo(f"report: {report_path}")
    if failures:
        raise errors.GateFailed(f"eval failed: {'; '.join(failures[:5])}" + (" ..." if len(failures) > 5 else ""))
