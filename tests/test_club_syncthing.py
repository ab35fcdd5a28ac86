"""The club carried by Syncthing (Debian's package): two instances in a network namespace of the
test's own, loopback only (tests/syncthing_driver.py). A game scored at one shows at the other;
a game changed at both while they cannot see each other ends as a real `.sync-conflict-` copy,
which hjerter counts once: as a named conflict, counted nowhere."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.processes import HJERTER

pytestmark = pytest.mark.slow


def _namespaces() -> str | None:
    """Why the test cannot run here, or None."""
    if shutil.which("syncthing") is None:
        return "syncthing is not installed (apt-get install syncthing)"
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        return "unshare or ip is missing"
    tried = subprocess.run(["unshare", "-rn", "ip", "link", "set", "lo", "up"], capture_output=True, check=False)
    return None if tried.returncode == 0 else "no rights to make a network namespace (unshare -rn)"


def test_a_club_carried_by_syncthing_counts_each_game_once_and_names_a_real_conflict(tmp_path):
    reason = _namespaces()
    if reason is not None:
        pytest.skip(reason)
    driver = Path(__file__).with_name("syncthing_driver.py")
    done = subprocess.run(
        ["unshare", "-rn", sys.executable, str(driver), str(tmp_path), str(HJERTER)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert [entry["where"] for entry in seen["shown"]] == ["club"]  # scored at a, shown at b
    assert len(seen["files"]) == 2 and sum(".sync-conflict-" in name for name in seen["files"]) == 1
    for stats in seen["stats"]:
        assert stats["returncode"] == 0
        assert json.loads(stats["stdout"])["games"] == 0  # in conflict: counted nowhere
        assert "In conflict" in stats["stderr"] and ".sync-conflict-" in stats["stderr"]
