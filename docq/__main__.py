"""`python -m docq` runs the CLI."""
from docq.cli import main

main()
