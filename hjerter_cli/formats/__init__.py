"""Each document hjerter writes and reads back, its writer and its reader side by side: a sheet in,
text out; text in, a game out, checked against the rules, or a kind of problem and its line. Below
the store and the renderer: it opens no file and chooses no words (render/refusals.py says its
kinds), and imports only the core, the errors and the catalogue's base.

`json_document.py` is hjerter's JSON document (`show --format json`, schema 1) and its reading by
`import`; `csv_sheet.py` the CSV sheet (`show --format csv`, or a spreadsheet in its shape) and its
reading; `jsontext.py` JSON text as hjerter prints it (steering characters escaped); `checked.py`
a file read and checked (`CheckedGame`), a round the rules refuse named with its line;
`imported.py` a file's bytes to import, told JSON from CSV. A game's own file (TOML) is the
store's: store/codec.py, plaintoml.py and gamefile.py, beside the locks and the writes that keep it.
"""
