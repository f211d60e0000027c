// The review page's keys: a approve, t approve every held part of a total, c correct,
// r reject, j/k next/previous, Esc leaves a field. Every decision is a plain form, so the page works the same without this script.
"use strict";

(function () {
  function byId(id) { return document.getElementById(id); }

  function follow(id) {
    var link = byId(id);
    if (link) { window.location.href = link.href; return true; }
    return false;
  }

  function submit(id) {
    var form = byId(id);
    if (!form) { return false; }
    if (form.requestSubmit) { form.requestSubmit(); } else { form.submit(); }
    return true;
  }

  function focus(id) {
    var field = byId(id);
    if (!field) { return false; }
    field.focus();
    field.select();
    return true;
  }

  document.addEventListener("keydown", function (ev) {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || ev.isComposing) { return; }
    var target = ev.target;
    if (target && target.matches && target.matches("input, textarea, select")) {
      if (ev.key === "Escape") { target.blur(); ev.preventDefault(); }
      return;   // typing in a field is typing, not a command
    }
    var done = false;
    switch (ev.key) {
      case "a": done = submit("approve-form"); break;
      case "t": done = submit("approve-total-form"); break;
      case "c": done = focus("amount"); break;
      case "r": done = focus("note"); break;
      case "j": done = follow("next"); break;
      case "k": done = follow("prev"); break;
      default: return;
    }
    if (done) { ev.preventDefault(); }
  });

  // one decision per page: a second press while the first is on its way is not a second POST
  document.addEventListener("submit", function (ev) {
    var form = ev.target;
    if (form.dataset.sent) { ev.preventDefault(); return; }
    form.dataset.sent = "1";
    var buttons = document.querySelectorAll("form.decision button");
    for (var i = 0; i < buttons.length; i++) { buttons[i].disabled = true; }
  });
})();
