"""The model tier's reader: the only module that knows llama.cpp.

The local model reads the rebuilt rows (layout text) of a page and names the row that gives
the field asked, under a grammar that forces one row of cells; the figure is the amount at
the row's end. It also picks a document's kind when the rules cannot tell, under a grammar
that allows only the kinds offered. It is a reader whose every figure must be proved (guards.py), never a
source: malformed or truncated output is treated as no reply. The model is loaded once per process, lazily, and used under a lock (a llama.cpp
context is not safe to share between threads).
"""
from __future__ import annotations

import importlib.util
import logging
import re
import threading
from dataclasses import dataclass
from pathlib import Path

from docq import money

log = logging.getLogger("docq.answer.llm")

# Measured on ten extraction prompts (amount due beside a previous balance, a flattened
# projection row, W-2 boxes, an instruction planted in the text): asked for JSON through a
# chat template both bundled models answered 0-1/10, mostly with malformed objects; shown two
# worked examples and asked to copy the row, Gemma 270M (a base model) got 4/10 and SmolLM2
# 135M 4/10 — and both invented rows ("Cash Value | 0.00"). The guards make either safe.
FEW_SHOT = """Document:
Acme Water Co
Account 5512
Prior Balance | 55.00
Payment | 55.00 CR
Water Usage | 31.40
Total Due | 31.40
Question: which row gives the total due?
Row: Total Due | 31.40

Document:
Metro Bank Statement
Opening Balance | 1,020.00
Deposits | 500.00
Closing Balance | 1,520.00
Question: which row gives the closing balance?
Row: Closing Balance | 1,520.00

"""
PROMPT = "Document:\n{rows}\nQuestion: which row gives the {noun}?\nRow:"
# The reply is one row: cells separated by " | ", ending at the line's end.
GRAMMAR = r"""
root ::= " "? cell (" | " cell)* "\n"
cell ::= [^|\n]+
"""

MAX_ROWS_CHARS = 4500      # the page's rows, the examples and the reply fit a 2,048-token context

# What kind of document: asked only when the rules cannot tell, and answered under a grammar
# that allows nothing but the kinds offered (doctype.classify offers the ones the document's
# own words suggest, and "other").
KIND_FEW_SHOT = """Document:
ACME HARDWARE
2 X HOSE CLAMP | 3.98
TOTAL | 3.98
CASH | 5.00
CHANGE | 1.02
Kind: receipt

Document:
Metro Bank
Opening Balance | 1,020.00
Deposits | 500.00
Closing Balance | 1,520.00
Kind: bank-statement

"""
KIND_PROMPT = "Document:\n{rows}\nKind:"
MAX_KIND_CHARS = 1500      # the top of the first page says what a document is


@dataclass(frozen=True)
class Reply:
    value: str
    row: str


def available() -> bool:
    return importlib.util.find_spec("llama_cpp") is not None


class Reader:
    def __init__(self, model_path: Path, threads: int = 2, n_ctx: int = 2048):
        self.model_path = Path(model_path)
        self.threads, self.n_ctx = threads, n_ctx
        self._llm = None
        self._gbnf = None
        self._lock = threading.Lock()
        self._prefixes: dict[str, tuple[list[int], object]] = {}

    def _load(self):
        if self._llm is None:
            from llama_cpp import Llama
            log.info("loading model %s", self.model_path)
            # n_batch 128 rather than 512: the compute buffers shrink by ~175 MB and, on CPU,
            # a page's prompt is read as fast in smaller batches
            self._llm = Llama(model_path=str(self.model_path), n_ctx=self.n_ctx, n_threads=self.threads,
                              n_batch=128, verbose=False, seed=0)
        return self._llm

    def _complete(self, prefix: str, rest: str, **kw) -> dict:
        """A completion of `prefix + rest` whose result depends on the prompt alone.

        llama.cpp reuses whatever prompt it read last as far as the new one agrees with it,
        and reads the rest in batches from there: the same prompt, after a different one,
        is read in other batches and its figures can differ in the last bit, enough to flip
        a close choice. Answers then depend on the order documents were read in. So the
        cache is reset to the fixed worked examples, read once, before every prompt."""
        llm = self._load()
        tokens = llm.tokenize((prefix + rest).encode("utf-8"))
        if prefix not in self._prefixes:
            llm.reset()
            head = llm.tokenize(prefix.encode("utf-8"))
            llm.eval(head)
            self._prefixes[prefix] = (head, llm.save_state())
        head, state = self._prefixes[prefix]
        if tokens[:len(head)] == head:
            llm.load_state(state)
        else:
            llm.reset()        # the examples tokenise otherwise joined to this prompt: read it whole
        return llm.create_completion(tokens, temperature=0.0, **kw)

    def loaded(self) -> bool:
        return self._llm is not None

    def read(self, noun: str, rows: str, max_tokens: int = 60) -> Reply | None:
        """The row the model names for `noun` in `rows` and the figure on it, or None (no
        row, no figure on it, or output cut off at max_tokens)."""
        with self._lock:
            try:
                out = self._complete(FEW_SHOT, PROMPT.format(rows=rows[:MAX_ROWS_CHARS], noun=noun),
                                     max_tokens=max_tokens, grammar=self._grammar(), stop=["\n"])
            except (ValueError, RuntimeError) as e:   # context overflow, decode failure
                log.warning("model read failed: %s", e)
                return None
        choice = out["choices"][0]
        return parse_reply(choice.get("text") or "", choice.get("finish_reason"))

    def kind(self, text: str, options: tuple[str, ...]) -> str | None:
        """One of `options` for the document whose rows are `text`, or None."""
        if not options:
            return None
        with self._lock:
            try:
                out = self._complete(KIND_FEW_SHOT, KIND_PROMPT.format(rows=text[:MAX_KIND_CHARS]),
                                     max_tokens=16, grammar=self._kind_grammar(options), stop=["\n"])
            except (ValueError, RuntimeError) as e:
                log.warning("model kind failed: %s", e)
                return None
        picked = (out["choices"][0].get("text") or "").strip()
        return picked if picked in options else None

    def _kind_grammar(self, options: tuple[str, ...]):
        from llama_cpp import LlamaGrammar
        alternatives = " | ".join(f'"{o}"' for o in options if re.fullmatch(r"[a-z0-9-]+", o))
        return LlamaGrammar.from_string(f'root ::= " "? ({alternatives}) "\\n"', verbose=False)

    def _grammar(self):
        if self._gbnf is None:
            from llama_cpp import LlamaGrammar
            self._gbnf = LlamaGrammar.from_string(GRAMMAR, verbose=False)
        return self._gbnf


def parse_reply(raw: str, finish_reason: str | None = "stop") -> Reply | None:
    """A row with a figure on it, or None: a reply cut off at max_tokens, one on several
    lines, or one without exactly a figure at its end is no reply."""
    if finish_reason == "length":
        return None
    row = raw.strip()
    if not row or "\n" in row:
        return None
    amounts = money.find_amounts(row.split(" | ")[-1])
    if not amounts:
        return None
    return Reply(amounts[-1][0], row)
