"""`python -m docq` runs the program as the `docq` script does."""
from docq.quick import main

main()
