"""Filled IRS recipient forms, made from the real blank forms in ../shared/forms/irs/.

`fill(form, out, values, tax_year=..., corrected=...)` clears every widget (the published PDFs
carry sample values as field defaults), writes the values given by box, checks the CORRECTED
box when asked, and flattens the form so its values are page text, as a payer's PDF is.
`scan(pdf, out)` renders it to an image-only PDF page, as a scanner makes one.

Boxes are named as the form prints them ("1" for box 1, "payer" for the payer's block,
"recipient" for the recipient's name); `WIDGETS` maps them to each form's field names.
"""
from __future__ import annotations

import io
from pathlib import Path

import pymupdf

FORMS = Path(__file__).resolve().parent.parent.parent / "shared" / "forms" / "irs"

# form → box → a unique part of the widget's field name
WIDGETS: dict[str, dict[str, str]] = {
    "f1099int-rev-2024-01.pdf": {
        "year": "CalendarYear", "corrected": "CopyBHeader[0].c2_1", "payer": "LeftColumn[0].f2_1[",
        "recipient": "LeftColumn[0].f2_4[", "1": "Box1[0].f2_9", "2": "Box2[0].f2_10", "3": "Box3[0].f2_11",
        "4": "Box4[0].f2_12", "8": "Box8[0].f2_16",
    },
    "f1098-rev-2022-01.pdf": {
        "year": "CalendarYear", "corrected": "CopyHeader[0].c2_1", "payer": "LeftCol[0].f2_2[",
        "recipient": "LeftCol[0].f2_5[", "1": "RightCol[0].f2_11[", "2": "RightCol[0].f2_12[",
        "3": "RightCol[0].f2_13[", "6": "RightCol[0].f2_15[",
    },
}


def fill(form: str, out: Path, values: dict[str, str], tax_year: int, corrected: bool = False) -> Path:
    """Write `form` filled with `values` (box → text) for `tax_year` to `out`, flattened."""
    names = WIDGETS[form]
    by_widget = {names[box]: text for box, text in values.items()}
    by_widget[names["year"]] = str(tax_year)[-2:] if _prints_century(form) else str(tax_year)
    doc = pymupdf.open(FORMS / form)
    for page in doc:
        for w in page.widgets():
            if w.field_type == pymupdf.PDF_WIDGET_TYPE_CHECKBOX:
                w.field_value = w.on_state() if corrected and names["corrected"] in w.field_name else "Off"
            else:
                # an empty value keeps the sample's old appearance when flattened; a space clears it
                w.field_value = next((t for part, t in by_widget.items() if part in w.field_name), " ")
            w.update()
    doc.bake()
    out.parent.mkdir(parents=True, exist_ok=True)
    doc.save(out, garbage=3, deflate=True, no_new_id=True)
    return out


def _prints_century(form: str) -> bool:
    """The 1098 prints "20" in its calendar-year box and takes two digits; the 2024 1099s
    take the whole year."""
    return form.startswith("f1098")


def scan(pdf: Path, out: Path, dpi: int = 200) -> Path:
    """The first page of `pdf` as an image-only PDF page (no text layer)."""
    src = pymupdf.open(pdf)
    pix = src[0].get_pixmap(dpi=dpi, colorspace=pymupdf.csGRAY)
    doc = pymupdf.open()
    page = doc.new_page(width=src[0].rect.width, height=src[0].rect.height)
    page.insert_image(page.rect, stream=io.BytesIO(pix.tobytes("png")))
    doc.save(out, garbage=3, deflate=True, no_new_id=True)
    return out
