"""Joining PDFs page by page into one output stream, so a big print job holds one chunk in
memory rather than every page (reportlab keeps all pages until it saves). Each chunk is read
with pypdf; its pages and the objects they use are written out at once under new numbers, and
its bookmarks are kept. Only object offsets, page numbers and bookmark titles stay in memory."""

from __future__ import annotations

import gc
import io
from collections.abc import Callable
from typing import BinaryIO, TypeVar

from pypdf import PdfReader
from pypdf.generic import (
    ArrayObject,
    DictionaryObject,
    IndirectObject,
    NameObject,
    NullObject,
    StreamObject,
    TextStringObject,
)

CATALOG, PAGES, OUTLINES, INFO = 1, 2, 3, 4
R = TypeVar("R")


class PdfSpool:
    """Write ``add(chunk)`` for each chunk, then ``close(title, creator)``."""

    def __init__(self, out: BinaryIO) -> None:
        self.out = out
        self.position = 0
        self.offsets: dict[int, int] = {}
        self.next_id = INFO + 1
        self.pages: list[int] = []
        self.marks: list[tuple[str, int, list]] = []
        self._write(b"%PDF-1.4\n%\x93\x8c\x8b\x9e designer\n")

    def _write(self, data: bytes) -> None:
        self.out.write(data)
        self.position += len(data)

    def _tell(self) -> int:
        return self.position

    def _new_id(self) -> int:
        self.next_id += 1
        return self.next_id - 1

    def add_drawn(self, draw: Callable[[BinaryIO], R]) -> R:
        """Adds the chunk ``draw(stream)`` makes in memory and returns what ``draw`` returns; the
        chunk's reportlab document is freed before the next (a web of cycles the collector must
        break)."""
        buffer = io.BytesIO()
        result = draw(buffer)
        self.add(buffer.getvalue())
        del buffer
        gc.collect()
        return result

    def add(self, pdf: bytes) -> None:
        reader = PdfReader(io.BytesIO(pdf))
        mapping: dict[int, int] = {}
        first = len(self.pages)
        for page in reader.pages:
            page_id = self._new_id()
            mapping[page.indirect_reference.idnum] = page_id
            self.pages.append(page_id)
            self._copy(page_id, page.get_object(), mapping, reader)
        for dest in reader.outline:
            if isinstance(dest, list):
                continue
            page = first + reader.get_destination_page_number(dest)
            args = [_plain(dest.get(key)) for key in ("/Left", "/Top", "/Zoom")] if dest.typ == "/XYZ" else []
            self.marks.append((str(dest.title), page, [dest.typ, *args]))

    def _copy(self, new_id: int, obj, mapping: dict[int, int], reader: PdfReader) -> None:
        """Writes ``obj`` as object ``new_id``, then every object it refers to (once)."""
        queue = [(new_id, obj)]
        while queue:
            number, item = queue.pop()
            remapped = self._remap(item, mapping, queue, reader)
            if isinstance(remapped, DictionaryObject) and remapped.get("/Type") == "/Page":
                remapped[NameObject("/Parent")] = IndirectObject(PAGES, 0, None)  # type: ignore[arg-type]
            self._object(number, remapped)

    def _remap(self, obj, mapping: dict[int, int], queue: list, reader: PdfReader):
        if isinstance(obj, IndirectObject):
            if obj.idnum not in mapping:
                mapping[obj.idnum] = self._new_id()
                queue.append((mapping[obj.idnum], reader.get_object(obj)))
            return IndirectObject(mapping[obj.idnum], 0, None)  # type: ignore[arg-type]
        if isinstance(obj, StreamObject):
            copy = obj.__class__()
            copy._data = obj._data
            for key, value in obj.items():
                copy[NameObject(key)] = self._remap(value, mapping, queue, reader)
            return copy
        if isinstance(obj, DictionaryObject):
            return DictionaryObject({NameObject(k): self._remap(v, mapping, queue, reader)
                                     for k, v in obj.items() if k != "/Parent"})
        if isinstance(obj, ArrayObject):
            return ArrayObject(self._remap(v, mapping, queue, reader) for v in obj)
        return obj

    def _object(self, number: int, obj) -> None:
        self.offsets[number] = self._tell()
        self._write(f"{number} 0 obj\n".encode())
        buffer = io.BytesIO()
        obj.write_to_stream(buffer)
        self._write(buffer.getvalue())
        self._write(b"\nendobj\n")

    def _raw(self, number: int, body: str) -> None:
        self.offsets[number] = self._tell()
        self._write(f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1"))

    def close(self, title: str, creator: str) -> None:
        """Writes the page tree, the bookmarks, the catalog, the cross-reference table."""
        kids = " ".join(f"{p} 0 R" for p in self.pages)
        self._raw(PAGES, f"<< /Type /Pages /Count {len(self.pages)} /Kids [ {kids} ] >>")
        self._outlines()
        self._raw(CATALOG, f"<< /Type /Catalog /Pages {PAGES} 0 R /Outlines {OUTLINES} 0 R /PageMode /UseOutlines >>")
        self._info(title, creator)
        xref = self._tell()
        count = self.next_id
        lines = ["xref", f"0 {count}", "0000000000 65535 f "]
        lines += [f"{self.offsets[n]:010d} 00000 n " for n in range(1, count)]
        lines += ["trailer", f"<< /Size {count} /Root {CATALOG} 0 R /Info {INFO} 0 R >>", "startxref", str(xref),
                  "%%EOF", ""]
        self._write("\n".join(lines).encode())

    def _outlines(self) -> None:
        ids = [self._new_id() for _ in self.marks]
        if not ids:
            self._raw(OUTLINES, "<< /Type /Outlines /Count 0 >>")
            return
        self._raw(OUTLINES, f"<< /Type /Outlines /Count {len(ids)} /First {ids[0]} 0 R /Last {ids[-1]} 0 R >>")
        for i, (number, (title, page, dest)) in enumerate(zip(ids, self.marks, strict=False)):
            links = f"/Parent {OUTLINES} 0 R"
            links += f" /Prev {ids[i - 1]} 0 R" if i else ""
            links += f" /Next {ids[i + 1]} 0 R" if i + 1 < len(ids) else ""
            where = " ".join("null" if v is None else _number(v) if not isinstance(v, str) else v for v in dest)
            self._raw(number, f"<< /Title {_text(title)} {links} /Dest [ {self.pages[page]} 0 R {where} ] >>")

    def _info(self, title: str, creator: str) -> None:
        self._raw(INFO, f"<< /Title {_text(title)} /Creator {_text(creator)} /Producer {_text('designer')} >>")


def _number(value) -> str:
    return f"{float(value):g}"


def _text(value: str) -> str:
    buffer = io.BytesIO()
    TextStringObject(value).write_to_stream(buffer)
    return buffer.getvalue().decode("latin-1")


def _plain(value: object) -> object:
    """A destination argument with pypdf's null object as None (written back as ``null``)."""
    return None if value is None or isinstance(value, NullObject) else value
