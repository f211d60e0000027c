"""`docq review web`: the review queue in a browser, served on the loopback interface only.

gate.py decides whether a request may be answered at all (Host, token, CSRF), pages.py writes
the HTML, app.py routes a request to a page or a decision through the daemon's socket, and
server.py binds 127.0.0.1 and ::1 and runs the HTTP servers. static/ holds the one stylesheet
and the one script, served from the package: the pages load nothing from anywhere else.
"""
