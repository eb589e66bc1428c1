// The minimal viewer: connects to the inspector's WebSocket with the token from this page's own
// URL and lists every message as it arrives. No build step, nothing loaded from elsewhere.
"use strict";

const maxShown = 500;
const stateLine = document.getElementById("state");
const help = document.getElementById("help");
const list = document.getElementById("messages");

function show(state, text) {
  stateLine.dataset.state = state;
  stateLine.textContent = text;
}

function append(text) {
  const item = document.createElement("li");
  try {
    item.textContent = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    item.textContent = text;
  }
  list.append(item);
  while (list.childElementCount > maxShown) list.firstElementChild.remove();
}

function connect() {
  const token = new URLSearchParams(location.search).get("token");
  if (!token) {
    show("closed", "no token");
    help.hidden = false;
    help.textContent = "Open the whole URL the app printed, including ?token=….";
    return;
  }
  const socket = new WebSocket(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
  socket.addEventListener("open", () => show("open", "connected"));
  socket.addEventListener("message", (event) => append(String(event.data)));
  socket.addEventListener("close", (event) => {
    const reason = event.reason ? `: ${event.reason}` : "";
    show("closed", `disconnected (${event.code}${reason})`);
  });
}

connect();
