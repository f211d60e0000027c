"""The CLI's commands, one module per area, each imported only when one of its commands runs
(commands.lazy): the name each command is called by, and where it lives."""
from __future__ import annotations

COMMANDS = {
    "paths": "paths:paths",
    "config": "paths:config_cmd",
    "start": "daemon:start",
    "stop": "daemon:stop",
    "status": "daemon:status",
    "wait": "daemon:wait",
    "service": "daemon:service_group",
    "worker": "worker:worker",
    "docs": "docs:docs",
    "show": "docs:show",
    "ask": "ask:ask",
    "review": "review:review",
    "eval": "evaluate:evaluate",
}
