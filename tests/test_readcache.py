"""Readings kept by content (docq/workers/readcache.py): the same bytes read under the same
settings by the same code are OCRed once; other bytes, another setting or no cache folder
read again."""
from __future__ import annotations

import pickle
import shutil
from pathlib import Path

from docq import config
from docq.workers import readcache, render
from docq.workers.read import read_document


def _counting(path, cfg):
    calls = []

    def read():
        calls.append(path)
        return read_document(path, cfg)
    return read, calls


def _cfg(tmp_path, **values):
    cfg = config.load(tmp_path / "home")
    cfg.values.update(values)
    return cfg


def test_the_same_bytes_under_the_same_settings_are_read_once(tmp_path, make_pdf):
    cfg = _cfg(tmp_path, read_cache=str(tmp_path / "kept"))
    first = make_pdf(tmp_path / "a" / "bill.pdf", ["Amount due $41.17"])
    again = tmp_path / "b" / "renamed.pdf"          # another name, another folder, the same bytes
    again.parent.mkdir()
    shutil.copyfile(first, again)
    read, calls = _counting(first, cfg)
    pages = readcache.pages(first, cfg, read)
    read_again, calls_again = _counting(again, cfg)
    kept = readcache.pages(again, cfg, read_again)
    assert len(calls) == 1 and calls_again == []
    assert kept == pages and "41.17" in " ".join(w.text for w in kept[0].words)
    assert len(list((tmp_path / "kept").iterdir())) == 1


def test_other_bytes_or_another_setting_are_read_again(tmp_path, make_pdf):
    cfg = _cfg(tmp_path, read_cache=str(tmp_path / "kept"))
    a = make_pdf(tmp_path / "a.pdf", ["Amount due $41.17"])
    b = make_pdf(tmp_path / "b.pdf", ["Amount due $41.18"])
    readcache.pages(a, cfg, _counting(a, cfg)[0])
    read_b, calls_b = _counting(b, cfg)
    readcache.pages(b, cfg, read_b)
    other = _cfg(tmp_path, read_cache=str(tmp_path / "kept"), ocr_dpi=200)
    read_a, calls_a = _counting(a, other)
    readcache.pages(a, other, read_a)
    assert calls_b == [b] and calls_a == [a]


def test_a_setting_of_how_the_daemon_runs_keeps_the_reading(tmp_path, make_pdf):
    """A daemon that waits longer for a file to settle, runs more workers or asks a model reads
    a page as one that does not: its reading is the same one, kept once."""
    cfg = _cfg(tmp_path, read_cache=str(tmp_path / "kept"))
    a = make_pdf(tmp_path / "a.pdf", ["Amount due $41.17"])
    readcache.pages(a, cfg, _counting(a, cfg)[0])
    other = _cfg(tmp_path, read_cache=str(tmp_path / "kept"), settle_seconds=0.5, workers=4, model_enabled=False,
                 watch_dir=str(tmp_path / "elsewhere"))
    read_a, calls_a = _counting(a, other)
    readcache.pages(a, other, read_a)
    assert calls_a == [] and readcache.key(a, other) == readcache.key(a, cfg)


def test_without_a_cache_folder_every_reading_is_fresh(tmp_path, make_pdf):
    cfg = _cfg(tmp_path)
    assert cfg.read_cache == ""
    a = make_pdf(tmp_path / "a.pdf", ["Amount due $41.17"])
    read, calls = _counting(a, cfg)
    readcache.pages(a, cfg, read)
    readcache.pages(a, cfg, read)
    assert calls == [a, a]
    assert not (tmp_path / "kept").exists()


def test_a_kept_reading_remembers_how_its_pages_were_turned(tmp_path, make_pdf):
    cfg = _cfg(tmp_path, read_cache=str(tmp_path / "kept"))
    a = make_pdf(tmp_path / "a.pdf", ["Amount due $41.17"])
    pages = readcache.pages(a, cfg, lambda: read_document(a, cfg))
    b = tmp_path / "b.pdf"
    shutil.copyfile(a, b)
    pages[0].rotation = 90          # as a sideways scan's reading records it
    (tmp_path / "kept" / f"{readcache.key(a, cfg)}.pickle").write_bytes(pickle.dumps(pages))
    readcache.pages(b, cfg, lambda: [])
    assert render.recorded_rotation(b, 1) == 90


def test_the_daemon_reads_a_file_once_for_two_homes(start_daemon, tmp_path, make_pdf):
    kept = tmp_path / "kept"
    pdf = make_pdf(tmp_path / "src" / "statement.pdf", ["New balance $1,234.56"])
    read = []
    for _ in range(2):
        d = start_daemon(read_cache=kept)
        d.drop(pdf)
        d.wait_for(lambda: d.status()["documents"]["total"] == 1 and d.wait_idle(), what="the file read")
        store = d.store()
        read.append([tuple(r) for r in store.all("SELECT page, words, source FROM pages")])
        store.close()
        d.stop()
        entries = list(kept.iterdir())
        assert len(entries) == 1
        stamp = entries[0].stat().st_mtime_ns
        read.append(stamp)
    assert read[0] == read[2] and read[0]
    assert read[1] == read[3]            # the second daemon took the kept reading, wrote nothing


def test_the_key_holds_the_readers_source_and_not_what_answers_from_the_pages():
    # every docq file changed every key: a change to how a question is read read every scan of
    # every corpus again
    root = Path(readcache.__file__).resolve().parents[2]
    files = {str(f.relative_to(root)) for f in readcache.reading_files(root)}
    assert {"docq/workers/read.py", "docq/workers/ocr_tesseract.py", "docq/workers/orient.py",
            "docq/records.py", "docq/workers/__init__.py"} <= files, files
    # an engine the reader imports by name only when a setting picks it is the reader's too
    assert {"docq/workers/ocr_rapidocr.py", "docq/workers/ocr_doctr.py"} <= files, files
    assert not any(f.startswith(("docq/answer/", "docq/meaning/")) for f in files), files
    assert "docq/workers/doctype.py" not in files and "docq/workers/rows.py" not in files



def test_a_modules_imports_are_read_from_its_text():
    # parsed, the source of docq's reader failed a document when pages were read on several
    # threads at once ("SystemError: AST constructor recursion depth mismatch")
    source = ('from docq.workers import (\n    ocr,  # the engines\n    render as r,\n)\n'
              'import docq.records, os\nfrom pathlib import Path\n'
              '_ENGINES = {"doctr": "docq.workers.ocr_doctr"}\n')
    assert set(readcache._named(source)) == {"docq.workers", "docq.workers.ocr", "docq.workers.render",
                                             "docq.records", "docq.workers.ocr_doctr"}
