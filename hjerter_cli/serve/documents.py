"""What a page serves at one moment: the page, as render/live.py draws it for serving, and its JSON,
each with its version (an entity tag), and the policy that allows the page's one script."""

from __future__ import annotations

from hjerter_cli.render.live import served_page, version_of


class Documents:
    """The page and the JSON, each as UTF-8 with its version, and the page's policy."""

    def __init__(self, page: str, version: str, script: str, json_text: str) -> None:
        import base64
        import hashlib

        self.page, self.version = page.encode(), version  # UTF-8, as every document here
        self.json = json_text.encode()
        self.json_version = version_of(json_text)
        allowed = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
        self.policy = (
            f"default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-{allowed}'; "
            "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        )


def served(page: str, json_text: str, unreadable: bool = False) -> Documents:
    """The documents of an html page and its JSON: the page with its script (and, where its source
    `unreadable` now, the note that it is as last read)."""
    return Documents(*served_page(page, unreadable), json_text)
