"""docq: answers questions about your own financial documents, and never states a wrong dollar figure."""
__version__ = "0.1.0"
