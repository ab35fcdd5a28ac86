"""Two Syncthing instances sharing one club folder, inside the network namespace this process runs
in (the test starts it with `unshare -rn`: loopback only). Discovery, relays, NAT, usage reports,
crash reports and upgrades are off. Prints what it saw as JSON; tests/test_club_syncthing.py judges.

usage: syncthing_driver.py WORK HJERTER
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

CONFIG = """<configuration version="36">
    <folder id="club" label="club" path="{folder}" type="sendreceive" rescanIntervalS="1"
            fsWatcherEnabled="false" ignorePerms="false" autoNormalize="true">
        <device id="{me}"></device>
        <device id="{other}"></device>
        <maxConflicts>10</maxConflicts>
    </folder>
    <device id="{me}" name="{name}"><address>dynamic</address></device>
    <device id="{other}" name="other"><address>tcp://127.0.0.1:{other_port}</address></device>
    <gui enabled="true" tls="false"><address>127.0.0.1:{gui}</address><apikey>{key}</apikey></gui>
    <options>
        <listenAddress>tcp://127.0.0.1:{port}</listenAddress>
        <globalAnnounceEnabled>false</globalAnnounceEnabled>
        <localAnnounceEnabled>false</localAnnounceEnabled>
        <relaysEnabled>false</relaysEnabled>
        <natEnabled>false</natEnabled>
        <urAccepted>-1</urAccepted>
        <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
        <startBrowser>false</startBrowser>
        <crashReportingEnabled>false</crashReportingEnabled>
        <reconnectionIntervalS>1</reconnectionIntervalS>
    </options>
</configuration>
"""
STATE = dict
LOOKS = 600  # each condition is looked at this many times at most, a tenth of a second apart


def device_id(home: Path) -> str:
    said = subprocess.run(
        ["syncthing", "generate", f"--home={home}"], capture_output=True, text=True, check=True, env=ENV
    )
    return next(
        line.split("Device ID:")[1].strip() for line in (said.stdout + said.stderr).splitlines() if "Device ID:" in line
    )


def rest(gui: int, path: str, method: str = "GET") -> object:
    request = urllib.request.Request(f"http://127.0.0.1:{gui}{path}", method=method, headers={"X-API-Key": "key"})
    with urllib.request.urlopen(request, timeout=5) as answer:
        body = answer.read()
    return json.loads(body) if body.strip() else None


def until(what: str, check) -> None:
    for _look in range(LOOKS):
        try:
            if check():
                return
        except OSError:
            pass
        time.sleep(0.1)
    raise SystemExit(json.dumps({"timeout": what, "state": STATE()}))


def hjerter(data: Path, folder: Path, *words: str) -> subprocess.CompletedProcess[str]:
    env = {**ENV, "HJERTER_DATA_DIR": str(data), "HJERTER_CLUB": str(folder), "HJERTER_LANG": "en"}
    return subprocess.run([HJERTER, *words], capture_output=True, text=True, env=env, check=False)


def main() -> None:
    subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
    homes = [WORK / "a", WORK / "b"]
    folders = [WORK / "club-a", WORK / "club-b"]
    ids = [device_id(home) for home in homes]
    ports, guis = (22001, 22002), (8385, 8386)
    for number, home in enumerate(homes):
        (folders[number] / "games").mkdir(parents=True)
        values = {"folder": folders[number], "me": ids[number], "other": ids[1 - number], "name": f"t{number}"}
        values |= {"other_port": ports[1 - number], "gui": guis[number], "key": "key", "port": ports[number]}
        (home / "config.xml").write_text(CONFIG.format(**values))
    started = [
        subprocess.Popen(
            ["syncthing", "serve", f"--home={home}", "--no-browser", "--no-restart", "--no-upgrade"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=ENV,
        )
        for home in homes
    ]
    try:
        print(json.dumps(evening(folders, guis, ids)))
    finally:
        for process in started:
            process.terminate()
            process.wait(timeout=30)


def evening(folders: list[Path], guis: tuple[int, int], ids: list[str]) -> dict[str, object]:
    datas = [WORK / "data-a", WORK / "data-b"]
    until("connected", lambda: rest(guis[0], "/rest/system/connections")["connections"][ids[1]]["connected"])  # type: ignore[index]
    assert hjerter(datas[0], folders[0], "new", "-g", "x", "Ann", "Bo", "Cy", "Di").returncode == 0
    assert hjerter(datas[0], folders[0], "round", "4", "q", "9", "0").returncode == 0
    until("the game at b", lambda: len(list((folders[1] / "games").glob("*.toml"))) == 1)
    (copy,) = (folders[1] / "games").glob("*.toml")
    until("the whole game at b", lambda: copy.read_bytes() == next((folders[0] / "games").glob("*.toml")).read_bytes())
    shown = json.loads(hjerter(datas[1], folders[1], "list", "--format", "json").stdout)
    for number in (0, 1):  # each side stops seeing the other
        rest(guis[number], f"/rest/system/pause?device={ids[1 - number]}", "POST")
    until("paused", lambda: not rest(guis[0], "/rest/system/connections")["connections"][ids[1]]["connected"])  # type: ignore[index]
    (datas[1] / "games").mkdir(parents=True, exist_ok=True)
    (datas[1] / "games" / "x.toml").write_bytes(copy.read_bytes())  # b takes the game up too
    scanned = [sequence(gui) for gui in guis]
    assert hjerter(datas[0], folders[0], "round", "0", "4", "q", "9").returncode == 0
    assert hjerter(datas[1], folders[1], "-g", "x", "round", "9", "0", "4", "q").returncode == 0
    for number in (0, 1):  # each has seen its own change before they meet again
        until("scanned", lambda number=number: sequence(guis[number]) > scanned[number])
    for number in (0, 1):
        rest(guis[number], f"/rest/system/resume?device={ids[1 - number]}", "POST")
    global STATE

    def state() -> object:
        return {
            "files": [names(folder) for folder in folders],
            "connected": [rest(gui, "/rest/system/connections")["connections"] for gui in guis],  # type: ignore[index]
            "config": [rest(gui, "/rest/config/devices") for gui in guis],
        }

    STATE = state
    until("a conflict copy", lambda: any(".sync-conflict-" in p.name for f in folders for p in (f / "games").iterdir()))
    until("both sides alike", lambda: names(folders[0]) == names(folders[1]) and len(names(folders[0])) == 2)
    return {
        "shown": shown,
        "files": names(folders[0]),
        "stats": [hjerter(data, folder, "stats", "--format", "json").__dict__ for data, folder in zip(datas, folders)],
    }


def sequence(gui: int) -> int:
    return int(rest(gui, "/rest/db/status?folder=club")["sequence"])  # type: ignore[index]


def names(folder: Path) -> list[str]:
    return sorted(path.name for path in (folder / "games").iterdir() if path.name.endswith(".toml"))


if __name__ == "__main__":
    WORK, HJERTER = Path(sys.argv[1]), sys.argv[2]
    ENV = {**os.environ, "HOME": str(WORK), "STNOUPGRADE": "1", "STNODEFAULTFOLDER": "1"}
    main()
