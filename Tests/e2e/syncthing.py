"""Two real Syncthing instances on loopback sharing one folder, for the end-to-end tests
(../shared/notes/syncthing-loopback.md records how this behaved on these machines):
separate homes with generated keys; discovery, relays, NAT and usage reporting off; each
listens on its own 127.0.0.1 port; only A dials B (with both dialling, their simultaneous
connections failed the Hello exchange and the link came up after about a minute); the
folder watched with a 1 s delay. Started and stopped by PID by the caller's `start`/`stop`.
"""
import json
import os
import re
import socket
import subprocess
import time
import urllib.request
import xml.etree.ElementTree as ET


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Instance:
    def __init__(self, home, folder):
        self.home, self.folder = home, folder
        out = subprocess.run(["syncthing", "generate", f"--home={home}", "--no-default-folder"],
                             capture_output=True, text=True, check=True)
        self.device = re.search(r"Device ID: ([A-Z0-9-]+)", out.stdout + out.stderr).group(1)
        self.gui, self.listen = free_port(), free_port()
        self.apikey = "habitd-e2e-" + self.device[:7]
        self.proc = None

    def configure(self, peer, dial):
        """Writes config.xml: this instance, `peer` (dialled at its port when `dial`, else
        waited for), and the shared folder."""
        path = os.path.join(self.home, "config.xml")
        tree = ET.parse(path)
        root = tree.getroot()
        gui = root.find("gui")
        gui.find("address").text = f"127.0.0.1:{self.gui}"
        gui.find("apikey").text = self.apikey
        options = root.find("options")
        settings = {"listenAddress": f"tcp://127.0.0.1:{self.listen}", "globalAnnounceEnabled": "false",
                    "localAnnounceEnabled": "false", "relaysEnabled": "false", "natEnabled": "false",
                    "startBrowser": "false", "urAccepted": "-1", "autoUpgradeIntervalH": "0",
                    "crashReportingEnabled": "false", "reconnectionIntervalS": "5"}
        for key, value in settings.items():
            node = options.find(key)
            if node is None:
                node = ET.SubElement(options, key)
            node.text = value
        other = ET.SubElement(root, "device", id=peer.device, name="peer", compression="metadata", introducer="false")
        ET.SubElement(other, "address").text = f"tcp://127.0.0.1:{peer.listen}" if dial else "dynamic"
        folder = ET.Element("folder", id="habitd-e2e", label="habitd", path=self.folder, type="sendreceive",
                            rescanIntervalS="3600", fsWatcherEnabled="true", fsWatcherDelayS="1", ignorePerms="false")
        ET.SubElement(folder, "device", id=self.device)
        ET.SubElement(folder, "device", id=peer.device)
        root.insert(0, folder)
        tree.write(path)
        os.makedirs(os.path.join(self.folder, ".stfolder"), exist_ok=True)

    def command(self):
        return ["syncthing", "serve", f"--home={self.home}", "--no-browser", "--no-restart", "--no-upgrade"]

    def rest(self, path):
        req = urllib.request.Request(f"http://127.0.0.1:{self.gui}{path}", headers={"X-API-Key": self.apikey})
        with urllib.request.urlopen(req, timeout=2) as r:
            return json.loads(r.read())

    def connected(self, peer):
        try:
            return self.rest("/rest/system/connections")["connections"].get(peer.device, {}).get("connected", False)
        except OSError:
            return False


def pair(tmp, folder_a, folder_b):
    """Two configured instances (not started): A dials B."""
    a = Instance(os.path.join(tmp, "syncthing-a"), folder_a)
    b = Instance(os.path.join(tmp, "syncthing-b"), folder_b)
    a.configure(b, dial=True)
    b.configure(a, dial=False)
    return a, b


def environment(env):
    """Syncthing's environment: no default folder, no upgrade check, home under the test's."""
    return dict(env, STNODEFAULTFOLDER="1", STNOUPGRADE="1")


def wait_connected(a, b, timeout):
    end = time.time() + timeout
    while time.time() < end:
        if a.connected(b) and b.connected(a):
            return True
        time.sleep(0.5)
    return False
