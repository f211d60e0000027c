"""The household every dev corpus belongs to: one person, a Portland home and a Palos Verdes
house, so cross-document questions (and negatives) have a consistent world."""
from __future__ import annotations

PERSON = "DANA R WHITFIELD"
PERSON_TITLE = "Dana R. Whitfield"
HOME = ["1420 NW LOVEJOY ST APT 5", "PORTLAND OR 97209-2211"]
PV_HOUSE = ["28 VIA COLINAS", "PALOS VERDES ESTATES CA 90274"]
