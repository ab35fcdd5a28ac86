"""What people see: the sheet in every format (`formats.py` chooses; hjerter's JSON document and
the CSV sheet are written beside their readers in hjerter_cli/formats/), the rules in words, the
words screens share, and every sentence, the refusals' kinds among them (`refusals.py`)."""
