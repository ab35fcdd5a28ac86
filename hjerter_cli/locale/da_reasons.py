"""Dansk for what the system and Python's csv and json modules say when a file cannot be used:
their own words are English, so a Danish screen says the reason in Danish (i18n.reason,
i18n.module_said). Imported only when a Danish command meets such an error."""

# The system's error numbers (errno), by name: why a file, a folder or a port could not be used.
ERRNO = {
    "ENOENT": "filen findes ikke",
    "EACCES": "ingen adgang",
    "EPERM": "det er ikke tilladt",
    "EISDIR": "det er en mappe",
    "ENOTDIR": "det eller en del af stien er ikke en mappe",
    "ENOSPC": "der er ikke mere plads på disken",
    "EDQUOT": "din diskkvote er brugt op",
    "EFBIG": "filen bliver for stor",
    "EROFS": "filsystemet er skrivebeskyttet",
    "EEXIST": "den findes allerede",
    "ENOTEMPTY": "mappen er ikke tom",
    "ELOOP": "for mange symbolske links i træk",
    "ENAMETOOLONG": "navnet er for langt",
    "EIO": "fejl ved læsning eller skrivning på disken",
    "EBUSY": "den er optaget",
    "ETXTBSY": "filen er i brug",
    "EMFILE": "for mange åbne filer",
    "ENFILE": "for mange åbne filer",
    "ENOMEM": "der er ikke hukommelse nok",
    "EAGAIN": "den er optaget lige nu",
    "EINTR": "det blev afbrudt",
    "EINVAL": "en ugyldig værdi",
    "EXDEV": "det er på et andet drev",
    "ENXIO": "enheden findes ikke",
    "ENODEV": "enheden findes ikke",
    "ESTALE": "filen findes ikke længere på netværksdrevet",
    "EPIPE": "modtageren har lukket forbindelsen",
    "EADDRINUSE": "adressen er allerede i brug",
    "EADDRNOTAVAIL": "adressen findes ikke på denne computer",
    "ENETUNREACH": "netværket kan ikke nås",
    "ECONNREFUSED": "forbindelsen blev afvist",
    "ECONNRESET": "forbindelsen blev afbrudt",
    "ETIMEDOUT": "der kom intet svar i tide",
}

# A folder on the way is what is missing when a file cannot be written for ENOENT.
ERRNO_WRITING = {"ENOENT": "mappen findes ikke"}

# An error number with no sentence above, by its name (or its number).
UNKNOWN_ERRNO = "systemfejl {code}"

# (the module's own words as a regular expression, the Danish; {column}: where on the line)
MODULES = (
    # csv, reading a sheet
    (r"unexpected end of data", "der mangler et afsluttende anførselstegn"),
    (r"field larger than field limit \((?P<limit>\d+)\)", "et felt er over {limit} tegn"),
    (r"'(?P<expected>.)' expected after '.'", "efter et afsluttende anførselstegn skal der stå '{expected}'"),
    (r"line contains NUL", "linjen indeholder et nultegn"),
    (r"new-line character seen in unquoted field.*", "et linjeskift står i et felt uden anførselstegn"),
    # json, reading a document
    (r"Expecting value", "der mangler en værdi ved tegn {column}"),
    (
        r"Expecting property name enclosed in double quotes",
        "der mangler et navn i dobbelte anførselstegn ved tegn {column}",
    ),
    (r"Expecting ':' delimiter", "der mangler et kolon ved tegn {column}"),
    (r"Expecting ',' delimiter", "der mangler et komma ved tegn {column}"),
    (
        r"Unterminated string starting at",
        "teksten, der begynder ved tegn {column}, mangler sit afsluttende anførselstegn",
    ),
    (r"Invalid control character at", "et styretegn i en tekst ved tegn {column}"),
    (r"Invalid \\escape", "en ugyldig \\-kode i en tekst ved tegn {column}"),
    (r"Invalid \\uXXXX escape", "en ugyldig \\u-kode i en tekst ved tegn {column}"),
    (r"Extra data", "der står mere efter dokumentet ved tegn {column}"),
    (r"maximum recursion depth exceeded.*", "dokumentet har for mange lag inden i hinanden"),
    (r"Exceeds the limit \((?P<limit>\d+) digits\).*", "et tal har over {limit} cifre"),
    # tomllib, reading a game file: where, as it says it
    (r".*\(at line (?P<line>\d+), column (?P<at>\d+)\)", "fejl i linje {line}, tegn {at}"),
    (r".*\(at end of document\)", "fejl ved filens slutning"),
)

# What neither module's words above say: a line of a sheet, or a place in a document.
UNKNOWN_MODULE = {
    "csv": "linjen kan ikke læses som CSV",
    "json": "fejl i JSON ved tegn {column}",
    "anywhere": "JSON-læseren kan ikke læse filen",
    "toml": "TOML-læseren kan ikke læse filen",
}
