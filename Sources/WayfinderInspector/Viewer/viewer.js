// The inspector's viewer: connects to the inspector's WebSocket with the token from this page's
// own URL, keeps the app's navigation state as the protocol (version 1) streams it, and draws it.
// No build step, nothing loaded from elsewhere. Every text from the app (routes, flow names,
// links, issues) is app data and may hold markup: it reaches the page through textContent only.
"use strict";

const protocolVersion = 1;
/** The most journal rows drawn at once; the filter finds older ones. */
const maxRows = 400;
/** Longer texts are cut on the page; the full text stays in the element's title. */
const maxText = 160;
/** The cause kinds of the protocol, offered by the journal's filter. */
const causeKinds = [
  "code", "intent", "userBack", "swipeDismiss", "cancelledGesture", "refusedDismissal",
  "tabSelection", "layoutSwitch", "deepLink", "guardRedirect", "restoration", "dialogChoice",
  "detentChange",
];

const $ = (id) => document.getElementById(id);
const ui = {
  connection: $("connection"), dropped: $("dropped"), reconnect: $("reconnect"),
  exportButton: $("export"), help: $("help"),
  nowScreen: $("now-screen"), nowFlow: $("now-flow"), nowCause: $("now-cause"),
  tree: $("tree"), flows: $("flows"), plan: $("plan"), problems: $("problems"),
  openForm: $("open-form"), link: $("link"), back: $("user-back"), dismiss: $("user-dismiss"),
  tab: $("tab"), selectTab: $("user-tab"), reply: $("reply"),
  filterKind: $("filter-kind"), filterText: $("filter-text"), journalCount: $("journal-count"),
  timeline: $("timeline"), event: $("event"),
};

/** What the page knows of the app: the protocol's state, kept up to date by the feed. */
const app = {
  tree: null,
  flows: [],
  plan: { steps: [] },
  /** Journal events, oldest first; each `{ event, flows?, search }`. */
  history: [],
  historyLimit: 10000,
  issues: [],
  leaks: [],
  dropped: 0,
};

const connection = {
  socket: null,
  nextID: 1,
  /** Replies awaited, by command id. */
  pending: new Map(),
  catchingUp: false,
};

/** The journal point whose details are shown, by sequence. */
let selected = null;
/** The event detail's own status line, kept across redraws of the same event. */
let eventStatus = { sequence: null, text: "", failed: false };

// ---- Small DOM helpers: elements with text, never markup. ----

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = String(text);
  return node;
}

function cut(text) {
  const string = String(text);
  return string.length > maxText ? `${string.slice(0, maxText - 1)}…` : string;
}

/** A text cut to fit, with the whole text as its tooltip when cut. */
function textSpan(className, text) {
  const span = el("span", className, cut(text));
  if (String(text).length > maxText) span.title = String(text);
  return span;
}

function clear(node) {
  node.replaceChildren();
  return node;
}

// ---- Reading the protocol's values. ----

/** `bookDetail` → `Book Detail`, `book_detail` → `Book Detail`. */
function words(name) {
  const text = String(name);
  if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(text)) return text;
  return text
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .replace(/(^| )([a-z])/g, (_, space, letter) => space + letter.toUpperCase());
}

function valueText(value) {
  if (typeof value === "string") return JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}

/** A route as Swift's `Codable` writes an enum case: `{"bookDetail":{"id":113}}`. */
function routeParts(route) {
  if (typeof route === "string") return { name: words(route), detail: "" };
  if (route && typeof route === "object" && !Array.isArray(route)) {
    const keys = Object.keys(route);
    if (keys.length === 1) {
      const values = route[keys[0]];
      let detail = "";
      if (values && typeof values === "object" && !Array.isArray(values)) {
        detail = Object.keys(values)
          .map((key) => (/^_\d+$/.test(key) ? "" : `${key}: `) + valueText(values[key]))
          .join(", ");
      } else if (values !== undefined) {
        detail = valueText(values);
      }
      return { name: words(keys[0]), detail };
    }
  }
  return { name: valueText(route), detail: "" };
}

function routeText(route) {
  const { name, detail } = routeParts(route);
  return detail ? `${name}(${detail})` : name;
}

function stackRoutes(stack) {
  if (Array.isArray(stack)) return stack;
  if (stack && Array.isArray(stack.routes)) return stack.routes;
  if (stack && stack._0 !== undefined) return stackRoutes(stack._0);
  return [];
}

/** Whether a stack as the protocol writes it refuses the user's back from its top screen. */
function stackRefusesBack(stack) {
  if (stack && stack.refusesUserBack === true) return true;
  return Boolean(stack && stack._0 && stack._0.refusesUserBack === true);
}

/** A `Container` as the protocol writes it, in one shape for drawing. */
function readContainer(container) {
  if (container && "stack" in container) {
    return {
      kind: "stack",
      stack: stackRoutes(container.stack),
      refusesBack: stackRefusesBack(container.stack),
    };
  }
  for (const kind of ["tabs", "split"]) {
    if (container && kind in container) {
      const sections = container[kind]._0 ?? container[kind];
      return {
        kind,
        sections: (sections.sections ?? []).map((entry) => ({
          id: String(entry.id),
          stack: stackRoutes(entry.stack),
          refusesBack: stackRefusesBack(entry.stack),
          visibility: entry.visibility,
        })),
        selection: sections.selection === undefined ? null : String(sections.selection),
        hasSelection: sections.hasSelection !== false,
      };
    }
  }
  return { kind: "unknown", raw: container };
}

/** The tree's levels: 0 is the root container, then one per presentation. */
function levelsOf(tree) {
  if (!tree) return [];
  const levels = [{ level: 0, style: "root", container: readContainer(tree.root) }];
  (tree.presentations ?? []).forEach((presentation, index) => {
    levels.push({
      level: index + 1,
      style: String(presentation.style),
      container: readContainer(presentation.container),
      dialog: presentation.dialog ?? null,
      context: presentation.context ?? null,
      refusesUserDismissal: presentation.refusesUserDismissal === true,
    });
  });
  return levels;
}

function visibleStackOf(container) {
  if (container.kind === "stack") return { section: null, stack: container.stack };
  if (container.kind === "tabs" || container.kind === "split") {
    if (!container.hasSelection) return { section: null, stack: [] };
    const section = container.sections.find((entry) => entry.id === container.selection);
    return { section: container.selection, stack: section ? section.stack : [] };
  }
  return { section: null, stack: [] };
}

/** The screen the user sees: the top-most level that shows something. */
function visibleScreen(levels) {
  for (let index = levels.length - 1; index >= 0; index -= 1) {
    const level = levels[index];
    if (level.dialog) return { level: level.level, dialog: level.dialog };
    const { section, stack } = visibleStackOf(level.container);
    if (stack.length > 0) {
      return { level: level.level, section, index: stack.length - 1, route: stack[stack.length - 1] };
    }
  }
  return null;
}

/** The screens from the root to the visible one, as the user went back through them. */
function breadcrumb(levels, visible) {
  if (!visible) return "nothing visible";
  const names = [];
  for (const level of levels) {
    if (level.level > visible.level) break;
    if (level.dialog) {
      names.push(`“${level.dialog.title}”`);
      continue;
    }
    for (const route of visibleStackOf(level.container).stack) names.push(routeParts(route).name);
  }
  return names.join(" › ");
}

function screenKey(level, section, index) {
  return `${level}|${section ?? ""}|${index}`;
}

/** Each screen's owning flow, the innermost one when flows nest. */
function ownersOf(flows) {
  const owners = new Map();
  for (const flow of flows ?? []) {
    for (const screen of flow.screens ?? []) {
      owners.set(screenKey(screen.level, screen.section, screen.index), flow);
    }
  }
  return owners;
}

function isVisible(visible, level, section, index) {
  return visible !== null && visible.dialog === undefined && visible.level === level
    && (visible.section ?? null) === (section ?? null) && visible.index === index;
}

// ---- Drawing the tree as nested containers. ----

function drawStack(routes, context) {
  if (routes.length === 0) return el("p", "empty", "empty stack");
  const list = el("ol", "stack");
  list.setAttribute("aria-label", context.section ? `stack of ${context.section}` : "stack");
  routes.forEach((route, index) => {
    const { name, detail } = routeParts(route);
    const item = el("li", "screen");
    item.title = JSON.stringify(route);
    item.append(el("span", "index", index), textSpan("route", name));
    if (detail) item.append(textSpan("args", detail));
    const owner = context.owners.get(screenKey(context.level, context.section, index));
    if (owner) {
      const tag = textSpan("owner", owner.name);
      tag.title = `owned by ${owner.path}`;
      item.append(tag);
    }
    if (isVisible(context.visible, context.level, context.section, index)) {
      item.classList.add("visible");
      item.setAttribute("aria-current", "true");
      item.append(el("span", "badge", "visible"));
    }
    if (context.refusesBack && index === routes.length - 1) {
      item.append(el("span", "badge", "no back"));
    }
    list.append(item);
  });
  return list;
}

function drawContainer(container, context) {
  if (container.kind === "stack") {
    return drawStack(container.stack, {
      ...context, section: null, refusesBack: container.refusesBack,
    });
  }
  if (container.kind === "unknown") return el("pre", "raw", JSON.stringify(container.raw));
  const box = el("div", `sections ${container.kind}`);
  for (const section of container.sections) {
    const chosen = container.hasSelection && section.id === container.selection;
    const part = el("div", chosen ? "section selected" : "section");
    part.setAttribute("role", "group");
    const title = el("div", "section-title");
    title.append(el("span", "section-kind", container.kind === "tabs" ? "tab" : "column"),
      textSpan("section-name", section.id));
    if (chosen) title.append(el("span", "badge", "selected"));
    if (section.visibility) title.append(el("span", "muted", String(section.visibility)));
    part.setAttribute("aria-label", `${container.kind === "tabs" ? "tab" : "column"} ${section.id}`
      + (chosen ? ", selected" : ""));
    part.append(title, drawStack(section.stack, {
      ...context, section: section.id, refusesBack: section.refusesBack,
    }));
    box.append(part);
  }
  return box;
}

function drawDialog(dialog) {
  const box = el("div", "dialog");
  box.append(textSpan("route", `“${dialog.title}”`));
  if (dialog.message) box.append(el("p", "muted", cut(dialog.message)));
  const actions = el("ul", "actions");
  for (const action of dialog.actions ?? []) {
    actions.append(el("li", `action ${action.role ?? ""}`, cut(action.title)));
  }
  box.append(actions, el("span", "badge", "visible"));
  box.classList.add("visible");
  return box;
}

function levelTitle(level) {
  if (level.level === 0) return "level 0 · root";
  let title = `level ${level.level} · ${level.style}`;
  if (level.context) title += ` over ${level.context}`;
  if (level.refusesUserDismissal) title += " · refuses dismissal";
  return title;
}

function containerTitle(container) {
  if (container.kind === "stack") return "stack";
  if (container.kind === "unknown") return "unknown container";
  const selection = container.hasSelection ? `selected: ${container.selection}` : "nothing selected";
  return `${container.kind} (${selection})`;
}

/** The tree drawn as nested boxes: each presentation inside the level it covers. */
function drawTree(tree, flows) {
  const levels = levelsOf(tree);
  if (levels.length === 0) return el("p", "muted", "No tree yet.");
  const visible = visibleScreen(levels);
  const owners = ownersOf(flows);
  const top = el("div", "levels");
  let parent = top;
  for (const level of levels) {
    const box = el("div", level.level === 0 ? "level root" : "level presented");
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", levelTitle(level));
    const heading = el("div", "level-title");
    heading.append(textSpan("", levelTitle(level)), el("span", "muted", containerTitle(level.container)));
    box.append(heading);
    if (level.dialog) {
      box.append(drawDialog(level.dialog));
    } else {
      box.append(drawContainer(level.container, { level: level.level, owners, visible }));
    }
    parent.append(box);
    parent = box;
  }
  return top;
}

/** The tree as indented lines, for the difference between two trees. */
function outline(tree) {
  const lines = [];
  for (const level of levelsOf(tree)) {
    lines.push(`${levelTitle(level)} · ${containerTitle(level.container)}`);
    if (level.dialog) {
      lines.push(`  dialog “${level.dialog.title}”`);
      continue;
    }
    const container = level.container;
    const stackLines = (routes, indent) => {
      if (routes.length === 0) lines.push(`${indent}(empty)`);
      routes.forEach((route, index) => lines.push(`${indent}${index} ${routeText(route)}`));
    };
    if (container.kind === "stack") {
      stackLines(container.stack, "  ");
    } else if (container.kind === "unknown") {
      lines.push(`  ${JSON.stringify(container.raw)}`);
    } else {
      for (const section of container.sections) {
        const chosen = container.hasSelection && section.id === container.selection;
        lines.push(`  ${container.kind === "tabs" ? "tab" : "column"} ${section.id}${chosen ? " (selected)" : ""}`);
        stackLines(section.stack, "    ");
      }
    }
  }
  return lines;
}

/** A line difference (longest common subsequence): `[{ kind: "same"|"added"|"removed", text }]`. */
function difference(before, after) {
  const rows = before.length;
  const columns = after.length;
  const lengths = Array.from({ length: rows + 1 }, () => new Uint32Array(columns + 1));
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = columns - 1; j >= 0; j -= 1) {
      lengths[i][j] = before[i] === after[j]
        ? lengths[i + 1][j + 1] + 1
        : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const result = [];
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    if (before[i] === after[j]) {
      result.push({ kind: "same", text: before[i] });
      i += 1;
      j += 1;
    } else if (lengths[i + 1][j] >= lengths[i][j + 1]) {
      result.push({ kind: "removed", text: before[i] });
      i += 1;
    } else {
      result.push({ kind: "added", text: after[j] });
      j += 1;
    }
  }
  for (; i < rows; i += 1) result.push({ kind: "removed", text: before[i] });
  for (; j < columns; j += 1) result.push({ kind: "added", text: after[j] });
  return result;
}

function drawDifference(before, after) {
  const rows = difference(outline(before), outline(after));
  if (rows.every((row) => row.kind === "same")) {
    return el("p", "muted", "The tree did not change.");
  }
  const list = el("ol", "diff");
  list.setAttribute("aria-label", "difference, lines removed and added");
  const marks = { same: "  ", added: "+ ", removed: "− " };
  for (const row of rows) {
    const line = el("li", row.kind, `${marks[row.kind]}${row.text}`);
    if (row.kind !== "same") line.setAttribute("aria-label", `${row.kind}: ${row.text}`);
    list.append(line);
  }
  return list;
}

// ---- Panels. ----

function causeText(cause) {
  if (!cause) return "";
  return cause.detail && !String(cause.text).includes(cause.detail)
    ? `${cause.text}: ${cause.detail}` : String(cause.text);
}

function drawNow() {
  const levels = levelsOf(app.tree);
  const visible = visibleScreen(levels);
  ui.nowScreen.textContent = app.tree ? cut(breadcrumb(levels, visible)) : "—";
  let owner = null;
  if (visible && visible.dialog === undefined) {
    owner = ownersOf(app.flows).get(screenKey(visible.level, visible.section, visible.index));
  }
  ui.nowFlow.textContent = owner ? cut(owner.path) : "—";
  const last = app.history[app.history.length - 1];
  ui.nowCause.textContent = last ? cut(`${causeText(last.event.cause)} (#${last.event.sequence})`) : "—";
}

function drawFlows() {
  clear(ui.flows);
  if (app.flows.length === 0) {
    ui.flows.append(el("li", "muted", "No flow runs."));
    return;
  }
  const children = new Map();
  const ids = new Set(app.flows.map((flow) => String(flow.id)));
  for (const flow of app.flows) {
    const parent = flow.parent === undefined || !ids.has(String(flow.parent)) ? "" : String(flow.parent);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(flow);
  }
  const drawn = new Set();
  const add = (list, parent) => {
    for (const flow of children.get(parent) ?? []) {
      if (drawn.has(String(flow.id))) continue;
      drawn.add(String(flow.id));
      const item = el("li", "flow");
      item.title = flow.path;
      const place = flow.kept === true ? " kept (dismissed, waiting to be presented again)" : ` at ${flow.anchor?.text ?? "?"}`;
      item.append(textSpan("flow-name", flow.name), textSpan("muted", place));
      const screens = (flow.screens ?? []).map((screen) => routeParts(screen.route).name);
      if (screens.length > 0) item.append(el("div", "owns", cut(`owns ${screens.join(", ")}`)));
      if (children.has(String(flow.id))) {
        const sub = el("ul", "flows");
        add(sub, String(flow.id));
        item.append(sub);
      }
      list.append(item);
    }
  };
  add(ui.flows, "");
}

function drawPlan() {
  clear(ui.plan);
  const steps = app.plan?.steps ?? [];
  if (steps.length === 0) {
    ui.plan.append(el("li", "muted", "No plan yet."));
    return;
  }
  for (const step of steps) {
    const item = el("li", `step ${step.state}`);
    item.append(el("span", "badge", step.state), textSpan("", ` ${step.text}`));
    ui.plan.append(item);
  }
}

function drawProblems() {
  clear(ui.problems);
  for (const issue of app.issues) {
    const item = el("li", "issue");
    item.append(el("span", "badge", "issue"), textSpan("", ` ${issue}`));
    ui.problems.append(item);
  }
  for (const leak of app.leaks) {
    const item = el("li", "leak");
    item.append(el("span", "badge", `leak: ${leak.kind}`), textSpan("", ` ${leak.label}`));
    ui.problems.append(item);
  }
  if (app.issues.length + app.leaks.length === 0) ui.problems.append(el("li", "muted", "None."));
}

/** Whether the user picked a section in the select that was not sent yet. */
let tabPicked = false;

/** The sections the user could select: those of the top-most level that has tabs or columns. */
function drawTabChoice() {
  const levels = levelsOf(app.tree);
  const level = [...levels].reverse().find((entry) => entry.container.sections !== undefined);
  const ids = level ? level.container.sections.map((section) => section.id) : [];
  // The user's pick stays until it is sent; otherwise the select follows the app's selection.
  const chosen = tabPicked ? ui.tab.value : null;
  clear(ui.tab);
  for (const id of ids) {
    const option = el("option", "", id);
    option.value = id;
    ui.tab.append(option);
  }
  if (ids.includes(chosen)) ui.tab.value = chosen;
  else if (level && level.container.selection) ui.tab.value = level.container.selection;
  ui.tab.disabled = ids.length === 0;
  ui.selectTab.disabled = ids.length === 0 || !isOpen();
}

// ---- The journal. ----

function searchText(event) {
  const parts = [
    `#${event.sequence}`, event.cause?.kind, event.cause?.text, event.cause?.detail,
    ...(event.started ?? []).map((flow) => flow.path),
    ...(event.finished ?? []).map((flow) => `${flow.path} ${flow.cause}`),
    ...(event.issues ?? []),
    breadcrumb(levelsOf(event.tree), visibleScreen(levelsOf(event.tree))),
  ];
  return parts.filter((part) => part !== undefined && part !== null).join(" ").toLowerCase();
}

function record(event, flows) {
  return { event, flows, search: searchText(event) };
}

function addEvent(event, flows) {
  const last = app.history[app.history.length - 1];
  if (last && last.event.sequence >= event.sequence) {
    // A feed that restarted or repeated: keep the order by sequence.
    app.history = app.history.filter((entry) => entry.event.sequence < event.sequence);
  }
  app.history.push(record(event, flows));
  const excess = app.history.length - app.historyLimit;
  if (excess > 0) app.history.splice(0, excess);
}

function indexOfSequence(sequence) {
  return app.history.findIndex((entry) => entry.event.sequence === sequence);
}

function drawFilterKinds() {
  const seen = new Set(causeKinds);
  for (const entry of app.history) seen.add(String(entry.event.cause?.kind));
  const present = new Set([...ui.filterKind.options].map((option) => option.value));
  for (const kind of seen) {
    if (present.has(kind)) continue;
    const option = el("option", "", words(kind));
    option.value = kind;
    ui.filterKind.append(option);
  }
}

function drawTimeline() {
  drawFilterKinds();
  const kind = ui.filterKind.value;
  const text = ui.filterText.value.trim().toLowerCase();
  const matching = app.history.filter((entry) =>
    (!kind || entry.event.cause?.kind === kind) && (!text || entry.search.includes(text)));
  const shown = matching.slice(-maxRows).reverse();
  clear(ui.timeline);
  for (const entry of shown) {
    const event = entry.event;
    const button = el("button", "event-row");
    button.type = "button";
    button.dataset.sequence = String(event.sequence);
    button.setAttribute("aria-pressed", String(event.sequence === selected));
    const levels = levelsOf(event.tree);
    button.append(
      el("span", "sequence", `#${event.sequence}`),
      el("span", `kind kind-${event.cause?.kind}`, words(event.cause?.kind ?? "?")),
      textSpan("cause", causeText(event.cause)),
      textSpan("where", breadcrumb(levels, visibleScreen(levels))));
    if ((event.issues ?? []).length > 0) button.append(el("span", "badge issue", "issue"));
    button.addEventListener("click", () => selectEvent(event.sequence));
    const item = el("li");
    item.append(button);
    ui.timeline.append(item);
  }
  const total = app.history.length;
  ui.journalCount.textContent = matching.length === total
    ? `${total} event${total === 1 ? "" : "s"} kept (at most ${app.historyLimit})`
    : `${matching.length} of ${total} events match`;
  if (shown.length < matching.length) ui.journalCount.textContent += `, newest ${shown.length} shown`;
}

function selectEvent(sequence) {
  selected = sequence;
  if (eventStatus.sequence !== sequence) eventStatus = { sequence, text: "", failed: false };
  drawTimeline();
  drawEvent();
}

function flowList(title, items) {
  const part = el("p", "meta");
  part.append(el("span", "label", title), textSpan("", items.join("; ")));
  return part;
}

function drawEvent() {
  clear(ui.event);
  const at = selected === null ? -1 : indexOfSequence(selected);
  if (at < 0) {
    ui.event.append(el("p", "muted", selected === null
      ? "Select an event to see the tree before and after it."
      : `Event #${selected} is no longer kept.`));
    return;
  }
  const { event, flows } = app.history[at];
  const heading = el("h3", "", `#${event.sequence} · ${cut(causeText(event.cause))}`);
  const jump = el("button", "jump", "Jump here");
  jump.type = "button";
  jump.disabled = !isOpen();
  jump.addEventListener("click", () => jumpTo(event.sequence));
  const head = el("div", "event-head");
  head.append(heading, jump);
  ui.event.append(head);

  const status = el("p", eventStatus.failed ? "status failed" : "status", eventStatus.text);
  status.id = "event-status";
  status.setAttribute("role", eventStatus.failed ? "alert" : "status");
  ui.event.append(status);

  ui.event.append(flowList("Cause", [`${words(event.cause?.kind ?? "?")}${event.cause?.detail ? ` (${event.cause.detail})` : ""}`]));
  if ((event.started ?? []).length > 0) {
    ui.event.append(flowList("Started", event.started.map((flow) => `${flow.path} at ${flow.anchor?.text ?? "?"}`)));
  }
  if ((event.finished ?? []).length > 0) {
    ui.event.append(flowList("Finished", event.finished.map((flow) => `${flow.path} (${flow.cause})`)));
  }
  if ((event.issues ?? []).length > 0) ui.event.append(flowList("Issues", event.issues));

  const before = at > 0 ? app.history[at - 1] : null;
  const diffBox = el("section", "compare-part difference");
  diffBox.append(el("h4", "", "Difference"), drawDifference(before ? before.event.tree : null, event.tree));
  const trees = el("div", "compare");
  const beforeBox = el("section", "compare-part");
  beforeBox.append(el("h4", "", before ? `Before (after #${before.event.sequence})` : "Before"));
  if (before) {
    beforeBox.append(drawTree(before.event.tree, before.flows));
  } else {
    beforeBox.append(el("p", "muted", event.sequence > 1
      ? "The event before it is no longer kept." : "Nothing: this is the journal's first event."));
  }
  const afterBox = el("section", "compare-part");
  afterBox.append(el("h4", "", "After"), drawTree(event.tree, flows));
  trees.append(beforeBox, afterBox);
  ui.event.append(diffBox, trees);
}

function setEventStatus(sequence, text, failed) {
  eventStatus = { sequence, text, failed };
  if (selected === sequence) drawEvent();
}

function jumpTo(sequence) {
  const question = `Jump to journal point #${sequence}?\n\nThe app's navigation goes back to the `
    + "tree after this event, through the app's own restoration.";
  if (!window.confirm(question)) return;
  setEventStatus(sequence, `Jumping to #${sequence}…`, false);
  send({ type: "jump", sequence }, (reply) => {
    if (reply.error) setEventStatus(sequence, `Cannot jump to #${sequence}: ${reply.error.message}`, true);
    else setEventStatus(sequence, `Jumped: the app shows the tree of #${reply.result.sequence} again.`, false);
  });
}

// ---- Drawing everything, once a frame at most. ----

let drawScheduled = false;

function draw() {
  drawScheduled = false;
  clear(ui.tree).append(drawTree(app.tree, app.flows));
  drawNow();
  drawFlows();
  drawPlan();
  drawProblems();
  drawTabChoice();
  drawTimeline();
  drawEvent();
}

function scheduleDraw() {
  if (drawScheduled) return;
  drawScheduled = true;
  requestAnimationFrame(draw);
}

// ---- The connection. ----

function isOpen() {
  return connection.socket !== null && connection.socket.readyState === WebSocket.OPEN;
}

function showConnection(state, text) {
  ui.connection.dataset.state = state;
  ui.connection.textContent = text;
  const open = state === "open";
  for (const control of [ui.exportButton, ui.back, ui.dismiss, ...ui.openForm.elements]) {
    control.disabled = !open;
  }
  ui.reconnect.hidden = state !== "closed";
  scheduleDraw();
}

function showDropped(count) {
  app.dropped = count;
  ui.dropped.dataset.dropped = String(count);
  ui.dropped.textContent = `${count} event${count === 1 ? "" : "s"} dropped`;
}

function showReply(text, failed) {
  ui.reply.textContent = text;
  ui.reply.classList.toggle("failed", failed);
  ui.reply.setAttribute("role", failed ? "alert" : "status");
}

function showHelp(text) {
  ui.help.hidden = !text;
  ui.help.textContent = text ?? "";
}

/** Sends one command; `onReply` gets its reply. */
function send(command, onReply) {
  if (!isOpen()) {
    showReply("Not connected: reconnect first.", true);
    return;
  }
  const id = String(connection.nextID);
  connection.nextID += 1;
  connection.pending.set(id, onReply);
  connection.socket.send(JSON.stringify({ version: protocolVersion, id, ...command }));
}

function applyState(state) {
  app.tree = state.tree ?? null;
  app.flows = state.flows ?? [];
  app.plan = state.plan ?? { steps: [] };
  app.historyLimit = state.historyLimit ?? app.historyLimit;
  const flowsBySequence = new Map(app.history.map((entry) => [entry.event.sequence, entry.flows]));
  app.history = (state.history ?? []).map((event) => record(event, flowsBySequence.get(event.sequence)));
  const last = app.history[app.history.length - 1];
  if (last && !last.flows) last.flows = app.flows;
  app.issues = state.issues ?? [];
  app.leaks = state.leaks ?? [];
}

/** Asks for the whole state when the app dropped messages for this viewer. */
function catchUp() {
  if (connection.catchingUp) return;
  connection.catchingUp = true;
  send({ type: "state" }, (reply) => {
    connection.catchingUp = false;
    if (reply.result?.state) {
      applyState(reply.result.state);
      scheduleDraw();
    }
  });
}

function receive(text) {
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    showHelp("The app sent a message that is not JSON; it is ignored.");
    return;
  }
  if (message.version !== protocolVersion) {
    showHelp(`The app speaks protocol version ${message.version}; this viewer speaks version ${protocolVersion}.`);
    return;
  }
  if (typeof message.dropped === "number" && message.dropped !== app.dropped) {
    const grew = message.dropped > app.dropped;
    showDropped(message.dropped);
    if (grew && message.type !== "hello") catchUp();
  }
  switch (message.type) {
    case "hello":
      applyState(message.state);
      break;
    case "event":
      app.tree = message.event.tree;
      app.flows = message.flows ?? app.flows;
      app.issues.push(...(message.event.issues ?? []));
      addEvent(message.event, message.flows);
      break;
    case "plan":
      app.plan = message.plan;
      break;
    case "leak":
      app.leaks.push(...(message.leaks ?? []));
      break;
    case "reply": {
      const handler = message.id === null ? undefined : connection.pending.get(message.id);
      if (handler) {
        connection.pending.delete(message.id);
        handler(message);
      } else if (message.error) {
        showReply(`The app refused a command: ${message.error.message}`, true);
      }
      return;
    }
    default:
      return;
  }
  scheduleDraw();
}

function connect() {
  const token = new URLSearchParams(location.search).get("token");
  if (!token) {
    showConnection("closed", "no token");
    ui.reconnect.hidden = true;
    showHelp("Open the whole URL the app printed, including ?token=….");
    return;
  }
  showHelp(null);
  showConnection("connecting", "connecting…");
  const socket = new WebSocket(`ws://${location.host}/ws?token=${encodeURIComponent(token)}`);
  connection.socket = socket;
  connection.pending.clear();
  connection.catchingUp = false;
  socket.addEventListener("open", () => showConnection("open", "connected"));
  socket.addEventListener("message", (event) => receive(String(event.data)));
  socket.addEventListener("close", (event) => {
    if (connection.socket !== socket) return;
    const reason = event.reason ? `: ${event.reason}` : "";
    showConnection("closed", `disconnected (${event.code}${reason})`);
  });
}

// ---- Controls. ----

function userEvent(command, doing) {
  send({ type: "user", ...command }, (reply) => {
    if (reply.error) showReply(`${doing} refused: ${reply.error.message}`, true);
    else showReply(`${doing}: ${reply.result.event}`, false);
  });
}

ui.openForm.addEventListener("submit", (event) => {
  event.preventDefault();
  const link = ui.link.value.trim();
  if (!link) {
    showReply("Type a link first.", true);
    return;
  }
  showReply(`Opening ${cut(link)}…`, false);
  send({ type: "open", link }, (reply) => {
    if (reply.error) showReply(`The link was not opened: ${reply.error.message}`, true);
    else showReply(`Opened ${cut(link)}: ${reply.result.outcome}`, false);
  });
});
ui.back.addEventListener("click", () => userEvent({ event: "back" }, "Back"));
ui.dismiss.addEventListener("click", () => userEvent({ event: "dismiss" }, "Dismiss"));
ui.tab.addEventListener("change", () => { tabPicked = true; });
ui.selectTab.addEventListener("click", () => {
  tabPicked = false;
  if (ui.tab.value) userEvent({ event: "selectTab", tab: ui.tab.value }, `Select tab ${ui.tab.value}`);
});
ui.filterKind.addEventListener("change", drawTimeline);
ui.filterText.addEventListener("input", drawTimeline);
ui.reconnect.addEventListener("click", connect);

ui.exportButton.addEventListener("click", () => {
  showReply("Exporting…", false);
  send({ type: "export" }, (reply) => {
    if (reply.error) {
      showReply(`Export failed: ${reply.error.message}`, true);
      return;
    }
    const stamp = new Date().toISOString().replace(/[:.]/g, "-").replace(/-\d+Z$/, "Z");
    const name = `wayfinder-bundle-${stamp}.json`;
    const file = new Blob([JSON.stringify(reply.result.bundle, null, 2)], { type: "application/json" });
    const link = el("a");
    link.href = URL.createObjectURL(file);
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
    showReply(`Exported ${name}.`, false);
  });
});

showDropped(0);
connect();
