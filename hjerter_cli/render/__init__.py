"""What people see: the sheet in every format, the rules in words, the words screens share."""
