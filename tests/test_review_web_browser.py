"""The review queue cleared in a real browser (Debian's Chromium, headless, driven by
Selenium) against a real daemon holding items from real scans: the queue, an item with its
page image and box overlay, approve by key, a bad then a good correction, a reject with a
note; then `docq ask` answers from the verified fields.

Screenshots are kept as test artifacts in the test's tmp dir (printed at the end).
Where no browser can be launched the test is skipped with the reason, except under CI=true,
where the machine is meant to have one and a skip would hide a broken setup: it fails.
"""
from __future__ import annotations

import os
import shutil
import time

import numpy as np
import pytest
from PIL import Image

from docq.review import queue
from web_support import Q_ACME, Q_COMCAST, Q_ZENITH, bills_daemon, bills_snapshot, start_web  # noqa: F401 (fixtures)

pytestmark = pytest.mark.e2e


def _unavailable(reason: str):
    if os.environ.get("CI") == "true":
        pytest.fail(f"no browser under CI (scripts/setup.sh installs chromium and"
                    f" chromium-driver): {reason}")
    pytest.skip(reason)


def launch(javascript: bool = True):
    """Headless Chromium under Selenium, or a skip (a failure under CI) saying why not."""
    try:
        from selenium import webdriver
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.chrome.service import Service
    except ImportError as e:
        _unavailable(f"selenium is not installed ({e}); pip install -e '.[test]'")
    chromium, driver_path = shutil.which("chromium"), shutil.which("chromedriver")
    if not chromium or not driver_path:
        _unavailable("Debian's chromium and chromium-driver are not installed (scripts/setup.sh)")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1400,1000", "--hide-scrollbars", "--no-first-run"):
        options.add_argument(arg)
    if not javascript:
        options.add_experimental_option(
            "prefs", {"profile.managed_default_content_settings.javascript": 2})
    try:
        driver = webdriver.Chrome(options=options, service=Service(executable_path=driver_path))
    except WebDriverException as e:
        _unavailable(f"chromium did not start: {e.msg}")
    driver.set_page_load_timeout(60)
    return driver


@pytest.fixture
def browser():
    driver = launch()
    yield driver
    driver.quit()


@pytest.fixture
def browser_without_js():
    driver = launch(javascript=False)
    yield driver
    driver.quit()


def press(driver, keys: str) -> None:
    from selenium.webdriver.common.action_chains import ActionChains
    ActionChains(driver).send_keys(keys).perform()


def wait_title(driver, text: str, timeout: float = 30) -> str:
    deadline = time.monotonic() + timeout
    while text not in driver.title:
        if time.monotonic() > deadline:
            raise AssertionError(f"title {driver.title!r} never showed {text!r}")
        time.sleep(0.05)
    return driver.title


def css(driver, selector: str):
    from selenium.webdriver.common.by import By
    return driver.find_element(By.CSS_SELECTOR, selector)


def red_pixels(png, box: tuple[int, int, int, int] | None = None) -> int:
    """Pixels of the figure's outline colour (the overlay's red) in a screenshot."""
    with Image.open(png) as im:
        rgb = np.asarray(im.convert("RGB").crop(box) if box else im.convert("RGB")).astype(int)
    r, g, b = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    return int(((r > 180) & (g < 60) & (b < 60)).sum())


def test_clearing_the_queue_in_a_browser(browser, bills_daemon, tmp_path):
    daemon, held = bills_daemon
    web = start_web(daemon)
    shots = tmp_path / "screenshots"
    shots.mkdir()
    try:
        _clear(browser, web, held, shots)
    finally:
        assert web.stop() == 0
        print(f"\nscreenshots: {shots}")

    # the asker hears the verified figures; the rejected one is never stated
    a = daemon.json("ask", Q_ACME)
    assert (a["status"], a["amount"]) == ("answered", "142.17"), a
    assert a["citations"] == [{"document": "acme-2023-03.pdf", "page": 1}]
    z = daemon.json("ask", Q_ZENITH)
    assert (z["status"], z["amount"]) == ("answered", "48.99"), z
    c = daemon.json("ask", Q_COMCAST)
    assert c["amount"] != "77.31" and "77.31" not in c["text"], c
    shown = {v["field"]: v for v in daemon.json("show", "zenith-2023-05.pdf")["verified"]}
    assert (shown["amount_due"]["value"], shown["amount_due"]["method"]) == ("48.99", "corrected")
    assert daemon.json("review", "list") == []


def _clear(driver, web, held, shots) -> None:
    acme, zenith, comcast = (held[k]["id"] for k in ("acme", "zenith", "comcast"))

    # the queue: oldest first, its count in the title, no figure anywhere on it
    driver.get(web.url)
    assert "(3 waiting)" in driver.title
    rows = driver.find_elements("css selector", "table.queue tbody tr")
    assert [r.find_element("css selector", "td a").text for r in rows] == [str(acme), str(zenith), str(comcast)]
    assert "the document may be of another period or tax year" in rows[2].text
    assert all(f not in driver.page_source for f in ("142.17", "42.99", "77.31"))
    driver.save_screenshot(str(shots / "1-queue.png"))

    # j opens the oldest item: the page image, the overlay with both boxes, the zoomed crop
    press(driver, "j")
    wait_title(driver, f"Review {acme} ")
    img = css(driver, "#page-image")
    assert driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth", img) > 500
    overlay = css(driver, "#page-overlay")
    assert (overlay.rect["y"], overlay.rect["height"]) == pytest.approx(
        (img.rect["y"], img.rect["height"]), abs=1.5)             # the boxes land on the pixels
    figure_box = css(driver, "#page-overlay rect.figure-box")
    label_box = css(driver, "#page-overlay rect.label-box")
    assert figure_box.size["width"] > 5 and label_box.size["width"] > 5
    # the label sits left of its figure on the same line, both inside the page image
    assert label_box.location["x"] < figure_box.location["x"]
    assert abs(label_box.location["y"] - figure_box.location["y"]) < 12
    assert img.location["y"] < figure_box.location["y"] < img.location["y"] + img.size["height"]
    assert css(driver, "#zoom image").get_attribute("href").endswith(f"/item/{acme}/crop.png")
    assert css(driver, "#candidate").text == "$142.17"
    assert "the document shows different values for this field" in css(driver, ".reasons").text
    assert Q_ACME in driver.page_source and "the command line" in driver.page_source
    shot = shots / "2-item-acme.png"
    driver.save_screenshot(str(shot))
    r = figure_box.rect
    assert red_pixels(shot, (int(r["x"]) - 4, int(r["y"]) - 4, int(r["x"] + r["width"]) + 4,
                             int(r["y"] + r["height"]) + 4)) > 40      # the box is drawn, in red

    # j / k walk the queue without deciding anything
    press(driver, "j")
    wait_title(driver, f"Review {zenith} ")
    press(driver, "k")
    wait_title(driver, f"Review {acme} ")

    # a approves; the next item follows, saying what was done
    press(driver, "a")
    wait_title(driver, f"Review {zenith} (2 waiting)")
    assert f"Review {acme} approved" in css(driver, ".flash").text

    # c: a malformed amount is refused with the reason; the item stays; then the right one
    assert css(driver, "#candidate").text == "$42.99"
    press(driver, "c")
    assert driver.switch_to.active_element.get_attribute("id") == "amount"
    press(driver, "48.9.9\n")
    wait_title(driver, f"Review {zenith} (2 waiting)")
    error = css(driver, "#amount-error")
    assert "'48.9.9' is not an amount" in error.text and error.is_displayed()
    assert css(driver, "#amount").get_attribute("value") == "48.9.9"
    driver.save_screenshot(str(shots / "3-bad-amount.png"))
    press(driver, "c")
    press(driver, "48.99\n")
    wait_title(driver, f"Review {comcast} (1 waiting)")
    assert f"Review {zenith} corrected" in css(driver, ".flash").text

    # r: a note, Enter rejects; nothing is left
    press(driver, "r")
    assert driver.switch_to.active_element.get_attribute("id") == "note"
    press(driver, "not the June bill\n")
    wait_title(driver, "(0 waiting)")
    assert "Nothing is waiting for review" in driver.page_source
    assert f"Review {comcast} rejected" in css(driver, ".flash").text
    driver.save_screenshot(str(shots / "4-empty.png"))

    # the document page marks the verified field with who and when
    driver.get(f"{web.url}item/{zenith}")
    assert "corrected" in css(driver, ".decided").text
    css(driver, "h1 a").click()
    wait_title(driver, "zenith-2023-05.pdf")
    assert f"$48.99 corrected by {queue.local_user()}" in css(driver, "table.fields").text
    driver.save_screenshot(str(shots / "5-document.png"))


def test_the_forms_decide_without_javascript(browser_without_js, bills_daemon):
    driver = browser_without_js
    daemon, held = bills_daemon
    acme, zenith, comcast = (held[k]["id"] for k in ("acme", "zenith", "comcast"))
    web = start_web(daemon)
    try:
        driver.get(f"{web.url}item/{acme}")
        press(driver, "a")                      # no script, so no keys: nothing happens
        time.sleep(1.0)
        assert daemon.json("review", "show", str(acme))["status"] == "pending"
        css(driver, "#approve-form button").click()
        wait_title(driver, f"Review {zenith} (2 waiting)")
        css(driver, "#amount").send_keys("forty-eight")
        css(driver, "#correct-form button").click()
        wait_title(driver, f"Review {zenith} (2 waiting)")
        assert "'forty-eight' is not an amount" in css(driver, "#amount-error").text
        amount = css(driver, "#amount")
        amount.clear()
        amount.send_keys("$48.99")
        css(driver, "#correct-form button").click()
        wait_title(driver, f"Review {comcast} (1 waiting)")
        css(driver, "#note").send_keys("not the June bill")
        css(driver, "#reject-form button").click()
        wait_title(driver, "(0 waiting)")
    finally:
        assert web.stop() == 0
    decided = {i: daemon.json("review", "show", str(i)) for i in (acme, zenith, comcast)}
    assert [decided[i]["status"] for i in (acme, zenith, comcast)] == ["approved", "corrected", "rejected"]
    assert decided[zenith]["decision_value"] == "48.99"
    assert decided[comcast]["note"] == "not the June bill"
